// The digital service pages' texts in French (/digital/{slug}): each service's words, keyed by its slug
// (lib/content/digital.ts has their order, icons and quote-form service), and the page's own words.
export const digital = {
  page: {
    metadataTitle: (title: string) => `${title} : services digitaux`,
    trail: 'Digital',
    eyebrow: 'Services digitaux',
    deliverables: 'Ce que vous obtenez',
    offeringsEyebrow: 'Notre accompagnement',
    offeringsTitle: (title: string) => `${title} : nos prestations`,
    quote: 'Demander un devis',
    contact: 'Nous contacter',
    ctaHeading: 'Parlons de votre projet digital',
    ctaText: 'Décrivez-nous votre besoin : nous revenons vers vous avec une proposition claire et un devis détaillé.',
    others: 'Nos autres services digitaux',
  },
  services: {
    'transformation-digitale': {
      title: 'Transformation digitale',
      description: 'Accompagnement à la transformation digitale des entreprises et organisations au Burkina Faso : diagnostic, feuille de route, outils et formation des équipes.',
      intro: 'Faire du numérique un levier de croissance, étape par étape et à votre rythme.',
      heading: 'Le numérique au service de votre activité',
      paragraphs: [
        "Paiement mobile, ventes en ligne, outils de gestion, relation client sur WhatsApp : le numérique change la façon dont vos clients achètent et dont vos équipes travaillent. La transformation digitale n'est pas réservée aux grandes entreprises ; elle commence souvent par quelques outils bien choisis.",
        "ADIVE établit un diagnostic de votre organisation, identifie les gains les plus rapides et construit avec vous une feuille de route réaliste. Nous accompagnons ensuite la mise en place des outils et la formation de vos équipes, jusqu'à ce qu'ils soient réellement adoptés.",
      ],
      offerings: [
        { title: 'Diagnostic numérique', text: 'Évaluation de vos processus, de vos outils et des compétences de vos équipes, avec les priorités à traiter.' },
        { title: 'Feuille de route', text: 'Un plan en étapes, chiffré et daté, qui commence par les actions les plus rentables.' },
        { title: 'Choix et mise en place des outils', text: 'Gestion commerciale, caisse, comptabilité, messagerie professionnelle et travail collaboratif.' },
        { title: 'Formation et conduite du changement', text: 'Formation des utilisateurs et accompagnement des managers pour une adoption durable.' },
      ],
      deliverables: [
        'Un rapport de diagnostic clair',
        'Une feuille de route priorisée et budgétée',
        'Des outils configurés pour votre activité',
        'Des équipes formées et autonomes',
      ],
      /** The quote form's message to start from. */
      quoteMessage: 'Transformation digitale : ',
    },
    'strategie-marketing-digital': {
      title: 'Stratégie marketing digital',
      description: "Stratégie de marketing digital pour les entreprises d'Afrique de l'Ouest : audit, plan d'action, campagnes sponsorisées et mesure des résultats.",
      intro: 'Un plan clair pour trouver des clients en ligne et mesurer chaque résultat.',
      heading: 'Une stratégie digitale tournée vers les ventes',
      paragraphs: [
        "Publier sans stratégie coûte du temps et de l'argent. Nous commençons par comprendre votre marché, vos clients et vos concurrents, puis nous fixons des objectifs chiffrés : contacts, rendez-vous, ventes.",
        'Nous définissons ensuite les canaux les plus efficaces pour votre cible (réseaux sociaux, Google, WhatsApp, e-mail), le budget à investir et le calendrier des actions. Chaque mois, un rapport vous montre ce qui fonctionne et ce que nous ajustons.',
      ],
      offerings: [
        { title: 'Audit de présence en ligne', text: 'Site, pages sociales, avis clients et concurrence : un état des lieux précis.' },
        { title: 'Cibles et messages', text: "Qui sont vos clients, ce qu'ils attendent et comment leur parler pour les convaincre." },
        { title: 'Campagnes sponsorisées', text: 'Création, ciblage et pilotage de vos publicités sur Facebook, Instagram, TikTok et Google.' },
        { title: 'Suivi et optimisation', text: 'Indicateurs suivis chaque semaine et budget réorienté vers les actions qui rapportent.' },
      ],
      deliverables: [
        'Un audit de votre présence en ligne',
        "Un plan d'action marketing sur 6 à 12 mois",
        'Des campagnes prêtes à lancer',
        'Un rapport de résultats mensuel',
      ],
    },
    'strategie-communication-digitale': {
      title: 'Stratégie de communication digitale',
      description: 'Stratégie de communication digitale : ligne éditoriale, réseaux sociaux, gestion de communauté, rédaction de contenu web et e-réputation.',
      intro: 'Une image cohérente et une parole juste sur tous vos canaux numériques.',
      heading: 'Bien communiquer pour inspirer confiance',
      paragraphs: [
        'Vos clients, vos partenaires et vos futurs collaborateurs se font une idée de vous en ligne avant même de vous rencontrer. Une communication digitale cohérente renforce votre crédibilité et votre notoriété.',
        'Nous définissons votre ligne éditoriale et votre ton, produisons les contenus (textes, visuels, vidéos courtes), animons vos communautés et surveillons votre e-réputation pour réagir vite en cas de besoin.',
      ],
      offerings: [
        { title: 'Ligne éditoriale', text: 'Thèmes, ton, formats et fréquence de publication adaptés à chaque réseau.' },
        { title: 'Rédaction de contenu web', text: 'Articles, pages de site, publications et newsletters rédigés par nos rédacteurs.' },
        { title: 'Gestion de communauté', text: 'Publication, modération et réponses aux messages et commentaires de vos abonnés.' },
        { title: 'E-réputation', text: 'Veille sur ce qui se dit de vous en ligne et conduite à tenir face aux avis négatifs.' },
      ],
      deliverables: [
        'Une charte éditoriale',
        'Un calendrier de publication',
        'Des contenus prêts à publier',
        'Un bilan mensuel de votre audience',
      ],
      /** The quote form's message to start from. */
      quoteMessage: 'Stratégie de communication digitale : ',
    },
    'developpement-applicatif': {
      title: 'Développement applicatif',
      description: "Développement de sites web, de boutiques en ligne, d'applications mobiles et de logiciels métiers sur mesure pour les entreprises du Burkina Faso.",
      intro: 'Des sites, des applications et des logiciels pensés pour vos utilisateurs.',
      heading: 'Des outils numériques sur mesure',
      paragraphs: [
        'Site vitrine, boutique en ligne avec paiement mobile, application pour vos commerciaux ou logiciel de gestion : nous concevons des solutions simples à utiliser, rapides même avec une connexion mobile, et faciles à faire évoluer.',
        'Nous travaillons par étapes courtes : maquettes validées avec vous, développement, tests avec de vrais utilisateurs, mise en ligne puis maintenance. Vous restez propriétaire de votre solution et de vos données.',
      ],
      offerings: [
        { title: 'Sites web et boutiques en ligne', text: 'Sites vitrines, catalogues et ventes en ligne avec paiement mobile money et carte bancaire.' },
        { title: 'Applications mobiles', text: 'Applications Android et iOS pour vos clients, vos agents terrain ou vos équipes.' },
        { title: 'Logiciels métiers', text: 'Gestion des stocks, des ventes, des rendez-vous ou des dossiers, adaptée à vos processus.' },
        { title: 'Hébergement et maintenance', text: 'Mises à jour, sauvegardes, sécurité et assistance pour que votre solution reste fiable.' },
      ],
      deliverables: [
        'Des maquettes validées avant développement',
        'Une solution testée et documentée',
        'La formation de vos utilisateurs',
        'Un contrat de maintenance sur mesure',
      ],
      /** The quote form's message to start from. */
      quoteMessage: "Développement d'un site web ou d'une application : ",
    },
    'data-analyse': {
      title: 'Data et analyse',
      description: 'Collecte, traitement et analyse de données, tableaux de bord et aide à la décision pour les entreprises et organisations.',
      intro: 'Transformer vos données en décisions.',
      heading: 'Des chiffres fiables pour piloter votre activité',
      paragraphs: [
        "Ventes, clients, stocks, enquêtes : vos données racontent beaucoup de choses, à condition d'être fiables, rassemblées et lisibles. ADIVE collecte, nettoie et analyse vos données pour en tirer des réponses concrètes.",
        "Nous construisons des tableaux de bord simples, mis à jour automatiquement, qui montrent en un coup d'œil où vous en êtes et où agir. Vos équipes sont formées pour les utiliser et les faire vivre.",
      ],
      offerings: [
        { title: 'Collecte de données', text: 'Questionnaires en ligne ou sur tablette, enquêtes terrain et intégration de vos fichiers existants.' },
        { title: 'Traitement et qualité', text: 'Nettoyage, consolidation et structuration de vos données dans une base unique.' },
        { title: 'Tableaux de bord', text: 'Indicateurs clés de vos ventes, de votre activité ou de vos projets, actualisés automatiquement.' },
        { title: 'Analyse et recommandations', text: 'Analyses statistiques, segmentation de clients et recommandations chiffrées.' },
      ],
      deliverables: [
        'Des données fiables et centralisées',
        'Des tableaux de bord sur mesure',
        "Un rapport d'analyse avec des recommandations",
        'Des équipes formées à leur lecture',
      ],
      /** The quote form's message to start from. */
      quoteMessage: 'Data et analyse : ',
    },
    'conception-graphique': {
      title: 'Conception graphique',
      description: "Conception graphique pour le digital : identité visuelle, visuels pour les réseaux sociaux, bannières publicitaires et maquettes de sites et d'applications.",
      intro: 'Des visuels qui arrêtent le défilement et donnent envie de cliquer.',
      heading: 'Le design au service de votre présence en ligne',
      paragraphs: [
        "Sur un écran de téléphone, vous avez moins d'une seconde pour capter l'attention. Nos graphistes conçoivent des visuels clairs, lisibles sur mobile et fidèles à votre identité.",
        "Publications et carrousels, bannières publicitaires, miniatures de vidéos, maquettes de sites et d'applications : nous déclinons votre image sur tous vos supports numériques, dans les formats attendus par chaque plateforme.",
      ],
      offerings: [
        { title: 'Identité visuelle', text: "Logo, couleurs et typographies pensés pour les écrans comme pour l'impression." },
        { title: 'Visuels pour les réseaux sociaux', text: 'Publications, carrousels, stories et couvertures, aux bons formats pour chaque réseau.' },
        { title: 'Bannières publicitaires', text: 'Visuels de campagnes sponsorisées déclinés en plusieurs variantes à tester.' },
        { title: 'Maquettes web et mobile', text: "Maquettes d'écrans de sites et d'applications, prêtes à être développées." },
      ],
      deliverables: [
        'Des propositions graphiques personnalisées',
        'Des visuels aux formats de chaque plateforme',
        'Des modèles réutilisables pour vos équipes',
        'Les fichiers sources de vos créations',
      ],
    },
  },
};
