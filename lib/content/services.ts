// The service pages (/services/...), the 7 cards of /nos-services and the 4-step work process: their structure here
// (slugs, icons, order, prices, links), their words in each edition in lib/i18n/<edition>/services.ts. Static marketing
// content: one entry per page, rendered by components/services/ServicePage.tsx. Server side only (it reads lib/i18n).
import type { Edition } from '@/lib/editions';
import { quoteRequestHref } from '@/lib/forms/quoteLink';
import { textsOf, type Texts } from '@/lib/i18n';
import { PAGES, type ServiceSlug } from '@/lib/paths';
import { DELIVERY_PRICE_OUAGADOUGOU, DELIVERY_PRICE_OUTSIDE } from './delivery';
import type { IconName } from '@/lib/icons/names';
import { CHEAPEST_PLAN_PRICE } from './matching';
import { formatFcfa } from './money';

/** A call to action; `href` is a French page address (ActionLinks writes it in the page's edition) or an outside one. */
export type Action = { label: string; href: string; primary?: boolean };

export type Offering = { icon: IconName; title: string; text: string };

export type ServiceContent = {
  slug: ServiceSlug;
  /** Page title (h1, <title>) and card title. */
  title: string;
  /** Last crumb of the breadcrumb. */
  crumb: string;
  icon: IconName;
  /** Meta description. */
  description: string;
  /** Text of the card on /nos-services and on the home page. */
  cardText: string;
  /** Line under the h1. */
  intro: string;
  heading: string;
  paragraphs: readonly string[];
  /** Short selling points shown beside the text. */
  highlights: readonly string[];
  offeringsHeading: string;
  offerings: Offering[];
  cta: { heading: string; text: string; actions: Action[] };
};

type ServicesTexts = Texts['services'];
type PageTexts = ServicesTexts['pages'];

/** Each service's icon, its offerings' icons (in the order shown) and its calls to action. */
type ServiceStructure<S extends ServiceSlug> = {
  icon: IconName;
  offerings: { readonly [Key in keyof PageTexts[S]['offerings']]: IconName };
  description: (words: PageTexts[S], edition: Edition) => string;
  actions: (words: PageTexts[S], texts: ServicesTexts) => Action[];
};

const contact = (texts: ServicesTexts): Action => ({ label: texts.contactUs, href: PAGES.contact });

const STRUCTURE: { readonly [S in ServiceSlug]: ServiceStructure<S> } = {
  'formations-profesionnelles': {
    icon: 'GraduationCap',
    offerings: { interCompany: 'Users', inHouse: 'Building2', eLearning: 'Laptop', sales: 'Handshake', marketing: 'Megaphone', management: 'Award' },
    description: (words) => words.description,
    actions: (words, texts) => [
      { label: words.cta.trainings, href: PAGES.trainings, primary: true },
      { label: texts.requestQuote, href: quoteRequestHref('Formation professionnelle') },
    ],
  },
  conseils: {
    icon: 'ScanSearch',
    offerings: {
      marketStudies: 'ScanSearch',
      feasibility: 'ClipboardCheck',
      satisfaction: 'MessageCircle',
      salesStrategy: 'Target',
      organisation: 'Workflow',
      data: 'Database',
    },
    description: (words) => words.description,
    actions: (words, texts) => [
      { label: texts.requestQuote, href: quoteRequestHref('Autres', words.cta.quoteMessage), primary: true },
      contact(texts),
    ],
  },
  'mise-en-relation': {
    icon: 'UserPlus',
    offerings: {},
    description: (words, edition) => words.description(formatFcfa(CHEAPEST_PLAN_PRICE, edition)),
    actions: (words) => [
      { label: words.cta.recruit, href: quoteRequestHref('Mise en relation emploi', words.cta.recruitMessage), primary: true },
      { label: words.cta.jobs, href: PAGES.jobs },
    ],
  },
  prospection: {
    icon: 'Briefcase',
    offerings: { prospecting: 'Search', salesForce: 'Briefcase', hostesses: 'Megaphone', dataCollection: 'ClipboardList' },
    description: (words) => words.description,
    actions: (_, texts) => [{ label: texts.requestQuote, href: quoteRequestHref('Prospection commerciale'), primary: true }, contact(texts)],
  },
  'strategie-marketing-digital': {
    icon: 'Megaphone',
    offerings: { audit: 'Compass', socialMedia: 'Share2', onlineAds: 'Megaphone', seo: 'Search', webWriting: 'PenLine', results: 'ChartLine' },
    description: (words) => words.description,
    actions: (_, texts) => [
      { label: texts.requestQuote, href: quoteRequestHref('Stratégie de marketing digital'), primary: true },
      contact(texts),
    ],
  },
  'conception-graphique': {
    icon: 'PenTool',
    offerings: { identity: 'Gem', print: 'Printer', social: 'Image', presentations: 'Presentation' },
    description: (words) => words.description,
    actions: (_, texts) => [{ label: texts.requestQuote, href: quoteRequestHref('Conception graphique'), primary: true }, contact(texts)],
  },
  livraison: {
    icon: 'Truck',
    offerings: { express: 'Bike', outside: 'Truck', eCommerce: 'Store', errands: 'Package' },
    description: (words, edition) =>
      words.description(formatFcfa(DELIVERY_PRICE_OUAGADOUGOU, edition), formatFcfa(DELIVERY_PRICE_OUTSIDE, edition)),
    // The delivery page closes on its own calls (components/services/DeliveryOffer.tsx).
    actions: () => [],
  },
};

