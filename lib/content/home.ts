// Static content of the home page (/ and /accueil).
import { quoteRequestHref } from '@/lib/forms/quoteLink';
import { PAGES } from '@/lib/paths';
import { CLIENT_COUNT, SATISFIED_PERCENT } from './counters';
import { SERVICE_CARDS, SERVICES, type Action, type ServiceContent } from './services';

export const HERO = {
  eyebrow: 'Agence du digital et de la vente',
  heading: 'Conseil, formation, recrutement et digital pour faire grandir votre entreprise',
  text: "ADIVE accompagne les entreprises et les institutions du Burkina Faso et de l'Afrique de l'Ouest : études de marché, formations professionnelles, mise en relation emploi, équipes commerciales et services digitaux.",
  actions: [
    { label: 'Demander un devis', href: quoteRequestHref(), primary: true },
    { label: 'Nous contacter', href: PAGES.contact },
  ] satisfies Action[],
  proofs: [`Plus de ${CLIENT_COUNT} clients accompagnés`, `${SATISFIED_PERCENT}% de clients satisfaits`],
};

export const ABOUT_SUMMARY = {
  eyebrow: 'Qui sommes-nous ?',
  heading: 'Un partenaire unique pour vendre, former et recruter',
  paragraphs: [
    "Basée à Ouagadougou, ADIVE réunit des consultants, des formateurs, des recruteurs et des spécialistes du digital. Ensemble, ils apportent aux entreprises les compétences qui leur manquent pour atteindre leurs objectifs.",
    "Études de marché, formations sur mesure, recrutement, équipes terrain ou stratégie digitale : nous construisons avec vous une réponse adaptée à votre marché et à votre budget.",
  ],
};

/**
 * The firm's presentation video on YouTube (played from youtube-nocookie.com, only after a click).
 * PRESENTATION_VIDEO_ID overrides the default id without a code change.
 */
export const PRESENTATION_VIDEO = {
  youtubeId: process.env.PRESENTATION_VIDEO_ID?.trim() || 'hY7m5jjJ9mM',
  title: "Présentation d'ADIVE, Agence du digital et de la vente",
  heading: 'Découvrez ADIVE en vidéo',
  text: "Notre équipe vous présente ses métiers, sa façon de travailler et quelques projets menés avec des entreprises d'Afrique de l'Ouest.",
};

/** The services shown on the home page (the 7th, delivery, is on /nos-services). */
export const HOME_SERVICES: readonly ServiceContent[] = SERVICE_CARDS.filter((service) => service !== SERVICES.livraison);

export type Testimonial = { quote: string; name: string; role: string };

/** The two client testimonials the home page shows. */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      "L'étude de marché menée par ADIVE nous a permis de choisir le bon quartier pour notre deuxième boutique et d'ajuster nos prix. L'équipe a été disponible du début à la fin, et les recommandations étaient directement applicables.",
    name: 'Aminata Sawadogo',
    role: 'Gérante de boutiques de cosmétiques, Ouagadougou',
  },
  {
    quote:
      "J'ai refait mon CV et préparé mes entretiens avec ADIVE. Les conseils étaient précis et concrets : quelques semaines plus tard, j'étais recruté comme assistant commercial dans une entreprise de distribution.",
    name: 'Ismaël Kaboré',
    role: 'Assistant commercial, Bobo-Dioulasso',
  },
];

export const HOME_CTA = {
  heading: 'Un projet, une question ? Parlons-en.',
  text: 'Décrivez-nous votre besoin : un conseiller vous répond et vous propose une solution adaptée.',
};
