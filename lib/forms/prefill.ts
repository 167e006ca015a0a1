// Reads the quote form's prefill from the page's URL (`?service=<label>&message=<text>`), used by the
// training and service pages. Unknown services are ignored; the message is bounded like the field.
import { MESSAGE_MAX_LENGTH } from './rules';
import { isQuoteService } from './serviceOptions';

/** The address parameters that prefill the form. */
export const QUOTE_PREFILL_PARAMS = ['service', 'message'] as const;

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
