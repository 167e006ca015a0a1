import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { applicationMessages } from '../lib/forms/application';
import { adminHeaders, adminList, cvInfo, deleteEntry, downloadCv } from './cmsAdmin';
import { CMS_API, CMS_ORIGIN, SITE } from './env';
import { startFaultProxy, type FaultProxy } from './faultProxy';
import { APPLY_BUTTON, fillApplication, openApplicationForm, TEST_PDF, uniqueTag } from './forms';
import { blockThirdParties, noScriptPage, saveScreenshot, VIEWPORTS } from './helpers';
import { copyOfBuild, startExtraSite, type ExtraSite } from './servers';

// Applying to an offer with a CV, against the real Strapi: stored as a `candidature` linked to its offer, the CV kept
// where no anonymous request reaches it; bad files and closed offers refused in French with nothing stored.

type SeedJob = { titre: string; slug: string; date_expiration: string };
const seed = createRequire(join(process.cwd(), 'package.json'))('./cms/src/seed/data.js') as { jobs: SeedJob[] };
const today = new Date().toISOString().slice(0, 10);
const openJob = seed.jobs.find((job) => job.date_expiration >= today)!;
const expiredJob = seed.jobs.find((job) => job.date_expiration < today)!;

type StoredApplication = {
  documentId: string;
  nom: string;
  email: string;
  indicatif: string;
  telephone: string;
  message: string;
  intitule_offre: string;
};

