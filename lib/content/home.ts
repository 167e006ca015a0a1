// The home page's structure (/ and /accueil): its links, figures and testimonials' names; the words are the edition's
// (lib/i18n/<edition>/home.ts).
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';
import { quoteRequestHref } from '@/lib/forms/quoteLink';
import { textsOf } from '@/lib/i18n';
import { PAGES, pageIn } from '@/lib/paths';
import { CLIENT_COUNT, SATISFIED_PERCENT } from './counters';
import { serviceCardsOf, type Action, type ServiceContent } from './services';

export type HeroContent = { eyebrow: string; heading: string; text: string; actions: Action[]; proofs: string[] };

/** The hero of the home page in `edition`: its calls to action lead to that edition's pages. */
export function heroOf(edition: Edition): HeroContent {
  const texts = textsOf(edition).home.hero;
  return {
    eyebrow: texts.eyebrow,
    heading: texts.heading,
    text: texts.text,
    actions: [
      { label: texts.quote, href: pageIn(edition, quoteRequestHref()), primary: true },
      { label: texts.contact, href: pageIn(edition, PAGES.contact) },
    ],
    proofs: [texts.clients(CLIENT_COUNT), texts.satisfied(SATISFIED_PERCENT)],
  };
}

/** The French hero (tests). */
export const HERO: HeroContent = heroOf(DEFAULT_EDITION);

/**
 * The firm's presentation video on YouTube (played from youtube-nocookie.com, only after a click).
 * PRESENTATION_VIDEO_ID overrides the default id without a code change.
 */
export const PRESENTATION_VIDEO_ID = process.env.PRESENTATION_VIDEO_ID?.trim() || 'hY7m5jjJ9mM';

/** The services shown on the home page in `edition` (the 7th, delivery, is on /nos-services). */
export function homeServicesOf(edition: Edition): readonly ServiceContent[] {
  return serviceCardsOf(edition).filter((service) => service.slug !== 'livraison');
}

export type Testimonial = { quote: string; name: string; role: string };

/** The testimonials' authors (their words are each edition's, in this order). */
const TESTIMONIAL_NAMES = ['Aminata Sawadogo', 'Ismaël Kaboré'] as const;

/** The two client testimonials the home page shows, in `edition`. */
export function testimonialsOf(edition: Edition): Testimonial[] {
  const items = textsOf(edition).home.testimonials.items;
  return TESTIMONIAL_NAMES.map((name, index) => ({ name, quote: items[index]?.quote ?? '', role: items[index]?.role ?? '' }));
}

/** The French testimonials (tests). */
export const TESTIMONIALS: readonly Testimonial[] = testimonialsOf(DEFAULT_EDITION);
