'use server';
// The job page's application form: the fields of lib/forms/application.ts, the CV read from its content, the offer
// open in the CMS, then one deposit of the application and its CV. The browser posts here, with or without JavaScript.
import { getJobBySlug, storeApplication } from '@/lib/cms';
import { checkCv, cvFileOf, CV_TYPES, type CvCheck } from '@/lib/forms/cv';
import { readFields, type RequestState } from '@/lib/forms/requestState';
import { cmsRecord, firstProblem, readValues } from '@/lib/forms/request';
import {
  APPLICATION_JOB_FIELD,
  applicationMessages,
  applicationRequest,
  type ApplicationValues,
} from '@/lib/forms/application';
import { formatDate } from '@/lib/format';
import { isExpired } from '@/lib/jobs/offers';
import { isSlug } from '@/lib/paths';
import { handleRequest } from './handleRequest';

/** Why the offer `slug` takes no application, or null when it is open (or the CMS cannot say: the deposit decides). */
async function closedOffer(slug: string): Promise<string | null> {
  if (!isSlug(slug)) return applicationMessages.applicationJobUnknown;
  const job = await getJobBySlug(slug);
  if (!job.ok) return null;
  if (!job.data) return applicationMessages.applicationJobUnknown;
  return isExpired(job.data.expirationDate) ? applicationMessages.applicationJobExpired(formatDate(job.data.expirationDate)) : null;
}

export async function submitApplication(_previous: unknown, data: FormData): Promise<RequestState<ApplicationValues>> {
  const values = readValues(applicationRequest, data);
  const slug = readFields(data, [APPLICATION_JOB_FIELD])[APPLICATION_JOB_FIELD];
  let cv: Extract<CvCheck, { ok: true }> | null = null;
  return handleRequest({
    data,
    values,
    email: values.email,
    problem: firstProblem(applicationRequest, values),
    // The CV is read only once the typed fields are right and the address within its limit.
    check: async () => {
      const checked = await checkCv(cvFileOf(data.get('cv')));
      if (!checked.ok) return { field: 'cv', message: checked.message };
      cv = checked;
      return null;
    },
    refuse: () => closedOffer(slug),
    store: async () => {
      const stored = await storeApplication({
        collection: applicationRequest.collection,
        record: { [APPLICATION_JOB_FIELD]: slug, ...cmsRecord(applicationRequest, values) },
        cv: { bytes: cv!.bytes, ...CV_TYPES[cv!.type] },
      });
      if (stored.ok || stored.error !== 'job-closed') return stored;
      return { ok: false, refusal: stored.expired ? applicationMessages.applicationJobExpired('') : applicationMessages.applicationJobUnknown };
    },
  });
}
