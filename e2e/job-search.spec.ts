import { expect, test, type Page } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';

// The demo offers the CMS under test was seeded with (dates relative to today, like the CMS).
type SeedJob = {
  titre: string;
  slug: string;
  urgent: boolean;
  compagnie: string | null;
  pays: string;
  jobdomain: string;
  description: string;
  date_expiration: string;
};
const seed = createRequire(join(process.cwd(), 'package.json'))('./cms/src/seed/data.js') as { jobs: SeedJob[] };
const today = new Date().toISOString().slice(0, 10);
const isOpen = (job: SeedJob) => job.date_expiration >= today;
const plain = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
// The words of an offer: its title, company and description's text (link addresses left out).
const mentions = (job: SeedJob, word: string) =>
  plain(`${job.titre} ${job.compagnie ?? ''} ${job.description.replace(/\]\([^)]*\)/g, ' ')}`).includes(word);

const cardLinks = (page: Page) =>
  page.getByTestId('job-card').evaluateAll((cards) => cards.map((card) => card.querySelector('h2 a')?.getAttribute('href')));

test.describe('finding an offer', () => {
  test('without JavaScript: words without accents and a country narrow the list, which says how many match and is an address to share', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/nos-offres-emplois');
    const search = page.getByRole('search', { name: 'Rechercher une offre' });
    await search.getByLabel('Mots-clés').fill('comptabilite');
    await search.getByLabel('Pays').selectOption("Côte d'Ivoire");
    await search.getByRole('button', { name: 'Rechercher' }).click();

    await expect(page).toHaveURL(/\/nos-offres-emplois\?pays=C%C3%B4te\+d%27Ivoire&q=comptabilite$/);
    const expected = seed.jobs.filter((job) => job.pays === "Côte d'Ivoire" && mentions(job, 'comptabilite'));
    expect(expected.length).toBeGreaterThan(0);
    const open = expected.filter(isOpen).length;
    expect(expected.filter(isOpen)).toEqual(expected);
    await expect(page.getByTestId('job-count')).toHaveText(
      `${open} offre${open > 1 ? 's ouvertes correspondent' : ' ouverte correspond'} à votre recherche.`,
    );
    await expect(page.getByTestId('job-card')).toHaveCount(expected.length);
    expect((await cardLinks(page)).sort()).toEqual(expected.map((job) => `/jobs/${job.slug}`).sort());
    // The form shows the search it made, and a way back to every offer.
    await expect(page).toHaveTitle(`${open} offre${open > 1 ? 's ouvertes' : ' ouverte'} — Recherche d'offres d'emploi | ADIVE`);
    await expect(search.getByLabel('Mots-clés')).toHaveValue('comptabilite');
    await expect(search.getByLabel('Pays')).toHaveValue("Côte d'Ivoire");
    await expect(search.getByRole('link', { name: 'Effacer les filtres' })).toHaveAttribute('href', '/nos-offres-emplois');
    // The banner still counts every open offer.
    await expect(page.getByText(`${seed.jobs.filter(isOpen).length} offres disponibles`)).toBeVisible();
    await context.close();
  });

  test('the choices are those the offers have, and urgent offers can be kept alone', async ({ page }) => {
    await page.goto('/nos-offres-emplois');
    const domains = await page.getByLabel('Domaine').locator('option').allTextContents();
    const collator = new Intl.Collator('fr');
    expect(domains).toEqual(['Tous', ...[...new Set(seed.jobs.map((job) => job.jobdomain))].sort(collator.compare)]);
    await page.getByLabel('Offres urgentes uniquement').check();
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page).toHaveURL(/\/nos-offres-emplois\?urgent=1$/);
    const urgent = seed.jobs.filter((job) => job.urgent);
    await expect(page.getByTestId('job-card')).toHaveCount(urgent.length);
    expect((await cardLinks(page)).sort()).toEqual(urgent.map((job) => `/jobs/${job.slug}`).sort());
  });

  test('a search that also finds expired offers counts the open ones and lists the expired ones last', async ({ page }) => {
    const word = 'commercial';
    const found = seed.jobs.filter((job) => mentions(job, word));
    const open = found.filter(isOpen).length;
    const late = found.length - open;
    expect(open, 'open offers that mention the word').toBeGreaterThan(1);
    expect(late, 'expired offers that mention the word').toBeGreaterThan(0);
    await page.goto(`/nos-offres-emplois?q=${word}`);
    await expect(page.getByTestId('job-card')).toHaveCount(found.length);
    await expect(page.getByTestId('job-count')).toHaveText(
      `${open} offres ouvertes correspondent à votre recherche, et ${late} offre${late > 1 ? 's expirées' : ' expirée'} (en fin de liste).`,
    );
    const links = await cardLinks(page);
    expect(links.slice(open).every((href) => found.some((job) => !isOpen(job) && href === `/jobs/${job.slug}`))).toBe(true);
  });

  test('a search that finds nothing says so in French and leads back to every offer', async ({ page }) => {
    await page.goto('/nos-offres-emplois?q=astronaute');
    await expect(page.getByTestId('job-count')).toHaveText('Aucune offre ouverte ne correspond à votre recherche.');
    const empty = page.getByTestId('job-empty');
    await expect(empty).toContainText('Aucune offre ne correspond à ces critères.');
    await empty.getByRole('link', { name: 'Effacer les filtres et voir toutes les offres' }).click();
    await expect(page).toHaveURL(/\/nos-offres-emplois$/);
    await expect(page.getByTestId('job-card')).toHaveCount(seed.jobs.length);
  });

  test('a form sent with every choice on "Tous" is the plain list; searches are not indexed, the plain list is', async ({ page, request }) => {
    await page.goto('/nos-offres-emplois?domaine=&contrat=&experience=&pays=&q=');
    await expect(page).toHaveURL(/\/nos-offres-emplois$/);
    const searched = await (await request.get('/nos-offres-emplois?q=comptable')).text();
    expect(searched).toContain('<meta name="robots" content="noindex, follow"/>');
    expect(searched).toMatch(/<link rel="canonical" href="[^"]*\/nos-offres-emplois"\/>/);
    const list = await (await request.get('/nos-offres-emplois')).text();
    expect(list).not.toContain('noindex');
  });
});

