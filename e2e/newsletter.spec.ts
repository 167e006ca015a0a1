import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { CMS_API, CMS_TOKEN } from './env';
import { adminList } from './cmsAdmin';
import { NEWSLETTER_INVALID, NEWSLETTER_SUCCESS, SEND_FAILURE } from './forms';
import { saveScreenshot } from './helpers';
import { startExtraSite, type ExtraSite } from './servers';

/** Subscriptions stored in the CMS for `email`, read through Strapi's admin API (the public role cannot read them). */
function storedSubscriptions(request: APIRequestContext, email: string): Promise<{ email: string; nom: string }[]> {
  return adminList(request, 'api::newsletter.newsletter', { email });
}

function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@exemple.bf`;
}

function footerNewsletter(page: Page) {
  return page.locator('footer').getByTestId('newsletter-form');
}

/** Server-action POSTs the page makes (they carry a Next-Action header). */
function watchActionPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action']) posts.push(request);
  });
  return posts;
}

test.describe('newsletter against the CMS under test', () => {
  test('an invalid address shows the message and sends nothing', async ({ page }, testInfo) => {
    const posts = watchActionPosts(page);
    await page.goto('/demander-un-devis');
    const form = footerNewsletter(page);
    const input = form.getByLabel('Votre adresse e-mail');
    for (const bad of ['awa@exemple', 'awa ouedraogo@exemple.bf', 'sans-arobase.bf']) {
      await input.fill(bad);
      await form.getByRole('button', { name: "S'abonner" }).click();
      await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_INVALID);
      await expect(input).toHaveValue(bad);
      await expect(input).toBeFocused();
    }
    await saveScreenshot(page, testInfo, 'forms-newsletter-invalid-1280');
    expect(posts).toHaveLength(0);
  });

  test('a valid address is stored once; subscribing it again is a success, not a duplicate', async ({ page, request }, testInfo) => {
    const email = uniqueEmail('abonne');
    await page.goto('/contact');
    const form = footerNewsletter(page);
    const input = form.getByLabel('Votre adresse e-mail');
    await input.fill(email);
    await form.getByRole('button', { name: "S'abonner" }).click();
    await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_SUCCESS);
    await expect(input).toHaveValue('');
    await saveScreenshot(page, testInfo, 'forms-newsletter-success-1280');

    const stored = await storedSubscriptions(request, email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email, nom: email.split('@')[0] });

    await form.getByRole('button', { name: 'Fermer le message' }).click();
    await expect(form.getByText(NEWSLETTER_SUCCESS)).toHaveCount(0);
    await input.fill(email);
    await form.getByRole('button', { name: "S'abonner" }).click();
    await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_SUCCESS);
    expect(await storedSubscriptions(request, email)).toHaveLength(1);
    // The CMS itself refuses the same address (unique) from the site's token: it is really stored.
    const again = await request.post(`${CMS_API}/newsletters`, { data: { data: { nom: 'x', email } }, headers: { Authorization: `Bearer ${CMS_TOKEN}` } });
    expect(again.status()).toBe(400);
  });

  test('the button shows the subscribing label and is disabled while the action runs', async ({ page }) => {
    await page.goto('/contact');
    const form = footerNewsletter(page);
    // Hold the server action's answer so the pending state can be seen.
    await page.route('**/contact', async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await form.getByLabel('Votre adresse e-mail').fill(uniqueEmail('attente'));
    await form.getByRole('button', { name: "S'abonner" }).click();
    await expect(form.getByRole('button', { name: 'Inscription...' })).toBeDisabled();
    await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_SUCCESS);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the form posts and the page shows the banner', async ({ page, request }, testInfo) => {
      const email = uniqueEmail('sans-js');
      await page.goto('/contact');
      let form = footerNewsletter(page);
      await form.getByLabel('Votre adresse e-mail').fill('pas-une-adresse@exemple');
      await form.getByRole('button', { name: "S'abonner" }).click();
      await page.waitForLoadState('load');
      form = footerNewsletter(page);
      await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_INVALID);
      // Nothing typed is lost.
      await expect(form.getByLabel('Votre adresse e-mail')).toHaveValue('pas-une-adresse@exemple');

      await form.getByLabel('Votre adresse e-mail').fill(email);
      await form.getByRole('button', { name: "S'abonner" }).click();
      await page.waitForLoadState('load');
      form = footerNewsletter(page);
      await expect(form.locator('[data-banner-text]')).toHaveText(NEWSLETTER_SUCCESS);
      await expect(form.getByLabel('Votre adresse e-mail')).toHaveValue('');
      await saveScreenshot(page, testInfo, 'forms-newsletter-nojs-1280');
      expect(await storedSubscriptions(request, email)).toHaveLength(1);
      // Only the form that was sent answers: one banner in the whole page.
      await expect(page.getByText(NEWSLETTER_SUCCESS)).toHaveCount(1);
    });
  });
});

// The same build served by a second `next start` whose CMS_URL points at a closed port: the server action
// runs on the server, so this is how "CMS stopped" is reached without stopping the shared CMS.
test.describe('newsletter with the CMS stopped', () => {
  let site: ExtraSite | null = null;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    site = await startExtraSite({ CMS_URL: 'http://127.0.0.1:9/api', CMS_TIMEOUT_MS: '2000' }, '/demander-un-devis');
  });

  test.afterAll(() => site?.stop());

  test('the error banner shows and the address is kept', async ({ page }, testInfo) => {
    const email = uniqueEmail('cms-arrete');
    await page.goto(`${site!.origin}/demander-un-devis`);
    const form = footerNewsletter(page);
    const input = form.getByLabel('Votre adresse e-mail');
    await input.fill(email);
    await form.getByRole('button', { name: "S'abonner" }).click();
    await expect(form.locator('[data-banner-text]')).toHaveText(SEND_FAILURE);
    await expect(input).toHaveValue(email);
    await saveScreenshot(page, testInfo, 'forms-newsletter-error-1280');
  });
});
