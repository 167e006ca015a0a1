// Employment matching (/services/mise-en-relation): the 7 steps, the job-seeker price plans and the CV call to action.
import { quoteRequestHref } from '@/lib/forms/quoteLink';
import { PAGES } from '@/lib/paths';
import type { IconName } from '@/lib/icons/names';
import { formatFcfa } from './money';

export const MATCHING_STEPS: readonly { title: string; text: string }[] = [
  {
    title: 'Création du CV professionnel',
    text: 'Nous rédigeons avec vous un CV clair et valorisant, adapté aux attentes des recruteurs de la sous-région.',
  },
  {
    title: 'Création du profil',
    text: 'Vos compétences, vos diplômes et vos souhaits sont enregistrés dans notre vivier de candidats.',
  },
  {
    title: "Recherche d'emploi",
    text: "Nous rapprochons votre profil des offres de nos entreprises partenaires et des postes que nous suivons pour vous.",
  },
  {
    title: 'Candidature',
    text: 'Votre dossier est transmis aux recruteurs avec une lettre de motivation ciblée pour chaque poste.',
  },
  {
    title: 'Évaluation des candidatures',
    text: "Les recruteurs reçoivent des profils présélectionnés ; nous vous tenons informé de l'avancement.",
  },
  {
    title: 'Entretiens',
    text: 'Nous vous préparons aux entretiens et aux tests, puis organisons les rencontres avec les employeurs.',
  },
  {
    title: 'Sélection finale et embauche',
    text: "Nous accompagnons les deux parties jusqu'à la signature du contrat et la prise de poste.",
  },
];

export type OneOffService = {
  name: string;
  /** FCFA. */
  price: number;
  /** Shown after the price ('/ mois'), or ''. */
  period: string;
};

/** À la carte services (one-off prices). */
export const ONE_OFF_SERVICES: readonly OneOffService[] = [
  { name: "Pack alertes d'offres d'emploi", price: 2000, period: '/ mois' },
  { name: 'CV professionnel', price: 5000, period: '' },
  { name: 'Lettre de motivation', price: 3000, period: '' },
  { name: "Formation à l'entretien d'embauche", price: 7000, period: '' },
  { name: 'Préparation pratique aux tests de recrutement', price: 5000, period: '' },
];

/** What the monthly, semester and annual plans all include. */
export const PLAN_FEATURES: readonly string[] = [
  "Alertes d'offres d'emploi",
  'CV professionnel',
  'Lettre de motivation',
  "Formation à l'entretien d'embauche",
  'Préparation aux tests de recrutement',
];

export type SubscriptionPlan = {
  id: 'monthly' | 'semester' | 'annual';
  name: string;
  /** FCFA. */
  price: number;
  period: string;
  highlighted: boolean;
  pitch: string;
};

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    id: 'monthly',
    name: 'Formule mensuelle',
    price: 9900,
    period: '/ mois',
    highlighted: false,
    pitch: 'Pour une recherche ciblée et rapide.',
  },
  {
    id: 'semester',
    name: 'Formule semestrielle',
    price: 39900,
    period: '/ 6 mois',
    highlighted: true,
    pitch: 'Le meilleur équilibre pour décrocher le bon poste.',
  },
  {
    id: 'annual',
    name: 'Formule annuelle',
    price: 49900,
    period: '/ an',
    highlighted: false,
    pitch: "Un accompagnement suivi toute l'année.",
  },
];

/** The job-seeker services are provided online only. */
export const PLANS_ONLINE_ONLY_NOTE = 'Tous ces services sont fournis exclusivement en ligne.';

const MATCHING_SERVICE = 'Mise en relation emploi';

/** Quote link to order a plan or a one-off service, with a message naming it and its price. */
export function orderHref(name: string, price: number, period: string): string {
  const amount = `${formatFcfa(price)}${period ? ` ${period}` : ''}`;
  return quoteRequestHref(MATCHING_SERVICE, `Je souhaite souscrire à : ${name} (${amount}).`);
}

export type CvAction = { icon: IconName; label: string; text: string; href: string };

/** The four buttons of the CV call to action, each leading somewhere real. */
export const CV_ACTIONS: readonly CvAction[] = [
  {
    icon: 'FileText',
    label: 'Créer un CV pro',
    text: 'Un spécialiste du recrutement rédige avec vous un CV clair et percutant.',
    href: quoteRequestHref(MATCHING_SERVICE, 'Je souhaite faire rédiger un CV professionnel.'),
  },
  {
    icon: 'UserPlus',
    label: 'Déposer un CV',
    text: 'Déposez votre CV en ligne, même sans offre ouverte, pour rejoindre notre vivier de candidats.',
    href: PAGES.spontaneousApplication,
  },
  {
    icon: 'PenLine',
    label: 'Créer une lettre de motivation',
    text: 'Une lettre ciblée pour chaque offre, qui donne envie de vous rencontrer.',
    href: quoteRequestHref(MATCHING_SERVICE, 'Je souhaite faire rédiger une lettre de motivation.'),
  },
  {
    icon: 'FolderOpen',
    label: 'Espace constitution de dossier',
    text: 'Diplômes, attestations, pièces administratives : nous vous aidons à réunir un dossier complet.',
    href: quoteRequestHref(MATCHING_SERVICE, 'Je souhaite être accompagné(e) pour constituer mon dossier de candidature.'),
  },
];
