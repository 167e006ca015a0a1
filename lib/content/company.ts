// Who ADIVE is: values, mission, vision, history, reasons to choose it, skill bars (home and About pages).
import { CLIENT_COUNT, PARTNER_COUNT, YEARS_OF_EXPERIENCE } from './counters';
import type { IconName } from '@/lib/icons/names';

export type Value = { icon: IconName; title: string; text: string };

export const VALUES: readonly Value[] = [
  {
    icon: 'Award',
    title: 'Excellence',
    text: 'Des livrables soignés, des délais tenus et des résultats mesurés : nous visons le meilleur pour chaque mission.',
  },
  {
    icon: 'ShieldCheck',
    title: 'Intégrité',
    text: 'Transparence sur nos prix, nos méthodes et nos résultats, et confidentialité de vos informations.',
  },
  {
    icon: 'HeartHandshake',
    title: 'Proximité',
    text: "Une équipe installée à Ouagadougou, disponible et à l'écoute, qui connaît les réalités de votre marché.",
  },
  {
    icon: 'Lightbulb',
    title: 'Innovation',
    text: 'Les outils numériques au service de votre croissance, adaptés à votre budget et à vos clients.',
  },
];

export const MISSION = {
  heading: 'Notre mission',
  text: "Aider les entreprises, les institutions et les porteurs de projets d'Afrique de l'Ouest à mieux vendre, à mieux recruter et à réussir leur passage au numérique, en leur apportant des compétences, des données et des équipes fiables.",
  points: [
    'Éclairer les décisions par des études et des conseils fondés sur le terrain',
    'Former les équipes aux compétences dont le marché a besoin',
    'Rapprocher les talents et les entreprises qui recrutent',
    'Rendre le digital accessible aux PME',
  ],
};

export const VISION = {
  heading: 'Notre vision',
  text: "Devenir le partenaire de référence de la croissance des entreprises au Burkina Faso et dans la sous-région : celui qu'on appelle pour comprendre un marché, renforcer une équipe ou lancer un projet digital.",
  points: [
    'Une économie locale plus compétitive et plus connectée',
    'Des jeunes diplômés mieux préparés au monde du travail',
    'Des PME qui exploitent pleinement le numérique',
  ],
};

export const HISTORY = {
  heading: 'Notre histoire',
  paragraphs: [
    "ADIVE, l'Agence du digital et de la vente, est née à Ouagadougou de la rencontre de consultants en marketing, de formateurs et de spécialistes du recrutement qui faisaient le même constat : les entreprises locales ont besoin d'un partenaire unique pour vendre, former et recruter.",
    `En ${YEARS_OF_EXPERIENCE} ans, l'agence a accompagné plus de ${CLIENT_COUNT} clients et tissé un réseau de ${PARTNER_COUNT} partenaires : entreprises, centres de formation, institutions et médias. Elle a élargi son offre aux services digitaux, à la prospection terrain et à la livraison.`,
    "Aujourd'hui, ADIVE poursuit la même ambition : mettre des compétences de haut niveau à la portée des entreprises de toutes tailles, au Burkina Faso et en Afrique de l'Ouest.",
  ],
};

export const WHY_CHOOSE_US: readonly Value[] = [
  {
    icon: 'MapPin',
    title: 'Une connaissance fine du terrain',
    text: 'Nous travaillons au quotidien avec les consommateurs, les commerçants et les recruteurs burkinabè.',
  },
  {
    icon: 'Users',
    title: 'Des experts praticiens',
    text: 'Consultants, formateurs, recruteurs et spécialistes du digital réunis dans une seule équipe.',
  },
  {
    icon: 'Layers',
    title: 'Des solutions sur mesure',
    text: "Chaque mission part de vos objectifs et de votre budget, jamais d'une offre standard.",
  },
  {
    icon: 'Handshake',
    title: 'Un interlocuteur unique',
    text: "Un chef de projet vous suit du premier rendez-vous jusqu'au bilan de la mission.",
  },
  {
    icon: 'ChartLine',
    title: 'Des résultats mesurés',
    text: 'Indicateurs fixés au départ, rapports réguliers et bilan chiffré en fin de mission.',
  },
  {
    icon: 'Zap',
    title: 'Une réponse rapide',
    text: 'Une proposition claire dans les meilleurs délais après votre demande de devis.',
  },
];

/** The About page's skill bars, in percent. */
export const SKILLS: readonly { label: string; percent: number }[] = [
  { label: 'Études', percent: 98 },
  { label: 'Conseil', percent: 97 },
  { label: 'Formation', percent: 96 },
  { label: 'Digital', percent: 94 },
  { label: 'Mise en relation emploi', percent: 92 },
];
