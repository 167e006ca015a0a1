import { expect, test, type Page, type Route } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { news } from '../lib/i18n/fr/news';
import { formatPrice, trainingEndDate } from '../lib/format';
import { cmsList, VIEWPORTS } from './helpers';

// The demo content the CMS under test was seeded with (dates relative to today, like the CMS).
type SeedNewsPost = { titre: string; slug: string; category: string; tags: string[]; contenu: string };
type SeedTraining = {
  Theme: string;
  slug: string;
  description: string;
  nombre_heures: number;
  prix_formation: number;
  date_formation: string;
  avec_certificat: boolean;
  avec_test: boolean;
  images: number;
  formateur: string | null;
  lieu: string;
  langue: string;
};
type SeedJob = { titre: string; slug: string; urgent: boolean; compagnie: string | null; pays: string; date_expiration: string; date_publication: string };
type SeedBook = { titre: string; slug: string; prix: number; auteur: string };
type Seed = {
  blogs: SeedNewsPost[];
  categories: { nom: string }[];
  tags: { nom: string; slug: string }[];
  formations: SeedTraining[];
  jobs: SeedJob[];
  biblios: SeedBook[];
  faqs: { question: string; reponse: string }[];
  modespayments: { nom: string }[];
  facts: {
    recentBlogSlugs: string[];
    telLinkBlogSlug: string;
    formationWithoutImageSlug: string;
    formationWithoutFormateurSlug: string;
    formationOn31Slug: string;
    urgentJobSlugs: string[];
    jobsWithoutCompagnieSlugs: string[];
  };
};
const seed = createRequire(join(process.cwd(), 'package.json'))('./cms/src/seed/data.js') as Seed;

const NEWS_PAGE_SIZE = 9;
const NO_JS_HIDDEN_STREAM = /<div hidden id="S:/;

/** The HTML of a page as a crawler or a browser without JavaScript gets it. */
async function html(page: Page, path: string, status = 200): Promise<string> {
  const response = await page.request.get(path);
  expect(response.status(), path).toBe(status);
  const text = await response.text();
  // Nothing waits in a streamed block that only JavaScript would reveal.
  expect(text, `${path} streams hidden content`).not.toMatch(NO_JS_HIDDEN_STREAM);
  return text;
}

/** The JSON-LD objects of an HTML page. */
function jsonLd(text: string): Record<string, unknown>[] {
  return [...text.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? '{}') as Record<string, unknown>,
  );
}

/** Stops every request to Disqus; returns the embed requests seen. */
async function stubDisqus(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.route(/disqus\.com|disquscdn\.com/, async (route: Route) => {
    const url = route.request().url();
    seen.push(url);
    if (url.endsWith('/embed.js')) {
      // Reads the config disqus-react handed over, as the real embed would, and shows it.
      await route.fulfill({
        contentType: 'application/javascript',
        body: `(function(){var c={page:{},callbacks:{}};window.disqus_config.call(c);
          var t=document.getElementById('disqus_thread');t.setAttribute('data-identifier',c.page.identifier);
          t.setAttribute('data-language',c.language);t.textContent='Fil de commentaires (test)';})();`,
      });
    } else {
      await route.abort();
    }
  });
  return seen;
}

