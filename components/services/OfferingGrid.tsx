import type { Offering } from '@/lib/content/services';
import { IconTile } from '@/components/ui/ContentIcon';

/** Cards of what a service offers: icon, title, text. */
export function OfferingGrid({ offerings }: { offerings: readonly Offering[] }) {
  const columns = offerings.length % 3 === 0 ? 'lg:grid-cols-3' : 'lg:grid-cols-4';
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 md:gap-6 ${columns}`}>
      {offerings.map((offering) => (
        <li
          key={offering.title}
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100 transition-shadow hover:shadow-md"
        >
          <IconTile name={offering.icon} />
          <h3 className="mt-5 text-lg font-bold">{offering.title}</h3>
          <p className="mt-2 leading-relaxed text-ink-600">{offering.text}</p>
        </li>
      ))}
    </ul>
  );
}
