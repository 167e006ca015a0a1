// Takes docs/editors.md's screenshots in the real Strapi admin (`npm run docs:screenshots`): builds the admin (about a
// minute), starts Strapi on a seeded throw-away database plus the site (`next dev`) for the preview, leaves sample
// requests through the public API, then saves each screen to docs/images/ as the editor in Chromium.
// Fails when a screen does not show what the guide promises (e.g. the draft with its banner in the preview frame).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { createRunner, finished, freePort, startEmbeddedCms, startSite } from './lib/servers.mjs';

const cmsPort = process.env.DOCS_CMS_PORT || '1341';
const sitePort = process.env.DOCS_SITE_PORT || '3141';
const SITE = `http://127.0.0.1:${sitePort}`;
const EDITOR = { email: 'redaction@adive.test', password: 'Docs-Redaction-2026' };
const PREVIEW_SECRET = `docs-${Date.now().toString(36)}`;
const OUT = join('docs', 'images');
const BANNER = 'Aperçu — contenu non publié';
// The site's token (the public cannot leave requests): the CMS makes it from CMS_TOKEN.
const CMS_TOKEN = `docs-token-${Date.now().toString(36)}`;
const AUTHORIZATION = { Authorization: `Bearer ${CMS_TOKEN}` };

const tmp = mkdtempSync(join(tmpdir(), 'adive-docs-'));
/** A visitor who mistyped their address: the docs' mail server refuses it, as a real one would. */
const UNKNOWN_ADDRESS = 'moussa.ouedraogo@exemple-inconnu.bf';
const runner = createRunner({ stdio: ['ignore', 'ignore', 'inherit'] });
runner.onStop(() => rmSync(tmp, { recursive: true, force: true }));
process.on('SIGINT', () => {
  runner.stopAll();
  process.exit(1);
});

async function buildAdmin() {
  console.log('[docs] Construction de l’administration Strapi…');
  const code = await finished(runner.run('npm', ['run', 'build', '--silent'], { cwd: 'cms', stdio: 'inherit' }));
  if (code !== 0) throw new Error(`strapi build a échoué (code ${code})`);
}

/** What a visitor's form leaves in the CMS (the site's server actions send the same bodies). */
async function leaveRequests(api) {
  const requests = {
    devis: { nom: 'Awa Ouédraogo', email: 'awa.ouedraogo@example.com', phone: '70112233', service: 'Étude de marché', message: 'Nous lançons une gamme de jus locaux et souhaitons une étude de marché à Ouagadougou et Bobo-Dioulasso.' },
    contacts: { name: 'Issa Sawadogo', email: 'issa.sawadogo@example.com', indicatif: '+226', phone: '76445566', subject: 'Partenariat formation', message: 'Bonjour, notre association souhaite former 20 jeunes au marketing digital. Pouvons-nous en parler ?' },
    commandes: {
      nom: 'Mariam Traoré',
      telephone: '65778899',
      email: 'mariam.traore@example.com',
      lignes: [
        { titre: 'Vendre sans se vendre', prix_unitaire: 7500, quantite: 2 },
        { titre: 'Le guide du recrutement en Afrique de l’Ouest', prix_unitaire: 10000, quantite: 1 },
      ],
      total: 25000,
      recapitulatif: '2 × Vendre sans se vendre (7 500 FCFA), 1 × Le guide du recrutement en Afrique de l’Ouest (10 000 FCFA) — total 25 000 FCFA',
    },
    newsletters: { email: 'abonne.lettre@example.com', nom: 'abonne.lettre' },
  };
  // A second quote, from an address that does not exist: its acknowledgement is refused.
  const second = { nom: 'Moussa Ouédraogo', email: UNKNOWN_ADDRESS, phone: '78990011', service: 'Formation', message: 'Formation de nos 12 commerciaux à la vente terrain en janvier.' };
  await fetch(`${api}/devis`, { method: 'POST', headers: { ...AUTHORIZATION, 'Content-Type': 'application/json' }, body: JSON.stringify({ data: second }) });
  for (const [collection, data] of Object.entries(requests)) {
    const response = await fetch(`${api}/${collection}`, {
      method: 'POST',
      headers: { ...AUTHORIZATION, 'Content-Type': 'application/json' },
      body: JSON.stringify({ data }),
    });
    if (!response.ok) throw new Error(`${collection}: ${response.status} ${await response.text()}`);
  }
  // Two applications with their CV, deposited as the site's job pages do.
  const jobs = await (await fetch(`${api}/jobs?fields[0]=slug&filters[date_expiration][$gte]=${new Date().toISOString().slice(0, 10)}`)).json();
  const applicants = [
    { nom: 'Salif Compaoré', email: 'salif.compaore@example.com', indicatif: '+226', telephone: '70112233', message: 'Disponible immédiatement, permis B.' },
    { nom: 'Aïcha Diallo', email: 'aicha.diallo@example.com', indicatif: '+223', telephone: '76554433', message: '' },
  ];
  for (const [index, applicant] of applicants.entries()) {
    const form = new FormData();
    form.set('data', JSON.stringify({ ...applicant, offre: jobs.data[index].slug }));
    form.set('cv', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'cv.pdf');
    const response = await fetch(`${api}/candidatures/depot`, { method: 'POST', headers: AUTHORIZATION, body: form });
    if (!response.ok) throw new Error(`candidature: ${response.status} ${await response.text()}`);
  }
}