const pdf = (name = 'mon-cv.pdf') => ({ name, mimeType: 'application/pdf', buffer: TEST_PDF });
/** A Windows program renamed to look like a PDF. */
const renamedProgram = { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(200)]) };
/** A real PDF header, but 6 MB. */
const sixMegabytes = { name: 'cv-lourd.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([TEST_PDF, Buffer.alloc(6 * 1024 * 1024)]) };

const applicant = { name: 'Salif Compaoré', indicatif: '+223', phone: '70112233', message: 'Disponible dès le mois prochain.' };
const applicationForm = (page: Page, origin = SITE, slug = openJob.slug) => openApplicationForm(page, `${origin}/jobs/${slug}`);
const fill = (form: Locator, email: string, cv: Parameters<Locator['setInputFiles']>[0] | null) =>
  fillApplication(form, { ...applicant, email }, cv);
const send = (form: Locator) => form.getByRole('button', { name: APPLY_BUTTON }).click();
const stored = (request: APIRequestContext, email: string) => adminList<StoredApplication>(request, 'api::candidature.candidature', { email });

/** The offers an application is linked to, as the admin's entry shows them (titles). */
async function linkedOffers(request: APIRequestContext, documentId: string): Promise<string[]> {
  const headers = await adminHeaders(request);
  const offer = await request.get(`${CMS_ORIGIN}/content-manager/relations/api::candidature.candidature/${documentId}/offre`, { headers });
  expect(offer.status()).toBe(200);
  return ((await offer.json()).results as { titre: string }[]).map((job) => job.titre);
}

/** The CV of an application as an editor opens it from its entry, with their session: its description and its bytes. */
async function editorsCv(request: APIRequestContext, documentId: string) {
  const headers = await adminHeaders(request);
  const { cv } = await cvInfo(CMS_ORIGIN, headers, documentId);
  const download = await downloadCv(CMS_ORIGIN, headers, documentId);
  expect(download.status).toBe(200);
  return { ...cv!, bytes: download.bytes };
}

test.describe('applying to an offer', () => {
  test('an application with a PDF is stored, linked to its offer; its CV opens for an editor and for nobody else', async ({ page, request }, testInfo) => {
    const email = `${uniqueTag('candidat')}@exemple.bf`;
    const form = await applicationForm(page);
    await fill(form, email, pdf());
    await saveScreenshot(page, testInfo, 'application-filled-1280');
    await send(form);
    await expect(form.locator('[data-alert="success"] p')).toHaveText(applicationMessages.applicationSuccess(openJob.titre));
    await expect(form.getByLabel('Nom complet')).toHaveValue('');
    expect(await form.getByLabel(/Votre CV/).evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
    await saveScreenshot(page, testInfo, 'application-sent-1280');

    const [application] = await stored(request, email);
    expect(application).toMatchObject({
      nom: applicant.name,
      email,
      indicatif: applicant.indicatif,
      telephone: applicant.phone,
      message: applicant.message,
      intitule_offre: openJob.titre,
    });
    // The record as the admin opens it: its offer; its CV is no file of the Media Library, the entry's "CV" panel
    // downloads it with the editor's own session.
    const headers = await adminHeaders(request);
    const opened = await request.get(`${CMS_ORIGIN}/content-manager/collection-types/api::candidature.candidature/${application!.documentId}`, { headers });
    expect(opened.status()).toBe(200);
    const offer = await request.get(
      `${CMS_ORIGIN}/content-manager/relations/api::candidature.candidature/${application!.documentId}/offre`,
      { headers },
    );
    expect((await offer.json()).results).toEqual([expect.objectContaining({ titre: openJob.titre })]);
    const { cv } = await cvInfo(CMS_ORIGIN, headers, application!.documentId);
    expect(cv).toMatchObject({ nom: `CV ${applicant.name}.pdf`, type: 'application/pdf', octets: TEST_PDF.length });
    const download = await downloadCv(CMS_ORIGIN, headers, application!.documentId);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('cache-control')).toBe('private, no-store');
    expect(download.bytes.equals(TEST_PDF)).toBe(true);

    // Anonymous, every way: the admin routes without a session, a guessed address under /uploads, the old signed
    // links' address, Strapi's upload API, the site's image optimizer.
    const fileName = ((await opened.json()).data.cv as { fichier: string }).fichier;
    expect(fileName).toMatch(/^[0-9a-f]{32}\.pdf$/);
    expect((await cvInfo(CMS_ORIGIN, {}, application!.documentId)).status).toBe(401);
    expect((await downloadCv(CMS_ORIGIN, {}, application!.documentId)).status).toBe(401);
    expect((await request.get(`${CMS_ORIGIN}/uploads/${fileName}`)).status()).toBe(404);
    expect((await request.get(`${CMS_API}/fichiers-prives/${application!.documentId}/${fileName}?expires=9999999999&signature=x`)).status()).toBe(404);
    for (const path of ['/upload/files', `/upload/files?filters[name][$contains]=CV`, '/candidatures', '/candidatures?populate=cv']) {
      const answer = await request.get(`${CMS_API}${path}`);
      expect([403, 404], `${path}: ${answer.status()}`).toContain(answer.status());
      expect(await answer.text()).not.toContain(fileName);
    }
    for (const url of [`${CMS_ORIGIN}/adive/candidatures/${application!.documentId}/cv/fichier`, `${CMS_ORIGIN}/uploads/${fileName}`]) {
      const answer = await request.get(`${SITE}/_next/image?url=${encodeURIComponent(url)}&w=640&q=75`);
      expect(answer.status(), url).toBeGreaterThanOrEqual(400);
      expect((await answer.body()).includes(TEST_PDF.subarray(0, 8))).toBe(false);
    }

    // Deleting the application deletes its CV: the editor who opened it finds nothing now.
    await deleteEntry(request, headers, 'api::candidature.candidature', application!.documentId);
    expect((await downloadCv(CMS_ORIGIN, headers, application!.documentId)).status).toBe(404);
  });

  test('a 6 MB file and a renamed program are refused in French before sending, and again by the server', async ({ page, browser, request }, testInfo) => {
    const email = `${uniqueTag('fichier')}@exemple.bf`;
    const form = await applicationForm(page);
    await fill(form, email, sixMegabytes);
    await send(form);
    await expect(form.getByText(applicationMessages.cvTooLarge)).toBeVisible();
    await expect(form.getByLabel(/Votre CV/)).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel(/Votre CV/).setInputFiles(renamedProgram);
    await expect(form.getByText(applicationMessages.cvTooLarge)).toBeHidden();
    await send(form);
    await expect(form.getByText(applicationMessages.cvWrongType)).toBeVisible();
    await expect(form.getByLabel('Nom complet')).toHaveValue(applicant.name);
    await saveScreenshot(page, testInfo, 'application-wrong-file-1280');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot(page, testInfo, 'application-wrong-file-412');

    // The server's own checks, without JavaScript: the page comes back with the message and the typed fields.
    for (const [file, message] of [
      [sixMegabytes, applicationMessages.cvTooLarge],
      [renamedProgram, applicationMessages.cvWrongType],
    ] as const) {
      const { page: plain, close } = await noScriptPage(browser, `${SITE}/jobs/${openJob.slug}`);
      const plainForm = plain.getByTestId('application-form');
      await fill(plainForm, email, file);
      await send(plainForm);
      await expect(plain.getByTestId('application-form').getByText(message)).toBeVisible();
      await expect(plain.getByTestId('application-form').getByLabel('Adresse e-mail')).toHaveValue(email);
      await close();
    }
    expect(await stored(request, email)).toEqual([]);
  });

  test('an expired or unknown offer takes no application: no form on its page, and a French refusal if one is posted', async ({ page, request }) => {
    await page.goto(`/jobs/${expiredJob.slug}`);
    await expect(page.getByTestId('job-expired')).toBeVisible();
    await expect(page.getByTestId('application-form')).toHaveCount(0);

    const email = `${uniqueTag('expiree')}@exemple.bf`;
    for (const [slug, refusal] of [
      [expiredJob.slug, /^Cette offre a expiré le .+ : elle ne reçoit plus de candidatures/],
      ['offre-qui-n-existe-pas', applicationMessages.applicationJobUnknown],
    ] as const) {
      const form = await applicationForm(page);
      await fill(form, email, pdf());
      // A form kept open in a tab, or a forged post: the offer named is closed (set last: React restores its fields).
      await form.locator('input[name="offre"]').evaluate((input: HTMLInputElement, value) => (input.value = value), slug);
      await send(form);
      await expect(form.locator('[data-alert="error"] p')).toHaveText(refusal);
      await expect(form.getByLabel('Nom complet')).toHaveValue(applicant.name);
    }
    expect(await stored(request, email)).toEqual([]);
  });

  test('without JavaScript the application is posted and confirmed with the offer title', async ({ browser, request }, testInfo) => {
    const email = `${uniqueTag('sans-js')}@exemple.bf`;
    const { page, close } = await noScriptPage(browser, `${SITE}/jobs/${openJob.slug}`);
    const form = page.getByTestId('application-form');
    await fill(form, email, pdf('CV Salif.pdf'));
    await send(form);
    await expect(page.getByTestId('application-form').locator('[data-alert="success"] p')).toHaveText(
      applicationMessages.applicationSuccess(openJob.titre),
    );
    await saveScreenshot(page, testInfo, 'application-sent-nojs-1280');
    await close();
    expect(await stored(request, email)).toEqual([expect.objectContaining({ nom: applicant.name, intitule_offre: openJob.titre })]);
  });
});

// No CV by e-mail: the spontaneous application goes through the same checks, private CV store and retention, with no
// offer, listed in the admin as « Candidature spontanée ».
test.describe('a spontaneous application', () => {
  const SEND = 'Envoyer ma candidature';
  test.beforeEach(({ page }) => blockThirdParties(page));

  test('« Déposer un CV » of the matching page: stored with its CV as « Candidature spontanée », linked to no offer', async ({ page, request }, testInfo) => {
    const email = `${uniqueTag('spontanee')}@exemple.bf`;
    await page.goto('/services/mise-en-relation');
    await page.locator('#cv').locator('xpath=ancestor::section').getByRole('link', { name: 'Déposer un CV' }).click();
    await expect(page).toHaveURL(`${SITE}/candidature-spontanee`);
    await expect(page.getByRole('heading', { level: 1, name: 'Candidature spontanée' })).toBeVisible();
    await expect(page.getByTestId('spontaneous-offer')).toHaveCount(0);
    const form = page.getByTestId('application-form');
    // The same checks as an offer's form: a renamed program is refused, in French.
    await fill(form, email, renamedProgram);
    await form.getByRole('button', { name: SEND }).click();
    await expect(form.getByText(applicationMessages.cvWrongType)).toBeVisible();
    await form.getByLabel(/Votre CV/).setInputFiles(pdf());
    await saveScreenshot(page, testInfo, 'spontaneous-filled-1280');
    await form.getByRole('button', { name: SEND }).click();
    await expect(form.locator('[data-alert="success"] p')).toHaveText(applicationMessages.spontaneousSuccess);
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot(page, testInfo, 'spontaneous-sent-412');

    const [application] = await stored(request, email);
    expect(application).toMatchObject({ nom: applicant.name, email, telephone: applicant.phone, message: applicant.message, intitule_offre: 'Candidature spontanée' });
    expect(await linkedOffers(request, application!.documentId)).toEqual([]);
    const cv = await editorsCv(request, application!.documentId);
    expect(cv).toMatchObject({ nom: `CV ${applicant.name}.pdf`, type: 'application/pdf', octets: TEST_PDF.length });
    expect(cv.bytes.equals(TEST_PDF)).toBe(true);
    // Listed as such among the applications.
    const spontaneous = await adminList<StoredApplication>(request, 'api::candidature.candidature', { intitule_offre: 'Candidature spontanée' });
    expect(spontaneous.map((entry) => entry.email)).toContain(email);
  });

  test("an offer's « Un souci avec le formulaire ? », without JavaScript: the page and the application name the offer", async ({ browser, request }) => {
    const email = `${uniqueTag('spontanee-offre')}@exemple.bf`;
    const { page, close } = await noScriptPage(browser, `${SITE}/jobs/${openJob.slug}`);
    await blockThirdParties(page);
    await page.getByRole('link', { name: 'Déposez votre CV sur notre page de candidature spontanée' }).click();
    await expect(page).toHaveURL(`${SITE}/candidature-spontanee?offre=${openJob.slug}`);
    await expect(page.getByTestId('spontaneous-offer')).toContainText(`« ${openJob.titre} »`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE}/candidature-spontanee`);
    const form = page.getByTestId('application-form');
    await fill(form, email, pdf('CV Salif.pdf'));
    await form.getByRole('button', { name: SEND }).click();
    await expect(page.getByTestId('application-form').locator('[data-alert="success"] p')).toHaveText(applicationMessages.spontaneousSuccess);
    await close();
    const [application] = await stored(request, email);
    expect(application).toMatchObject({ nom: applicant.name, intitule_offre: `Candidature spontanée (offre visée : ${openJob.titre})` });
    expect(await linkedOffers(request, application!.documentId)).toEqual([]);
    expect((await editorsCv(request, application!.documentId)).bytes.equals(TEST_PDF)).toBe(true);
  });
});

test.describe('applying while the CMS is down', () => {
  let proxy: FaultProxy | null = null;
  let site: ExtraSite | null = null;
  let build: ReturnType<typeof copyOfBuild> | null = null;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    proxy = await startFaultProxy(CMS_ORIGIN);
    build = copyOfBuild('application');
    site = await startExtraSite({ CMS_URL: `${proxy.origin}/api`, NEXT_DIST_DIR: build.distDir, CMS_TIMEOUT_MS: '2000' }, `/jobs/${openJob.slug}`);
  });
  test.afterAll(async () => {
    site?.stop();
    await proxy?.stop();
    build?.remove();
  });

  test('the visitor is told, keeps every field and the chosen file, and sends it once the CMS is back', async ({ page, request }, testInfo) => {
    const email = `${uniqueTag('cms-arrete')}@exemple.bf`;
    const form = await applicationForm(page, site!.origin);
    await fill(form, email, pdf('CV Salif.pdf'));
    await proxy!.setMode('down');
    await send(form);
    await expect(form.locator('[data-alert="error"] p')).toHaveText(applicationMessages.applicationFailure);
    await expect(form.getByLabel('Adresse e-mail')).toHaveValue(email);
    await expect(form.getByLabel(/Un mot pour le recruteur/)).toHaveValue(applicant.message);
    expect(await form.getByLabel(/Votre CV/).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('CV Salif.pdf');
    await saveScreenshot(page, testInfo, 'application-cms-down-1280');
    await page.setViewportSize(VIEWPORTS.mobile);
    await saveScreenshot(page, testInfo, 'application-cms-down-412');
    expect(await stored(request, email)).toEqual([]);

    await proxy!.setMode('pass');
    await send(form);
    await expect(form.locator('[data-alert="success"] p')).toHaveText(applicationMessages.applicationSuccess(openJob.titre));
    expect(await stored(request, email)).toHaveLength(1);
  });
});
