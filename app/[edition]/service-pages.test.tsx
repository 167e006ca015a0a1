// The service pages, /nos-services and /login in each edition: the spec's French words on French pages, the English
// and Arabic ones elsewhere, and every link of the page written in the page's edition.
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { DELIVERY_COUNTERS, DESIGN_COUNTERS } from '@/lib/content/counters';
import { serviceCardsOf } from '@/lib/content/services';
import { EDITIONS, type Edition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { setTestEdition } from '@/lib/testing/rootParams';
import ServicesPage, { generateMetadata as servicesMetadata } from './nos-services/page';
import LoginPage from './login/page';
import DesignPage from './services/conception-graphique/page';
import ConsultingPage, { generateMetadata as consultingMetadata } from './services/conseils/page';
import TrainingPage from './services/formations-profesionnelles/page';
import DeliveryPage, { generateMetadata as deliveryMetadata } from './services/livraison/page';
import MatchingPage from './services/mise-en-relation/page';
import ProspectingPage from './services/prospection/page';
import MarketingPage from './services/strategie-marketing-digital/page';

afterEach(() => setTestEdition(undefined));

/** The page in `edition`, its async server components all rendered, as a document's body. */
async function renderPage(edition: Edition, page: () => Promise<ReactNode>): Promise<HTMLElement> {
  setTestEdition(edition);
  const { prelude } = await prerender(await page());
  return new JSDOM(await new Response(prelude).text()).window.document.body;
}

const PAGES = { ServicesPage, LoginPage, DesignPage, ConsultingPage, TrainingPage, DeliveryPage, MatchingPage, ProspectingPage, MarketingPage };

describe.each(['en', 'ar'] as const)('the %s edition', (edition) => {
  it.each(Object.keys(PAGES) as (keyof typeof PAGES)[])('%s links to pages of its own edition only', async (name) => {
    const body = await renderPage(edition, PAGES[name]);
    const hrefs = [...body.querySelectorAll('a[href^="/"]')].map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.filter((href) => href !== `/${edition}` && !href.startsWith(`/${edition}/`))).toEqual([]);
  });
});

it.each(EDITIONS)('%s labels every figure of the delivery and design pages, and offers each service’s every offering', (edition) => {
  const texts = textsOf(edition).services;
  expect(texts.delivery.counters).toHaveLength(DELIVERY_COUNTERS.length);
  expect(texts.design.counters).toHaveLength(DESIGN_COUNTERS.length);
  expect(serviceCardsOf(edition).map((service) => service.offerings.length)).toEqual(serviceCardsOf('fr').map((service) => service.offerings.length));
});

