// The digital service pages (/digital/{slug}): one table, one page component.

export type DigitalService = {
  slug: string;
  title: string;
  /** Meta description and introduction. */
  description: string;
};

export const digitalServices: DigitalService[] = [
  {
    slug: 'transformation-digitale',
    title: 'Transformation digitale',
    description:
      'Accompagnement à la transformation digitale des entreprises et organisations au Burkina Faso : diagnostic, feuille de route, outils et formation.',
  },
  {
    slug: 'strategie-marketing-digital',
    title: 'Stratégie marketing digital',
    description:
      "Stratégie de marketing digital pour les entreprises d'Afrique de l'Ouest : audit, plan d'action, campagnes et mesure des résultats.",
  },
  {
    slug: 'strategie-communication-digitale',
    title: 'Stratégie de communication digitale',
    description:
      'Stratégie de communication digitale : ligne éditoriale, réseaux sociaux, gestion de communauté et e-réputation.',
  },
  {
    slug: 'developpement-applicatif',
    title: 'Développement applicatif',
    description: "Développement de sites web, d'applications mobiles et de logiciels métiers sur mesure.",
  },
  {
    slug: 'data-analyse',
    title: 'Data et analyse',
    description: 'Collecte, traitement et analyse de données, tableaux de bord et aide à la décision pour les organisations.',
  },
  {
    slug: 'conception-graphique',
    title: 'Conception graphique',
    description:
      'Conception graphique pour le digital : identité visuelle, visuels pour les réseaux sociaux et supports de communication.',
  },
];

export function findDigitalService(slug: string): DigitalService | undefined {
  return digitalServices.find((service) => service.slug === slug);
}
