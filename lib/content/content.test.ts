import { QUOTE_SERVICES } from '@/lib/forms/serviceOptions';
import { PAGES } from '@/lib/paths';
import { SKILLS, HISTORY } from './company';
import {
  COMPANY_COUNTERS,
  COUNT_UP_DURATION_MS,
  DELIVERY_COUNTERS,
  DESIGN_COUNTERS,
  formatCounter,
  formatCounterNumber,
} from './counters';
import { DELIVERY_PRICES } from './delivery';
import { digitalQuoteHref, digitalServices, findDigitalService } from './digital';
import { HERO, TESTIMONIALS } from './home';
import { CV_ACTIONS, ONE_OFF_SERVICES, PLAN_FEATURES, SUBSCRIPTION_PLANS, MATCHING_STEPS, orderHref } from './matching';
import { formatFcfa } from './money';
import { SERVICE_CARDS, SERVICES, WORK_PROCESS } from './services';

const texts = (stats: readonly Parameters<typeof formatCounter>[0][]) => stats.map((stat) => formatCounter(stat));

function quoteParams(href: string): URLSearchParams {
  const url = new URL(href, 'http://localhost');
  expect(url.pathname).toBe('/demander-un-devis');
  return url.searchParams;
}

describe('counters (spec section 9)', () => {
  it('has the home, delivery and design figures of the spec', () => {
    expect(texts(COMPANY_COUNTERS)).toEqual(['5', '100', '500', '95%', '900']);
    expect(texts(DELIVERY_COUNTERS)).toEqual(['200+', '100+', '500+', '95%', '900+']);
    expect(texts(DESIGN_COUNTERS)).toEqual(['8,2k', '4,1k', '2,9k', '2,1k']);
    expect(COUNT_UP_DURATION_MS).toBe(2000);
  });

  it('formats intermediate values with the final number of decimals', () => {
    expect(formatCounterNumber(0, 1)).toBe('0,0');
    expect(formatCounterNumber(4.06, 1)).toBe('4,1');
    expect(formatCounterNumber(499.6)).toBe('500');
    expect(formatCounter({ value: 95, suffix: '%' }, 12.4)).toBe('12%');
  });
});

describe('prices', () => {
  it('formats FCFA amounts with non-breaking spaces', () => {
    expect(formatFcfa(39900)).toBe('39\u00a0900\u00a0FCFA');
    expect(formatFcfa(2000)).toBe('2\u00a0000\u00a0FCFA');
  });

  it('has the job-seeker plans of the spec, the semester one highlighted', () => {
    expect(SUBSCRIPTION_PLANS.map((plan) => [plan.name, plan.price, plan.highlighted])).toEqual([
      ['Formule mensuelle', 9900, false],
      ['Formule semestrielle', 39900, true],
      ['Formule annuelle', 49900, false],
    ]);
    expect(ONE_OFF_SERVICES.map((service) => service.price)).toEqual([2000, 5000, 3000, 7000, 5000]);
    expect(ONE_OFF_SERVICES[0]?.period).toBe('/ mois');
    expect(PLAN_FEATURES).toHaveLength(5);
  });

  it('has the delivery prices of the spec', () => {
    expect(DELIVERY_PRICES.map((price) => price.from)).toEqual([1000, 2000]);
    expect(SERVICES.livraison.description).toContain(formatFcfa(1000));
    expect(SERVICES.livraison.description).toContain(formatFcfa(2000));
    expect(SERVICES['mise-en-relation'].description).toContain(formatFcfa(9900));
  });

  it('orders a plan through the quote form, the plan and its price in the message', () => {
    const params = quoteParams(orderHref('Formule semestrielle', 39900, '/ 6 mois'));
    expect(params.get('service')).toBe('Mise en relation emploi');
    expect(params.get('message')).toBe(`Je souhaite souscrire à\u00a0: Formule semestrielle (${formatFcfa(39900)} / 6 mois).`);
  });
});

