// The words drawn on the share pictures (components/share, the opengraph-image files) and their alternative texts,
// in French. The news pages' own are in news.ts, the FAQ's in faq.ts.
export const share = {
  site: {
    alt: 'ADIVE — Agence du digital et de la vente',
    kind: 'Conseil · Formation · Recrutement · Digital',
    title: 'Conseil, études, formation, recrutement et services digitaux au Burkina Faso',
  },
  training: {
    alt: 'Formation ADIVE',
    kind: 'Formation',
    kindOf: (type: string) => `Formation · ${type}`,
    start: (date: string) => `Début : ${date}`,
    fallbackTitle: 'Nos formations professionnelles',
  },
  job: {
    alt: 'Offre d’emploi ADIVE',
    kind: 'Offre d’emploi',
    kindOf: (type: string) => `Offre d’emploi · ${type}`,
    urgent: 'Offre d’emploi · Urgent',
    fallbackTitle: 'Nos offres d’emploi',
  },
};
