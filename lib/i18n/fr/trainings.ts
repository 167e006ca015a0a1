// The training catalogue's and a training's own words in French (spec section 2): the catalogue's banner and heading,
// the cards, the detail page's sections, side card and tabs. The trainings' themes and descriptions are the CMS's.
export const trainings = {
  catalogue: {
    title: 'Nos formations',
    crumb: 'Formations',
    metaTitle: 'Nos formations',
    metaDescription:
      'Formations professionnelles programmées par ADIVE : inter-entreprises, e-learning et classes virtuelles, au Burkina Faso et en ligne.',
    badge: 'Formations personnalisées',
    heading: 'Des formations adaptées à vos besoins, ',
    headingHighlight: 'à suivre même depuis chez vous',
    intro: "Chaque programme est personnalisé selon vos objectifs, votre secteur et le niveau de vos équipes. Deux formules s'offrent à vous :",
    offers: {
      interCompany: {
        title: 'Formations inter-entreprises',
        text: "Des sessions programmées à Ouagadougou et à Bobo-Dioulasso, où vos collaborateurs se forment aux côtés de professionnels d'autres entreprises.",
      },
      online: {
        title: 'E-learning ou classe virtuelle',
        text: 'Suivez nos formations depuis chez vous ou votre bureau, en direct avec le formateur ou à votre rythme, avec le même suivi et la même attestation.',
      },
    },
    /** The spec's heading, exact. */
    scheduled: 'Quelques formations programmées Disponibles pour tous !!!.',
    empty: "Aucune formation n'est programmée pour le moment.",
  },
  card: {
    place: 'Lieu : ',
    /** Hours on a card: '24 heures'. */
    hours: (hours: number) => `${hours} heures`,
    language: 'Langue : ',
    trainer: 'Formateur : ',
    price: 'Prix : ',
    more: 'En Savoir Plus',
    moreAbout: (theme: string) => ` : ${theme}`,
  },
  detail: {
    title: 'Formation',
    bannerAlt: (theme: string) => `Formation : ${theme}`,
    trainer: 'Formateur :',
    description: 'Description de la Formation',
    objectives: 'Objectifs de la Formation',
    target: 'Cible',
    skills: 'Compétences',
    withCertificate: 'Avec certificat : ',
    withTest: 'Avec test : ',
    yes: 'Oui',
    no: 'Non',
    tabs: 'Détails de la formation',
    overview: 'Aperçu',
    instructor: 'Instructeur',
    payments: 'Moyens de paiements',
  },
  side: {
    label: 'Informations pratiques',
    video: 'Voir la vidéo de présentation (nouvel onglet)',
    start: 'Début',
    end: 'Fin',
    hoursTerm: "Nombre d'heures",
    /** Hours on the side card: '24 H'. */
    hours: (hours: number) => `${hours} H`,
    place: 'Lieu',
    level: 'Niveau',
    /** What 'Niveau' shows: the CMS has no level field (the original showed the language there). */
    allLevels: 'Tous niveaux',
    language: 'Langue',
    certificate: 'Certification',
    test: 'Test/Quiz',
    instructor: 'Instructeur',
    /** Before the price, or 'sur demande' without one. */
    price: 'Prix:',
    onRequest: 'sur demande',
    buy: 'Acheter',
    /** The quote form's message when 'Acheter' leads there, with the session's date or not. */
    purchaseMessage: (theme: string) =>
      `Bonjour, je souhaite m'inscrire à la formation « ${theme} ». Merci de me communiquer les modalités d'inscription et de paiement.`,
    purchaseMessageOn: (theme: string, date: string) =>
      `Bonjour, je souhaite m'inscrire à la formation « ${theme} » (session du ${date}). Merci de me communiquer les modalités d'inscription et de paiement.`,
  },
  trainer: {
    unknown: 'Le formateur de cette session sera annoncé prochainement.',
    contact: 'Coordonnées',
  },
  /** The payment methods' grid (in a client island: the page hands these over). */
  payments: {
    heading: 'Moyens de paiements acceptés',
    loading: 'Chargement des moyens de paiement…',
    error: 'Les moyens de paiement sont momentanément indisponibles. Contactez-nous pour régler votre inscription.',
    empty: 'Aucun moyen de paiement en ligne pour le moment : contactez-nous pour régler votre inscription.',
    logo: (name: string) => `Logo ${name}`,
  },
};
