import { CounterGrid } from '@/components/ui/CounterGrid';
import type { CounterStat } from '@/lib/content/counters';
import { SectionHeading } from '@/components/ui/SectionHeading';

/** A navy band with a heading and animated counters. */
export function StatsSection({ id, eyebrow, title, lead, stats }: { id: string; eyebrow: string; title: string; lead?: string; stats: readonly CounterStat[] }) {
  return (
    <section aria-labelledby={id} className="relative overflow-hidden bg-ink-900 py-12 text-white md:py-16">
      <div aria-hidden className="glow-brand absolute -left-24 -top-24 size-72 opacity-30" />
      <div className="container-page relative">
        <SectionHeading id={id} eyebrow={eyebrow} title={title} lead={lead} tone="dark" align="center" />
        <CounterGrid stats={stats} tone="dark" className="mt-10" />
      </div>
    </section>
  );
}
