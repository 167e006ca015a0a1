// What the site tells visitors about their data (loi n° 001-2021/AN du Burkina Faso): the retention periods the CMS
// enforces (cms/src/requests/retention.js, the same variables, read on the server) and the short notice under each
// form, whose words are each edition's (lib/i18n/<edition>/legal.ts). The privacy page
// (app/[edition]/politique-de-confidentialite) says the rest.
import type { RequestKind } from '@/lib/forms/definition';

/**
 * Months kept, counted from when the request was handled (or received, if never handled); and the bound, whatever
 * the status: months after the team's last action on it.
 */
export function retentionMonths(env: Record<string, string | undefined> = process.env) {
  const months = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : fallback;
  };
  return {
    applications: months(env.CANDIDATURE_RETENTION_MONTHS, 24),
    requests: months(env.REQUEST_RETENTION_MONTHS, 36),
    inactive: months(env.INACTIVE_RETENTION_MONTHS, 36),
  };
}

/** Days the field measures' daily counts are kept (cms/src/measures, the same variable). */
export function measuresKeepDays(env: Record<string, string | undefined> = process.env): number {
  const text = (env.MEASURES_KEEP_DAYS ?? '').trim();
  return /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : 90;
}

/** A request form's kind, or the newsletter's. */
export type NoticeKind = RequestKind | 'newsletter';

/** The words of the notices under the forms, in one edition (texts.legal.notice of lib/i18n). */
export type NoticeTexts = {
  quote: (months: number) => string;
  contact: (months: number) => string;
  order: (months: number) => string;
  application: (months: number) => string;
  newsletter: string;
};

/** The one line under a form: who receives the data, why, how long it is kept, in the words of `texts`. */
export function dataNotice(kind: NoticeKind, texts: NoticeTexts, months = retentionMonths()): string {
  switch (kind) {
    case 'quote':
    case 'contact':
    case 'order':
      return texts[kind](months.requests);
    case 'application':
      return texts.application(months.applications);
    case 'newsletter':
      return texts.newsletter;
  }
}