test.describe('news', () => {
  test('the list is in the HTML: every post over crawlable pages, newest first, with its sidebar', async ({ page }) => {
    const first = await html(page, '/nos-actualites');
    expect(first).toContain('Toutes nos actualités');
    const pages = Math.ceil(seed.blogs.length / NEWS_PAGE_SIZE);
    const all: string[] = [];
    for (let n = 1; n <= pages; n += 1) {
      const text = n === 1 ? first : await html(page, `/nos-actualites/page/${n}`);
      const list = text.slice(text.indexOf('data-testid="post-list"'), text.indexOf('aria-label="Pagination"'));
      const slugs = [...list.matchAll(/href="\/actualite\/([^"]+)"/g)].map((m) => m[1] ?? '');
      all.push(...new Set(slugs));
      // Plain links between the pages (page 1 has no /page/1).
      const nav = text.slice(text.indexOf('aria-label="Pagination"'));
      const navLinks = [...nav.slice(0, nav.indexOf('</nav>')).matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
      if (n < pages) expect(navLinks).toContain(`/nos-actualites/page/${n + 1}`);
      if (n > 1) expect(navLinks).toContain(n === 2 ? '/nos-actualites' : `/nos-actualites/page/${n - 1}`);
    }
    expect(all).toEqual(seed.blogs.map((post) => post.slug));
    // Past the last page: a real 404, as for a page number that is not one.
    await html(page, `/nos-actualites/page/${pages + 1}`, 404);
    await html(page, '/nos-actualites/page/abc', 404);

    // Sidebar: categories with their post counts on two digits, every tag, the 3 recent posts.
    await page.goto('/nos-actualites');
    const categories = page.getByTestId('sidebar-categories');
    for (const category of seed.categories) {
      const count = seed.blogs.filter((post) => post.category === category.nom).length;
      await expect(categories.getByRole('link', { name: new RegExp(category.nom) })).toContainText(String(count).padStart(2, '0'));
    }
    await expect(page.getByTestId('sidebar-tags').getByRole('link')).toHaveCount(seed.tags.length);
    const recent = page.getByTestId('sidebar-recent').getByRole('link');
    await expect(recent).toHaveCount(3);
    expect(await recent.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
      seed.facts.recentBlogSlugs.map((slug) => `/actualite/${slug}`),
    );
    await expect(page.getByTestId('share-block').getByRole('link', { name: /Partager sur/ })).toHaveCount(4);
  });

  test('a tag of the cloud filters the list', async ({ page }) => {
    const tag = seed.tags.find((t) => seed.blogs.some((post) => post.tags.includes(t.nom)))!;
    await page.goto('/nos-actualites');
    await page.getByTestId('sidebar-tags').getByRole('link', { name: tag.nom }).click();
    await expect(page).toHaveURL(new RegExp(`/nos-actualites/tag/${tag.slug}$`));
    const expected = seed.blogs.filter((post) => post.tags.includes(tag.nom)).length;
    await expect(page.getByTestId('post-list').getByRole('article')).toHaveCount(Math.min(expected, NEWS_PAGE_SIZE));
    await expect(page.getByRole('link', { name: 'Toutes les actualités' })).toBeVisible();
  });

  test('an article opened from a shared link, in a fresh browser: content, tags, share block, metadata', async ({ browser }) => {
    const post = seed.blogs.find((p) => p.slug === seed.facts.telLinkBlogSlug)!;
    const context = await browser.newContext();
    const page = await context.newPage();
    await stubDisqus(page);
    const response = await page.goto(`/actualite/${post.slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: post.titre })).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: "Fil d'Ariane" });
    await expect(crumbs.getByRole('link', { name: 'Accueil' })).toHaveAttribute('href', '/accueil');
    await expect(crumbs.getByRole('link', { name: 'Actualité' })).toBeVisible();
    const article = page.getByTestId('article');
    await expect(article.locator('img').first()).toBeVisible();
    await expect(article.getByText(post.tags[0]!, { exact: true }).first()).toBeVisible();
    await expect(article.locator('time')).toHaveCount(1);
    // Markdown rendered, with its tel: link kept (react-markdown's default would drop it).
    await expect(article.locator('.prose-cms h2').first()).toBeVisible();
    await expect(article.locator('a[href^="tel:+226"]')).toHaveCount(1);
    await expect(article.getByRole('heading', { name: 'Tags' })).toBeVisible();
    for (const name of post.tags) await expect(article.getByRole('link', { name, exact: true })).toBeVisible();
    const share = article.getByTestId('share-block');
    await expect(share.getByRole('heading', { name: 'Partager' })).toBeVisible();
    for (const network of ['WhatsApp', 'Facebook', 'LinkedIn', 'X']) {
      const href = await share.getByRole('link', { name: `Partager sur ${network}` }).getAttribute('href');
      expect(href, network).toContain(encodeURIComponent(`/actualite/${post.slug}`));
    }
    await expect(share.getByRole('button', { name: 'Copier le lien' })).toBeVisible();
    for (const title of ['Catégories', 'Tags', 'Récentes Actualités']) {
      await expect(page.getByRole('complementary').getByRole('heading', { name: title })).toBeVisible();
    }

    const text = await html(page, `/actualite/${post.slug}`);
    const ld = jsonLd(text).find((item) => item['@type'] === 'BlogPosting');
    expect(ld?.headline).toBe(post.titre);
    expect(String((ld?.image as string[])[0])).toMatch(/\/uploads\//);
    // Its own share picture, drawn for the article.
    expect(text).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/actualite/${post.slug}/opengraph-image[^"]*"`));
    expect(text).toContain('<meta property="og:type" content="article"/>');
    await context.close();
  });

  test('the comment thread loads only when scrolled near, keyed by the slug, in French', async ({ page }) => {
    const seen = await stubDisqus(page);
    const slug = seed.blogs[0]!.slug;
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(`/actualite/${slug}`);
    await page.waitForLoadState('networkidle');
    expect(seen).toEqual([]);
    const comments = page.getByTestId('comments');
    await comments.scrollIntoViewIfNeeded();
    const thread = page.locator('#disqus_thread');
    await expect(thread).toHaveAttribute('data-identifier', slug);
    await expect(thread).toHaveAttribute('data-language', 'fr');
    expect(seen.some((url) => url === 'https://adive-e2e.disqus.com/embed.js')).toBe(true);
  });

  test('when the comments\' code cannot be fetched, a sentence takes the thread\'s place and the article stays', async ({ page }) => {
    await stubDisqus(page);
    const post = seed.blogs[0]!;
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto(`/actualite/${post.slug}`);
    await page.waitForLoadState('networkidle');
    // The network drops after the page has loaded: the embed's code, fetched on scroll, never arrives.
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    await page.getByTestId('comments').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('comments')).toContainText(news.comments.unavailable);
    await expect(page.getByRole('heading', { level: 1, name: post.titre })).toBeVisible();
  });

  test('a news article link in the markdown with a forbidden scheme is never a link', async ({ page }) => {
    // Every post's HTML: no javascript:, data: or vbscript: address anywhere in a link or image.
    for (const post of seed.blogs.slice(0, 3)) {
      const text = await html(page, `/actualite/${post.slug}`);
      expect(text).not.toMatch(/(href|src)="\s*(javascript|data|vbscript):/i);
    }
  });
});

