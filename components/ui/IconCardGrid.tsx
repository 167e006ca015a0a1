import type { IconName } from '@/lib/icons/names';
import { IconTile } from '@/components/ui/ContentIcon';

export type IconCard = { icon: IconName; title: string; text: string };

const CARD = {
  regular: {
    item: 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100',
    title: 'mt-5 text-lg font-bold',
    text: 'mt-2 leading-relaxed text-ink-600',
  },
  // Two cards side by side on a phone: smaller padding and text until the tablet width.
  compact: {
    item: 'rounded-2xl bg-white p-4 text-center shadow-sm ring-1 ring-ink-100 sm:p-6',
    title: 'mt-4 text-base font-bold sm:mt-5 sm:text-lg',
    text: 'mt-2 text-sm leading-relaxed text-ink-600 sm:text-base',
  },
} as const;

/** Three columns on wide screens when the cards fill rows of three, four otherwise. */
function columnsFor(count: number): string {
  return `grid gap-4 sm:grid-cols-2 md:gap-6 ${count % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4'}`;
}

/** Cards of an icon, a title and a text (a service's offerings, the firm's values and reasons). */
export function IconCardGrid({
  cards,
  className = columnsFor(cards.length),
  variant = 'regular',
  hover = false,
}: {
  cards: readonly IconCard[];
  /** The list's grid classes. */
  className?: string;
  variant?: keyof typeof CARD;
  hover?: boolean;
}) {
  const card = CARD[variant];
  return (
    <ul className={className}>
      {cards.map((item) => (
        <li key={item.title} className={hover ? `${card.item} transition-shadow hover:shadow-md` : card.item}>
          <IconTile name={item.icon} />
          <h3 className={card.title}>{item.title}</h3>
          <p className={card.text}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
