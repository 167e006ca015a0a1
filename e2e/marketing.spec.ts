import { expect, test, type Browser, type Page } from '@playwright/test';
import { SITE } from './env';
import { QUOTE_SERVICES } from '../lib/forms/serviceOptions';
import { cmsList, saveScreenshot, VIEWPORTS } from './helpers';

// The marketing pages (issue 3): static content from lib/content, the home page's recent news from the CMS.

type FlatNewsPost = { titre: string; slug: string };

const NBSP = '\u00a0';
const fcfa = (amount: string) => `${amount.replace(' ', NBSP)}${NBSP}FCFA`;

/** Every marketing page, its h1 and texts that must be in the server HTML. */
const PAGES: { path: string; h1: string; texts: string[] }[] = [
  {
    path: '/',
    h1: 'Conseil, formation, recrutement et digital pour faire grandir votre entreprise',
    texts: ['Nos valeurs', 'Découvrez ADIVE en vidéo', 'Nos dernières actualités', 'Ils nous ont fait confiance'],
  },
  { path: '/accueil', h1: 'Conseil, formation, recrutement et digital pour faire grandir votre entreprise', texts: [] },
  {
    path: '/a-propos-de-nous',
    h1: 'À propos de nous',
    texts: ['Notre mission', 'Notre vision', 'Nos valeurs', 'Notre histoire', 'Pourquoi nous choisir\u00a0?'],
  },
  {
    path: '/nos-services',
    h1: 'Nos services',
    texts: ['Analyse des besoins', 'Planification et conception', 'Développement et mise en œuvre', 'Évaluation'],
  },
  { path: '/services/formations-profesionnelles', h1: 'Formations professionnelles', texts: ['Formations inter-entreprises', 'E-learning et classe virtuelle'] },
  { path: '/services/conseils', h1: 'Conseils et études', texts: ['Études de marché', 'Études de faisabilité'] },
  {
    path: '/services/prospection',
    h1: 'Prospection commerciale',
    texts: ['Prospection', 'Force de vente terrain', 'Hôtesses et animation promotionnelle', 'Collecte de données'],
  },
  { path: '/services/strategie-marketing-digital', h1: 'Stratégie marketing digital', texts: ['Publicité en ligne', 'Rédaction de contenu web'] },
  { path: '/services/conception-graphique', h1: 'Conception graphique', texts: ['8,2k', '4,1k', '2,9k', '2,1k'] },
  {
    path: '/services/livraison',
    h1: 'Service de livraison',
    texts: [
      fcfa('1 000'),
      fcfa('2 000'),
      'taille de la commande',
      'poids',
      '200+',
      '100+',
      '500+',
      '95%',
      '900+',
      'Devenir coursier',
      'Demander une livraison',
    ],
  },
  {
    path: '/services/mise-en-relation',
    h1: 'Mise en relation emploi',
    texts: [
      'Création du CV professionnel',
      'Sélection finale et embauche',
      fcfa('9 900'),
      fcfa('39 900'),
      fcfa('49 900'),
      fcfa('2 000'),
      fcfa('5 000'),
      fcfa('3 000'),
      fcfa('7 000'),
      'exclusivement en ligne',
    ],
  },
  { path: '/digital/transformation-digitale', h1: 'Transformation digitale', texts: ['Diagnostic numérique'] },
  { path: '/digital/strategie-marketing-digital', h1: 'Stratégie marketing digital', texts: ['Campagnes sponsorisées'] },
  { path: '/digital/strategie-communication-digitale', h1: 'Stratégie de communication digitale', texts: ['Ligne éditoriale'] },
  { path: '/digital/developpement-applicatif', h1: 'Développement applicatif', texts: ['Applications mobiles'] },
  { path: '/digital/data-analyse', h1: 'Data et analyse', texts: ['Tableaux de bord'] },
  { path: '/digital/conception-graphique', h1: 'Conception graphique', texts: ['Maquettes web et mobile'] },
  { path: '/termes-et-conditions', h1: 'Termes et conditions', texts: ['Propriété intellectuelle', 'contact@adive.net'] },
  {
    path: '/politique-de-confidentialite',
    h1: 'Politique de confidentialité',
    // The real processing, the retention periods of the configuration (the defaults here), the authority.
    texts: ['Newsletter', 'selectedLang', 'aucun texte n’est envoyé à un service de traduction', 'Ces demandes sont supprimées 36 mois', 'La candidature et le CV sont supprimés 24 mois', 'loi n° 001-2021/AN', '(CIL)', 'contact@adive.net'],
  },
  { path: '/login', h1: 'Espace client', texts: ["L'espace client en ligne n'est pas encore ouvert"] },
];

