import { expect, test, type Page } from '@playwright/test';
import { adminHeaders, connect, createEntry, eventually } from './cmsAdmin';
import { watchCspViolations } from './csp';
import { blockThirdParties } from './helpers';
import { domDocument, htmlErrorLines, serverDocuments, type HtmlDocument } from './vnu';
import { SENTINEL, XSS_DOCUMENT, XSS_PAYLOADS, xssLine } from './xss';

// Every rich or raw text field of new CMS entries (article, tag, category, training, trainer, FAQ, job, company, book)
// holds the whole XSS corpus, and names and titles a line of tricks: no page showing them runs anything or lets
// anything dangerous into the DOM, and their HTML still passes the W3C checker. In the "cms-edits" project, after the
// suites that read the seeded content.

const MARK = 'Piège XSS';
const SLUGS = { post: 'article-piege-xss', training: 'formation-piegee-xss', job: 'offre-piegee-xss', book: 'livre-piege-xss', tag: 'etiquette-piegee-xss' };

type Inspection = { executed: boolean; dangerous: string[]; brokenJsonLd: number; bases: number };

/** What a successful attack would leave in the page. */
function inspect(page: Page): Promise<Inspection> {
  return page.evaluate((sentinel) => {
    const dangerous: string[] = [];
    const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc', 'background', 'poster', 'srcset'];
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        const name = attribute.name.toLowerCase();
        const where = `<${element.tagName.toLowerCase()} ${name}="${attribute.value.slice(0, 60)}">`;
        if (name.startsWith('on')) dangerous.push(where);
        if (name === 'srcdoc') dangerous.push(where);
        const harmlessPicture = element.tagName === 'IMG' && /^data:image\//i.test(attribute.value);
        if (urlAttributes.includes(name) && /^\s*(javascript|vbscript|data):/i.test(attribute.value) && !harmlessPicture) dangerous.push(where);
        if (name === 'style' && /javascript:|expression\(/i.test(attribute.value)) dangerous.push(where);
      }
    }
    // Inside what shows CMS content, no element that runs code, loads a document or changes the page's rules.
    for (const root of Array.from(document.querySelectorAll('main, footer, [role="dialog"]'))) {
      const selector = 'script:not([type="application/ld+json"]), iframe, frame, object, embed, base, meta, link, style, noscript img';
      for (const element of Array.from(root.querySelectorAll(selector))) dangerous.push(`<${element.tagName.toLowerCase()}> in <${root.tagName.toLowerCase()}>`);
    }
    let brokenJsonLd = 0;
    for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
      try {
        JSON.parse(script.textContent ?? '');
      } catch {
        brokenJsonLd += 1;
      }
    }
    return { executed: sentinel in window, dangerous, brokenJsonLd, bases: document.querySelectorAll('base').length };
  }, SENTINEL);
}

