// The service pages' texts in French (/nos-services, /services/…, /login): the spec's words, byte for byte. The
// structure (slugs, icons, order, prices, links) is lib/content/services.ts, delivery.ts and matching.ts.
export const services = {
  requestQuote: 'Demander un devis',
  contactUs: 'Nous contacter',
  learnMore: 'En savoir plus',
  highlightsTitle: 'Ce qui fait la différence',
  offeringsEyebrow: 'Nos prestations',
  pages: {
    'formations-profesionnelles': {
      title: 'Formations professionnelles',
      crumb: 'Formations professionnelles',
      description:
        'Formations professionnelles inter-entreprises, intra-entreprise et en e-learning, personnalisées et animées par des praticiens, à Ouagadougou et à distance.',
      cardText:
        'Des programmes personnalisés en présentiel, en entreprise ou en classe virtuelle, animés par des formateurs praticiens.',
      intro: 'Des formations personnalisées, adaptées à vos besoins et que vous pouvez suivre depuis chez vous.',
      heading: 'Développer les compétences qui font la différence',
      paragraphs: [
        "ADIVE conçoit et anime des formations professionnelles pour les salariés, les demandeurs d'emploi, les entrepreneurs et les agents des institutions. Chaque programme part d'une analyse de vos besoins et se termine par une évaluation des acquis.",
        "Nos formateurs sont des praticiens : consultants, cadres d'entreprise et spécialistes du digital qui exercent au Burkina Faso et dans la sous-région. Ils travaillent sur des cas concrets tirés de votre secteur, pour que chaque participant reparte avec des outils qu'il utilisera dès le lendemain.",
      ],
      highlights: [
        'Programmes construits sur mesure',
        'Formateurs praticiens et cas concrets',
        'Attestation ou certificat de fin de formation',
        'En présentiel à Ouagadougou ou à distance',
      ],
      offeringsHeading: 'Trois façons de se former',
      offerings: {
        interCompany: {
          title: 'Formations inter-entreprises',
          text: "Des sessions programmées ouvertes à tous, pour apprendre et échanger avec des professionnels d'autres structures. Le calendrier est dans notre catalogue.",
        },
        inHouse: {
          title: 'Formations intra-entreprise',
          text: 'Une formation réservée à vos équipes, dans vos locaux ou les nôtres, construite autour de vos outils, de vos produits et de vos objectifs.',
        },
        eLearning: {
          title: 'E-learning et classe virtuelle',
          text: 'Suivez la formation depuis chez vous, en direct avec le formateur ou à votre rythme, avec des supports à télécharger et des exercices corrigés.',
        },
        sales: {
          title: 'Techniques de vente et négociation',
          text: 'Prospection, argumentaire, traitement des objections et conclusion : les fondamentaux pour vendre plus et mieux.',
        },
        marketing: {
          title: 'Marketing digital et réseaux sociaux',
          text: 'Facebook, WhatsApp Business, TikTok et Google : faire connaître son activité et trouver des clients en ligne.',
        },
        management: {
          title: 'Management et efficacité professionnelle',
          text: "Animation d'équipe, gestion de projet, service client et outils bureautiques pour gagner en efficacité au quotidien.",
        },
      },
      cta: {
        heading: 'Un besoin de formation pour vos équipes ?',
        text: 'Dites-nous qui former, sur quel sujet et à quelle échéance : nous vous proposons un programme et un devis détaillé.',
        trainings: 'Voir les formations programmées',
      },
    },
    conseils: {
      title: 'Conseils et études',
      crumb: 'Conseils et études',
      description:
        "Études de marché, études de faisabilité, enquêtes de satisfaction et conseil en stratégie commerciale pour les entreprises et institutions d'Afrique de l'Ouest.",
      cardText: 'Études de marché, études de faisabilité et conseil en stratégie pour décider sur la base de données fiables.',
      intro: 'Des études fiables et des conseils concrets pour décider en confiance.',
      heading: 'Décider sur la base de données fiables',
      paragraphs: [
        "Lancer un produit, ouvrir un point de vente dans une nouvelle ville, réorganiser une équipe commerciale : chaque décision importante mérite d'être éclairée par des faits. ADIVE réalise des études de marché et accompagne les dirigeants dans leurs choix stratégiques et organisationnels.",
        'Nos enquêteurs interviennent à Ouagadougou, à Bobo-Dioulasso et dans les autres régions du Burkina Faso ; nos analystes transforment les données collectées en recommandations claires, chiffrées et directement utilisables par vos équipes.',
      ],
      highlights: [
        'Enquêtes sur le terrain et en ligne',
        'Analyses chiffrées et recommandations concrètes',
        'Restitution à vos équipes dirigeantes',
        'Confidentialité de vos données',
      ],
      offeringsHeading: "Nos domaines d'intervention",
      offerings: {
        marketStudies: {
          title: 'Études de marché',
          text: "Taille du marché, concurrence, prix pratiqués et attentes des clients : tout ce qu'il faut savoir avant d'investir.",
        },
        feasibility: {
          title: 'Études de faisabilité',
          text: 'Viabilité commerciale, technique et financière de votre projet, avec plusieurs scénarios et leurs risques.',
        },
        satisfaction: {
          title: 'Enquêtes de satisfaction',
          text: "Mesure de la satisfaction et de la fidélité de vos clients, usagers ou bénéficiaires, et plan d'amélioration.",
        },
        salesStrategy: {
          title: 'Stratégie commerciale',
          text: "Positionnement, offre, canaux de distribution et plan d'action commercial pour atteindre vos objectifs de vente.",
        },
        organisation: {
          title: 'Organisation et performance',
          text: "Diagnostic de l'organisation et des processus, tableaux de bord et accompagnement du changement.",
        },
        data: {
          title: 'Collecte et analyse de données',
          text: 'Questionnaires, collecte sur tablette, traitement statistique et rapports prêts à présenter.',
        },
      },
      cta: {
        heading: 'Parlons de votre projet',
        text: 'Expliquez-nous la question à laquelle vous devez répondre : nous vous proposons une méthode, un calendrier et un budget.',
        quoteMessage: 'Je souhaite être accompagné(e) pour une étude ou une mission de conseil : ',
      },
    },
    'mise-en-relation': {
      title: 'Mise en relation emploi',
      crumb: 'Mise en relation emploi',
      description: (cheapestPlan: string) =>
        `Mise en relation des chercheurs d'emploi et des recruteurs au Burkina Faso : CV professionnel, lettre de motivation, préparation aux entretiens, formules à partir de ${cheapestPlan}.`,
      cardText: "Du CV professionnel à l'embauche : nous rapprochons les candidats et les entreprises qui recrutent.",
      intro: "Du CV professionnel à l'embauche, nous accompagnons candidats et recruteurs à chaque étape.",
      heading: 'Trouver le bon emploi, recruter le bon profil',
      paragraphs: [
        "Chercher un emploi demande de la méthode : un CV qui retient l'attention, une lettre adaptée à chaque poste, une bonne préparation aux entretiens et aux tests. ADIVE accompagne les candidats à chacune de ces étapes et les met en relation avec les entreprises qui recrutent.",
        'Côté employeurs, nous publions vos offres, présélectionnons les candidatures et organisons les entretiens, pour que vous ne rencontriez que des profils qui correspondent vraiment à vos besoins.',
      ],
      highlights: [
        'CV et lettres rédigés par des spécialistes du recrutement',
        'Alertes sur les offres qui vous correspondent',
        'Préparation aux entretiens et aux tests',
        'Profils présélectionnés pour les recruteurs',
      ],
      offeringsHeading: 'Comment ça marche',
      offerings: {},
      cta: {
        heading: 'Vous recrutez ?',
        text: 'Confiez-nous votre offre : nous la diffusons, présélectionnons les candidats et organisons les entretiens.',
        recruit: 'Confier un recrutement',
        recruitMessage: 'Nous recrutons : ',
        jobs: "Voir les offres d'emploi",
      },
    },
    prospection: {
      title: 'Prospection commerciale',
      crumb: 'Prospection commerciale',
      description:
        "Mise à disposition d'équipes de prospection, de commerciaux terrain, d'hôtesses et animateurs promotionnels et d'agents de collecte de données au Burkina Faso.",
      cardText: 'Prospecteurs, commerciaux terrain, hôtesses et agents de collecte : des équipes formées et encadrées.',
      intro: 'Des équipes terrain formées et encadrées pour aller chercher vos clients.',
      heading: 'Des équipes terrain pour accélérer vos ventes',
      paragraphs: [
        'Vous lancez un produit, ouvrez une nouvelle zone ou préparez une campagne ? ADIVE met à votre disposition des équipes prêtes à intervenir : prospecteurs, commerciaux terrain, hôtesses et animateurs promotionnels, agents de collecte de données.',
        "Nous recrutons, formons à votre offre et encadrons nos équipes au quotidien. Vous recevez des rapports d'activité réguliers : contacts réalisés, ventes conclues, remarques des clients et des revendeurs.",
      ],
      highlights: [
        'Équipes recrutées et formées à votre offre',
        'Superviseurs présents sur le terrain',
        "Rapports d'activité réguliers",
        'Mobilisation rapide, pour la durée de votre choix',
      ],
      offeringsHeading: 'Quatre métiers à votre service',
      offerings: {
        prospecting: {
          title: 'Prospection',
          text: 'Identification et qualification de prospects, prise de rendez-vous et porte-à-porte auprès des entreprises et des particuliers.',
        },
        salesForce: {
          title: 'Force de vente terrain',
          text: 'Commerciaux dédiés à la vente directe, au référencement en points de vente et au suivi de vos revendeurs.',
        },
        hostesses: {
          title: 'Hôtesses et animation promotionnelle',
          text: "Animation de stands, dégustations, lancements de produits, salons et événements d'entreprise.",
        },
        dataCollection: {
          title: 'Collecte de données',
          text: 'Enquêteurs pour vos études, recensement de points de vente et relevés de prix, sur papier ou sur tablette.',
        },
      },
      cta: {
        heading: "Besoin d'une équipe pour votre prochaine campagne ?",
        text: "Indiquez-nous la zone, la durée et vos objectifs : nous constituons l'équipe adaptée et vous envoyons un devis.",
      },
    },
    'strategie-marketing-digital': {
      title: 'Stratégie marketing digital',
      crumb: 'Marketing digital',
      description:
        'Stratégie de marketing digital pour les entreprises du Burkina Faso : audit, réseaux sociaux, publicité en ligne, référencement, rédaction de contenu web et mesure des résultats.',
      cardText: 'Réseaux sociaux, publicité en ligne, référencement et contenus pour attirer et convertir vos clients.',
      intro: 'Être visible là où sont vos clients, et les convaincre.',
      heading: 'Attirer, convaincre et fidéliser en ligne',
      paragraphs: [
        "Au Burkina Faso comme dans toute l'Afrique de l'Ouest, vos clients passent chaque jour du temps sur leur téléphone : Facebook, WhatsApp, TikTok, Google. ADIVE construit la stratégie qui vous rend visible au bon moment, auprès des bonnes personnes.",
        'Nous partons de vos objectifs commerciaux, choisissons les canaux et les messages, lançons les campagnes et mesurons ce que rapporte chaque franc investi.',
      ],
      highlights: [
        'Audit de votre présence en ligne',
        "Plan d'action et budget clairs",
        'Campagnes sponsorisées pilotées au quotidien',
        'Rapport de résultats chaque mois',
      ],
      offeringsHeading: 'Notre accompagnement',
      offerings: {
        audit: {
          title: 'Audit et stratégie',
          text: 'Analyse de votre image en ligne et de vos concurrents, choix des cibles, des canaux et des objectifs chiffrés.',
        },
        socialMedia: {
          title: 'Réseaux sociaux',
          text: 'Ligne éditoriale, calendrier de publication, création de contenus et animation de votre communauté.',
        },
        onlineAds: {
          title: 'Publicité en ligne',
          text: "Campagnes Facebook, Instagram, TikTok et Google ciblées par ville, tranche d'âge et centres d'intérêt.",
        },
        seo: {
          title: 'Référencement',
          text: "Optimisation de votre site pour Google et fiche d'établissement pour être trouvé par les clients de votre quartier.",
        },
        webWriting: {
          title: 'Rédaction de contenu web',
          text: 'Pages de site, articles et fiches produits écrits pour vos clients et pour les moteurs de recherche.',
        },
        results: {
          title: 'Mesure des résultats',
          text: 'Tableaux de bord, suivi des contacts et des ventes générés, recommandations pour améliorer chaque campagne.',
        },
      },
      cta: {
        heading: 'Prêt à développer votre présence en ligne ?',
        text: 'Présentez-nous votre activité et vos objectifs : nous vous proposons une stratégie et un budget adaptés.',
      },
    },
    'conception-graphique': {
      title: 'Conception graphique',
      crumb: 'Conception graphique',
      description:
        "Logos, chartes graphiques, affiches, flyers, plaquettes et visuels pour les réseaux sociaux : le studio de conception graphique d'ADIVE à Ouagadougou.",
      cardText: 'Logos, chartes graphiques, supports imprimés et visuels pour les réseaux sociaux.',
      intro: 'Une image professionnelle qui inspire confiance à vos clients.',
      heading: 'Une image qui vous ressemble',
      paragraphs: [
        'Votre logo, vos affiches et vos publications sont souvent le premier contact entre vous et vos clients. Notre studio graphique crée des visuels cohérents, modernes et adaptés à votre public.',
        'Du premier croquis au fichier prêt à imprimer ou à publier, nous avançons avec vous par étapes et intégrons vos remarques à chaque version.',
      ],
      highlights: [
        'Propositions personnalisées',
        'Retouches incluses',
        'Fichiers sources remis en fin de projet',
        "Formats prêts pour l'impression et le web",
      ],
      offeringsHeading: 'Ce que nous créons',
      offerings: {
        identity: { title: 'Identité visuelle', text: 'Logo, palette de couleurs, typographies et charte graphique complète.' },
        print: { title: 'Supports imprimés', text: 'Flyers, affiches, dépliants, cartes de visite, kakémonos et catalogues.' },
        social: {
          title: 'Visuels pour les réseaux sociaux',
          text: 'Publications, bannières, carrousels et habillage de vos pages Facebook, Instagram et LinkedIn.',
        },
        presentations: {
          title: 'Présentations et documents',
          text: "Plaquettes commerciales, rapports d'activité et présentations pour vos rendez-vous clients.",
        },
      },
      cta: {
        heading: 'Un projet graphique en tête ?',
        text: 'Envoyez-nous votre idée, même en quelques mots : nous revenons vers vous avec une proposition et un devis.',
      },
    },
    livraison: {
      title: 'Service de livraison',
      crumb: 'Livraison',
      description: (inOuagadougou: string, outside: string) =>
        `Livraison de colis et de commandes à Ouagadougou (à partir de ${inOuagadougou}) et dans les autres villes du Burkina Faso (à partir de ${outside}) par les coursiers d'ADIVE.`,
      cardText: 'Vos colis et commandes livrés à Ouagadougou et dans les autres villes du Burkina Faso.',
      intro: 'Vos colis et commandes livrés rapidement, à Ouagadougou et au-delà.',
      heading: 'Vos livraisons en toute confiance',
      paragraphs: [
        'Commerçants, boutiques en ligne, restaurants ou particuliers : confiez-nous vos colis. Nos coursiers récupèrent la commande chez vous et la remettent en main propre à votre client, à Ouagadougou comme dans les autres villes du Burkina Faso.',
        'Vous êtes prévenu de la prise en charge et de la remise de chaque colis, et un interlocuteur unique répond à vos questions.',
      ],
      highlights: [
        'Enlèvement à votre adresse',
        'Remise en main propre',
        'Suivi de chaque colis',
        'Tarifs clairs, confirmés avant la course',
      ],
      offeringsHeading: 'Nos prestations',
      offerings: {
        express: { title: 'Livraison express en ville', text: 'Vos plis et colis livrés dans la journée à Ouagadougou.' },
        outside: {
          title: 'Livraison hors de Ouagadougou',
          text: 'Acheminement vers Bobo-Dioulasso, Koudougou et les autres villes du pays.',
        },
        eCommerce: {
          title: 'Livraison pour les e-commerçants',
          text: 'Enlèvement régulier de vos commandes et livraison à vos clients, à un tarif adapté à votre volume.',
        },
        errands: {
          title: 'Courses et plis',
          text: 'Documents, plis administratifs et petits achats récupérés et livrés pour vous.',
        },
      },
      cta: {
        heading: 'Une livraison à organiser ?',
        text: "Décrivez-nous le colis, le lieu d'enlèvement et la destination : nous vous confirmons le prix et le délai.",
      },
    },
  },
  /** /nos-services: the page, its extra card and the 4-step work process (lib/content/services.ts's workProcessOf). */
  catalogue: {
    title: 'Nos services',
    description:
      "Formations professionnelles, conseils et études, mise en relation emploi, prospection commerciale, marketing digital, conception graphique et livraison : tous les services d'ADIVE.",
    crumb: 'Services',
    intro:
      "De l'étude de marché au recrutement, en passant par la formation et le digital : les compétences dont votre organisation a besoin, réunies dans une seule agence.",
    eyebrow: 'Ce que nous faisons',
    heading: 'Des services pensés pour les entreprises de la sous-région',
    lead: "Chaque service peut être commandé seul ou combiné avec d'autres dans un accompagnement global.",
    customTitle: 'Un besoin particulier ?',
    customText: "Décrivez-nous votre projet : nous composons l'accompagnement qui vous convient.",
    processEyebrow: 'Notre méthode',
    processTitle: (count: number) => `Un processus de travail en ${count} étapes`,
    processLead: 'La même rigueur pour chaque mission, quelle que soit sa taille.',
    ctaHeading: 'Parlons de votre projet',
    ctaText: 'Un conseiller vous répond et vous propose une solution adaptée à vos objectifs et à votre budget.',
  },
  process: {
    needs: {
      title: 'Analyse des besoins',
      text: 'Nous écoutons vos objectifs, observons votre terrain et définissons ensemble ce qui doit changer.',
    },
    planning: {
      title: 'Planification et conception',
      text: 'Nous concevons la solution, le calendrier et le budget, puis les validons avec vous avant de commencer.',
    },
    delivery: {
      title: 'Développement et mise en œuvre',
      text: 'Nos équipes réalisent la mission et vous tiennent informé à chaque étape, avec un interlocuteur unique.',
    },
    evaluation: {
      title: 'Évaluation',
      text: 'Nous mesurons les résultats obtenus, vous remettons un bilan et proposons les prochaines améliorations.',
    },
  },
  /** /login: no account system yet, an honest page with shortcuts. */
  login: {
    title: 'Espace client',
    description:
      "L'espace client en ligne d'ADIVE ouvrira prochainement : en attendant, nos services CV et emploi et notre équipe restent à votre disposition.",
    heading: "L'espace client en ligne n'est pas encore ouvert",
    text: "Bientôt, vous pourrez y suivre vos candidatures, vos formations et vos commandes. En attendant, notre équipe s'occupe de tout avec vous directement.",
    cvServices: 'Services CV et emploi',
    nowHeading: 'Ce que vous pouvez faire dès maintenant',
    shortcuts: {
      cv: 'Faire rédiger mon CV',
      jobs: { title: "Consulter les offres d'emploi", text: 'Les postes à pourvoir chez nos entreprises partenaires.' },
      trainings: { title: "M'inscrire à une formation", text: 'Les sessions programmées, en présentiel ou à distance.' },
      contact: { title: 'Écrire à notre équipe', text: 'Une question sur un dossier, une commande ou une formation ?' },
    },
  },
  /** The graphic design page's figures (lib/content/counters.ts's DESIGN_COUNTERS, in order). */
  design: {
    statsEyebrow: 'Le studio en chiffres',
    statsTitle: 'Des milliers de créations pour nos clients',
    statsLead: 'Commerçants, PME, institutions et associations nous confient leur image au quotidien.',
    counters: ['Visuels réalisés', 'Publications pour les réseaux sociaux', 'Supports imprimés livrés', 'Heures de création par an'],
  },
  /** The delivery page's prices, figures (DELIVERY_COUNTERS, in order) and calls to action. */
  delivery: {
    pricesEyebrow: 'Tarifs',
    pricesTitle: 'Des prix clairs, confirmés avant chaque course',
    from: 'à partir de',
    zones: { ouagadougou: 'À Ouagadougou', outside: 'Hors de Ouagadougou' },
    priceNote: 'Le prix dépend de la taille de la commande, du lieu de livraison et du poids du colis.',
    statsEyebrow: 'Notre réseau',
    statsTitle: 'Un réseau de coursiers qui a fait ses preuves',
    counters: ['Coursiers', 'Partenaires actifs', 'Clients actifs', 'Clients satisfaits', 'Témoignages'],
    callsLabel: 'Livraison et coursiers',
    request: {
      heading: 'Demander une livraison',
      text: "Indiquez-nous le colis, le lieu d'enlèvement et la destination : nous vous confirmons le prix et l'heure de passage du coursier.",
      action: 'Demander une livraison',
    },
    courier: {
      heading: 'Devenir coursier',
      text: 'Vous avez une moto en bon état, connaissez bien votre ville et cherchez un revenu régulier ? Rejoignez notre réseau de coursiers.',
      action: 'Devenir coursier',
    },
  },
};
