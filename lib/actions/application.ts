'use server';
// The job page's application form: the contact form's rules for the person, the CV read from its content, the offer
// open in the CMS, then one deposit of the application and its CV. The browser posts here, with or without JavaScript.
import { getJobBySlug, storeApplication } from '@/lib/cms';
import { checkCv, cvFileOf, CV_TYPES } from '@/lib/forms/cv';
import { readFields, type RequestState } from '@/lib/forms/requestState';
import { phoneDigits } from '@/lib/forms/rules';
import { APPLICATION_JOB_FIELD, validateApplication, type ApplicationValues } from '@/lib/forms/application';
import { formatDate } from '@/lib/format';
import { isExpired } from '@/lib/jobs';
import { applicationMessages } from '@/lib/forms/applicationMessages';
import { isSlug } from '@/lib/paths';
import { handleRequest } from './handleRequest';

const APPLICATION_FIELDS = ['name', 'email', 'indicatif', 'phone', 'message'] as const;

/** Why the offer `slug` takes no application, or null when it is open (or the CMS cannot say: the deposit decides). */
async function closedOffer(slug: string): Promise<string | null> {
  if (!isSlug(slug)) return applicationMessages.applicationJobUnknown;
  const job = await getJobBySlug(slug);
  if (!job.ok) return null;
  if (!job.data) return applicationMessages.applicationJobUnknown;
  return isExpired(job.data.expirationDate) ? applicationMessages.applicationJobExpired(formatDate(job.data.expirationDate)) : null;
}

export async function sendApplication(
  _previous: RequestState<ApplicationValues>,
  data: FormData,
): Promise<RequestState<ApplicationValues>> {
  const fields = readFields(data, [...APPLICATION_FIELDS, APPLICATION_JOB_FIELD]);
  const { [APPLICATION_JOB_FIELD]: slug, ...typed } = fields;
  const values: ApplicationValues = { ...typed, phone: phoneDigits(typed.phone) };
  const rules = validateApplication(values);
  // The CV is read only once the typed fields are right (the visitor fixes them first).
  const cv = rules ? null : await checkCv(cvFileOf(data.get('cv')));
  const accepted = cv?.ok ? cv : null;
  return handleRequest({
    data,
    values,
    email: values.email,
    problem: rules ?? (cv && !cv.ok ? { field: 'cv', message: cv.message } : null),
    refuse: () => closedOffer(slug),
    store: async () => {
      const stored = await storeApplication({
        jobSlug: slug,
        name: values.name.trim(),
        email: values.email.trim(),
        dialingCode: values.indicatif,
        phone: values.phone,
        message: values.message.trim(),
        cv: { bytes: accepted!.bytes, ...CV_TYPES[accepted!.type] },
      });
      if (stored.ok || stored.error !== 'job-closed') return stored;
      return { ok: false, refusal: stored.expired ? applicationMessages.applicationJobExpired('') : applicationMessages.applicationJobUnknown };
    },
  });
}