test('no payload of the XSS corpus runs or reaches the DOM on any page showing CMS content, whose HTML stays valid', async ({ page, request }) => {
  test.setTimeout(240_000);
  expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
  const headers = await adminHeaders(request);

  // The entries, created and published as an editor would.
  const tag = await createEntry(request, headers, 'api::tag.tag', { nom: xssLine(MARK), slug: SLUGS.tag });
  const category = await createEntry(request, headers, 'api::category.category', { nom: xssLine(MARK), slug: 'categorie-piegee-xss' });
  await createEntry(request, headers, 'api::blog.blog', {
    titre: xssLine(`${MARK} article`),
    slug: SLUGS.post,
    contenu: XSS_DOCUMENT,
    tags: connect(tag),
    categories: connect(category),
  });
  const trainer = await createEntry(request, headers, 'api::formateur.formateur', {
    Prenoms: xssLine(MARK),
    Nom: '<img src=x onerror=window.__xss=1>',
    Profession: xssLine(MARK),
    Description: XSS_DOCUMENT,
    coordonnees: XSS_DOCUMENT,
  });
  await createEntry(request, headers, 'api::formation.formation', {
    Theme: xssLine(`${MARK} formation`),
    slug: SLUGS.training,
    description: XSS_DOCUMENT,
    objectifs: XSS_DOCUMENT,
    cible: XSS_DOCUMENT,
    Competences: XSS_DOCUMENT,
    lieu: xssLine(MARK),
    langue: 'Français',
    video: 'javascript:window.__xss=1',
    prix_formation: 50000,
    nombre_heures: 10,
    date_formation: '2027-01-15',
    formateur: connect(trainer),
  });
  await createEntry(request, headers, 'api::faq.faq', { question: xssLine(`${MARK} question`), reponse: XSS_DOCUMENT });
  const company = await createEntry(request, headers, 'api::compagnie.compagnie', { nom: xssLine(MARK) });
  await createEntry(request, headers, 'api::job.job', {
    titre: xssLine(`${MARK} offre`),
    slug: SLUGS.job,
    description: XSS_DOCUMENT,
    pays: xssLine(MARK),
    urgent: true,
    date_publication: new Date().toISOString().slice(0, 10),
    date_expiration: '2099-12-31',
    compagnie: connect(company),
  });
  await createEntry(request, headers, 'api::biblio.biblio', {
    titre: xssLine(`${MARK} livre`),
    slug: SLUGS.book,
    auteur: xssLine(MARK),
    prix: 5000,
    description: XSS_DOCUMENT,
  });

  const pages: { path: string; shows: string; open?: (page: Page) => Promise<void> }[] = [
    { path: `/actualite/${SLUGS.post}`, shows: `${MARK} article` },
    { path: '/nos-actualites', shows: `${MARK} article` },
    { path: `/nos-actualites/tag/${SLUGS.tag}`, shows: `${MARK} article` },
    { path: `/formations/${SLUGS.training}`, shows: `${MARK} formation` },
    { path: '/nos-formations', shows: `${MARK} formation` },
    { path: '/faq', shows: `${MARK} question` },
    { path: `/jobs/${SLUGS.job}`, shows: `${MARK} offre` },
    {
      path: '/nos-offres-emplois',
      shows: `${MARK} offre`,
      open: async (page) => {
        await page.locator(`a[href="/jobs/${SLUGS.job}"]`).filter({ hasText: /En Savoir Plus/ }).click();
        await expect(page.getByRole('dialog').getByTestId('job-facts')).toBeVisible();
      },
    },
    {
      path: '/adive-biblio',
      shows: `${MARK} livre`,
      open: async (page) => {
        await page.getByTestId('book-card').filter({ hasText: `${MARK} livre` }).getByRole('button', { name: /^Voir Plus/ }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
      },
    },
    { path: '/accueil', shows: `${MARK} article` },
  ];

  // The webhook refreshes the site within seconds.
  for (const { path, shows } of pages) {
    await eventually(async () => (await (await request.get(path)).text()).includes(shows), `${path} showing the new content`, 30);
  }

  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await blockThirdParties(page);
  const violations = await watchCspViolations(page);

  // The dialogs' content, as the browser holds it once open (server HTML cannot show it), for the W3C check below.
  const openedDocuments: HtmlDocument[] = [];
  for (const { path, shows, open } of pages) {
    await page.goto(path);
    await expect(page.getByText(shows).first()).toBeAttached();
    await page.waitForLoadState('networkidle');
    // Give handlers their chance: hover, scroll to the end, focus everything.
    await page.mouse.move(200, 300);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    if (open) {
      await open(page);
      openedDocuments.push(await domDocument(page, `${path} (fenêtre ouverte)`));
    }
    await page.keyboard.press('Tab');
    const found = await inspect(page);
    expect(found.executed, `${path}: a payload ran`).toBe(false);
    expect(found.dangerous, `${path}: dangerous markup in the DOM`).toEqual([]);
    expect(found.brokenJsonLd, `${path}: structured data broken by the content`).toBe(0);
    expect(found.bases, path).toBe(0);
  }
  expect(dialogs).toEqual([]);
  // The policy blocked the tracking pixel of the corpus, as it should; nothing else was refused.
  const unexpected = (await violations()).filter((violation) => !violation.blocked.startsWith('https://pixel.example.com/'));
  expect(unexpected).toEqual([]);

  // What the sanitiser left of the corpus is HTML the W3C checker accepts (lib/markdown/contentModel.ts), like the
  // seeded content (e2e/html.spec.ts): the server HTML of every page, and the open dialogs.
  const documents = [...(await serverDocuments(request, pages.map(({ path }) => path))), ...openedDocuments];
  expect(await htmlErrorLines(documents)).toEqual([]);

  // The share pictures of the hostile items are drawn like any other.
  for (const path of [`/actualite/${SLUGS.post}`, `/formations/${SLUGS.training}`, `/jobs/${SLUGS.job}`]) {
    const picture = await request.get(`${path}/opengraph-image`);
    expect(picture.status(), path).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
  }
});
