'use server';
// The application forms (a job page's, and the spontaneous application's): the fields of lib/forms/application.ts, the
// CV read from its content, the offer open in the CMS, then one deposit of the application and its CV. The browser
// posts here, with or without JavaScript. Each answers in the edition the form names (its `edition` field), French by
// default.
import { getJobBySlug, storeApplication } from '@/lib/cms';
import { checkCv, cvFileOf, CV_TYPES, type CvCheck } from '@/lib/forms/cv';
import { readEdition, readFields, type RequestState } from '@/lib/forms/requestState';
import { cmsRecord, firstProblem, readValues, withMessages } from '@/lib/forms/definition';
import { applicationMessagesIn } from '@/lib/forms/editionTexts';
import type { Edition } from '@/lib/editions';
import {
  APPLICATION_JOB_FIELD,
  applicationRequest,
  SPONTANEOUS_JOB_FIELD,
  type ApplicationValues,
} from '@/lib/forms/application';
import { formatDate } from '@/lib/format';
import { isExpired } from '@/lib/jobs/offers';
import { isSlug } from '@/lib/paths';
import { handleRequest } from './handleRequest';

type Messages = ReturnType<typeof applicationMessagesIn>;

/**
 * Why the offer `slug` takes no application, in `edition`, or null when it is open (or the CMS cannot say: the deposit
 * decides).
 */
async function closedOffer(slug: string, messages: Messages, edition: Edition): Promise<string | null> {
  if (!isSlug(slug)) return messages.jobUnknown;
  const job = await getJobBySlug(slug, { edition });
  if (!job.ok) return null;
  if (!job.data) return messages.jobUnknown;
  if (!isExpired(job.data.expirationDate)) return null;
  const day = formatDate(job.data.expirationDate, edition);
  return day ? messages.jobExpired(day) : messages.jobExpiredUndated;
}

/**
 * The application `data` holds, deposited with its CV: to the offer `job` (its slug), or spontaneous (no offer; `seen`
 * names the offer whose page it was sent from, if any).
 */
function apply(data: FormData, target: { job: string } | { seen: string }): Promise<RequestState<ApplicationValues>> {
  const values = readValues(applicationRequest, data);
  const edition = readEdition(data);
  const messages = applicationMessagesIn(edition);
  const offer: Record<string, string> =
    'job' in target ? { [APPLICATION_JOB_FIELD]: target.job } : isSlug(target.seen) ? { [SPONTANEOUS_JOB_FIELD]: target.seen } : {};
  let cv: Extract<CvCheck, { ok: true }> | null = null;
  return handleRequest({
    data,
    values,
    email: values.email,
    problem: firstProblem(withMessages(applicationRequest, messages.request), values),
    limited: messages.request.limited,
    // The CV is read only once the typed fields are right and the address within its limit.
    check: async () => {
      const checked = await checkCv(cvFileOf(data.get('cv')), messages.cv);
      if (!checked.ok) return { field: 'cv', message: checked.message };
      cv = checked;
      return null;
    },
    refuse: 'job' in target ? () => closedOffer(target.job, messages, edition) : undefined,
    store: async () => {
      const stored = await storeApplication({
        endpoint: applicationRequest.endpoint,
        record: { ...offer, ...cmsRecord(applicationRequest, values) },
        cv: { bytes: cv!.bytes, ...CV_TYPES[cv!.type] },
      }, { edition });
      if (stored.ok || stored.error !== 'job-closed') return stored;
      return { ok: false, refusal: stored.expired ? messages.jobExpiredUndated : messages.jobUnknown };
    },
  });
}

/** A job page's application: to its offer, which must be open. */
export async function submitApplication(_previous: unknown, data: FormData): Promise<RequestState<ApplicationValues>> {
  return apply(data, { job: readFields(data, [APPLICATION_JOB_FIELD])[APPLICATION_JOB_FIELD] });
}

/** A spontaneous application: no offer, the same checks, CV store and retention (« Candidature spontanée » in the CMS). */
export async function submitSpontaneousApplication(_previous: unknown, data: FormData): Promise<RequestState<ApplicationValues>> {
  return apply(data, { seen: readFields(data, [SPONTANEOUS_JOB_FIELD])[SPONTANEOUS_JOB_FIELD] });
}
