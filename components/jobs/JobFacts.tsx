import { AlertTriangle, Briefcase, Building2, CalendarClock, CalendarPlus, FolderKanban, Gauge, Icon, MapPin } from '@/components/ui/icons';
import type { Job } from '@/lib/cms';
import type { Edition } from '@/lib/editions';
import { isoDay } from '@/lib/format';
import { textsOf } from '@/lib/i18n';

/**
 * The side details of a job in `edition` (given, not read: the dialog's server action renders it too), rows without a
 * value left out; dates show as their first 10 characters (YYYY-MM-DD).
 */
export function JobFacts({ job, edition, compact = false }: { job: Job; edition: Edition; compact?: boolean }) {
  const texts = textsOf(edition).jobs.facts;
  const rows = [
    { icon: { FolderKanban }, term: texts.domain, value: job.domain },
    { icon: { Briefcase }, term: texts.type, value: job.type },
    { icon: { Gauge }, term: texts.experienceLevel, value: job.experienceLevel },
    { icon: { CalendarClock }, term: texts.expirationDate, value: isoDay(job.expirationDate) },
    { icon: { Building2 }, term: texts.company, value: job.company || texts.confidential },
    { icon: { MapPin }, term: texts.country, value: job.country },
    { icon: { CalendarPlus }, term: texts.publicationDate, value: isoDay(job.publicationDate) },
  ].filter((row) => row.value);
  return (
    <div data-testid="job-facts">
      {job.urgent ? (
        <p className="mb-4 inline-flex items-center gap-1.5 rounded-full bg-accent-600 px-3 py-1 text-sm font-bold text-white">
          <Icon of={{ AlertTriangle }} aria-hidden className="size-4" />
          {texts.urgent}
        </p>
      ) : null}
      <dl className={`grid gap-x-6 ${compact ? 'sm:grid-cols-2' : ''}`}>
        {rows.map((row) => (
          // dt and dd straight inside their group (a definition list allows nothing else); the icon sits in the
          // term, placed in the group's padding at the start of the line (left, or right in Arabic).
          <div key={row.term} className="relative min-w-0 border-b border-ink-100 py-3 ps-8 last:border-b-0">
            <dt className="text-xs font-medium uppercase tracking-wide text-ink-500">
              <Icon of={row.icon} aria-hidden className="absolute start-0 top-3.5 size-5 text-brand-600" />
              {row.term}
            </dt>
            <dd className="font-bold text-ink-900">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
