/**
 * The site's writes to the CMS: a visitor's request (quote, contact message, book order, application with its CV), a
 * newsletter subscription and its end. Each returns what became of it and never throws; Strapi's error bodies are read
 * here, into the product's reasons (a duplicate address, an offer closed, a collection the token may not write). Each
 * request and subscription carries the edition it was sent from (`edition`, French unless said): the CMS answers the
 * visitor in its language and tells the firm which language to answer in.
 */
import { DEFAULT_EDITION, isEdition, type Edition } from '../editions';
import { getCmsConfig } from './config';
import { cmsFetch, type CmsFailure } from './fetch';
import { logCmsFailure } from './log';
import { isRecord, readOne } from './raw';
import type { ApplicationResult, JobApplication, StoreResult, SubscribeResult } from './types';

/** How long an application's deposit (its CV included) may take. */
const APPLICATION_TIMEOUT_MS = 60_000;

/** True for Strapi's answer to an e-mail that is already subscribed (400, "must be unique"). */
function isDuplicateEmail(failure: CmsFailure): boolean {
  if (failure.status !== 400 || !isRecord(failure.body)) return false;
  const error = failure.body.error;
  if (!isRecord(error)) return false;
  const messages: unknown[] = [error.message];
  const details = error.details;
  if (isRecord(details) && Array.isArray(details.errors)) {
    for (const detail of details.errors) if (isRecord(detail)) messages.push(detail.message);
  }
  return messages.some((message) => typeof message === 'string' && /unique/i.test(message));
}

/**
 * The attribute of the edition a request or a subscription was sent from (`fr`, `en`, `ar`: lib/editions.ts): the
 * CMS writes the visitor's e-mails in its language and tells the firm (cms/src/requests/languages.js).
 */
export const LANGUAGE_ATTRIBUTE = 'langue';

/** What the site's edition the write comes from: French when none is said. */
export type EditionOption = {
  /** The edition of the page the visitor sent the form from. */
  edition?: Edition;
};

/** `fields` with the edition they were sent from (French for anything that is no edition). */
function withLanguage<T extends Record<string, unknown>>(fields: T, edition: Edition | undefined): T & { [LANGUAGE_ATTRIBUTE]: Edition } {
  return { ...fields, [LANGUAGE_ATTRIBUTE]: edition !== undefined && isEdition(edition) ? edition : DEFAULT_EDITION };
}

/**
 * Stores a newsletter subscription, with the edition it was sent from: POST `{data}` to its collection (again without
 * the edition to a CMS that lacks its field). Not cached. Success on any 2xx.
 */
export async function subscribe(collection: string, record: Record<string, string>, { edition }: EditionOption = {}): Promise<SubscribeResult> {
  const result = await postDroppingUnknown(collection, withLanguage(record, edition), (data) =>
    cmsFetch({
      path: collection,
      method: 'POST',
      body: { data },
      read: () => true,
      isExpected: isDuplicateEmail,
    }),
  );
  if (result.ok) return { ok: true };
  explainRefusedWrite(collection, result.status);
  return { ok: false, error: isDuplicateEmail(result) ? 'duplicate' : result.error, status: result.status };
}

/** What became of an unsubscribe link: address removed, already gone, a token the CMS did not make, or no answer. */
export type UnsubscribeOutcome = 'removed' | 'absent' | 'invalid' | 'error';

/**
 * Forwards the token of a newsletter e-mail's link to the CMS, which checks it and removes the address
 * (cms/src/newsletter). Not cached.
 */
export async function unsubscribe(token: string): Promise<UnsubscribeOutcome> {
  const outcome = (body: unknown) => (isRecord(body) && (body.status === 'removed' || body.status === 'absent' || body.status === 'invalid') ? body.status : null);
  const result = await cmsFetch({
    path: '/newsletters/desinscription',
    method: 'POST',
    body: { jeton: token },
    read: outcome,
    isExpected: (failure) => failure.status === 400,
  });
  if (result.ok) return result.data;
  if (result.status === 400 && outcome(result.body) === 'invalid') return 'invalid';
  explainRefusedWrite('/newsletters/desinscription', result.status);
  return 'error';
}

/** Says why in the logs when the CMS refuses the site's writes: most often a missing or wrong CMS_TOKEN. */
function explainRefusedWrite(path: string, status: number | null) {
  if (status !== 401 && status !== 403) return;
  const token = getCmsConfig().token ? 'CMS_TOKEN is refused' : 'CMS_TOKEN is not set';
  logCmsFailure(`POST ${path} refused (HTTP ${status}): ${token}; give the site a Strapi API token with create on this collection (docs/deploy.md)`);
}

/** The field of a request's delivery key (cms/src/single-delivery stores one request per key). */
const DELIVERY_KEY_ATTRIBUTE = 'cle_envoi';

/**
 * The attributes a CMS not yet updated (or another Strapi) may lack, each with what is lost when it is sent without:
 * the request matters more than either.
 */
const DROPPABLE_ATTRIBUTES: Readonly<Record<string, string>> = {
  [DELIVERY_KEY_ATTRIBUTE]: 'a request sent twice is stored twice',
  [LANGUAGE_ATTRIBUTE]: "the visitor's language is not kept, and the CMS answers in French",
};

