// Who ADIVE is, in French: the About page (/a-propos-de-nous) and the company's words the home page repeats (values,
// mission, counters).
export const about = {
  metadata: {
    title: 'À propos de nous',
    description:
      "Découvrez ADIVE, Agence du digital et de la vente : notre mission, notre vision, nos valeurs et notre histoire, au service des entreprises du Burkina Faso et de l'Afrique de l'Ouest.",
  },
  page: {
    title: 'À propos de nous',
    trail: 'À propos',
    intro: 'Une agence burkinabè qui réunit conseil, études, formation, recrutement et digital au service de votre croissance.',
    whoWeAre: {
      eyebrow: 'Qui sommes-nous ?',
      title: 'Une agence au service de votre croissance',
      lead: "ADIVE accompagne les entreprises, les institutions et les porteurs de projets du Burkina Faso et de l'Afrique de l'Ouest : conseil, études de marché, formation professionnelle, recrutement et services digitaux.",
    },
    why: { eyebrow: 'Pourquoi nous choisir ?', title: 'Les raisons de travailler avec ADIVE' },
    figures: { eyebrow: 'ADIVE en chiffres', title: 'Des résultats qui parlent pour nous' },
    expertise: {
      eyebrow: 'Nos expertises',
      title: 'Des compétences reconnues dans chacun de nos métiers',
      lead: 'Le niveau de maîtrise de nos équipes, évalué à partir des retours de nos clients en fin de mission.',
    },
    cta: {
      heading: 'Travaillons ensemble',
      text: "Parlez-nous de votre projet : un conseiller vous répond pendant nos horaires d'ouverture.",
      contact: 'Nous contacter',
      quote: 'Demander un devis',
    },
  },
  pillars: {
    consulting: 'Conseil et études',
    training: 'Formation',
    jobs: 'Recrutement et emploi',
    digital: 'Services digitaux',
  },
  tabs: {
    label: 'Qui sommes-nous',
    mission: 'Mission',
    vision: 'Vision',
    values: 'Valeurs',
    history: 'Histoire',
    valuesHeading: 'Nos valeurs',
  },
  values: {
    excellence: {
      title: 'Excellence',
      text: 'Des livrables soignés, des délais tenus et des résultats mesurés : nous visons le meilleur pour chaque mission.',
    },
    integrity: {
      title: 'Intégrité',
      text: 'Transparence sur nos prix, nos méthodes et nos résultats, et confidentialité de vos informations.',
    },
    proximity: {
      title: 'Proximité',
      text: "Une équipe installée à Ouagadougou, disponible et à l'écoute, qui connaît les réalités de votre marché.",
    },
    innovation: {
      title: 'Innovation',
      text: 'Les outils numériques au service de votre croissance, adaptés à votre budget et à vos clients.',
    },
  },
  mission: {
    heading: 'Notre mission',
    text: "Aider les entreprises, les institutions et les porteurs de projets d'Afrique de l'Ouest à mieux vendre, à mieux recruter et à réussir leur passage au numérique, en leur apportant des compétences, des données et des équipes fiables.",
    points: [
      'Éclairer les décisions par des études et des conseils fondés sur le terrain',
      'Former les équipes aux compétences dont le marché a besoin',
      'Rapprocher les talents et les entreprises qui recrutent',
      'Rendre le digital accessible aux PME',
    ],
  },
  vision: {
    heading: 'Notre vision',
    text: "Devenir le partenaire de référence de la croissance des entreprises au Burkina Faso et dans la sous-région : celui qu'on appelle pour comprendre un marché, renforcer une équipe ou lancer un projet digital.",
    points: [
      'Une économie locale plus compétitive et plus connectée',
      'Des jeunes diplômés mieux préparés au monde du travail',
      'Des PME qui exploitent pleinement le numérique',
    ],
  },
  history: {
    heading: 'Notre histoire',
    origin:
      "ADIVE, l'Agence du digital et de la vente, est née à Ouagadougou de la rencontre de consultants en marketing, de formateurs et de spécialistes du recrutement qui faisaient le même constat : les entreprises locales ont besoin d'un partenaire unique pour vendre, former et recruter.",
    growth: (years: number, clients: number, partners: number) =>
      `En ${years} ans, l'agence a accompagné plus de ${clients} clients et tissé un réseau de ${partners} partenaires : entreprises, centres de formation, institutions et médias. Elle a élargi son offre aux services digitaux, à la prospection terrain et à la livraison.`,
    today:
      "Aujourd'hui, ADIVE poursuit la même ambition : mettre des compétences de haut niveau à la portée des entreprises de toutes tailles, au Burkina Faso et en Afrique de l'Ouest.",
  },
  whyChooseUs: {
    field: {
      title: 'Une connaissance fine du terrain',
      text: 'Nous travaillons au quotidien avec les consommateurs, les commerçants et les recruteurs burkinabè.',
    },
    experts: {
      title: 'Des experts praticiens',
      text: 'Consultants, formateurs, recruteurs et spécialistes du digital réunis dans une seule équipe.',
    },
    tailored: {
      title: 'Des solutions sur mesure',
      text: "Chaque mission part de vos objectifs et de votre budget, jamais d'une offre standard.",
    },
    single: {
      title: 'Un interlocuteur unique',
      text: "Un chef de projet vous suit du premier rendez-vous jusqu'au bilan de la mission.",
    },
    results: {
      title: 'Des résultats mesurés',
      text: 'Indicateurs fixés au départ, rapports réguliers et bilan chiffré en fin de mission.',
    },
    fast: {
      title: 'Une réponse rapide',
      text: 'Une proposition claire dans les meilleurs délais après votre demande de devis.',
    },
  },
  skills: {
    studies: 'Études',
    consulting: 'Conseil',
    training: 'Formation',
    digital: 'Digital',
    matching: 'Mise en relation emploi',
  },
  counters: {
    years: "Années d'expérience",
    partners: 'Partenaires',
    clients: 'Clients accompagnés',
    satisfied: 'Clients satisfaits',
    testimonials: 'Témoignages',
  },
};
