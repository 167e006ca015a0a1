// The job list's and an offer's own words in French (spec section 2): the list, its search, the cards, the offer's
// dialog and page. The offers' titles, companies and descriptions are the CMS's.

/** "1 offre ouverte", "2 offres disponibles": the noun and its adjective agree with the count. */
function offers(count: number, adjective: string): string {
  const s = count > 1 ? 's' : '';
  return `${count} offre${s} ${adjective}${s}`;
}

export const jobs = {
  list: {
    title: "Nos offres d'emploi",
    crumb: 'Emplois',
    metaTitle: "Offres d'emploi",
    metaDescription: "Les offres d'emploi et de stage publiées par ADIVE et ses entreprises partenaires au Burkina Faso et en Afrique de l'Ouest.",
    /** The search page's title, with the count of open offers that match. */
    searchMetaTitle: (count: number) => `${offers(count, 'ouverte')} — Recherche d'offres d'emploi`,
    searchMetaTitleUnavailable: "Recherche d'offres d'emploi",
    searchMetaDescription: "Les offres d'emploi d'ADIVE qui correspondent à votre recherche.",
    sectionLabel: "Offres d'emploi",
    empty: "Aucune offre d'emploi n'est publiée pour le moment.",
    noMatch: "Aucune offre ne correspond à ces critères. Essayez d'autres mots-clés ou moins de filtres.",
    clearAll: 'Effacer les filtres et voir toutes les offres',
  },
  banner: {
    available: (count: number) => offers(count, 'disponible'),
    current: 'Offres du moment',
    heading: "Trouvez l'emploi qui vous correspond",
    text: "Des offres vérifiées au Burkina Faso et en Afrique de l'Ouest, et un accompagnement pour présenter une candidature qui fait la différence.",
    cv: 'Créer mon CV pro',
  },
  /** "2 offres ouvertes correspondent à votre recherche, et 1 offre expirée (en fin de liste)." */
  results: {
    none: 'Aucune offre ouverte ne correspond à votre recherche.',
    noneWithExpired: (expired: number) =>
      `Aucune offre ouverte ne correspond à votre recherche, et ${offers(expired, 'expirée')} (en fin de liste).`,
    open: (open: number) => `${offers(open, 'ouverte')} ${open > 1 ? 'correspondent' : 'correspond'} à votre recherche.`,
    openWithExpired: (open: number, expired: number) =>
      `${offers(open, 'ouverte')} ${open > 1 ? 'correspondent' : 'correspond'} à votre recherche, et ${offers(expired, 'expirée')} (en fin de liste).`,
  },
  filters: {
    label: 'Rechercher une offre',
    keywords: 'Mots-clés',
    placeholder: 'Métier, entreprise, compétence…',
    domaine: { label: 'Domaine', all: 'Tous' },
    contrat: { label: 'Type de contrat', all: 'Tous' },
    experience: { label: 'Expérience', all: 'Toutes' },
    pays: { label: 'Pays', all: 'Tous' },
    urgentOnly: 'Offres urgentes uniquement',
    submit: 'Rechercher',
    clear: 'Effacer les filtres',
  },
  card: {
    defaultType: 'Emploi',
    expired: 'Offre expirée',
    urgent: 'Urgent',
    confidentialCompany: 'Entreprise confidentielle',
    published: 'Publiée le',
    expires: 'Expire le',
  },
  /** The card's dialog (a client island: JobBoard hands these over). */
  dialog: {
    more: 'En Savoir Plus',
    moreAbout: (title: string) => ` : ${title}`,
    close: 'Fermer',
    view: "Voir l'offre",
    viewAndApply: "Voir l'offre et postuler",
    failed: "Le détail de cette offre n'a pas pu être chargé. Ouvrez la page de l'offre pour le lire.",
    loading: "Chargement de l'offre",
  },
  facts: {
    domain: 'Domaine',
    type: 'Type de contrat',
    experienceLevel: "Niveau d'expérience",
    expirationDate: "Date d'expiration",
    company: 'Entreprise',
    confidential: 'Confidentiel',
    country: 'Pays',
    publicationDate: 'Date de publication',
    urgent: 'Urgent',
  },
  offer: {
    title: "Offre d'emploi",
    expired: 'Cette offre a expiré : elle reste affichée pour information.',
    closed: "Elle n'accepte plus de candidatures.",
    openOffers: 'Voir les offres ouvertes',
    description: "Description de l'offre",
    details: "Détails de l'offre",
    shareText: (title: string) => `Offre d'emploi : ${title}`,
    share: 'Partager cette offre',
  },
};