/** The order of the 7 cards of /nos-services (the menu's). */
const CARD_ORDER: readonly ServiceSlug[] = [
  'formations-profesionnelles',
  'conseils',
  'mise-en-relation',
  'prospection',
  'strategie-marketing-digital',
  'conception-graphique',
  'livraison',
];

function build<S extends ServiceSlug>(slug: S, edition: Edition): ServiceContent {
  const texts = textsOf(edition).services;
  const words = texts.pages[slug];
  const structure: ServiceStructure<S> = STRUCTURE[slug];
  const offeringWords = words.offerings as Readonly<Record<string, { title: string; text: string }>>;
  return {
    slug,
    title: words.title,
    crumb: words.crumb,
    icon: structure.icon,
    description: structure.description(words, edition),
    cardText: words.cardText,
    intro: words.intro,
    heading: words.heading,
    paragraphs: words.paragraphs,
    highlights: words.highlights,
    offeringsHeading: words.offeringsHeading,
    offerings: Object.entries(structure.offerings as Readonly<Record<string, IconName>>).flatMap(([key, icon]) => {
      const offering = offeringWords[key];
      return offering ? [{ icon, title: offering.title, text: offering.text }] : [];
    }),
    cta: { heading: words.cta.heading, text: words.cta.text, actions: structure.actions(words, texts) },
  };
}

const built: Partial<Record<Edition, Readonly<Record<ServiceSlug, ServiceContent>>>> = {};

/** Every service page's content in `edition`, by slug. */
export function servicesOf(edition: Edition): Readonly<Record<ServiceSlug, ServiceContent>> {
  built[edition] ??= Object.fromEntries(CARD_ORDER.map((slug) => [slug, build(slug, edition)])) as Record<ServiceSlug, ServiceContent>;
  return built[edition];
}

/** One service page's content in `edition`. */
export function serviceOf(slug: ServiceSlug, edition: Edition): ServiceContent {
  return servicesOf(edition)[slug];
}

/** The 7 cards of /nos-services in `edition`, in menu order. */
export function serviceCardsOf(edition: Edition): readonly ServiceContent[] {
  const services = servicesOf(edition);
  return CARD_ORDER.map((slug) => services[slug]);
}

/** The 4-step work process of /nos-services in `edition`. */
export function workProcessOf(edition: Edition): readonly { title: string; text: string; icon: IconName }[] {
  const steps = textsOf(edition).services.process;
  return [
    { icon: 'Search', ...steps.needs },
    { icon: 'Compass', ...steps.planning },
    { icon: 'Rocket', ...steps.delivery },
    { icon: 'ChartColumn', ...steps.evaluation },
  ];
}

// The French edition's, for the pages not yet written in every edition (home, about): use the functions above.
/** Every service page's content in French, by slug (servicesOf(edition) in another edition). */
export const SERVICES: Readonly<Record<ServiceSlug, ServiceContent>> = servicesOf('fr');
/** The 7 cards of /nos-services in French, in menu order (serviceCardsOf(edition)). */
export const SERVICE_CARDS: readonly ServiceContent[] = serviceCardsOf('fr');
/** The 4-step work process of /nos-services in French (workProcessOf(edition)). */
export const WORK_PROCESS: readonly { title: string; text: string; icon: IconName }[] = workProcessOf('fr');
