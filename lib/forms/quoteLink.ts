// The quote form's address with a service preselected, apart from the service lists (lib/forms/serviceOptions.ts): the
// pages and dialogs that only link to the form (a book's « Commander », a service's button) carry no list (a book's
// dialog carried both lists, +0.3 KB gzip on /adive-biblio).
import { PAGES } from '@/lib/paths';
import type { QuoteService } from './serviceOptions';

/**
 * Link to the quote form with the service (and optionally a message) prefilled; `page`, the quote page's address in
 * the edition it is written in (the French one by default).
 */
export function quoteRequestHref(service?: QuoteService, message?: string, page: string = PAGES.quote): string {
  const params = new URLSearchParams();
  if (service) params.set('service', service);
  if (message) params.set('message', message);
  const query = params.toString();
  return query ? `${page}?${query}` : page;
}
