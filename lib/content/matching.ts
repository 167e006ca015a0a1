// Employment matching (/services/mise-en-relation): the 7 steps, the job-seeker price plans and the CV call to action.
// Their structure here (order, prices, links); their words in each edition in lib/i18n/<edition>/matching.ts. Server
// side only (it reads lib/i18n).
import type { Edition } from '@/lib/editions';
import { quoteRequestHref } from '@/lib/forms/quoteLink';
import { textsOf, type Texts } from '@/lib/i18n';
import { PAGES } from '@/lib/paths';
import type { IconName } from '@/lib/icons/names';
import { formatFcfa } from './money';

type MatchingTexts = Texts['matching'];

const STEP_ORDER = ['cv', 'profile', 'search', 'application', 'screening', 'interviews', 'hiring'] as const satisfies readonly (keyof MatchingTexts['steps']['list'])[];

/** The 7 steps from the pro CV to the hiring, in `edition`. */
export function matchingStepsOf(edition: Edition): readonly { title: string; text: string }[] {
  const list = textsOf(edition).matching.steps.list;
  return STEP_ORDER.map((key) => list[key]);
}

type Period = keyof MatchingTexts['periods'];

export type OneOffService = {
  name: string;
  /** FCFA. */
  price: number;
  /** Shown after the price ('/ mois'), or ''. */
  period: string;
};

const ONE_OFF_PRICES: readonly { key: keyof MatchingTexts['oneOff']; price: number; period?: Period }[] = [
  { key: 'alerts', price: 2000, period: 'month' },
  { key: 'cv', price: 5000 },
  { key: 'letter', price: 3000 },
  { key: 'interview', price: 7000 },
  { key: 'tests', price: 5000 },
];

/** À la carte services (one-off prices), in `edition`. */
export function oneOffServicesOf(edition: Edition): readonly OneOffService[] {
  const texts = textsOf(edition).matching;
  return ONE_OFF_PRICES.map(({ key, price, period }) => ({ name: texts.oneOff[key], price, period: period ? texts.periods[period] : '' }));
}

/** What the monthly, semester and annual plans all include, in `edition`. */
export function planFeaturesOf(edition: Edition): readonly string[] {
  return textsOf(edition).matching.features;
}

export type SubscriptionPlan = {
  id: 'monthly' | 'semester' | 'annual';
  name: string;
  /** FCFA. */
  price: number;
  period: string;
  highlighted: boolean;
  pitch: string;
};

const PLANS: readonly { id: SubscriptionPlan['id']; price: number; period: Period; highlighted: boolean }[] = [
  { id: 'monthly', price: 9900, period: 'month', highlighted: false },
  { id: 'semester', price: 39900, period: 'semester', highlighted: true },
  { id: 'annual', price: 49900, period: 'year', highlighted: false },
];

/** The price of the cheapest plan (FCFA), which the service's description names. */
export const CHEAPEST_PLAN_PRICE = Math.min(...PLANS.map((plan) => plan.price));

/** The monthly, semester (highlighted) and annual plans, in `edition`. */
export function subscriptionPlansOf(edition: Edition): readonly SubscriptionPlan[] {
  const texts = textsOf(edition).matching;
  return PLANS.map(({ id, price, period, highlighted }) => ({ id, price, highlighted, period: texts.periods[period], ...texts.plans[id] }));
}

const MATCHING_SERVICE = 'Mise en relation emploi';

/**
 * Quote link to order a plan or a one-off service, with a message naming it and its price in `edition` (a French
 * page address with its query: written in the edition where it is linked).
 */
export function orderHref(name: string, price: number, period: string, edition: Edition = 'fr'): string {
  const amount = `${formatFcfa(price, edition)}${period ? ` ${period}` : ''}`;
  return quoteRequestHref(MATCHING_SERVICE, textsOf(edition).matching.pricing.orderMessage(name, amount));
}

/** A button of the CV call to action; `href` is a French page address (with its query). */
export type CvAction = { icon: IconName; label: string; text: string; href: string };

/** The four buttons of the CV call to action in `edition`, each leading somewhere real. */
export function cvActionsOf(edition: Edition): readonly CvAction[] {
  const { proCv, deposit, letter, file } = textsOf(edition).matching.cv.actions;
  return [
    { icon: 'FileText', label: proCv.label, text: proCv.text, href: quoteRequestHref(MATCHING_SERVICE, proCv.message) },
    { icon: 'UserPlus', label: deposit.label, text: deposit.text, href: PAGES.spontaneousApplication },
    { icon: 'PenLine', label: letter.label, text: letter.text, href: quoteRequestHref(MATCHING_SERVICE, letter.message) },
    { icon: 'FolderOpen', label: file.label, text: file.text, href: quoteRequestHref(MATCHING_SERVICE, file.message) },
  ];
}

// The French edition's, as before the editions (lib/content/content.test.ts): the functions above in any edition.
export const MATCHING_STEPS = matchingStepsOf('fr');
export const ONE_OFF_SERVICES = oneOffServicesOf('fr');
export const PLAN_FEATURES = planFeaturesOf('fr');
export const SUBSCRIPTION_PLANS = subscriptionPlansOf('fr');
export const CV_ACTIONS = cvActionsOf('fr');
