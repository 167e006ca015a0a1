import { CircleCheck, Icon } from '@/components/ui/icons';

/** Points each ticked with a check mark (a service's highlights, a statement's points). */
export function CheckList({ points, className }: { points: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {points.map((point) => (
        <li key={point} className="flex gap-3 text-ink-700">
          <Icon of={{ CircleCheck }} aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
          {point}
        </li>
      ))}
    </ul>
  );
}
