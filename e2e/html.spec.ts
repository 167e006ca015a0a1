import { expect, test, type Page } from '@playwright/test';
import { blockThirdParties, VIEWPORTS } from './helpers';
import { allSitePaths } from './pages';
import { domDocument, htmlErrorLines, serverDocuments } from './vnu';

/** The id attributes of an HTML document, outside scripts (the React payload repeats the markup as data). */
function idsOf(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  return [...markup.matchAll(/\sid="([^"]*)"/g)].map((match) => match[1] ?? '');
}

test('no page repeats an id in its HTML (a repeated id breaks labels, ARIA references and SVG gradients)', async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await allSitePaths(request);
  expect(paths.length).toBeGreaterThan(40);
  const problems: string[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const ids = idsOf(await response.text());
    const repeated = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
    if (repeated.length > 0) problems.push(`${path}: ${repeated.join(', ')}`);
  }
  expect(problems).toEqual([]);
});

/**
 * What the page shows after a visitor's action, as the browser holds it: forms sent empty (their messages), the
 * dialogs and the side menu open, an FAQ answer open. Server HTML cannot show these states.
 */
const STATES: { name: string; path: string; act: (page: Page) => Promise<void> }[] = [
  {
    name: 'devis envoyé vide',
    path: '/demander-un-devis',
    act: async (page) => {
      await page.getByTestId('quote-form').locator('button[type="submit"]').click();
      await expect(page.locator('[data-field-error]')).toHaveCount(1);
    },
  },
  {
    name: 'contact envoyé vide',
    path: '/contact',
    act: async (page) => {
      await page.getByTestId('contact-form').locator('button[type="submit"]').click();
      await expect(page.locator('[data-field-error]')).toHaveCount(1);
    },
  },
  {
    name: 'candidature envoyée vide',
    path: 'offre',
    act: async (page) => {
      await page.getByRole('button', { name: /Option 2/ }).click();
      await page.getByTestId('application-form').locator('button[type="submit"]').click();
      await expect(page.locator('[data-field-error]')).toHaveCount(1);
    },
  },
  {
    name: "fenêtre d'une offre",
    path: '/nos-offres-emplois',
    act: async (page) => {
      await page.locator('[data-testid="job-card"] a[aria-haspopup="dialog"]').first().click();
      await expect(page.getByRole('dialog').getByRole('status')).toHaveCount(0);
    },
  },
  {
    name: "fenêtre d'un livre",
    path: '/adive-biblio',
    act: async (page) => {
      await page.getByTestId('book-card').first().getByRole('button', { name: /^Voir Plus/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'menu latéral ouvert',
    path: '/accueil',
    act: async (page) => {
      await page.setViewportSize(VIEWPORTS.mobile);
      await page.locator('header button[aria-haspopup="dialog"]').click();
      await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('textbox')).toBeVisible();
    },
  },
  {
    name: 'réponse de la FAQ ouverte',
    path: '/faq',
    act: async (page) => {
      await page.getByTestId('faq').locator('button[aria-expanded="false"]').first().click();
      await expect(page.getByTestId('faq').locator('button[aria-expanded="true"]')).not.toHaveCount(0);
    },
  },
];

test('every page, and what the main actions show, pass the W3C HTML checker (but for its own gaps, e2e/vnu.ts)', async ({ request, page }) => {
  test.setTimeout(240_000);
  const paths = await allSitePaths(request);
  expect(paths.length).toBeGreaterThan(40);
  const documents = await serverDocuments(request, [...paths, '/page-inexistante']);
  const jobPath = paths.find((path) => path.startsWith('/jobs/'));
  expect(jobPath).toBeDefined();
  await blockThirdParties(page);
  for (const state of STATES) {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto(state.path === 'offre' ? jobPath! : state.path);
    await state.act(page);
    documents.push(await domDocument(page, `${state.name} (${state.path})`));
  }
  expect(await htmlErrorLines(documents)).toEqual([]);
});
