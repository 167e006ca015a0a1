// Editing the CMS under test as an editor would, through Strapi's admin API (content manager): for the suites
// that change content (run last, in the "cms-edits" project of playwright.config.ts).
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { CMS_ADMIN_EMAIL, CMS_ADMIN_PASSWORD, CMS_ORIGIN } from './env';

let session: Promise<Record<string, string>> | undefined;

/** An editor's headers, logged in once per test worker (Strapi limits logins to a few per minute and address). */
export function adminHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  session ??= (async () => {
    const response = await request.post(`${CMS_ORIGIN}/admin/login`, { data: { email: CMS_ADMIN_EMAIL, password: CMS_ADMIN_PASSWORD } });
    expect(response.status()).toBe(200);
    return { Authorization: `Bearer ${(await response.json()).data.token as string}` };
  })().catch((error: unknown) => {
    session = undefined;
    throw error;
  });
  return session;
}

const entries = (uid: string) => `${CMS_ORIGIN}/content-manager/collection-types/${uid}`;

/** Creates an entry of `uid` (e.g. `api::job.job`), publishes it when `publish`, returns its documentId. */
export async function createEntry(
  request: APIRequestContext,
  headers: Record<string, string>,
  uid: string,
  data: Record<string, unknown>,
  { publish = true } = {},
): Promise<string> {
  const created = await request.post(entries(uid), { headers, data });
  expect(created.status(), `${uid}: ${await created.text()}`).toBe(201);
  const documentId = (await created.json()).data.documentId as string;
  if (publish) await publishEntry(request, headers, uid, documentId);
  return documentId;
}

export async function publishEntry(request: APIRequestContext, headers: Record<string, string>, uid: string, documentId: string) {
  const published = await request.post(`${entries(uid)}/${documentId}/actions/publish`, { headers, data: {} });
  expect(published.status(), `${uid} publish: ${await published.text()}`).toBe(200);
}

export async function updateEntry(request: APIRequestContext, headers: Record<string, string>, uid: string, documentId: string, data: Record<string, unknown>) {
  const updated = await request.put(`${entries(uid)}/${documentId}`, { headers, data });
  expect(updated.status(), `${uid} update: ${await updated.text()}`).toBe(200);
}

export async function deleteEntry(request: APIRequestContext, headers: Record<string, string>, uid: string, documentId: string) {
  const deleted = await request.delete(`${entries(uid)}/${documentId}`, { headers });
  expect(deleted.status(), `${uid} delete: ${await deleted.text()}`).toBe(200);
}

/** A relation field's value in the content manager's payload. */
export const connect = (...documentIds: string[]) => ({ connect: documentIds.map((documentId) => ({ documentId })) });

/** Waits until `check` holds (the CMS webhook and the site's revalidation take a moment). */
export async function eventually(check: () => Promise<boolean>, what: string, seconds = 20) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`not seen within ${seconds} s: ${what}`);
}

/** Records of a collection the public cannot read (requests, subscriptions), newest first, through the admin API. */
export async function adminList<T>(
  request: APIRequestContext,
  uid: string,
  filters: Record<string, string> = {},
): Promise<T[]> {
  const headers = await adminHeaders(request);
  const query = new URLSearchParams({ page: '1', pageSize: '100', sort: 'createdAt:DESC' });
  Object.entries(filters).forEach(([field, value], index) => query.set(`filters[$and][${index}][${field}][$eq]`, value));
  const response = await request.get(`${entries(uid)}?${query}`, { headers });
  if (response.status() !== 200) throw new Error(`${uid}: ${response.status()} ${await response.text()}`);
  return (await response.json()).results as T[];
}

/** What the CMS gives an editor to open an application's CV (its "CV" side panel): its name, size and a signed link. */
export type CvLink = { nom: string; type: string; octets: number; url: string };

/** Asks `origin`'s admin route for an application's CV with an editor's `headers`: the answer's status and body. */
export async function cvLink(origin: string, headers: Record<string, string>, documentId: string): Promise<{ status: number; cv: CvLink | null }> {
  const response = await fetch(`${origin}/adive/candidatures/${documentId}/cv`, { headers });
  return { status: response.status, cv: response.status === 200 ? ((await response.json()) as CvLink) : null };
}

/** An editor of a CMS of its own (a suite's throw-away Strapi). */
export type Editor = { email: string; password: string };

/** Logs `editor` into the admin panel of the CMS at `origin` in `page` (a new editor's admin opens in French). */
export async function logInToAdmin(page: Page, origin: string, editor: Editor) {
  await page.goto(`${origin}/admin/auth/login`);
  await page.getByLabel(/^e-?mail/i).fill(editor.email);
  await page.getByLabel(/^mot de passe/i).fill(editor.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await page.waitForURL(/\/admin\/?$/);
}

/** GETs or POSTs `path` of the admin API at `origin` as `editor` (logged in once), expecting 200; its JSON. */
export function adminApi(origin: string, editor: Editor) {
  let token: string | undefined;
  return async (path: string, init: RequestInit = {}) => {
    token ??= await (async () => {
      const login = await fetch(`${origin}/admin/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(editor) });
      expect(login.status).toBe(200);
      return (await login.json()).data.token as string;
    })();
    const response = await fetch(`${origin}${path}`, { ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...init.headers } });
    expect(response.status, `${path}: ${response.status}`).toBe(200);
    return response.json();
  };
}
