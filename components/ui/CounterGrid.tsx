import type { CounterStat } from '@/lib/content/countUp';
import { pageEdition } from '@/lib/i18n/edition';
import { Counter } from './Counter';

/**
 * A row of animated counters with their labels (server component; only the numbers are client leaves, each told the
 * page's edition to write its number in).
 */
export async function CounterGrid({
  stats,
  tone = 'light',
  className = '',
}: {
  stats: readonly CounterStat[];
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const edition = await pageEdition();
  const dark = tone === 'dark';
  return (
    <dl
      className={`grid grid-cols-2 gap-3 sm:gap-4 ${stats.length === 4 ? 'lg:grid-cols-4' : 'md:grid-cols-3 lg:grid-cols-5'} ${className}`}
    >
      {stats.map((stat, index) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse items-center justify-end rounded-2xl p-5 text-center ${
            dark ? 'bg-white/5 ring-1 ring-white/10' : 'bg-white shadow-sm ring-1 ring-ink-100'
          } ${stats.length === 5 && index === 4 ? 'col-span-2 md:col-span-1' : ''}`}
        >
          <dt className={`mt-1 text-sm font-medium ${dark ? 'text-ink-200' : 'text-ink-600'}`}>{stat.label}</dt>
          <dd className="font-display text-3xl font-extrabold md:text-4xl">
            <Counter value={stat.value} decimals={stat.decimals} suffix={stat.suffix} edition={edition} className="text-brand-gradient" />
          </dd>
        </div>
      ))}
    </dl>
  );
}
