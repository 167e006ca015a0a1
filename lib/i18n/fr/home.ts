// The home page's texts in French (/ and /accueil): hero, values, about summary, video, services, news, testimonials.
import { site } from '@/lib/site';

export const home = {
  metadata: {
    title: `${site.name} — ${site.legalName} | Conseil, formation et recrutement au Burkina Faso`,
    description: site.description,
  },
  hero: {
    eyebrow: 'Agence du digital et de la vente',
    heading: 'Conseil, formation, recrutement et digital pour faire grandir votre entreprise',
    text: "ADIVE accompagne les entreprises et les institutions du Burkina Faso et de l'Afrique de l'Ouest : études de marché, formations professionnelles, mise en relation emploi, équipes commerciales et services digitaux.",
    quote: 'Demander un devis',
    contact: 'Nous contacter',
    clients: (count: number) => `Plus de ${count} clients accompagnés`,
    satisfied: (percent: number) => `${percent}% de clients satisfaits`,
  },
  illustration: {
    sales: 'Vos ventes',
    growing: 'En progression',
    trainings: { title: 'Formations', text: 'sur mesure' },
    recruitment: { title: 'Recrutement', text: 'profils qualifiés' },
    digital: { title: 'Digital', text: 'stratégie et outils' },
  },
  values: {
    eyebrow: 'Nos valeurs',
    title: 'Ce qui guide chacune de nos missions',
    lead: 'Quatre engagements que nos clients retrouvent à chaque étape de notre collaboration.',
  },
  about: {
    eyebrow: 'Qui sommes-nous ?',
    heading: 'Un partenaire unique pour vendre, former et recruter',
    paragraphs: [
      "Basée à Ouagadougou, ADIVE réunit des consultants, des formateurs, des recruteurs et des spécialistes du digital. Ensemble, ils apportent aux entreprises les compétences qui leur manquent pour atteindre leurs objectifs.",
      "Études de marché, formations sur mesure, recrutement, équipes terrain ou stratégie digitale : nous construisons avec vous une réponse adaptée à votre marché et à votre budget.",
    ],
    more: 'En savoir plus sur ADIVE',
    figures: 'ADIVE en chiffres',
  },
  video: {
    eyebrow: 'En vidéo',
    title: "Présentation d'ADIVE, Agence du digital et de la vente",
    heading: 'Découvrez ADIVE en vidéo',
    text: "Notre équipe vous présente ses métiers, sa façon de travailler et quelques projets menés avec des entreprises d'Afrique de l'Ouest.",
    poster: 'Présentation',
    legalName: site.legalName,
    play: (title: string) => `Lire la vidéo : ${title}`,
  },
  services: {
    eyebrow: 'Nos services',
    title: "Tout ce qu'il faut pour vendre, former et recruter",
    lead: 'Des services complémentaires, à commander seuls ou réunis dans un accompagnement global.',
    all: 'Voir tous nos services',
  },
  news: {
    eyebrow: 'Actualités',
    title: 'Nos dernières actualités',
    lead: "Conseils, formations et opportunités : l'actualité d'ADIVE et de ses métiers.",
    all: 'Toutes nos actualités',
    empty: 'Aucune actualité pour le moment.',
  },
  testimonials: {
    eyebrow: 'Témoignages',
    title: 'Ils nous ont fait confiance',
    lead: 'Entreprises et candidats racontent ce que notre accompagnement leur a apporté.',
    /** In the order of lib/content/home.ts's TESTIMONIAL_NAMES. */
    items: [
      {
        quote:
          "L'étude de marché menée par ADIVE nous a permis de choisir le bon quartier pour notre deuxième boutique et d'ajuster nos prix. L'équipe a été disponible du début à la fin, et les recommandations étaient directement applicables.",
        role: 'Gérante de boutiques de cosmétiques, Ouagadougou',
      },
      {
        quote:
          "J'ai refait mon CV et préparé mes entretiens avec ADIVE. Les conseils étaient précis et concrets : quelques semaines plus tard, j'étais recruté comme assistant commercial dans une entreprise de distribution.",
        role: 'Assistant commercial, Bobo-Dioulasso',
      },
    ],
  },
  cta: {
    heading: 'Un projet, une question ? Parlons-en.',
    text: 'Décrivez-nous votre besoin : un conseiller vous répond et vous propose une solution adaptée.',
  },
};
