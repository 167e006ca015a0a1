// The service pages (/services/...), the 7 cards of /nos-services and the 4-step work process.
// Static marketing content: one entry per page, rendered by components/services/ServicePage.tsx.
import { quoteRequestHref } from '@/lib/forms/quoteLink';
import { PAGES, type ServiceSlug } from '@/lib/paths';
import { DELIVERY_PRICE_OUAGADOUGOU, DELIVERY_PRICE_OUTSIDE } from './delivery';
import type { IconName } from '@/lib/icons/names';
import { SUBSCRIPTION_PLANS } from './matching';
import { formatFcfa } from './money';

const CHEAPEST_PLAN = Math.min(...SUBSCRIPTION_PLANS.map((plan) => plan.price));

export type Action = { label: string; href: string; primary?: boolean };

export type Offering = { icon: IconName; title: string; text: string };


export type ServiceContent = {
  slug: ServiceSlug;
  /** Page title (h1, <title>) and card title. */
  title: string;
  /** Last crumb of the breadcrumb. */
  crumb: string;
  icon: IconName;
  /** Meta description. */
  description: string;
  /** Text of the card on /nos-services and on the home page. */
  cardText: string;
  /** Line under the h1. */
  intro: string;
  heading: string;
  paragraphs: string[];
  /** Short selling points shown beside the text. */
  highlights: string[];
  offeringsHeading: string;
  offerings: Offering[];
  cta: { heading: string; text: string; actions: Action[] };
};

const CONTACT: Action = { label: 'Nous contacter', href: PAGES.contact };