describe('employment matching', () => {
  it('keeps the spec’s French words and addresses on the French page', async () => {
    const page = within(await renderPage('fr', MatchingPage));
    expect(page.getByRole('heading', { level: 1, name: 'Mise en relation emploi' })).toBeTruthy();
    expect(page.getByRole('heading', { name: "7 étapes jusqu'à l'embauche" })).toBeTruthy();
    const plan = page.getByRole('link', { name: /^Choisir cette formule\s*: Formule semestrielle$/ });
    const url = new URL(plan.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/demander-un-devis');
    expect(url.searchParams.get('message')).toBe('Je souhaite souscrire à\u00a0: Formule semestrielle (39\u00a0900\u00a0FCFA / 6 mois).');
    expect(page.getByRole('link', { name: 'Déposer un CV' }).getAttribute('href')).toBe('/candidature-spontanee');
  });

  it('speaks English, its prices and quote messages too', async () => {
    const page = within(await renderPage('en', MatchingPage));
    expect(page.getByRole('heading', { level: 1, name: 'Job matching' })).toBeTruthy();
    expect(page.getByRole('heading', { name: '7 steps to being hired' })).toBeTruthy();
    expect(page.getByRole('link', { name: 'Services' }).getAttribute('href')).toBe('/en/services');
    const plan = page.getByRole('link', { name: /^Choose this plan\s*: Six-month plan$/ });
    const url = new URL(plan.getAttribute('href') ?? '', 'http://localhost');
    expect(url.pathname).toBe('/en/request-a-quote');
    // The quote form's service stays its key; the message is the visitor's, in English.
    expect(url.searchParams.get('service')).toBe('Mise en relation emploi');
    expect(url.searchParams.get('message')).toBe('I would like to subscribe to: Six-month plan (39,900\u00a0FCFA / 6 months).');
    expect(page.getByRole('link', { name: 'Submit a CV' }).getAttribute('href')).toBe('/en/spontaneous-application');
    expect(page.getAllByRole('link', { name: 'See the job vacancies' }).map((link) => link.getAttribute('href'))).toEqual(['/en/jobs', '/en/jobs']);
  });

  it('speaks Arabic, counting its steps in Arabic', async () => {
    const page = within(await renderPage('ar', MatchingPage));
    expect(page.getByRole('heading', { level: 1, name: 'الوساطة في التوظيف' })).toBeTruthy();
    expect(page.getByRole('heading', { name: '7 مراحل حتى التوظيف' })).toBeTruthy();
    expect(page.getByRole('link', { name: /^اطلب\s+خدمة سيرة ذاتية احترافية$/ }).getAttribute('href')).toMatch(/^\/ar\/request-a-quote\?/);
    expect(page.getByRole('link', { name: 'أودِع سيرتك الذاتية' }).getAttribute('href')).toBe('/ar/spontaneous-application');
  });
});

describe('the other pages', () => {
  it('writes the delivery page in Arabic, prices and figures included', async () => {
    const body = await renderPage('ar', DeliveryPage);
    const page = within(body);
    expect(page.getByRole('heading', { level: 1, name: 'خدمة التوصيل' })).toBeTruthy();
    expect(page.getByRole('link', { name: 'اطلب توصيلة' }).getAttribute('href')).toBe('/ar/contact');
    expect(body.textContent).toContain('1,000\u00a0FCFA');
    expect(body.textContent).toContain('مندوب توصيل');
    expect(body.textContent).not.toContain('Coursiers');
  });

  it('lists the services in English, each card leading to its English page', async () => {
    const page = within(await renderPage('en', ServicesPage));
    expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeTruthy();
    expect(page.getByRole('link', { name: 'Professional training' }).getAttribute('href')).toBe('/en/services/professional-training');
    expect(page.getByRole('link', { name: 'Delivery service' }).getAttribute('href')).toBe('/en/services/delivery');
    expect(page.getByRole('heading', { name: 'A 4-step working process' })).toBeTruthy();
    expect(page.getAllByRole('link', { name: /Request a quote/ }).map((link) => link.getAttribute('href'))).toEqual([
      '/en/request-a-quote',
      '/en/request-a-quote',
    ]);
  });

  it('keeps the French service pages’ words and links', async () => {
    const page = within(await renderPage('fr', ConsultingPage));
    expect(page.getByRole('heading', { level: 1, name: 'Conseils et études' })).toBeTruthy();
    expect(page.getAllByRole('link', { name: 'Nous contacter' })[0]?.getAttribute('href')).toBe('/contact');
    const design = within(await renderPage('fr', DesignPage));
    expect(design.getByText('Visuels réalisés')).toBeTruthy();
  });

  it('writes the login page in English', async () => {
    const page = within(await renderPage('en', LoginPage));
    expect(page.getByRole('heading', { level: 1, name: 'Customer area' })).toBeTruthy();
    expect(page.getByRole('link', { name: 'CV and job services' }).getAttribute('href')).toBe('/en/services/job-matching');
    expect(page.getByRole('link', { name: /Browse the job vacancies/ }).getAttribute('href')).toBe('/en/jobs');
  });

  it('gives each page its metadata in its edition', async () => {
    setTestEdition('en');
    const consulting = await consultingMetadata();
    expect(consulting.title).toBe('Consulting and studies');
    expect(consulting.alternates?.canonical).toBe('/en/services/consulting');
    expect((await servicesMetadata()).title).toBe('Our services');
    setTestEdition('ar');
    const delivery = await deliveryMetadata();
    expect(delivery.description).toContain('2,000\u00a0FCFA');
    expect(delivery.openGraph?.locale).toBe('ar_AR');
  });
});