test.describe('trainings', () => {
  for (const path of ['/nos-formations', '/services/trainings']) {
    test(`the catalogue ${path} lists every training as specified, in the HTML`, async ({ page }) => {
      const text = await html(page, path);
      expect(text).toContain('Quelques formations programmées Disponibles pour tous !!!.');
      for (const training of seed.formations) expect(text).toContain(`href="/formations/${training.slug}"`);

      await page.goto(path);
      await expect(page.getByText('Formations inter-entreprises')).toBeVisible();
      await expect(page.getByText('E-learning ou classe virtuelle')).toBeVisible();
      const cards = page.getByTestId('training-card');
      await expect(cards).toHaveCount(seed.formations.length);
      const training = seed.formations[0]!;
      const card = cards.filter({ has: page.locator(`a[href="/formations/${training.slug}"]`) });
      await expect(card.getByRole('heading')).toHaveText(`${training.Theme.slice(0, 20).trimEnd()}...`);
      await expect(card).toContainText(`${training.nombre_heures} heures`);
      await expect(card).toContainText(training.lieu);
      await expect(card).toContainText(training.langue);
      await expect(card).toContainText(`${training.description.slice(0, 70).trimEnd()}...`);
      await expect(card).toContainText(formatPrice(training.prix_formation));
      await expect(card.getByRole('link', { name: /En Savoir Plus/ })).toHaveAttribute('href', `/formations/${training.slug}`);
      const noImage = cards.filter({ has: page.locator(`a[href="/formations/${seed.facts.formationWithoutImageSlug}"]`) });
      await expect(noImage.locator('img')).toHaveCount(0);
      await expect(card.locator('img')).toHaveCount(1);
    });
  }

  test('the detail page: side card, calendar-safe end date, Acheter, tabs and payment methods through SWR when their tab opens', async ({ page }) => {
    const training = seed.formations.find((t) => t.slug === seed.facts.formationOn31Slug)!;
    const paymentCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/payment-methods') paymentCalls.push(request.url());
    });
    await page.goto(`/formations/${training.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: training.Theme })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(paymentCalls).toHaveLength(0);

    const side = page.getByTestId('training-side-card');
    const row = (term: string) => side.locator('dl > div', { has: page.locator('dt', { hasText: new RegExp(`^${term}$`) }) }).locator('dd');
    await expect(row('Début')).toHaveText(training.date_formation);
    const end = trainingEndDate(training.date_formation);
    expect(training.date_formation.endsWith('-31')).toBe(true);
    expect(end.endsWith('-02')).toBe(true);
    await expect(row('Fin')).toHaveText(end);
    await expect(row("Nombre d'heures")).toHaveText(`${training.nombre_heures} H`);
    await expect(row('Lieu')).toHaveText(training.lieu);
    await expect(row('Langue')).toHaveText(training.langue);
    await expect(row('Certification')).toHaveText(training.avec_certificat ? 'Oui' : 'Non');
    await expect(row('Test/Quiz')).toHaveText(training.avec_test ? 'Oui' : 'Non');
    await expect(page.getByTestId('training-price')).toHaveText(`Prix: ${formatPrice(training.prix_formation)}`);
    const buy = side.getByRole('link', { name: 'Acheter' });
    const href = (await buy.getAttribute('href')) ?? '';
    const quote = new URL(href, 'http://x');
    expect(quote.pathname).toBe('/demander-un-devis');
    expect(quote.searchParams.get('service')).toBe('Formation professionnelle');
    expect(quote.searchParams.get('message')).toContain(training.Theme);

    // Tabs: Aperçu first, arrows move and select, each panel named by its tab.
    const tabs = page.getByRole('tablist', { name: 'Détails de la formation' });
    const overview = tabs.getByRole('tab', { name: 'Aperçu' });
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel', { name: 'Aperçu' });
    for (const heading of ['Description de la Formation', 'Objectifs de la Formation', 'Cible', 'Compétences']) {
      await expect(panel.getByRole('heading', { name: heading })).toBeVisible();
    }
    await expect(panel.locator('li').first()).toBeVisible();
    await overview.focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Instructeur' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Instructeur' })).toBeVisible();
    await expect(panel).toBeHidden();
    const paymentsCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/payment-methods' && r.status() === 200);
    await page.keyboard.press('End');
    const payments = page.getByRole('tabpanel', { name: 'Moyens de paiements' });
    await expect(payments).toBeVisible();
    await paymentsCall;
    await expect(payments.getByTestId('payment-methods')).toHaveAttribute('data-state', 'ready');
    await expect(payments.getByRole('listitem')).toHaveCount(seed.modespayments.length);
    for (const method of seed.modespayments) await expect(payments.getByRole('img', { name: `Logo ${method.nom}` })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(overview).toHaveAttribute('aria-selected', 'true');
    expect(paymentCalls).toHaveLength(1);

    const text = await html(page, `/formations/${training.slug}`);
    const ld = jsonLd(text).find((item) => item['@type'] === 'Course');
    expect(ld?.name).toBe(training.Theme);
    expect((ld?.offers as { priceCurrency: string }[])[0]?.priceCurrency).toBe('XOF');
    expect(text).toMatch(new RegExp(`<meta property="og:image" content="[^"]*/formations/${training.slug}/opengraph-image[^"]*"`));
  });

  test('a training without trainer nor type still renders', async ({ page }) => {
    await page.goto(`/formations/${seed.facts.formationWithoutFormateurSlug}`);
    await page.getByRole('tab', { name: 'Instructeur' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Instructeur' })).toContainText('annoncé prochainement');
  });

  test('the payment methods route answers the CMS list as JSON', async ({ request }) => {
    const response = await request.get('/api/payment-methods');
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { name: string; image: { url: string } | null }[] };
    expect(body.data.map((method) => method.name)).toEqual(seed.modespayments.map((method) => method.nom));
    expect(body.data.every((method) => method.image?.url.includes('/uploads/'))).toBe(true);
  });
});

test.describe('jobs', () => {
  test('every job is listed in the HTML, more than a CMS page of 25', async ({ page }) => {
    expect(seed.jobs.length).toBeGreaterThan(25);
    const cms = await cmsList<{ slug: string }>('/jobs?pagination[pageSize]=100&fields[0]=slug');
    expect(cms).toHaveLength(seed.jobs.length);
    const text = await html(page, '/nos-offres-emplois');
    for (const job of seed.jobs) expect(text).toContain(`href="/jobs/${job.slug}"`);
    await page.goto('/nos-offres-emplois');
    await expect(page.getByTestId('job-card')).toHaveCount(seed.jobs.length);
    const job = seed.jobs.find((j) => j.titre.length > 20)!;
    const card = page.getByTestId('job-card').filter({ has: page.locator(`a[href="/jobs/${job.slug}"]`) });
    await expect(card.getByRole('heading')).toHaveText(`${job.titre.slice(0, 20).trimEnd()}...`);
    await expect(card).toContainText(job.date_publication.slice(0, 10));
    await expect(card).toContainText(job.date_expiration.slice(0, 10));
    // The cards' icons are drawn once in the page (<symbol>) and shown with <use>: each one resolves and is drawn.
    const icons = card.locator('svg use');
    expect(await icons.count()).toBeGreaterThanOrEqual(3);
    for (const icon of await icons.all()) {
      const target = (await icon.getAttribute('href')) ?? '';
      await expect(page.locator(`symbol[id="${target.slice(1)}"] path`).first()).toBeAttached();
      expect((await icon.boundingBox())?.width ?? 0, target).toBeGreaterThan(8);
    }
  });

  test("'En Savoir Plus' opens a 1000 px dialog that traps focus, closes on Escape and backdrop, and gives focus back", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/nos-offres-emplois');
    const job = seed.jobs[0]!;
    const card = page.getByTestId('job-card').filter({ has: page.locator(`a[href="/jobs/${job.slug}"]`) });
    const more = card.getByRole('link', { name: /En Savoir Plus/ });
    await expect(more).toHaveAttribute('href', `/jobs/${job.slug}`);
    await more.click();
    const dialog = page.getByRole('dialog', { name: job.titre });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(page).toHaveURL(/\/nos-offres-emplois$/);
    expect((await dialog.boundingBox())?.width).toBe(1000);
    await expect(dialog.locator('.prose-cms h2').first()).toBeVisible();
    await expect(dialog.getByTestId('job-facts')).toContainText(job.pays);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(more).toBeFocused();

    await more.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(10, 450);
    await expect(dialog).toBeHidden();
    await more.click();
    await dialog.getByRole('link', { name: /Voir l'offre et postuler/ }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${job.slug}$`));
  });

  test('on a phone the dialog fits the screen', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile);
    await page.goto('/nos-offres-emplois');
    await page.getByTestId('job-card').first().getByRole('link', { name: /En Savoir Plus/ }).click();
    const box = await page.getByRole('dialog').boundingBox();
    expect(box?.width).toBeLessThanOrEqual(VIEWPORTS.mobile.width);
  });

  test('the detail page: markdown, apply accordion (option 1 open, one at a time), side details, JSON-LD', async ({ page }) => {
    const job = seed.jobs.find((j) => j.slug === seed.facts.urgentJobSlugs[0])!;
    await page.goto(`/jobs/${job.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: job.titre })).toBeVisible();
    await expect(page.locator('.prose-cms h2', { hasText: 'Missions' })).toBeVisible();
    const facts = page.getByRole('complementary', { name: "Détails de l'offre" });
    await expect(facts.getByText('Urgent', { exact: true })).toBeVisible();
    await expect(facts).toContainText(job.pays);
    await expect(facts).toContainText(job.date_expiration.slice(0, 10));
    await expect(facts).toContainText(job.date_publication.slice(0, 10));
    if (job.compagnie) await expect(facts).toContainText(job.compagnie);

    const option1 = page.getByRole('button', { name: /Option 1/ });
    const option2 = page.getByRole('button', { name: /Option 2/ });
    await expect(option1).toHaveAttribute('aria-expanded', 'true');
    await expect(option2).toHaveAttribute('aria-expanded', 'false');
    const cv = page.getByRole('link', { name: 'Continuer vers la création de CV pro' });
    await expect(cv).toHaveAttribute('href', '/services/mise-en-relation');
    await option2.click();
    await expect(option2).toHaveAttribute('aria-expanded', 'true');
    await expect(option1).toHaveAttribute('aria-expanded', 'false');
    await expect(cv).toBeHidden();
    // Option 2 holds the application form (e2e/application.spec.ts), and for when it cannot be used the spontaneous
    // application, which names this offer: no CV by e-mail.
    await expect(page.getByTestId('application-form').getByRole('button', { name: 'Postuler directement avec mon CV' })).toBeVisible();
    const apply = page.getByRole('link', { name: 'Déposez votre CV sur notre page de candidature spontanée' });
    await expect(apply).toBeVisible();
    await expect(apply).toHaveAttribute('href', `/candidature-spontanee?offre=${job.slug}`);
    await expect(page.locator('a[href^="mailto:"]', { hasText: /CV/ })).toHaveCount(0);
    await option2.press('Enter');
    await expect(option2).toHaveAttribute('aria-expanded', 'false');

    const text = await html(page, `/jobs/${job.slug}`);
    const ld = jsonLd(text).find((item) => item['@type'] === 'JobPosting');
    expect(ld?.title).toBe(job.titre);
    expect(ld?.datePosted).toBe(job.date_publication);
    expect(String(ld?.validThrough)).toContain(job.date_expiration);
  });

  test('a job without company says so', async ({ page }) => {
    await page.goto(`/jobs/${seed.facts.jobsWithoutCompagnieSlugs[0]}`);
    await expect(page.getByRole('complementary', { name: "Détails de l'offre" })).toContainText('Confidentiel');
  });
});

test.describe('online sales space', () => {
  test('book cards with CFA prices are in the HTML', async ({ page }) => {
    const text = await html(page, '/adive-biblio');
    expect(text).toContain('ADIVE espace vente en ligne');
    for (const book of seed.biblios) expect(text).toContain(formatPrice(book.prix));
    await page.goto('/adive-biblio');
    await expect(page.getByRole('navigation', { name: "Fil d'Ariane" })).toContainText('Espace vente en ligne');
    await expect(page.getByTestId('book-card')).toHaveCount(seed.biblios.length);
  });

  test("'Voir Plus' and the image open an 800 px dialog whose quantity stays between 1 and 10", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/adive-biblio');
    const book = seed.biblios[1]!;
    const card = page.getByTestId('book-card').filter({ hasText: book.titre });
    await card.getByRole('button', { name: `Voir Plus : ${book.titre}` }).click();
    const dialog = page.getByRole('dialog', { name: book.titre });
    await expect(dialog).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBe(800);
    await expect(dialog.getByTestId('book-price')).toHaveText(formatPrice(book.prix));
    await expect(dialog).toContainText(book.auteur);

    const quantity = dialog.getByRole('spinbutton', { name: 'Quantité' });
    const less = dialog.getByRole('button', { name: 'Diminuer la quantité' });
    const more = dialog.getByRole('button', { name: 'Augmenter la quantité' });
    await expect(quantity).toHaveValue('1');
    await expect(less).toBeDisabled();
    for (let i = 0; i < 12; i += 1) if (await more.isEnabled()) await more.click();
    await expect(quantity).toHaveValue('10');
    await expect(more).toBeDisabled();
    await less.click();
    await expect(quantity).toHaveValue('9');
    await quantity.fill('42');
    await expect(quantity).toHaveValue('10');
    await quantity.fill('0');
    await expect(quantity).toHaveValue('1');
    await more.click();
    await more.click();
    await expect(quantity).toHaveValue('3');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // The image opens it too, and every opening starts again at 1.
    await card.getByRole('button', { name: `Voir le détail du livre ${book.titre}` }).click();
    await expect(dialog).toBeVisible();
    await expect(quantity).toHaveValue('1');
    await dialog.getByRole('button', { name: 'Fermer' }).first().click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('FAQ', () => {
  test('accordion: first answer open, one at a time, sanitised HTML answers', async ({ page }) => {
    const text = await html(page, '/faq');
    for (const faq of seed.faqs) expect(text).toContain(faq.question.replace(/'/g, '&#x27;'));
    expect(text).toContain('Foire aux questions');

    await page.goto('/faq');
    const buttons = page.getByTestId('faq').getByRole('button');
    await expect(buttons).toHaveCount(seed.faqs.length);
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'true');
    const firstAnswer = page.getByRole('region', { name: seed.faqs[0]!.question });
    await expect(firstAnswer.locator('strong').first()).toBeVisible();
    await expect(firstAnswer.locator('li').first()).toBeVisible();
    for (let i = 1; i < seed.faqs.length; i += 1) await expect(buttons.nth(i)).toHaveAttribute('aria-expanded', 'false');
    await buttons.nth(1).click();
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
    await expect(buttons.first()).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();
    await expect(page.getByRole('region', { name: seed.faqs[1]!.question }).getByRole('link', { name: 'contact@adive.net' })).toHaveAttribute(
      'href',
      'mailto:contact@adive.net',
    );
  });

  test('without JavaScript every answer and every list is readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/faq');
    for (const faq of seed.faqs) await expect(page.getByRole('region', { name: faq.question })).toBeVisible();
    await page.goto(`/formations/${seed.formations[0]!.slug}`);
    await expect(page.getByRole('heading', { name: 'Moyens de paiements acceptés' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Compétences' })).toBeVisible();
    await page.goto('/nos-offres-emplois');
    await expect(page.getByTestId('job-card')).toHaveCount(seed.jobs.length);
    await page.getByTestId('job-card').first().getByRole('link', { name: /En Savoir Plus/ }).click();
    await expect(page).toHaveURL(/\/jobs\//);
    await context.close();
  });
});

test('unknown slugs of the detail pages are real 404s', async ({ page }) => {
  for (const path of ['/actualite/inconnu-abc', '/formations/inconnu-abc', '/jobs/inconnu-abc']) {
    const text = await html(page, path, 404);
    // The not-found page's own robots (its links may be followed); Next's route-less 404 wrote a bare noindex.
    expect(text).toMatch(/<meta name="robots" content="noindex(, follow)?"\/>/);
    // Next 16.4 sends the body of a request-time notFound() for the browser to draw (vercel/next.js#97000).
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "Opp's ! Cette page est introuvable" })).toBeVisible();
  }
});
