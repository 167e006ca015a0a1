import { CheckList } from '@/components/ui/CheckList';
import type { IconName } from '@/lib/icons/names';
import { ContentIcon } from '@/components/ui/ContentIcon';

/** The drawn card beside a service's text: a gradient header with the service icon, then its selling points. */
export function HighlightsCard({ icon, title, points }: { icon: IconName; title: string; points: readonly string[] }) {
  return (
    <aside aria-label={title} className="overflow-hidden rounded-3xl bg-white shadow-xl shadow-ink-900/5 ring-1 ring-ink-100">
      <div className="relative h-36 overflow-hidden bg-ink-900 md:h-44">
        <div aria-hidden className="glow-brand absolute -right-10 -top-16 size-56 opacity-70" />
        <svg aria-hidden viewBox="0 0 320 160" preserveAspectRatio="xMidYMid slice" className="absolute inset-0 size-full">
          <defs>
            <pattern id="highlights-dots" width="16" height="16" patternUnits="userSpaceOnUse">
              <circle cx="2" cy="2" r="1.4" fill="rgba(255,255,255,0.18)" />
            </pattern>
          </defs>
          <rect width="320" height="160" fill="url(#highlights-dots)" />
          <path d="M0 130 C 80 100, 140 150, 210 110 S 300 70, 320 80" fill="none" stroke="rgba(253,186,116,0.6)" strokeWidth="3" />
        </svg>
        <span className="absolute bottom-5 left-6 flex size-16 items-center justify-center rounded-2xl bg-white text-brand-600 shadow-lg">
          <ContentIcon name={icon} className="size-8" />
        </span>
      </div>
      <div className="p-6">
        <h2 className="text-lg font-bold">{title}</h2>
        <CheckList points={points} className="mt-4 space-y-3" />
      </div>
    </aside>
  );
}