export const SERVICES: Record<ServiceSlug, ServiceContent> = {
  'formations-profesionnelles': {
    slug: 'formations-profesionnelles',
    title: 'Formations professionnelles',
    crumb: 'Formations professionnelles',
    icon: 'GraduationCap',
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
    offerings: [
      {
        icon: 'Users',
        title: 'Formations inter-entreprises',
        text: "Des sessions programmées ouvertes à tous, pour apprendre et échanger avec des professionnels d'autres structures. Le calendrier est dans notre catalogue.",
      },
      {
        icon: 'Building2',
        title: 'Formations intra-entreprise',
        text: 'Une formation réservée à vos équipes, dans vos locaux ou les nôtres, construite autour de vos outils, de vos produits et de vos objectifs.',
      },
      {
        icon: 'Laptop',
        title: 'E-learning et classe virtuelle',
        text: 'Suivez la formation depuis chez vous, en direct avec le formateur ou à votre rythme, avec des supports à télécharger et des exercices corrigés.',
      },
      {
        icon: 'Handshake',
        title: 'Techniques de vente et négociation',
        text: 'Prospection, argumentaire, traitement des objections et conclusion : les fondamentaux pour vendre plus et mieux.',
      },
      {
        icon: 'Megaphone',
        title: 'Marketing digital et réseaux sociaux',
        text: 'Facebook, WhatsApp Business, TikTok et Google : faire connaître son activité et trouver des clients en ligne.',
      },
      {
        icon: 'Award',
        title: 'Management et efficacité professionnelle',
        text: "Animation d'équipe, gestion de projet, service client et outils bureautiques pour gagner en efficacité au quotidien.",
      },
    ],
    cta: {
      heading: 'Un besoin de formation pour vos équipes ?',
      text: 'Dites-nous qui former, sur quel sujet et à quelle échéance : nous vous proposons un programme et un devis détaillé.',
      actions: [
        { label: 'Voir les formations programmées', href: PAGES.trainings, primary: true },
        { label: 'Demander un devis', href: quoteRequestHref('Formation professionnelle') },
      ],
    },
  },
  conseils: {
    slug: 'conseils',
    title: 'Conseils et études',
    crumb: 'Conseils et études',
    icon: 'ScanSearch',
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
    offerings: [
      {
        icon: 'ScanSearch',
        title: 'Études de marché',
        text: "Taille du marché, concurrence, prix pratiqués et attentes des clients : tout ce qu'il faut savoir avant d'investir.",
      },
      {
        icon: 'ClipboardCheck',
        title: 'Études de faisabilité',
        text: 'Viabilité commerciale, technique et financière de votre projet, avec plusieurs scénarios et leurs risques.',
      },
      {
        icon: 'MessageCircle',
        title: 'Enquêtes de satisfaction',
        text: "Mesure de la satisfaction et de la fidélité de vos clients, usagers ou bénéficiaires, et plan d'amélioration.",
      },
      {
        icon: 'Target',
        title: 'Stratégie commerciale',
        text: "Positionnement, offre, canaux de distribution et plan d'action commercial pour atteindre vos objectifs de vente.",
      },
      {
        icon: 'Workflow',
        title: 'Organisation et performance',
        text: "Diagnostic de l'organisation et des processus, tableaux de bord et accompagnement du changement.",
      },
      {
        icon: 'Database',
        title: 'Collecte et analyse de données',
        text: 'Questionnaires, collecte sur tablette, traitement statistique et rapports prêts à présenter.',
      },
    ],
    cta: {
      heading: 'Parlons de votre projet',
      text: 'Expliquez-nous la question à laquelle vous devez répondre : nous vous proposons une méthode, un calendrier et un budget.',
      actions: [
        {
          label: 'Demander un devis',
          href: quoteRequestHref('Autres', "Je souhaite être accompagné(e) pour une étude ou une mission de conseil : "),
          primary: true,
        },
        CONTACT,
      ],
    },
  },
  'mise-en-relation': {
    slug: 'mise-en-relation',
    title: 'Mise en relation emploi',
    crumb: 'Mise en relation emploi',
    icon: 'UserPlus',
    description:
      `Mise en relation des chercheurs d'emploi et des recruteurs au Burkina Faso : CV professionnel, lettre de motivation, préparation aux entretiens, formules à partir de ${formatFcfa(CHEAPEST_PLAN)}.`,
    cardText: "Du CV professionnel à l'embauche : nous rapprochons les candidats et les entreprises qui recrutent.",
    intro: "Du CV professionnel à l'embauche, nous accompagnons candidats et recruteurs à chaque étape.",
    heading: 'Trouver le bon emploi, recruter le bon profil',
    paragraphs: [
      "Chercher un emploi demande de la méthode : un CV qui retient l'attention, une lettre adaptée à chaque poste, une bonne préparation aux entretiens et aux tests. ADIVE accompagne les candidats à chacune de ces étapes et les met en relation avec les entreprises qui recrutent.",
      "Côté employeurs, nous publions vos offres, présélectionnons les candidatures et organisons les entretiens, pour que vous ne rencontriez que des profils qui correspondent vraiment à vos besoins.",
    ],
    highlights: [
      'CV et lettres rédigés par des spécialistes du recrutement',
      'Alertes sur les offres qui vous correspondent',
      'Préparation aux entretiens et aux tests',
      'Profils présélectionnés pour les recruteurs',
    ],
    offeringsHeading: 'Comment ça marche',
    offerings: [],
    cta: {
      heading: 'Vous recrutez ?',
      text: 'Confiez-nous votre offre : nous la diffusons, présélectionnons les candidats et organisons les entretiens.',
      actions: [
        { label: 'Confier un recrutement', href: quoteRequestHref('Mise en relation emploi', 'Nous recrutons : '), primary: true },
        { label: "Voir les offres d'emploi", href: PAGES.jobs },
      ],
    },
  },
  prospection: {
    slug: 'prospection',
    title: 'Prospection commerciale',
    crumb: 'Prospection commerciale',
    icon: 'Briefcase',
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
    offerings: [
      {
        icon: 'Search',
        title: 'Prospection',
        text: 'Identification et qualification de prospects, prise de rendez-vous et porte-à-porte auprès des entreprises et des particuliers.',
      },
      {
        icon: 'Briefcase',
        title: 'Force de vente terrain',
        text: 'Commerciaux dédiés à la vente directe, au référencement en points de vente et au suivi de vos revendeurs.',
      },
      {
        icon: 'Megaphone',
        title: 'Hôtesses et animation promotionnelle',
        text: "Animation de stands, dégustations, lancements de produits, salons et événements d'entreprise.",
      },
      {
        icon: 'ClipboardList',
        title: 'Collecte de données',
        text: 'Enquêteurs pour vos études, recensement de points de vente et relevés de prix, sur papier ou sur tablette.',
      },
    ],
    cta: {
      heading: "Besoin d'une équipe pour votre prochaine campagne ?",
      text: "Indiquez-nous la zone, la durée et vos objectifs : nous constituons l'équipe adaptée et vous envoyons un devis.",
      actions: [{ label: 'Demander un devis', href: quoteRequestHref('Prospection commerciale'), primary: true }, CONTACT],
    },
  },
  'strategie-marketing-digital': {
    slug: 'strategie-marketing-digital',
    title: 'Stratégie marketing digital',
    crumb: 'Marketing digital',
    icon: 'Megaphone',
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
    offerings: [
      {
        icon: 'Compass',
        title: 'Audit et stratégie',
        text: 'Analyse de votre image en ligne et de vos concurrents, choix des cibles, des canaux et des objectifs chiffrés.',
      },
      {
        icon: 'Share2',
        title: 'Réseaux sociaux',
        text: 'Ligne éditoriale, calendrier de publication, création de contenus et animation de votre communauté.',
      },
      {
        icon: 'Megaphone',
        title: 'Publicité en ligne',
        text: "Campagnes Facebook, Instagram, TikTok et Google ciblées par ville, tranche d'âge et centres d'intérêt.",
      },
      {
        icon: 'Search',
        title: 'Référencement',
        text: "Optimisation de votre site pour Google et fiche d'établissement pour être trouvé par les clients de votre quartier.",
      },
      {
        icon: 'PenLine',
        title: 'Rédaction de contenu web',
        text: 'Pages de site, articles et fiches produits écrits pour vos clients et pour les moteurs de recherche.',
      },
      {
        icon: 'ChartLine',
        title: 'Mesure des résultats',
        text: 'Tableaux de bord, suivi des contacts et des ventes générés, recommandations pour améliorer chaque campagne.',
      },
    ],
    cta: {
      heading: 'Prêt à développer votre présence en ligne ?',
      text: 'Présentez-nous votre activité et vos objectifs : nous vous proposons une stratégie et un budget adaptés.',
      actions: [{ label: 'Demander un devis', href: quoteRequestHref('Stratégie de marketing digital'), primary: true }, CONTACT],
    },
  },
  'conception-graphique': {
    slug: 'conception-graphique',
    title: 'Conception graphique',
    crumb: 'Conception graphique',
    icon: 'PenTool',
    description:
      "Logos, chartes graphiques, affiches, flyers, plaquettes et visuels pour les réseaux sociaux : le studio de conception graphique d'ADIVE à Ouagadougou.",
    cardText: 'Logos, chartes graphiques, supports imprimés et visuels pour les réseaux sociaux.',
    intro: 'Une image professionnelle qui inspire confiance à vos clients.',
    heading: 'Une image qui vous ressemble',
    paragraphs: [
      'Votre logo, vos affiches et vos publications sont souvent le premier contact entre vous et vos clients. Notre studio graphique crée des visuels cohérents, modernes et adaptés à votre public.',
      "Du premier croquis au fichier prêt à imprimer ou à publier, nous avançons avec vous par étapes et intégrons vos remarques à chaque version.",
    ],
    highlights: [
      'Propositions personnalisées',
      'Retouches incluses',
      'Fichiers sources remis en fin de projet',
      "Formats prêts pour l'impression et le web",
    ],
    offeringsHeading: 'Ce que nous créons',
    offerings: [
      { icon: 'Gem', title: 'Identité visuelle', text: 'Logo, palette de couleurs, typographies et charte graphique complète.' },
      {
        icon: 'Printer',
        title: 'Supports imprimés',
        text: 'Flyers, affiches, dépliants, cartes de visite, kakémonos et catalogues.',
      },
      {
        icon: 'Image',
        title: 'Visuels pour les réseaux sociaux',
        text: 'Publications, bannières, carrousels et habillage de vos pages Facebook, Instagram et LinkedIn.',
      },
      {
        icon: 'Presentation',
        title: 'Présentations et documents',
        text: "Plaquettes commerciales, rapports d'activité et présentations pour vos rendez-vous clients.",
      },
    ],
    cta: {
      heading: 'Un projet graphique en tête ?',
      text: "Envoyez-nous votre idée, même en quelques mots : nous revenons vers vous avec une proposition et un devis.",
      actions: [{ label: 'Demander un devis', href: quoteRequestHref('Conception graphique'), primary: true }, CONTACT],
    },
  },
  livraison: {
    slug: 'livraison',
    title: 'Service de livraison',
    crumb: 'Livraison',
    icon: 'Truck',
    description:
      `Livraison de colis et de commandes à Ouagadougou (à partir de ${formatFcfa(DELIVERY_PRICE_OUAGADOUGOU)}) et dans les autres villes du Burkina Faso (à partir de ${formatFcfa(DELIVERY_PRICE_OUTSIDE)}) par les coursiers d'ADIVE.`,
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
    offerings: [
      { icon: 'Bike', title: 'Livraison express en ville', text: 'Vos plis et colis livrés dans la journée à Ouagadougou.' },
      {
        icon: 'Truck',
        title: 'Livraison hors de Ouagadougou',
        text: 'Acheminement vers Bobo-Dioulasso, Koudougou et les autres villes du pays.',
      },
      {
        icon: 'Store',
        title: 'Livraison pour les e-commerçants',
        text: 'Enlèvement régulier de vos commandes et livraison à vos clients, à un tarif adapté à votre volume.',
      },
      {
        icon: 'Package',
        title: 'Courses et plis',
        text: 'Documents, plis administratifs et petits achats récupérés et livrés pour vous.',
      },
    ],
    cta: {
      heading: 'Une livraison à organiser ?',
      text: "Décrivez-nous le colis, le lieu d'enlèvement et la destination : nous vous confirmons le prix et le délai.",
      actions: [],
    },
  },
};

