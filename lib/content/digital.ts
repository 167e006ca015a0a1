// The digital service pages (/digital/{slug}): one table, one page component (components/services/DigitalServicePage).
// The order, icons and quote-form services are here; the words are the edition's (lib/i18n/<edition>/digital.ts).
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';
import type { QuoteService } from '@/lib/forms/serviceOptions';
import { quoteRequestHref } from '@/lib/forms/quoteLink';
import { textsOf } from '@/lib/i18n';
import type { Texts } from '@/lib/i18n/types';
import type { IconName } from '@/lib/icons/names';
import type { Offering } from './services';

type DigitalSlug = keyof Texts['digital']['services'];

export type DigitalService = {
  slug: string;
  title: string;
  icon: IconName;
  /** Meta description. */
  description: string;
  /** Line under the h1. */
  intro: string;
  heading: string;
  paragraphs: string[];
  offerings: Offering[];
  /** What the client receives. */
  deliverables: string[];
  /** Service preselected in the quote form (its French option), and an optional message to start from. */
  quote: { service: QuoteService; message?: string };
};

/** The digital pages in order: slug, icon, the icons of its offerings (in the order of their texts), quote service. */
export const DIGITAL_SERVICES: readonly { slug: DigitalSlug; icon: IconName; offeringIcons: readonly IconName[]; quoteService: QuoteService }[] = [
  {
    slug: 'transformation-digitale',
    icon: 'Rocket',
    offeringIcons: ['ScanSearch', 'Compass', 'Cloud', 'GraduationCap'],
    quoteService: 'Autres',
  },
  {
    slug: 'strategie-marketing-digital',
    icon: 'Target',
    offeringIcons: ['ScanSearch', 'Users', 'Megaphone', 'ChartLine'],
    quoteService: 'Stratégie de marketing digital',
  },
  {
    slug: 'strategie-communication-digitale',
    icon: 'MessageCircle',
    offeringIcons: ['FileText', 'PenLine', 'Share2', 'ShieldCheck'],
    quoteService: 'Rédaction de contenu web',
  },
  {
    slug: 'developpement-applicatif',
    icon: 'Code',
    offeringIcons: ['Laptop', 'Smartphone', 'Workflow', 'ShieldCheck'],
    quoteService: 'Autres',
  },
  {
    slug: 'data-analyse',
    icon: 'ChartPie',
    offeringIcons: ['ClipboardList', 'Database', 'ChartColumn', 'Lightbulb'],
    quoteService: 'Autres',
  },
  {
    slug: 'conception-graphique',
    icon: 'PenTool',
    offeringIcons: ['Gem', 'Image', 'Megaphone', 'Smartphone'],
    quoteService: 'Conception graphique',
  },
];

/** The digital pages in `edition`. */
export function digitalServicesOf(edition: Edition): DigitalService[] {
  const texts = textsOf(edition).digital.services;
  return DIGITAL_SERVICES.map(({ slug, icon, offeringIcons, quoteService }) => {
    const words = texts[slug];
    const message = 'quoteMessage' in words ? words.quoteMessage : undefined;
    return {
      slug,
      icon,
      title: words.title,
      description: words.description,
      intro: words.intro,
      heading: words.heading,
      paragraphs: [...words.paragraphs],
      offerings: words.offerings.map((offering, index) => ({ icon: offeringIcons[index] ?? icon, title: offering.title, text: offering.text })),
      deliverables: [...words.deliverables],
      quote: message ? { service: quoteService, message } : { service: quoteService },
    };
  });
}

/** The French digital pages (their slugs for the sitemap and the routes; tests). */
export const digitalServices: DigitalService[] = digitalServicesOf(DEFAULT_EDITION);

export function findDigitalService(slug: string, edition: Edition = DEFAULT_EDITION): DigitalService | undefined {
  return digitalServicesOf(edition).find((service) => service.slug === slug);
}

/** The quote form's French address with the service's service and message prefilled (write it in the edition with pageIn). */
export function digitalQuoteHref(service: DigitalService): string {
  return quoteRequestHref(service.quote.service, service.quote.message);
}
