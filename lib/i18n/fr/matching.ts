// The employment matching page's texts in French (/services/mise-en-relation): its 7 steps, the job seekers' price
// plans and the CV call to action (structure: lib/content/matching.ts).
export const matching = {
  steps: {
    eyebrow: 'Comment ça marche',
    title: (count: number) => `${count} étapes jusqu'à l'embauche`,
    lead: 'Nous vous accompagnons du premier CV à la signature du contrat.',
    list: {
      cv: {
        title: 'Création du CV professionnel',
        text: 'Nous rédigeons avec vous un CV clair et valorisant, adapté aux attentes des recruteurs de la sous-région.',
      },
      profile: {
        title: 'Création du profil',
        text: 'Vos compétences, vos diplômes et vos souhaits sont enregistrés dans notre vivier de candidats.',
      },
      search: {
        title: "Recherche d'emploi",
        text: 'Nous rapprochons votre profil des offres de nos entreprises partenaires et des postes que nous suivons pour vous.',
      },
      application: {
        title: 'Candidature',
        text: 'Votre dossier est transmis aux recruteurs avec une lettre de motivation ciblée pour chaque poste.',
      },
      screening: {
        title: 'Évaluation des candidatures',
        text: "Les recruteurs reçoivent des profils présélectionnés ; nous vous tenons informé de l'avancement.",
      },
      interviews: {
        title: 'Entretiens',
        text: 'Nous vous préparons aux entretiens et aux tests, puis organisons les rencontres avec les employeurs.',
      },
      hiring: {
        title: 'Sélection finale et embauche',
        text: "Nous accompagnons les deux parties jusqu'à la signature du contrat et la prise de poste.",
      },
    },
  },
  pricing: {
    eyebrow: 'Nos tarifs',
    title: "Des formules pour chaque recherche d'emploi",
    lead: "Choisissez un service à la carte ou une formule complète, au mois, au semestre ou à l'année.",
    onlineOnly: 'Tous ces services sont fournis exclusivement en ligne.',
    mostChosen: 'Le plus choisi',
    choosePlan: 'Choisir cette formule',
    oneOffTitle: 'Services à la carte',
    oneOffLead: "Besoin d'un seul service ? Commandez-le séparément.",
    order: 'Commander',
    /** The hidden end of the plan button's name: « Choisir cette formule : Formule mensuelle ». */
    planNamed: (name: string) => ` : ${name}`,
    /** The hidden end of a service's order button's name: « Commander : CV professionnel ». */
    serviceNamed: (name: string) => ` : ${name}`,
    /** The quote form's message ordering a plan or a service at its price. */
    orderMessage: (name: string, amount: string) => `Je souhaite souscrire à : ${name} (${amount}).`,
  },
  periods: { month: '/ mois', semester: '/ 6 mois', year: '/ an' },
  plans: {
    monthly: { name: 'Formule mensuelle', pitch: 'Pour une recherche ciblée et rapide.' },
    semester: { name: 'Formule semestrielle', pitch: 'Le meilleur équilibre pour décrocher le bon poste.' },
    annual: { name: 'Formule annuelle', pitch: "Un accompagnement suivi toute l'année." },
  },
  /** What the monthly, semester and annual plans all include. */
  features: [
    "Alertes d'offres d'emploi",
    'CV professionnel',
    'Lettre de motivation',
    "Formation à l'entretien d'embauche",
    'Préparation aux tests de recrutement',
  ],
  oneOff: {
    alerts: "Pack alertes d'offres d'emploi",
    cv: 'CV professionnel',
    letter: 'Lettre de motivation',
    interview: "Formation à l'entretien d'embauche",
    tests: 'Préparation pratique aux tests de recrutement',
  },
  cv: {
    eyebrow: 'Candidats',
    title: 'Votre dossier de candidature, prêt à convaincre',
    lead: 'CV, lettre de motivation et pièces du dossier : commencez par ce dont vous avez besoin.',
    actions: {
      proCv: {
        label: 'Créer un CV pro',
        text: 'Un spécialiste du recrutement rédige avec vous un CV clair et percutant.',
        message: 'Je souhaite faire rédiger un CV professionnel.',
      },
      deposit: {
        label: 'Déposer un CV',
        text: 'Déposez votre CV en ligne, même sans offre ouverte, pour rejoindre notre vivier de candidats.',
      },
      letter: {
        label: 'Créer une lettre de motivation',
        text: 'Une lettre ciblée pour chaque offre, qui donne envie de vous rencontrer.',
        message: 'Je souhaite faire rédiger une lettre de motivation.',
      },
      file: {
        label: 'Espace constitution de dossier',
        text: 'Diplômes, attestations, pièces administratives : nous vous aidons à réunir un dossier complet.',
        message: 'Je souhaite être accompagné(e) pour constituer mon dossier de candidature.',
      },
    },
  },
};
