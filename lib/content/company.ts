// Who ADIVE is: values, mission, vision, history, reasons to choose it, skill bars (home and About pages). The icons,
// order and figures are here; the words are the edition's (lib/i18n/<edition>/about.ts).
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import type { Texts } from '@/lib/i18n/types';
import type { IconName } from '@/lib/icons/names';
import { CLIENT_COUNT, PARTNER_COUNT, YEARS_OF_EXPERIENCE } from './counters';

export type Value = { icon: IconName; title: string; text: string };
export type Statement = { heading: string; text: string; points: readonly string[] };

type AboutTexts = Texts['about'];

/** The firm's values, in order, each with its icon. */
const VALUE_ICONS = {
  excellence: 'Award',
  integrity: 'ShieldCheck',
  proximity: 'HeartHandshake',
  innovation: 'Lightbulb',
} as const satisfies Record<keyof AboutTexts['values'], IconName>;

/** The reasons to choose ADIVE, in order, each with its icon. */
const REASON_ICONS = {
  field: 'MapPin',
  experts: 'Users',
  tailored: 'Layers',
  single: 'Handshake',
  results: 'ChartLine',
  fast: 'Zap',
} as const satisfies Record<keyof AboutTexts['whyChooseUs'], IconName>;

/** The About page's skill bars, in percent, in order. */
const SKILL_PERCENTS = {
  studies: 98,
  consulting: 97,
  training: 96,
  digital: 94,
  matching: 92,
} as const satisfies Record<keyof AboutTexts['skills'], number>;

function cards<Key extends string>(icons: Readonly<Record<Key, IconName>>, words: Readonly<Record<Key, { title: string; text: string }>>): Value[] {
  return (Object.keys(icons) as Key[]).map((key) => ({ icon: icons[key], title: words[key].title, text: words[key].text }));
}

export function valuesOf(edition: Edition): Value[] {
  return cards(VALUE_ICONS, textsOf(edition).about.values);
}

export function missionOf(edition: Edition): Statement {
  return textsOf(edition).about.mission;
}

export function visionOf(edition: Edition): Statement {
  return textsOf(edition).about.vision;
}

export function historyOf(edition: Edition): { heading: string; paragraphs: string[] } {
  const history = textsOf(edition).about.history;
  return {
    heading: history.heading,
    paragraphs: [history.origin, history.growth(YEARS_OF_EXPERIENCE, CLIENT_COUNT, PARTNER_COUNT), history.today],
  };
}

export function whyChooseUsOf(edition: Edition): Value[] {
  return cards(REASON_ICONS, textsOf(edition).about.whyChooseUs);
}

export function skillsOf(edition: Edition): { label: string; percent: number }[] {
  const labels = textsOf(edition).about.skills;
  return (Object.keys(SKILL_PERCENTS) as (keyof typeof SKILL_PERCENTS)[]).map((key) => ({ label: labels[key], percent: SKILL_PERCENTS[key] }));
}

/** The French history and skill bars (tests). */
export const HISTORY = historyOf(DEFAULT_EDITION);
export const SKILLS: readonly { label: string; percent: number }[] = skillsOf(DEFAULT_EDITION);
