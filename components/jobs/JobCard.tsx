import { Link } from '@/components/ui/Link';
import { AlertTriangle, Icon } from '@/components/ui/icons';
import { createIconSprite } from '@/components/ui/IconSprite';
import type { Job } from '@/lib/cms';
import type { Edition } from '@/lib/editions';
import { untranslatedIn } from '@/components/ui/Untranslated';
import { cut, excerpt, isoDay, TEXT_LIMITS } from '@/lib/format';
import { textsOf } from '@/lib/i18n';
import { jobPath, pageIn } from '@/lib/paths';
import { isExpired } from '@/lib/jobs/offers';
import { JobDialogLink } from './JobDialogLink';

const cardIcons = createIconSprite('job-card', {
  company: 'Building2',
  country: 'MapPin',
  published: 'CalendarPlus',
  expires: 'CalendarClock',
});

/** The icons of every job card, drawn once: render it once before the list. */
export const JobCardIcons = cardIcons.Sprite;
const CardIcon = cardIcons.Icon;

/**
 * A job of the list in `edition`; 'En Savoir Plus' opens the detail dialog (its words from the JobDialogTextsProvider
 * above the list). Its icons need JobCardIcons once in the page.
 */
export function JobCard({ job, edition }: { job: Job; edition: Edition }) {
  const { card: texts, dialog } = textsOf(edition).jobs;
  const href = pageIn(edition, jobPath(job.slug));
  const { lang, mark } = untranslatedIn(edition, job);
  const plain = excerpt(job.description, 10_000);
  const expired = isExpired(job.expirationDate);
  // Rendered only near the screen (32 cards, most far below): about 80 ms less style and layout on a slow phone.
  // On the card, not its <li>, so that the card's own shadow is not clipped.
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-5 shadow-sm transition-shadow render-when-near reserve-job-card hover:shadow-lg"
      data-testid="job-card"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-bold text-brand-700">{job.type || texts.defaultType}</span>
        {expired ? (
          <span className="rounded-full bg-ink-100 px-2.5 py-1 text-xs font-bold text-ink-600">{texts.expired}</span>
        ) : job.urgent ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-accent-600 px-2.5 py-1 text-xs font-bold text-white">
            <Icon of={{ AlertTriangle }} aria-hidden className="size-3.5" />
            {texts.urgent}
          </span>
        ) : null}
      </div>
      <h2 className="mt-3 text-lg font-bold leading-snug" title={job.title}>
        <Link href={href} lang={lang} className="hover:text-brand-700">
          {cut(job.title, TEXT_LIMITS.jobTitle)}
        </Link>
        {mark}
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-ink-600">
        <li className="inline-flex items-center gap-1.5">
          <CardIcon name="company" className="size-4 text-ink-400" />
          {job.company || texts.confidentialCompany}
        </li>
        {job.country ? (
          <li className="flex items-center gap-1.5">
            <CardIcon name="country" className="size-4 text-ink-400" />
            {job.country}
          </li>
        ) : null}
      </ul>
      <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-600">{cut(plain, TEXT_LIMITS.jobDescription)}</p>
      <dl className="mt-4 grid grid-cols-2 gap-2 rounded-xl bg-ink-50 p-3 text-xs">
        <div>
          <dt className="inline-flex items-center gap-1 text-ink-500">
            <CardIcon name="published" className="size-3.5" />
            {texts.published}
          </dt>
          <dd className="font-bold text-ink-900">{isoDay(job.publicationDate) || '—'}</dd>
        </div>
        <div>
          <dt className="inline-flex items-center gap-1 text-ink-500">
            <CardIcon name="expires" className="size-3.5" />
            {texts.expires}
          </dt>
          <dd className="font-bold text-ink-900">{isoDay(job.expirationDate) || '—'}</dd>
        </div>
      </dl>
      <JobDialogLink href={href} slug={job.slug} title={job.title} about={dialog.moreAbout(job.title)} expired={expired} />
    </article>
  );
}