/** The docs' mail server: takes every e-mail but those to UNKNOWN_ADDRESS (a permanent 550). */
async function startMailServer(port) {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (address, _session, callback) =>
      callback(address.address === UNKNOWN_ADDRESS ? Object.assign(new Error('5.1.1 Recipient address rejected: User unknown'), { responseCode: 550 }) : undefined),
    onData: (stream, _session, callback) => stream.on('end', () => callback()).resume(),
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

/** Requests that came in days ago, as the database would hold them (the API cannot backdate). */
function backdate(table, days, where) {
  const Database = createRequire(join(process.cwd(), 'cms', 'package.json'))('better-sqlite3');
  const database = new Database(join(tmp, 'data.db'));
  database.prepare(`UPDATE ${table} SET created_at = ? WHERE ${where}`).run(Date.now() - days * 86_400_000);
  database.close();
}

/**
 * An application taken up (« en cours ») almost 36 months ago and not touched since: the retention's bound deletes it
 * in 12 days, so the home page announces it.
 */
function forgottenApplication(where) {
  const Database = createRequire(join(process.cwd(), 'cms', 'package.json'))('better-sqlite3');
  const database = new Database(join(tmp, 'data.db'));
  const day = 86_400_000;
  database.prepare(`UPDATE candidatures SET statut = 'en cours', derniere_activite = ?, suppression_prevue_le = ? WHERE ${where}`).run(Date.now() - (36 * 30.44 - 12) * day, Date.now() + 12 * day);
  database.close();
}

async function shoot(page, name) {
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.screenshot({ path: join(OUT, `${name}.png`) });
  console.log(`[docs] ${join(OUT, `${name}.png`)}`);
}

async function openList(page, cms, uid, heading) {
  await page.goto(`${cms}/admin/content-manager/collection-types/${uid}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor({ timeout: 60_000 });
  await page.getByRole('row').nth(1).waitFor();
}

async function capture(cms) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'fr-FR' });
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);

    await page.goto(`${cms}/admin/auth/login`);
    // The admin opens in French for a new editor.
    await page.getByLabel(/^e-?mail/i).fill(EDITOR.email);
    await page.getByLabel(/^mot de passe/i).fill(EDITOR.password);
    await shoot(page, 'admin-connexion');
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await page.waitForURL(/\/admin(\/)?$/);
    // Strapi's announcement of its new media library hides the top of every screen: closed, as an editor would.
    const closeAnnouncement = page.getByRole('button', { name: /^(Close the banner|Fermer la bannière)/ });
    await closeAnnouncement.waitFor({ timeout: 10_000 }).then(() => closeAnnouncement.click(), () => {});

    // The team's view: requests of the last 30 days, what waits over 48 h (and what the retention deletes within the
    // month), what was never delivered.
    // A screen tall enough for all widgets, so that none is scrolled away.
    await page.setViewportSize({ width: 1280, height: 1800 });
    await page.locator('[data-widget="suppressions"]').waitFor();
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.screenshot({ path: join(OUT, 'admin-accueil-demandes.png'), clip: await widgetsArea(page) });
    console.log(`[docs] ${join(OUT, 'admin-accueil-demandes.png')}`);
    // A visitor's rights: one address, what is held for it (the deletion is the editor's choice, not made here).
    const person = page.locator('[data-widget="personne"]');
    await person.getByLabel('Adresse e-mail du visiteur').fill('awa.ouedraogo@example.com');
    await person.getByRole('button', { name: 'Rechercher' }).click();
    await person.getByRole('button', { name: 'Tout supprimer' }).waitFor();
    const box = await person.boundingBox();
    await page.screenshot({ path: join(OUT, 'admin-droits-personne.png'), clip: { x: box.x - 40, y: box.y - 70, width: box.width + 80, height: box.height + 100 } });
    console.log(`[docs] ${join(OUT, 'admin-droits-personne.png')}`);
    await page.setViewportSize({ width: 1280, height: 800 });

    await openList(page, cms, 'api::blog.blog', 'Actualités');
    await shoot(page, 'admin-articles');

    // An article's edit view, with Publish and the preview button.
    await page.getByRole('row').nth(1).getByRole('gridcell').nth(2).click();
    await page.getByRole('button', { name: 'Publier' }).waitFor();
    await shoot(page, 'admin-article-edition');

    // The preview: Strapi shows the site in a frame; the draft page with its banner must be in it.
    await page.getByRole('link', { name: /open preview|aperçu/i }).click();
    const frame = page.frameLocator('iframe');
    await frame.getByText(BANNER).waitFor({ timeout: 120_000 });
    await frame.getByRole('heading', { level: 1 }).waitFor();
    // The development server's own badge is not part of the site.
    await page.frames().find((candidate) => candidate.url().startsWith(SITE))?.addStyleTag({ content: 'nextjs-portal { display: none !important; }' });
    await shoot(page, 'admin-apercu');

    // The other lists of the guide: the list's content type, its heading, the screenshot's name.
    const lists = [
      ['api::formation.formation', 'Formations', 'admin-formations'],
      ['api::job.job', "Offres d'emploi", 'admin-offres'],
      ['api::devi.devi', 'Demandes de devis', 'admin-demandes-devis'],
      ['api::contact.contact', 'Messages de contact', 'admin-messages-contact'],
      ['api::newsletter.newsletter', 'Abonnés à la newsletter', 'admin-newsletter'],
    ];
    for (const [uid, heading, name] of lists) {
      await openList(page, cms, uid, heading);
      await shoot(page, name);
    }
    // A quote taken up: its status, the note, and its e-mails' state.
    await openList(page, cms, 'api::devi.devi', 'Demandes de devis');
    await page.getByRole('row', { name: /Awa Ouédraogo/ }).getByRole('gridcell').nth(2).click();
    await page.getByRole('combobox', { name: 'Statut' }).click();
    await page.getByRole('option', { name: 'traitée' }).click();
    await page.getByLabel('Note interne').fill('Appelée le 24 : devis envoyé pour l’étude des deux villes, réponse attendue lundi.');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText(/Sauvegardé/).first().waitFor();
    await page.waitForFunction(() => document.querySelector('input[name="traitee_par"]')?.value === 'Admin ADIVE');
    // Reloaded (no toast over the title), tall enough to show the e-mails' state under the status.
    await page.reload();
    await page.setViewportSize({ width: 1280, height: 1400 });
    await page.getByRole('combobox', { name: 'Statut' }).waitFor();
    await shoot(page, 'admin-demande-suivi');
    await page.setViewportSize({ width: 1280, height: 800 });
    await openList(page, cms, 'api::devi.devi', 'Demandes de devis');
    await page.getByRole('row', { name: /traitée/ }).waitFor();
    await shoot(page, 'admin-demandes-statut');

    await openList(page, cms, 'api::candidature.candidature', 'Candidatures');
    await page.getByText('Reçu le').first().waitFor();
    await shoot(page, 'admin-candidatures');
    // An application: its CV is a private file, downloaded from here with the editor's session; the opening is
    // recorded, and a super administrator sees who opened it.
    await page.getByRole('row').nth(1).getByRole('gridcell').nth(2).click();
    await page.getByText(/^CV Salif|^CV Aïcha/).first().waitFor();
    // The offer appears under its field once loaded (the field itself holds its title as a value, not as text).
    await page.getByText(await page.getByLabel('Offre', { exact: true }).inputValue(), { exact: true }).first().waitFor();
    await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Télécharger le CV' }).click()]);
    await page.locator('[data-panel="cv-ouvertures"]').getByText(EDITOR.email, { exact: false }).waitFor();
    await shoot(page, 'admin-candidature');
    await openList(page, cms, 'api::commande.commande', 'Commandes de livres');
    await page.getByRole('row').nth(1).getByRole('gridcell').nth(2).click();
    await page.getByText('Vendre sans se vendre').first().waitFor();
    await shoot(page, 'admin-commande');
  } finally {
    await browser.close();
  }
}

/** The part of the home page holding the three widgets. */
async function widgetsArea(page) {
  const boxes = await Promise.all(['recues', 'en-attente', 'non-delivres'].map((name) => page.locator(`[data-widget="${name}"]`).boundingBox()));
  const top = Math.min(...boxes.map((box) => box.y)) - 70;
  const bottom = Math.max(...boxes.map((box) => box.y + box.height)) + 40;
  return { x: 0, y: Math.max(0, top), width: 1280, height: bottom - Math.max(0, top) };
}

try {
  mkdirSync(OUT, { recursive: true });
  const smtpPort = await freePort();
  const mailServer = await startMailServer(smtpPort);
  runner.onStop(() => mailServer.close());
  await buildAdmin();
  const cms = await startEmbeddedCms(runner, {
    port: cmsPort,
    dataDir: tmp,
    env: {
      CMS_ADMIN: 'true',
      CMS_ADMIN_EMAIL: EDITOR.email,
      CMS_ADMIN_PASSWORD: EDITOR.password,
      CMS_TOKEN,
      PREVIEW_SECRET,
      PREVIEW_SITE_URL: SITE,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(smtpPort),
      NOTIFY_EMAIL: 'contact@adive.net',
    },
  });
  console.log(`[docs] CMS prêt sur ${cms.origin}`);
  await startSite(runner, {
    port: sitePort,
    command: 'dev',
    env: { CMS_URL: cms.api, SITE_URL: SITE, PREVIEW_SECRET, NEXT_DIST_DIR: '.next-docs' },
  });
  console.log(`[docs] Site prêt sur ${SITE}`);
  await leaveRequests(cms.api);
  // Three days old and still « nouvelle »: on the home page's list of what waits.
  backdate('devis', 3, `email = 'awa.ouedraogo@example.com'`);
  backdate('candidatures', 4, `email = 'aicha.diallo@example.com'`);
  forgottenApplication(`email = 'salif.compaore@example.com'`);
  await capture(cms.origin);
  runner.stopAll();
  process.exit(0);
} catch (error) {
  console.error(`[docs] ${error instanceof Error ? error.stack : error}`);
  runner.stopAll();
  process.exit(1);
}