/** The droppable attribute of `data` a CMS refused (Strapi 5: 400 "Invalid key cle_envoi"), if it is one. */
function refusedAttribute(failure: CmsFailure, data: Record<string, unknown>): string | null {
  if (failure.status !== 400) return null;
  const body = JSON.stringify(failure.body ?? '');
  return Object.keys(DROPPABLE_ATTRIBUTES).find((name) => Object.hasOwn(data, name) && body.includes(name)) ?? null;
}

/** POSTs `data` with `post`, sending it again without each droppable attribute the CMS refuses (logged). */
async function postDroppingUnknown<R extends { ok: true } | CmsFailure>(
  path: string,
  data: Record<string, unknown>,
  post: (data: Record<string, unknown>) => Promise<R>,
): Promise<R> {
  let sent = data;
  let result = await post(sent);
  while (!result.ok) {
    const refused = refusedAttribute(result, sent);
    if (!refused) break;
    logCmsFailure(`POST ${path}: the CMS has no ${refused} field; ${DROPPABLE_ATTRIBUTES[refused]} (docs/cms-schema.md)`);
    sent = Object.fromEntries(Object.entries(sent).filter(([name]) => name !== refused));
    result = await post(sent);
  }
  return result;
}

/**
 * The header that offers the CMS the visitor's browser as the firm's e-mail (EmailJS) when none of its processes can
 * send: cms/src/notifications/index.js answers with the firm e-mail's state `confié au site` then. Same name there
 * (lib/forms/requestContract.test.ts checks it).
 */
export const RELAY_HEADER = 'x-adive-relais';
const RELAY_OFFER = 'navigateur';
/** The firm e-mail's state of a request the CMS left to the browser (cms/src/requests/email-fields.js). */
export const RELAYED_STATE = 'confié au site';

/**
 * Whether the CMS's answer to a created request says its outbox e-mails the firm: a state of the firm's e-mail other
 * than « confié au site ». A Strapi without that field (no outbox) answers none: the browser e-mails then.
 */
function firmNotifiedBy(json: unknown): boolean {
  const state = readOne(json)?.email_etat;
  return typeof state === 'string' && state !== RELAYED_STATE;
}

export type StoreOptions = EditionOption & {
  /** The request's delivery key, when the form sent one. */
  deliveryKey?: string;
  /** The visitor's browser e-mails the firm if the CMS cannot (a form sent with JavaScript, whose kind has a template). */
  browserEmail?: boolean;
};

/**
 * Stores a visitor's request (quote, contact message, book order): one record of its collection, with the attributes
 * its kind's definition names (lib/forms/<kind>.ts) and the edition it was sent from. POST `{data}`, with its delivery
 * key when the form sent one (sent again without the key, or the edition, to a CMS that lacks the field: the request
 * matters more than its single delivery or its language). Not cached.
 */
export async function storeRequest(
  path: string,
  fields: Record<string, unknown>,
  { deliveryKey, browserEmail = false, edition }: StoreOptions = {},
): Promise<StoreResult> {
  const headers = browserEmail ? { [RELAY_HEADER]: RELAY_OFFER } : undefined;
  const post = (data: Record<string, unknown>) => cmsFetch({ path, method: 'POST', body: { data }, headers, read: (json) => ({ firmNotified: firmNotifiedBy(json) }) });
  const data = withLanguage(deliveryKey ? { ...fields, [DELIVERY_KEY_ATTRIBUTE]: deliveryKey } : fields, edition);
  const result = await postDroppingUnknown(path, data, post);
  return result.ok ? { ok: true, firmNotified: result.data.firmNotified } : writeFailure(path, result);
}

/** A failed write, logged with its likely cause. */
function writeFailure(path: string, failure: CmsFailure): StoreResult {
  explainRefusedWrite(path, failure.status);
  // 404: no such collection (route unknown); 403/401: the collection exists but may not be written with our rights.
  const missing = failure.status === 404 || failure.status === 403 || failure.status === 401;
  return { ok: false, error: missing ? 'missing-collection' : failure.error, status: failure.status };
}

/** The CMS's reason for refusing an application (api/candidature's controller), when it gave one. */
function applicationRefusal(body: unknown): string | null {
  if (!isRecord(body) || !isRecord(body.error) || !isRecord(body.error.details)) return null;
  return typeof body.error.details.reason === 'string' ? body.error.details.reason : null;
}

/**
 * Deposits an application and its CV in one multipart request (`data` as JSON, with the edition it was sent from; `cv`
 * the file), which the CMS stores as a `candidature` linked to its offer, the CV kept private. Not cached.
 */
export async function storeApplication(application: JobApplication, { edition }: EditionOption = {}): Promise<ApplicationResult> {
  const path = application.endpoint;
  const form = new FormData();
  // The deposit is this project's route: it reads the attributes it knows, the edition among them.
  form.set('data', JSON.stringify(withLanguage(application.record, edition)));
  const { bytes, mime, extension } = application.cv;
  form.set('cv', new Blob([bytes], { type: mime }), `cv${extension}`);
  // A 5 MB CV over a slow link to the CMS: given up on too early, a stored application would look failed.
  const result = await cmsFetch({ path, method: 'POST', body: form, read: () => true, timeoutMs: APPLICATION_TIMEOUT_MS });
  // The deposit is this project's route: its outbox e-mails the firm (an application has no e-mail of the browser).
  if (result.ok) return { ok: true, firmNotified: true };
  const reason = applicationRefusal(result.body);
  if (reason === 'job-unknown' || reason === 'job-expired') {
    return { ok: false, error: 'job-closed', expired: reason === 'job-expired', status: result.status ?? 0 };
  }
  return writeFailure(path, result);
}