describe('About content', () => {
  it('has the skill bars of the spec, in order', () => {
    expect(SKILLS.map((skill) => [skill.label, skill.percent])).toEqual([
      ['Études', 98],
      ['Conseil', 97],
      ['Formation', 96],
      ['Digital', 94],
      ['Mise en relation emploi', 92],
    ]);
  });

  it('builds the figures of the story from the counters', () => {
    expect(HISTORY.paragraphs.join(' ')).toContain('En 5 ans');
    expect(HISTORY.paragraphs.join(' ')).toContain('plus de 500 clients');
    expect(HERO.proofs).toEqual(['Plus de 500 clients accompagnés', '95% de clients satisfaits']);
  });
});

describe('services', () => {
  it('has 7 service cards, one per /services page, and the 4-step work process', () => {
    expect(SERVICE_CARDS.map((service) => service.slug)).toEqual([
      'formations-profesionnelles',
      'conseils',
      'mise-en-relation',
      'prospection',
      'strategie-marketing-digital',
      'conception-graphique',
      'livraison',
    ]);
    expect(WORK_PROCESS.map((step) => step.title)).toEqual([
      'Analyse des besoins',
      'Planification et conception',
      'Développement et mise en œuvre',
      'Évaluation',
    ]);
    expect(MATCHING_STEPS).toHaveLength(7);
    expect(TESTIMONIALS).toHaveLength(2);
  });

  it('never links to "#", and every prefilled quote link names a service of the quote form', () => {
    const hrefs = [
      ...Object.values(SERVICES).flatMap((service) => service.cta.actions.map((action) => action.href)),
      ...CV_ACTIONS.map((action) => action.href),
      ...HERO.actions.map((action) => action.href),
      ...digitalServices.map(digitalQuoteHref),
    ];
    for (const href of hrefs) {
      expect(href).not.toMatch(/^#|^$/);
      if (href.startsWith('/demander-un-devis?')) {
        expect(QUOTE_SERVICES).toContain(quoteParams(href).get('service'));
      }
    }
    expect(CV_ACTIONS.map((action) => action.label)).toEqual([
      'Créer un CV pro',
      'Déposer un CV',
      'Créer une lettre de motivation',
      'Espace constitution de dossier',
    ]);
  });

  it('sends no CV by e-mail: « Déposer un CV » leads to the spontaneous application, kept with the other CVs', () => {
    expect(CV_ACTIONS.find((action) => action.label === 'Déposer un CV')?.href).toBe(PAGES.spontaneousApplication);
    expect(CV_ACTIONS.filter((action) => action.href.startsWith('mailto:'))).toEqual([]);
  });

  it('has unique titles and descriptions', () => {
    const services = Object.values(SERVICES);
    expect(new Set(services.map((service) => service.title)).size).toBe(services.length);
    expect(new Set(services.map((service) => service.description)).size).toBe(services.length);
  });
});

describe('digital pages', () => {
  it('has the digital paths of the route table, each with its content', () => {
    expect(digitalServices.map((service) => service.slug).sort()).toEqual([
      'conception-graphique',
      'data-analyse',
      'developpement-applicatif',
      'strategie-communication-digitale',
      'strategie-marketing-digital',
      'transformation-digitale',
    ]);
    for (const service of digitalServices) {
      expect(service.paragraphs.length).toBeGreaterThan(0);
      expect(service.offerings.length).toBeGreaterThan(0);
      expect(service.deliverables.length).toBeGreaterThan(0);
    }
    expect(findDigitalService('data-analyse')?.title).toBe('Data et analyse');
    expect(findDigitalService('inconnu')).toBeUndefined();
  });

  it('preselects the matching service in the quote form', () => {
    const marketing = findDigitalService('strategie-marketing-digital')!;
    expect(quoteParams(digitalQuoteHref(marketing)).get('service')).toBe('Stratégie de marketing digital');
    const design = findDigitalService('conception-graphique')!;
    expect(quoteParams(digitalQuoteHref(design)).get('service')).toBe('Conception graphique');
  });
});
