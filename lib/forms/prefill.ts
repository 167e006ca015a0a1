// Reads a form's prefill from the page's URL: the quote form's (`?service=<label>&message=<text>`, from the training and
// service pages; unknown services are ignored, the message is bounded like the field), and the offer a spontaneous
// application comes from (`?offre=<slug>`, from an offer's page).
import { isSlug, SPONTANEOUS_JOB_PARAM } from '@/lib/paths';
import { MESSAGE_MAX_LENGTH } from './rules';
import { isQuoteService } from './serviceOptions';

/** The address parameters that prefill the form. */
export const QUOTE_PREFILL_PARAMS = ['service', 'message'] as const;
export const SPONTANEOUS_PREFILL_PARAMS = [SPONTANEOUS_JOB_PARAM] as const;

export type SearchParams = Record<string, string | string[] | undefined>;

function single(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

export function quotePrefill(params: SearchParams): { service: string; message: string } {
  const service = single(params.service).trim();
  return {
    service: isQuoteService(service) ? service : '',
    message: Array.from(single(params.message)).slice(0, MESSAGE_MAX_LENGTH).join(''),
  };
}

/** The slug of the offer a spontaneous application is sent from, or '' when there is none (or it cannot be one). */
export function spontaneousFromJob(params: SearchParams): string {
  const slug = single(params[SPONTANEOUS_JOB_PARAM]).trim();
  return isSlug(slug) ? slug : '';
}
