// The offer a form sent with JavaScript makes: its browser e-mails the firm (EmailJS) should the CMS not be able to.
// Apart from requestState.ts, which the newsletter form of every page carries: only the request forms' pages and the
// server actions need this.
import { readFields, type RequestState } from './requestState';

/**
 * Name of the field a form sent with JavaScript adds when its browser will e-mail the firm should the CMS not be able
 * to (EmailJS): the server then offers it to the CMS. Absent from a post made without JavaScript and from a request
 * kept offline (sent later, when no page may be open to e-mail it).
 */
export const BROWSER_EMAIL_FIELD = 'courriel_navigateur';

/** Whether what a form sent says its browser e-mails the firm if the CMS cannot. */
export function offersBrowserEmail(data: unknown): boolean {
  return readFields(data, [BROWSER_EMAIL_FIELD])[BROWSER_EMAIL_FIELD] === '1';
}

/** The firm hears of a request from the browser: the CMS did not store it, or stored it and left that e-mail to it. */
export function browserEmailsFirm(state: RequestState<unknown>): boolean {
  return state.status === 'not-stored' || (state.status === 'stored' && state.firmNotified === false);
}