/** The 7 cards of /nos-services, in menu order. */
export const SERVICE_CARDS: readonly ServiceContent[] = [
  SERVICES['formations-profesionnelles'],
  SERVICES.conseils,
  SERVICES['mise-en-relation'],
  SERVICES.prospection,
  SERVICES['strategie-marketing-digital'],
  SERVICES['conception-graphique'],
  SERVICES.livraison,
];

/** The 4-step work process of /nos-services. */
export const WORK_PROCESS: readonly { title: string; text: string; icon: IconName }[] = [
  {
    icon: 'Search',
    title: 'Analyse des besoins',
    text: 'Nous écoutons vos objectifs, observons votre terrain et définissons ensemble ce qui doit changer.',
  },
  {
    icon: 'Compass',
    title: 'Planification et conception',
    text: 'Nous concevons la solution, le calendrier et le budget, puis les validons avec vous avant de commencer.',
  },
  {
    icon: 'Rocket',
    title: 'Développement et mise en œuvre',
    text: "Nos équipes réalisent la mission et vous tiennent informé à chaque étape, avec un interlocuteur unique.",
  },
  {
    icon: 'ChartColumn',
    title: 'Évaluation',
    text: 'Nous mesurons les résultats obtenus, vous remettons un bilan et proposons les prochaines améliorations.',
  },
];
