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

/** What the CMS tells an editor of an application's CV (its "CV" side panel); who opened it, to a super administrator. */
export type CvInfo = { nom: string; type: string; octets: number; ouvertures?: { par: string; le: string }[] };

/** Asks `origin`'s admin route for an application's CV with an editor's `headers`: the answer's status and body. */
export async function cvInfo(origin: string, headers: Record<string, string>, documentId: string): Promise<{ status: number; cv: CvInfo | null; text: string }> {
  const response = await fetch(`${origin}/adive/candidatures/${documentId}/cv`, { headers });
  const text = await response.text();
  return { status: response.status, cv: response.status === 200 ? (JSON.parse(text) as CvInfo) : null, text };
}

/** Downloads an application's CV as the side panel does, with the editor's own session: status, headers, bytes. */
export async function downloadCv(origin: string, headers: Record<string, string>, documentId: string) {
  const response = await fetch(`${origin}/adive/candidatures/${documentId}/cv/fichier`, { headers });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
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

/** An editor made by editorWithRole: their session's headers, address, and user and role ids. */
export type RoleEditor = { headers: Record<string, string>; email: string; userId: number; roleId: number };

/**
 * A role made in Settings → Roles of the CMS at `origin` as the firm would (a super administrator's `admin` headers),
 * with `permissions`, and an editor in it who registered through their invitation, logged in.
 */
export async function editorWithRole(origin: string, admin: Record<string, string>, name: string, permissions: object[]): Promise<RoleEditor> {
  const call = async (headers: Record<string, string>, path: string, body: object, method = 'POST') => {
    const response = await fetch(`${origin}${path}`, { method, headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const text = await response.text();
    return { status: response.status, text };
  };
  const role = await call(admin, '/admin/roles', { name, description: name });
  expect(role.status, role.text).toBe(201);
  const roleId = JSON.parse(role.text).data.id as number;
  const granted = await call(admin, `/admin/roles/${roleId}/permissions`, { permissions }, 'PUT');
  expect(granted.status, granted.text).toBe(200);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@adive.test`;
  const user = await call(admin, '/admin/users', { firstname: name, lastname: 'ADIVE', email, roles: [roleId] });
  expect(user.status, user.text).toBe(201);
  const password = 'Role-Adive-2026';
  const { data } = JSON.parse(user.text) as { data: { id: number; registrationToken: string } };
  const registered = await call({}, '/admin/register', { registrationToken: data.registrationToken, userInfo: { firstname: name, lastname: 'ADIVE', password } });
  expect(registered.status, registered.text).toBe(200);
  const login = await call({}, '/admin/login', { email, password });
  expect(login.status, login.text).toBe(200);
  return { headers: { Authorization: `Bearer ${JSON.parse(login.text).data.token as string}`, 'Content-Type': 'application/json' }, email, userId: data.id, roleId };
}