/** A page as served, parsed without running any JavaScript. */
async function noScriptPage(browser: Browser, path: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  return { page, close: () => context.close() };
}

function quoteService(href: string): string | null {
  const url = new URL(href, SITE);
  return url.pathname === '/demander-un-devis' ? url.searchParams.get('service') : null;
}

test.describe('marketing pages', () => {
  test('each page answers 200 with its heading and key content in the HTML, without JavaScript', async ({ browser }) => {
    test.setTimeout(180_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, h1, texts } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
      const body = (await page.locator('main').textContent()) ?? '';
      for (const text of texts) expect(body, `${path}: ${text}`).toContain(text);
      expect(body, path).not.toMatch(/lorem ipsum/i);
      // Nothing of the page waits in a hidden streamed segment that only JavaScript would reveal.
      expect(await page.content(), path).not.toMatch(/<div hidden="" id="S:/);
      const title = await page.title();
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      expect(description.length, `${path} description`).toBeGreaterThan(50);
      if (path !== '/accueil') {
        expect(titles.get(title), `title of ${path} is unique`).toBeUndefined();
        expect(descriptions.get(description), `description of ${path} is unique`).toBeUndefined();
        titles.set(title, path);
        descriptions.set(description, path);
      }
    }
    await context.close();
  });

  test('/accueil is the home page with / as canonical address; /login is not indexed', async ({ request }) => {
    for (const path of ['/', '/accueil']) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<link rel="canonical" href="${SITE}"/>`);
    }
    const login = await (await request.get('/login')).text();
    expect(login).toMatch(/<meta name="robots" content="noindex, follow"\/>/);
  });

  test('the training catalogue aliases share /nos-formations as canonical address', async ({ request }) => {
    for (const path of ['/nos-formations', '/services/trainings']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await response.text()).toContain(`<link rel="canonical" href="${SITE}/nos-formations"/>`);
    }
  });

  test('spelling variants redirect permanently to the real pages', async ({ request }) => {
    for (const [from, to] of [
      ['/services/strategie-marketing-digitale', '/services/strategie-marketing-digital'],
      ['/services/jobs', '/services/mise-en-relation'],
    ] as const) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect([301, 308], from).toContain(response.status());
      expect(new URL(response.headers().location!, SITE).pathname).toBe(to);
    }
  });

  test('home: counters, video and the 3 most recent news items are in the HTML', async ({ browser }) => {
    const newest = await cmsList<FlatNewsPost>('/blogs?sort=publishedAt:desc&pagination[limit]=3&fields[0]=titre&fields[1]=slug');
    expect(newest).toHaveLength(3);
    const { page, close } = await noScriptPage(browser, '/');
    const counters = page.getByTestId('counter');
    await expect(counters).toHaveText(['5', '100', '500', '95%', '900']);
    for (const label of ["Années d'expérience", 'Partenaires', 'Clients accompagnés', 'Clients satisfaits', 'Témoignages']) {
      await expect(page.locator('dt', { hasText: label })).toHaveCount(1);
    }

    const news = page.getByTestId('home-recent-news');
    const articles = news.getByRole('article');
    await expect(articles).toHaveCount(3);
    for (const [index, post] of newest.entries()) {
      const chars = Array.from(post.titre);
      const shown = chars.length > 40 ? `${chars.slice(0, 40).join('').trimEnd()}...` : post.titre;
      await expect(articles.nth(index).getByRole('heading')).toHaveText(shown);
      await expect(articles.nth(index).getByRole('link', { name: shown })).toHaveAttribute('href', `/actualite/${post.slug}`);
      const excerpt = (await articles.nth(index).locator('p').first().textContent()) ?? '';
      expect(Array.from(excerpt.replace(/…$/, '')).length).toBeLessThanOrEqual(120);
      expect(excerpt.length).toBeGreaterThan(20);
    }
    // Images are optimised by next/image, with sizes.
    const images = news.locator('img');
    expect(await images.count()).toBeGreaterThan(0);
    for (const image of await images.all()) {
      expect(await image.getAttribute('src')).toMatch(/^\/_next\/image\?url=/);
      expect(await image.getAttribute('sizes')).toBeTruthy();
    }

    // Video: a poster and a play link, no player before a click.
    await expect(page.getByRole('link', { name: /^Lire la vidéo/ })).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/);
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Ils nous ont fait confiance' })).toBeVisible();
    await expect(page.locator('figure blockquote')).toHaveCount(2);
    await close();
  });

  test('home: the video player loads only after pressing play', async ({ page }) => {
    const videoRequests: string[] = [];
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com/, (route) => {
      videoRequests.push(route.request().url());
      return route.abort();
    });
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    const play = page.getByRole('link', { name: /^Lire la vidéo/ });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);
    const box = await page.locator('.aspect-video').first().boundingBox();

    await play.click();
    const player = page.locator('iframe[title^="Présentation"]');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]+\?autoplay=1/);
    await expect.poll(() => videoRequests.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    // The player takes the poster's place, same size.
    expect(await page.locator('.aspect-video').first().boundingBox()).toEqual(box);
    await expect(page).toHaveURL(/\/$/);
  });

  test('a full-page capture of the home page after load shows the final values of the counters, as a preview bot sees them', async ({ page }, testInfo) => {
    for (const viewport of Object.values(VIEWPORTS)) {
      await page.setViewportSize(viewport);
      await page.goto('/');
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, testInfo, `accueil-capture-${viewport.width}`);
      await expect(page.getByTestId('counter')).toHaveText(['5', '100', '500', '95%', '900']);
    }
  });

  test('counters count up when scrolled into view, keep their width, and stay still with reduced motion', async ({ browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.mobile });
    const page = await context.newPage();
    await page.goto('/a-propos-de-nous');
    const counter = page.getByTestId('counter').nth(2);
    await page.waitForLoadState('networkidle');
    // Below the fold, once hydrated, the counter shows its final value (what a crawler or a preview bot
    // captures) until the count starts.
    await expect(counter).toHaveText('500');
    const before = await counter.boundingBox();
    // Every value the counter shows, recorded in the page: polling from the test missed values when the machine was
    // busy (each read is a round trip), and saw only 2 intermediate values in a CI run.
    await counter.evaluate((element) => {
      const shown: string[] = [];
      (window as unknown as { counterShown: string[] }).counterShown = shown;
      new MutationObserver(() => shown.push(element.textContent ?? '')).observe(element, { characterData: true, childList: true, subtree: true });
    });
    const start = Date.now();
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).not.toHaveText('500');
    await expect(counter).toHaveText('500', { timeout: 8000 });
    const elapsed = Date.now() - start;
    const shown = await page.evaluate(() => (window as unknown as { counterShown: string[] }).counterShown);
    expect(shown.at(-1)).toBe('500');
    // It went through intermediate values, over about 2 seconds.
    expect(new Set(shown.filter((text) => text !== '0' && text !== '500')).size).toBeGreaterThan(2);
    expect(elapsed).toBeGreaterThan(1500);
    const after = await counter.boundingBox();
    expect(after?.width).toBeCloseTo(before!.width, 1);
    expect(after?.height).toBeCloseTo(before!.height, 1);
    await context.close();

    const still = await browser.newContext({ viewport: VIEWPORTS.mobile, reducedMotion: 'reduce' });
    const calm = await still.newPage();
    await calm.goto('/services/conception-graphique');
    await calm.waitForLoadState('networkidle');
    await expect(calm.getByTestId('counter')).toHaveText(['8,2k', '4,1k', '2,9k', '2,1k']);
    await calm.getByTestId('counter').first().scrollIntoViewIfNeeded();
    await calm.waitForTimeout(300);
    await expect(calm.getByTestId('counter')).toHaveText(['8,2k', '4,1k', '2,9k', '2,1k']);
    await still.close();
  });

  test('About: tabs Mission, Vision, Values, History work with the keyboard; skill bars', async ({ page }) => {
    await page.goto('/a-propos-de-nous');
    const tablist = page.getByRole('tablist');
    await expect(tablist.getByRole('tab')).toHaveText(['Mission', 'Vision', 'Valeurs', 'Histoire']);
    const tab = (name: string) => page.getByRole('tab', { name });
    await expect(tab('Mission')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAttribute('id', 'tab1');
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Notre mission' })).toBeVisible();

    await tab('Mission').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Vision')).toBeFocused();
    await expect(tab('Vision')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAttribute('id', 'tab2');
    await page.keyboard.press('End');
    await expect(tab('Histoire')).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Notre histoire' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Mission')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Histoire')).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(tab('Valeurs')).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the panel (only the selected tab is in the Tab order).
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel')).toBeFocused();
    await expect(page.getByRole('tabpanel')).toHaveAttribute('id', 'tab3');

    const skills = page.locator('#expertises').locator('xpath=ancestor::section').locator('li');
    await expect(skills).toHaveText([/^Études\s*98%$/, /^Conseil\s*97%$/, /^Formation\s*96%$/, /^Digital\s*94%$/, /^Mise en relation emploi\s*92%$/]);
    await expect(page.getByRole('link', { name: 'Nous contacter' }).last()).toHaveAttribute('href', '/contact');
  });

  test('All services: 7 cards lead to their pages', async ({ page }) => {
    await page.goto('/nos-services');
    const cards = page.locator('#services').locator('xpath=ancestor::section').getByRole('article');
    await expect(cards).toHaveCount(7);
    const hrefs = await cards.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual([
      '/services/formations-profesionnelles',
      '/services/conseils',
      '/services/mise-en-relation',
      '/services/prospection',
      '/services/strategie-marketing-digital',
      '/services/conception-graphique',
      '/services/livraison',
    ]);
    await cards.nth(6).click();
    await expect(page).toHaveURL(/\/services\/livraison$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Service de livraison');
  });

  test('employment matching: plans (semester highlighted), 7 steps and the 4 CV buttons lead somewhere real', async ({ page }) => {
    await page.goto('/services/mise-en-relation');
    await expect(page.locator('#etapes').locator('xpath=ancestor::section').locator('ol > li')).toHaveCount(7);
    const semester = page.locator('[data-plan="semester"]');
    await expect(semester).toContainText('Le plus choisi');
    await expect(page.locator('[data-plan]')).toHaveCount(3);
    await expect(page.locator('text=Le plus choisi')).toHaveCount(1);
    for (const feature of ["Alertes d'offres d'emploi", 'CV professionnel', 'Lettre de motivation']) {
      await expect(semester).toContainText(feature);
    }

    const cv = page.locator('#cv').locator('xpath=ancestor::section');
    const buttons = cv.getByRole('link');
    await expect(buttons).toHaveText(['Créer un CV pro', 'Déposer un CV', 'Créer une lettre de motivation', 'Espace constitution de dossier']);
    const hrefs = await buttons.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // No CV by e-mail: « Déposer un CV » is the spontaneous application (e2e/application.spec.ts).
    expect(hrefs[1]).toBe('/candidature-spontanee');
    for (const href of [hrefs[0]!, hrefs[2]!, hrefs[3]!]) expect(quoteService(href)).toBe('Mise en relation emploi');

    // Choosing a plan opens the quote form with the service and the plan prefilled.
    await semester.getByRole('link', { name: /Choisir cette formule/ }).click();
    await expect(page).toHaveURL(/\/demander-un-devis\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('service')).toBe('Mise en relation emploi');
    expect(url.searchParams.get('message')).toContain('Formule semestrielle');
    await expect(page.getByLabel('Service souhaité')).toHaveValue('Mise en relation emploi');
    await expect(page.getByLabel('Votre besoin')).toHaveValue(/Formule semestrielle/);
  });

  test('every link of the marketing pages answers a page; quote links preselect a service of the quote form', async ({ page, request }) => {
    const checked = new Map<string, number>();
    for (const { path } of PAGES) {
      await page.goto(path);
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      for (const href of hrefs) {
        expect(href, `${path} has no placeholder link`).not.toMatch(/^#?$/);
        const service = quoteService(href);
        if (service !== null) expect(QUOTE_SERVICES, `${path}: ${href}`).toContain(service);
        if (!href.startsWith('/') || checked.has(href)) continue;
        const status = (await request.get(href)).status();
        checked.set(href, status);
        expect(status, `${path} → ${href}`).toBe(200);
      }
    }
    expect(checked.size).toBeGreaterThan(30);
  });

  test('digital pages: quote buttons go to the quote form, contact buttons to /contact', async ({ page }) => {
    await page.goto('/digital/strategie-marketing-digital');
    const quote = page.locator('main').getByRole('link', { name: 'Demander un devis' }).first();
    expect(quoteService((await quote.getAttribute('href'))!)).toBe('Stratégie de marketing digital');
    await expect(page.locator('main').getByRole('link', { name: 'Nous contacter' }).first()).toHaveAttribute('href', '/contact');
    await quote.click();
    await expect(page).toHaveURL(/\/demander-un-devis\?service=/);
    expect(await page.title()).not.toContain('introuvable');
    const other = await (await page.request.get('/digital/inconnu')).status();
    expect(other).toBe(404);
  });
});
