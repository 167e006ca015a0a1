// The edition a form is sent from, in a module of its own: the newsletter's form, on every page, needs it and nothing
// else of the requests' state.
import { DEFAULT_EDITION, isEdition, type Edition } from '@/lib/editions';

/**
 * Name of the field a form sends its page's edition in: a server action has no root params (Next gives them to pages
 * and layouts only), so it answers in the edition the form says, French when it says none or no edition. A French
 * page's form sends none (what it always sent).
 */
export const EDITION_FIELD = 'edition';

/** The edition what a form sent names (FormData, or a kept request's object), or French. */
export function readEdition(data: unknown): Edition {
  const value = data instanceof FormData ? data.get(EDITION_FIELD) : data && typeof data === 'object' ? (data as Record<string, unknown>)[EDITION_FIELD] : null;
  return typeof value === 'string' && isEdition(value) ? value : DEFAULT_EDITION;
}
