import { expect, test } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { blockThirdParties, saveScreenshot } from './helpers';

// Visitors told what becomes of their data: one line under each form (who receives it, why, how long), linking to
// the privacy page, which states the real processing, the retention periods and the rights (loi n° 001-2021/AN).

const seed = createRequire(join(process.cwd(), 'package.json'))('./cms/src/seed/data.js') as { jobs: { slug: string; date_expiration: string }[] };
const openJob = seed.jobs.find((job) => job.date_expiration >= new Date().toISOString().slice(0, 10))!;

const NOTICES = [
  { path: '/demander-un-devis', kind: 'quote', text: 'Vos coordonnées et votre besoin sont reçus par l’équipe ADIVE pour établir votre devis, conservés 36 mois' },
  { path: '/contact', kind: 'contact', text: 'Vos coordonnées et votre message sont reçus par l’équipe ADIVE pour vous répondre, conservés 36 mois' },
  { path: `/jobs/${openJob.slug}`, kind: 'application', text: 'Votre candidature et votre CV sont reçus par l’équipe recrutement d’ADIVE' },
  { path: '/faq', kind: 'newsletter', text: 'Votre adresse sert seulement à vous envoyer la lettre d’ADIVE' },
];

test.describe('privacy notices', () => {
  for (const { path, kind, text } of NOTICES) {
    test(`${path}: the ${kind} form says in its served HTML who receives the data, why and how long, with the privacy page a tap away`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const notice = new RegExp(`<p[^>]*data-notice="${kind}"[^>]*>([\\s\\S]*?)</p>`).exec(html)?.[1] ?? '';
      expect(notice).toContain(text);
      expect(notice).toContain('href="/politique-de-confidentialite"');
    });
  }

  test('the book order in the cart says it too', async ({ page }) => {
    await blockThirdParties(page);
    await page.goto('/adive-biblio');
    await page.getByTestId('book-card').first().getByRole('button', { name: /^Voir Plus/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Acheter' }).click();
    const cart = page.getByRole('dialog', { name: 'Votre panier' });
    await expect(cart.locator('[data-notice="order"]')).toContainText('Vos coordonnées et votre commande sont reçues par l’équipe ADIVE pour la préparer et vous livrer, conservées 36 mois');
  });

  test('at 412 px: a form with its notice, and the privacy page with the periods, the rights and the CIL', async ({ browser }, testInfo) => {
    const context = await browser.newContext({ viewport: { width: 412, height: 915 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'fr-FR' });
    const page = await context.newPage();
    await blockThirdParties(page);
    await page.goto('/contact');
    const notice = page.locator('[data-notice="contact"]');
    await notice.scrollIntoViewIfNeeded();
    await expect(notice).toBeVisible();
    await saveScreenshot(page, testInfo, 'privacy-contact-notice-412', { fullPage: false });
    await notice.getByRole('link', { name: 'Vos données et vos droits' }).click();
    await expect(page).toHaveURL(/\/politique-de-confidentialite$/);
    for (const heading of ['Candidatures et CV', 'Newsletter', 'Ce que votre appareil garde', 'Aucun pistage', 'Vos droits']) {
      await expect(page.getByRole('heading', { name: heading, level: 2, exact: true })).toBeVisible();
    }
    await expect(page.getByText('La candidature et le CV sont supprimés 24 mois après le traitement')).toBeVisible();
    // Nothing kept for ever, whatever the status (INACTIVE_RETENTION_MONTHS, the CMS's bound).
    await expect(page.getByText('au plus tard 36 mois après la dernière action de notre équipe sur elle, même en cours d’examen')).toBeVisible();
    await expect(page.getByText('aucune n’est gardée plus de 36 mois après la dernière action de notre équipe')).toBeVisible();
    await expect(page.getByText(/Commission de l’informatique et des libertés/)).toBeVisible();
    await saveScreenshot(page, testInfo, 'privacy-page-412');
    await context.close();
  });
});