test.describe('expired offers never look open', () => {
  test('they are not counted as available, come after the open ones and keep their mark', async ({ page }) => {
    const expired = seed.jobs.filter((job) => !isOpen(job));
    expect(expired.length).toBeGreaterThan(0);
    await page.goto('/nos-offres-emplois');
    await expect(page.getByText(`${seed.jobs.length - expired.length} offres disponibles`)).toBeVisible();
    await expect(page.getByTestId('job-card')).toHaveCount(seed.jobs.length);
    const links = await cardLinks(page);
    const firstExpired = links.findIndex((href) => expired.some((job) => href === `/jobs/${job.slug}`));
    expect(links.slice(firstExpired)).toHaveLength(expired.length);
    for (const job of expired) {
      const card = page.getByTestId('job-card').filter({ has: page.locator(`a[href="/jobs/${job.slug}"]`) });
      await expect(card.getByText('Offre expirée')).toBeVisible();
    }
  });

  test('their page stays, says they are closed and offers no application', async ({ page }) => {
    const job = seed.jobs.find((candidate) => !isOpen(candidate))!;
    await page.goto(`/jobs/${job.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: job.titre })).toBeVisible();
    await expect(page.getByTestId('job-expired')).toContainText("Elle n'accepte plus de candidatures.");
    await expect(page.getByTestId('apply-accordion')).toHaveCount(0);
    await page.getByRole('link', { name: 'Voir les offres ouvertes' }).click();
    await expect(page).toHaveURL(/\/nos-offres-emplois$/);
  });
});
