'use strict';

/**
 * Demo content (plain data) seeded by ./index.js; the end-to-end tests `require` it for the slugs, titles and counts.
 * Dates are relative to today (UTC) so trainings stay ahead and posts behind; CMS_SEED_TODAY=YYYY-MM-DD pins them.
 * Slugs are slugify(title); `blogs` is newest first (the publishedAt:desc order); relations are given by name or slug.
 */

/* ------------------------------------------------------------------ helpers */

function slugify(value) {
  return String(value)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function today() {
  const pinned = process.env.CMS_SEED_TODAY;
  const base = pinned && /^\d{4}-\d{2}-\d{2}$/.test(pinned) ? new Date(`${pinned}T00:00:00Z`) : new Date();
  return new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate()));
}

const TODAY = today();
const DAY = 24 * 60 * 60 * 1000;

/** YYYY-MM-DD of today + n days (n may be negative). */
function isoDay(n) {
  return new Date(TODAY.getTime() + n * DAY).toISOString().slice(0, 10);
}

/** Full ISO timestamp n days ago at the given UTC hour and minute. */
function isoDaysAgo(n, hour = 9, minute = 0) {
  const d = new Date(TODAY.getTime() - n * DAY);
  d.setUTCHours(hour, minute, 0, 0);
  return d.toISOString();
}

/** The first day 31 of a month at least `minDays` days from today (YYYY-MM-DD). */
function nextThirtyFirst(minDays = 20) {
  const from = new Date(TODAY.getTime() + minDays * DAY);
  for (let i = 0; i < 14; i += 1) {
    const year = from.getUTCFullYear();
    const month = from.getUTCMonth() + i;
    const d = new Date(Date.UTC(year, month, 31));
    if (d.getUTCDate() === 31 && d.getTime() >= from.getTime()) return d.toISOString().slice(0, 10);
  }
  throw new Error('unreachable');
}

/* --------------------------------------------------------------- the firm */

const site = {
  name: 'ADIVE',
  fullName: 'Agence du digital et de la vente',
  city: 'Ouagadougou',
  country: 'Burkina Faso',
  email: 'contact@adive.net',
  phone: '+226 69 09 09 37',
  phoneHref: 'tel:+22669090937',
  website: 'https://www.adive.net',
};

const CONTACT_LINE =
  `Pour en savoir plus, écrivez-nous à [${site.email}](mailto:${site.email}) ` +
  `ou consultez notre site [www.adive.net](${site.website}).`;

/* ---------------------------------------------------- blog: taxonomies */

const categories = ['Formation', 'Emploi', 'Digital', 'Études & Conseil'].map((nom) => ({
  nom,
  slug: slugify(nom),
}));

const tags = [
  'Ouagadougou',
  'Burkina Faso',
  'Entrepreneuriat',
  'Marketing digital',
  'Recrutement',
  'Formation continue',
  'Étude de marché',
  'Transformation digitale',
].map((nom) => ({ nom, slug: slugify(nom) }));

/* -------------------------------------------------------------- blog posts */

// Listed newest first. `daysAgo` gives publishedAt (distinct for every post).
const blogSource = [
  {
    titre: 'Transformation digitale des PME : par où commencer ?',
    category: 'Digital',
    tags: ['Transformation digitale', 'Entrepreneuriat', 'Burkina Faso'],
    daysAgo: 3,
    palette: 'brand',
    contenu: `La transformation digitale n'est pas réservée aux grandes entreprises. À Ouagadougou comme à Bobo-Dioulasso, de plus en plus de PME utilisent des outils simples pour vendre, suivre leurs clients et piloter leur activité.

## Faire le point avant d'investir

Avant d'acheter un logiciel ou de lancer un site web, prenez le temps de dresser un état des lieux : quels processus vous font perdre du temps, où se trouvent vos clients, quelles données collectez-vous déjà ?

## Les premiers chantiers qui rapportent

- une présence en ligne claire : fiche Google, page Facebook et site vitrine à jour ;
- l'encaissement par mobile money pour simplifier le paiement ;
- un fichier clients centralisé plutôt que des carnets dispersés ;
- des tableaux de bord simples pour suivre les ventes chaque semaine.

## Avancer par étapes

Une transformation réussie se construit par petites victoires. Commencez par un chantier, mesurez les résultats, puis passez au suivant. Nos consultants accompagnent les dirigeants à chaque étape, du diagnostic à la formation des équipes.

Vous préférez en parler de vive voix ? Appelez-nous au [${site.phone}](${site.phoneHref}) du lundi au vendredi de 08H à 18H.

${CONTACT_LINE}`,
  },
  {
    titre: "Comment rédiger un CV qui retient l'attention des recruteurs au Burkina Faso",
    category: 'Emploi',
    tags: ['Recrutement', 'Burkina Faso'],
    daysAgo: 10,
    palette: 'ocean',
    contenu: `Un recruteur consacre en moyenne moins d'une minute à la première lecture d'un CV. Chaque ligne doit donc compter.

## Une structure claire

Votre CV doit tenir sur une ou deux pages et se lire en quelques secondes : coordonnées, titre du poste visé, expériences, formations, compétences et langues.

## Les erreurs à éviter

- une adresse e-mail fantaisiste ou un numéro de téléphone erroné ;
- des fautes d'orthographe : faites-vous relire ;
- des expériences sans résultats chiffrés ;
- une photo de mauvaise qualité.

## Mettre en valeur ses résultats

Remplacez « chargé des ventes » par « augmentation de 20 % du chiffre d'affaires de la zone en un an ». Les recruteurs retiennent les faits.

Notre service de **CV professionnel** vous aide à présenter votre parcours sous son meilleur jour. Découvrez aussi nos [offres d'emploi](${site.website}/nos-offres-emplois).

${CONTACT_LINE}`,
  },
  {
    titre: 'Étude de marché : valider son projet avant de se lancer',
    category: 'Études & Conseil',
    tags: ['Étude de marché', 'Entrepreneuriat'],
    daysAgo: 17,
    palette: 'forest',
    contenu: `Beaucoup de projets échouent non pas faute de moyens, mais parce que le marché n'a pas été étudié. Une étude de marché sérieuse réduit fortement ce risque.

## Les questions auxquelles elle répond

Qui sont vos clients ? Combien sont-ils prêts à payer ? Qui sont vos concurrents et comment se distinguent-ils ? Quels canaux de distribution fonctionnent dans votre zone ?

## Notre méthode

1. Analyse documentaire et statistiques disponibles ;
2. enquêtes quantitatives auprès d'un échantillon représentatif ;
3. entretiens qualitatifs avec des clients et des distributeurs ;
4. synthèse et recommandations opérationnelles.

## Un investissement rentable

Le coût d'une étude reste modeste au regard d'un lancement raté. Elle sert aussi à convaincre une banque ou un partenaire financier.

${CONTACT_LINE}`,
  },
  {
    titre: "Formation professionnelle : 5 raisons d'investir dans les compétences de vos équipes",
    category: 'Formation',
    tags: ['Formation continue', 'Ouagadougou'],
    daysAgo: 26,
    palette: 'sunset',
    contenu: `La formation continue est l'un des leviers les plus efficaces pour améliorer la performance d'une organisation. Voici pourquoi elle mérite une place dans votre budget.

## 1. Des équipes plus productives

Des collaborateurs formés travaillent plus vite et commettent moins d'erreurs.

## 2. Une meilleure fidélisation

Les salariés restent plus volontiers dans une entreprise qui investit dans leur avenir.

## 3. Des compétences adaptées au digital

- outils bureautiques et tableaux de bord ;
- marketing sur les réseaux sociaux ;
- gestion de la relation client.

## 4. Une image employeur renforcée

## 5. Des résultats mesurables

Chaque formation ADIVE se termine par une évaluation et, selon le programme, une certification. Consultez notre [catalogue de formations](${site.website}/nos-formations).

${CONTACT_LINE}`,
  },
  {
    titre: 'Recruter autrement',
    category: 'Emploi',
    tags: ['Recrutement', 'Ouagadougou'],
    daysAgo: 34,
    palette: 'violet',
    contenu: `Recruter le bon profil prend du temps. Notre service de mise en relation aide les entreprises à trouver des candidats qualifiés et les candidats à trouver un emploi qui leur correspond.

## Pour les entreprises

Nous publions votre offre, présélectionnons les candidatures et organisons les entretiens. Vous ne rencontrez que les profils pertinents.

## Pour les candidats

- création d'un CV professionnel et d'une lettre de motivation ;
- préparation aux entretiens et aux tests de recrutement ;
- alertes emploi ciblées.

## Une démarche en sept étapes

De la création du CV jusqu'à l'embauche, chaque étape est suivie par un conseiller. Plus d'informations sur [notre service de mise en relation](${site.website}/services/mise-en-relation).

${CONTACT_LINE}`,
  },
  {
    titre: 'Mobile money et e-commerce : vendre en ligne au Burkina',
    category: 'Digital',
    tags: ['Marketing digital', 'Burkina Faso', 'Entrepreneuriat'],
    daysAgo: 45,
    palette: 'teal',
    contenu: `Orange Money, Moov Money, Wave : le paiement mobile est entré dans les habitudes. Pour les commerçants, c'est une occasion unique de vendre en ligne.

## Choisir ses canaux de vente

Un site e-commerce n'est pas toujours nécessaire au départ. WhatsApp Business, une page Facebook bien animée et un catalogue clair suffisent souvent pour démarrer.

## Sécuriser les paiements

- afficher clairement les numéros marchands ;
- envoyer une confirmation écrite à chaque commande ;
- conserver une trace de chaque transaction.

## Organiser la livraison

La livraison est souvent le maillon faible. Notre service de livraison couvre Ouagadougou à partir de 1000 FCFA.

Lire aussi le rapport de la [Banque centrale des États de l'Afrique de l'Ouest](https://www.bceao.int) sur les services financiers numériques.

${CONTACT_LINE}`,
  },
  {
    titre: 'E-learning : réussir sa formation à distance',
    category: 'Formation',
    tags: ['Formation continue', 'Transformation digitale'],
    daysAgo: 56,
    palette: 'ocean',
    contenu: `La classe virtuelle permet de se former sans quitter son poste ni sa ville. Encore faut-il s'organiser pour en tirer le meilleur.

## Préparer son environnement

Une connexion stable, un casque et un endroit calme font une vraie différence. Testez votre matériel avant la première session.

## Rester motivé

- bloquer des créneaux fixes dans son agenda ;
- participer activement aux échanges ;
- faire les exercices entre deux séances.

## Ce que propose ADIVE

Nos formations en ligne associent sessions en direct, ressources téléchargeables et suivi individuel par le formateur. Voir [nos formations](${site.website}/nos-formations).

${CONTACT_LINE}`,
  },
  {
    titre: 'Collecte de données terrain : nos bonnes pratiques',
    category: 'Études & Conseil',
    tags: ['Étude de marché', 'Burkina Faso'],
    daysAgo: 68,
    palette: 'forest',
    contenu: `La qualité d'une étude dépend d'abord de la qualité des données collectées. Nos équipes d'enquêteurs interviennent dans tout le Burkina Faso.

## Former les enquêteurs

Chaque mission commence par une journée de formation : objectifs de l'étude, questionnaire, posture face aux répondants.

## Des outils numériques

- questionnaires sur tablette ou smartphone ;
- géolocalisation des entretiens ;
- contrôle qualité quotidien des données.

## Respecter les répondants

Consentement, confidentialité et restitution des résultats aux communautés font partie de nos engagements.

Pour aller plus loin, consultez les données de l'[Institut national de la statistique et de la démographie](https://www.insd.bf).

${CONTACT_LINE}`,
  },
  {
    titre: 'Réseaux sociaux : bâtir une stratégie de contenu efficace',
    category: 'Digital',
    tags: ['Marketing digital'],
    daysAgo: 80,
    palette: 'sunset',
    contenu: `Publier tous les jours ne suffit pas : une stratégie de contenu part de vos objectifs et de votre audience.

## Définir ses objectifs

Notoriété, génération de contacts ou ventes directes : chaque objectif appelle des contenus et des indicateurs différents.

## Un calendrier éditorial

- deux à trois publications par semaine ;
- un équilibre entre conseils, coulisses et offres ;
- des visuels cohérents avec votre identité.

## Mesurer et ajuster

Regardez chaque mois les publications qui fonctionnent et celles qui ne fonctionnent pas. Notre équipe de [conception graphique](${site.website}/services/conception-graphique) peut produire vos visuels.

${CONTACT_LINE}`,
  },
  {
    titre: 'Bilan de notre session de formation en gestion de projet à Bobo-Dioulasso',
    category: 'Formation',
    tags: ['Formation continue'],
    daysAgo: 95,
    palette: 'violet',
    contenu: `Vingt-deux cadres d'entreprises et d'ONG ont suivi notre session de trois jours consacrée à la gestion de projet.

## Au programme

Cadrage, planification, suivi budgétaire et gestion des risques, avec des études de cas tirées de projets locaux.

## Ce que les participants ont retenu

- l'importance d'un cadrage clair dès le départ ;
- des outils simples de suivi : diagramme de Gantt, tableau des risques ;
- la communication avec les parties prenantes.

## Prochaines sessions

Une nouvelle session est programmée à Ouagadougou. Inscriptions ouvertes sur notre [page formations](${site.website}/nos-formations).

${CONTACT_LINE}`,
  },
  {
    titre: 'Les métiers qui recrutent à Ouagadougou',
    category: 'Emploi',
    tags: ['Recrutement', 'Ouagadougou'],
    daysAgo: 110,
    palette: 'teal',
    contenu: `Quels profils les entreprises recherchent-elles en ce moment ? Voici les tendances observées à partir des offres que nous publions.

## Les fonctions commerciales

Commerciaux terrain, téléconseillers et responsables de zone restent les profils les plus demandés.

## Le numérique

- développeurs web et mobile ;
- community managers ;
- analystes de données.

## La finance et la gestion

Comptables, contrôleurs de gestion et assistants administratifs complètent le palmarès.

Retrouvez toutes nos [offres d'emploi](${site.website}/nos-offres-emplois).

${CONTACT_LINE}`,
  },
  {
    titre: 'ADIVE, votre partenaire conseil à Ouagadougou',
    category: 'Études & Conseil',
    tags: ['Ouagadougou', 'Entrepreneuriat'],
    daysAgo: 128,
    palette: 'brand',
    contenu: `ADIVE, l'Agence du digital et de la vente, accompagne entreprises, institutions et porteurs de projets depuis Ouagadougou.

## Nos domaines d'intervention

- conseil en stratégie commerciale et organisation ;
- études de marché et collecte de données ;
- formation professionnelle ;
- services digitaux et recrutement.

## Notre approche

Nous partons de votre réalité de terrain pour proposer des solutions concrètes, mesurables et adaptées à votre budget.

## Nous rencontrer

Nos bureaux sont ouverts du lundi au vendredi de 08H à 18H et le samedi de 08H à 13H. Demandez un [devis personnalisé](${site.website}/demander-un-devis).

${CONTACT_LINE}`,
  },
];

const blogs = blogSource.map((post, index) => ({
  ...post,
  slug: slugify(post.titre),
  publishedAt: isoDaysAgo(post.daysAgo, 8 + (index % 8), 15 + index),
  imageAlt: `Illustration : ${post.titre}`,
}));

/* ------------------------------------------------------------ trainings */

const typesformations = ['Inter-entreprise', 'Intra-entreprise', 'E-learning / classe virtuelle'].map(
  (nom) => ({ nom })
);

const modesformations = ['Présentiel', 'En ligne', 'Hybride'].map((nom) => ({ nom }));

const formateurs = [
  {
    key: 'ouedraogo',
    Prenoms: 'Aïcha Mariam',
    Nom: 'OUÉDRAOGO',
    Profession: 'Consultante en gestion de projet (PMP)',
    Description:
      "Quinze ans d'expérience dans la conduite de projets de développement et d'infrastructures en Afrique de l'Ouest. Certifiée PMP, elle forme cadres et chefs de projet aux méthodes de planification et de suivi.",
    coordonnees: 'E-mail : a.ouedraogo@adive.net\nTéléphone : +226 69 09 09 37\nOuagadougou, Burkina Faso',
  },
  {
    key: 'kabore',
    Prenoms: 'Jean-Baptiste',
    Nom: 'KABORÉ',
    Profession: 'Expert en marketing digital',
    Description:
      "Ancien responsable communication d'un opérateur télécom, il accompagne les PME dans leur stratégie sur les réseaux sociaux, la publicité en ligne et le commerce électronique.",
    coordonnees: 'E-mail : jb.kabore@adive.net\nTéléphone : +226 69 09 09 37\nOuagadougou, Burkina Faso',
  },
  {
    key: 'sawadogo',
    Prenoms: 'Fatimata',
    Nom: 'SAWADOGO',
    Profession: 'Formatrice en techniques commerciales',
    Description:
      'Directrice commerciale pendant dix ans dans la distribution, elle anime des formations pratiques sur la vente, la négociation et la relation client.',
    coordonnees: 'E-mail : f.sawadogo@adive.net\nTéléphone : +226 69 09 09 37\nBobo-Dioulasso, Burkina Faso',
  },
  {
    key: 'compaore',
    Prenoms: 'Issouf Arnaud',
    Nom: 'COMPAORÉ',
    Profession: 'Statisticien et analyste de données',
    Description:
      "Ingénieur statisticien, il conduit des enquêtes et des études de marché pour des entreprises et des organisations internationales, et forme aux outils d'analyse de données.",
    coordonnees: 'E-mail : i.compaore@adive.net\nTéléphone : +226 69 09 09 37\nOuagadougou, Burkina Faso',
  },
];

const modespayments = [
  { nom: 'Orange Money', logo: { background: '#FF7900', foreground: '#FFFFFF', label: 'Orange Money' } },
  { nom: 'Moov Money', logo: { background: '#0055A4', foreground: '#FFFFFF', label: 'Moov Money' } },
  { nom: 'Wave', logo: { background: '#1DC4FF', foreground: '#0B1F3A', label: 'Wave' } },
  { nom: 'Carte bancaire', logo: { background: '#1E293B', foreground: '#FBBF24', label: 'Carte bancaire' } },
];

const ALL_PAYMENTS = modespayments.map((m) => m.nom);

const formationSource = [
  {
    Theme: 'Gestion de projet et planification opérationnelle',
    description:
      'Une formation pratique pour maîtriser les étapes clés d’un projet : cadrage, planification, suivi budgétaire, gestion des risques et clôture. Les participants travaillent sur leurs propres projets.',
    objectifs:
      'Structurer un projet de bout en bout ; construire un planning réaliste ; suivre le budget et les indicateurs ; anticiper et traiter les risques ; rendre compte aux parties prenantes.',
    cible:
      '<ul><li>Chefs de projet et coordonnateurs</li><li>Cadres d’entreprises et d’ONG</li><li>Porteurs de projets</li></ul>',
    Competences:
      'Rédaction d’une note de cadrage, diagramme de Gantt, tableau de suivi budgétaire, matrice des risques, tableau de bord de projet.',
    nombre_heures: 24,
    lieu: 'Ouagadougou',
    langue: 'Français',
    prix_formation: 150000,
    dateOffset: 24,
    avec_certificat: true,
    avec_test: true,
    video: '',
    typesformation: 'Inter-entreprise',
    modesformation: 'Présentiel',
    formateur: 'ouedraogo',
    modespayment: ALL_PAYMENTS,
    images: 2,
    palette: 'brand',
  },
  {
    Theme: 'Marketing digital et réseaux sociaux pour PME',
    description:
      'Apprenez à définir une stratégie digitale adaptée à votre entreprise, à animer vos réseaux sociaux et à lancer vos premières campagnes publicitaires en ligne avec un petit budget.',
    objectifs:
      'Définir ses cibles et ses messages ; construire un calendrier éditorial ; créer des publications engageantes ; piloter une campagne sponsorisée ; mesurer les résultats.',
    cible:
      '<ul><li>Dirigeants de PME et commerçants</li><li>Chargés de communication</li><li>Community managers débutants</li></ul>',
    Competences:
      'Stratégie de contenu, Facebook et Instagram pour les entreprises, WhatsApp Business, publicité ciblée, indicateurs de performance.',
    nombre_heures: 20,
    lieu: 'En ligne',
    langue: 'Français',
    prix_formation: 75000,
    dateOffset: 38,
    avec_certificat: true,
    avec_test: false,
    video: '',
    typesformation: 'E-learning / classe virtuelle',
    modesformation: 'En ligne',
    formateur: 'kabore',
    modespayment: ['Orange Money', 'Moov Money', 'Wave'],
    images: 1,
    palette: 'ocean',
  },
  {
    Theme: 'Techniques de vente et négociation commerciale',
    description:
      'Trois jours intensifs pour améliorer les performances de vos équipes commerciales : prospection, découverte des besoins, argumentation, traitement des objections et conclusion de la vente.',
    objectifs:
      'Préparer une visite commerciale ; conduire un entretien de découverte ; argumenter avec la méthode CAP ; traiter les objections ; négocier et conclure.',
    cible:
      '<ul><li>Commerciaux terrain et sédentaires</li><li>Responsables de points de vente</li><li>Équipes de prospection</li></ul>',
    Competences:
      'Prospection, écoute active, argumentaire, traitement des objections, négociation gagnant-gagnant, suivi client.',
    nombre_heures: 16,
    lieu: 'Bobo-Dioulasso',
    langue: 'Français',
    prix_formation: 100000,
    dateOn31: true,
    avec_certificat: true,
    avec_test: true,
    video: '',
    typesformation: 'Intra-entreprise',
    modesformation: 'Présentiel',
    formateur: 'sawadogo',
    modespayment: ALL_PAYMENTS,
    images: 2,
    palette: 'sunset',
  },
  {
    Theme: 'Excel avancé et tableaux de bord de gestion',
    description:
      'Maîtrisez les fonctions avancées d’Excel pour automatiser vos calculs, analyser vos données et construire des tableaux de bord clairs pour la prise de décision.',
    objectifs:
      'Utiliser les fonctions de recherche et les formules conditionnelles ; créer des tableaux croisés dynamiques ; concevoir des graphiques pertinents ; construire un tableau de bord mensuel.',
    cible:
      '<ul><li>Assistants administratifs et comptables</li><li>Contrôleurs de gestion</li><li>Toute personne qui manipule des données</li></ul>',
    Competences:
      'RECHERCHEX, SI imbriqués, tableaux croisés dynamiques, mise en forme conditionnelle, graphiques, tableaux de bord.',
    nombre_heures: 18,
    lieu: 'Ouagadougou',
    langue: 'Français',
    prix_formation: 85000,
    dateOffset: 52,
    avec_certificat: true,
    avec_test: true,
    video: '',
    typesformation: 'Inter-entreprise',
    modesformation: 'Hybride',
    formateur: 'compaore',
    modespayment: ['Orange Money', 'Wave', 'Carte bancaire'],
    images: 1,
    palette: 'forest',
  },
  {
    Theme: 'Collecte et analyse de données avec KoboToolbox',
    description:
      'De la conception du questionnaire à l’analyse des résultats : une formation complète pour conduire des enquêtes numériques fiables sur le terrain.',
    objectifs:
      'Concevoir un questionnaire numérique ; déployer la collecte sur smartphone ; contrôler la qualité des données ; analyser et présenter les résultats.',
    cible:
      '<ul><li>Chargés de suivi-évaluation</li><li>Enquêteurs et superviseurs</li><li>Étudiants en statistique</li></ul>',
    Competences:
      'KoboToolbox, XLSForm, contrôle qualité, nettoyage de données, analyse descriptive, restitution.',
    nombre_heures: 21,
    lieu: 'Ouagadougou',
    langue: 'Français',
    prix_formation: 120000,
    dateOffset: 66,
    avec_certificat: true,
    avec_test: false,
    video: '',
    typesformation: 'Inter-entreprise',
    modesformation: 'Présentiel',
    formateur: 'compaore',
    modespayment: ['Orange Money', 'Moov Money'],
    images: 0,
    palette: 'teal',
  },
  {
    Theme: "Création d'entreprise et business plan",
    description:
      'Vous avez une idée d’entreprise ? Cette formation vous guide pas à pas pour construire un business plan solide, convaincre des financeurs et réussir votre lancement.',
    objectifs:
      'Valider son idée ; étudier son marché ; bâtir son modèle économique ; construire ses prévisions financières ; présenter son projet à un financeur.',
    cible:
      '<ul><li>Porteurs de projets et jeunes diplômés</li><li>Entrepreneurs en phase de lancement</li><li>Femmes entrepreneures</li></ul>',
    Competences: 'Étude de marché, modèle économique, prévisions financières, pitch, démarches de création.',
    nombre_heures: 15,
    lieu: 'Ouagadougou',
    langue: 'Français',
    prix_formation: 60000,
    dateOffset: 80,
    avec_certificat: false,
    avec_test: false,
    video: '',
    typesformation: null,
    modesformation: 'Hybride',
    formateur: null,
    modespayment: ['Orange Money', 'Moov Money', 'Wave'],
    images: 1,
    palette: 'violet',
  },
  {
    Theme: 'Service client et communication professionnelle',
    description:
      'Améliorez la qualité de votre accueil et de votre relation client, au téléphone, par écrit et en face à face, pour fidéliser durablement votre clientèle.',
    objectifs:
      'Adopter une posture orientée client ; communiquer clairement à l’oral et à l’écrit ; gérer les réclamations ; mesurer la satisfaction.',
    cible:
      '<ul><li>Agents d’accueil et téléconseillers</li><li>Personnel des agences et boutiques</li><li>Responsables du service client</li></ul>',
    Competences:
      'Accueil, écoute active, rédaction professionnelle, gestion des clients difficiles, enquête de satisfaction.',
    nombre_heures: 12,
    lieu: 'En ligne',
    langue: 'Français',
    prix_formation: 50000,
    dateOffset: 95,
    avec_certificat: true,
    avec_test: true,
    video: '',
    typesformation: 'E-learning / classe virtuelle',
    modesformation: 'En ligne',
    formateur: 'kabore',
    modespayment: [],
    images: 1,
    palette: 'ocean',
  },
];

const formations = formationSource.map((f) => {
  const { dateOffset, dateOn31, ...rest } = f;
  return {
    ...rest,
    slug: slugify(f.Theme),
    date_formation: dateOn31 ? nextThirtyFirst(20) : isoDay(dateOffset),
  };
});

/* ---------------------------------------------------------------- jobs */

const compagnies = [
  'Faso Distribution SA',
  'Sahel Agro Industries',
  'BF Télécom Services',
  'Banque Sahélienne de Développement',
  'Kanga Logistique',
  'Wend-Panga Construction',
  'Ouaga Digital Lab',
  'Cabinet Yennenga Conseil',
  'Abidjan Retail Group',
  'Niger Énergie Solaire',
].map((nom) => ({ nom }));

const jobdomains = [
  'Commercial & Vente',
  'Marketing & Communication',
  'Informatique & Digital',
  'Finance & Comptabilité',
  'Ressources humaines',
  'Logistique & Transport',
  'Agriculture & Agro-industrie',
  'Études & Statistiques',
  'Administration',
].map((nom) => ({ nom }));

const jobtypes = ['CDI', 'CDD', 'Stage', 'Freelance'].map((nom) => ({ nom }));

const experienceLevels = ['Débutant', '1-3 ans', '3-5 ans', 'Plus de 5 ans'].map((nom) => ({ nom }));

// [titre, domaine, type, niveau, compagnie (null = none), pays, urgent, publié il y a (jours), expire dans (jours), missions, profil]
/** @type {Array<[string, string, string, string, string, string, boolean, number, number, string[], string[]]>} */
const jobRows = [
  [
    'Commercial terrain',
    'Commercial & Vente',
    'CDI',
    '1-3 ans',
    'Faso Distribution SA',
    'Burkina Faso',
    true,
    2,
    28,
    [
      'Prospecter les commerces de détail de votre secteur',
      'Présenter et vendre la gamme de produits',
      'Assurer le suivi des commandes et des encaissements',
      'Remonter les informations du terrain',
    ],
    [
      'Bac + 2 en commerce ou équivalent',
      'Permis A et moto exigés',
      'Excellent relationnel et goût du challenge',
    ],
  ],
  [
    'Responsable des ventes zone Centre-Ouest',
    'Commercial & Vente',
    'CDI',
    'Plus de 5 ans',
    'Sahel Agro Industries',
    'Burkina Faso',
    false,
    4,
    40,
    [
      'Piloter une équipe de huit commerciaux',
      'Définir et suivre les objectifs de vente',
      'Développer le réseau de distributeurs',
      'Produire un reporting hebdomadaire',
    ],
    [
      'Bac + 4 en commerce ou gestion',
      'Au moins cinq ans d’expérience en management commercial',
      'Maîtrise d’Excel',
    ],
  ],
  [
    'Développeur web full stack (React / Node.js)',
    'Informatique & Digital',
    'CDI',
    '3-5 ans',
    'Ouaga Digital Lab',
    'Burkina Faso',
    true,
    1,
    30,
    [
      'Concevoir et développer des applications web',
      'Intégrer des API de paiement mobile',
      'Écrire des tests et documenter le code',
      'Participer aux revues de code',
    ],
    [
      'Bac + 3 en informatique',
      'Maîtrise de JavaScript, React et Node.js',
      'Connaissance de Git et des bases de données SQL',
    ],
  ],
  [
    'Community manager',
    'Marketing & Communication',
    'CDD',
    '1-3 ans',
    null,
    'Burkina Faso',
    false,
    6,
    24,
    [
      'Animer les pages Facebook, Instagram et LinkedIn',
      'Rédiger et programmer les publications',
      'Répondre aux messages et commentaires',
      'Suivre les statistiques d’audience',
    ],
    [
      'Formation en communication ou marketing',
      'Excellente orthographe',
      'Maîtrise de Canva ou d’un outil similaire',
    ],
  ],
  [
    'Stagiaire assistant(e) marketing',
    'Marketing & Communication',
    'Stage',
    'Débutant',
    'BF Télécom Services',
    'Burkina Faso',
    false,
    9,
    21,
    [
      'Participer à l’organisation des campagnes',
      'Réaliser des études de veille concurrentielle',
      'Préparer des supports de présentation',
    ],
    [
      'Étudiant(e) en Bac + 3 marketing ou commerce',
      'Curiosité et sens de l’organisation',
      'Disponible six mois',
    ],
  ],
  [
    'Comptable confirmé(e)',
    'Finance & Comptabilité',
    'CDI',
    '3-5 ans',
    'Banque Sahélienne de Développement',
    "Côte d'Ivoire",
    false,
    5,
    35,
    [
      'Tenir la comptabilité générale et analytique',
      'Préparer les déclarations fiscales et sociales',
      'Participer aux clôtures mensuelles et annuelles',
      'Contrôler les rapprochements bancaires',
    ],
    [
      'Bac + 3 en comptabilité (SYSCOHADA)',
      'Trois ans d’expérience minimum',
      'Maîtrise d’un logiciel comptable',
    ],
  ],
  [
    'Chauffeur-livreur',
    'Logistique & Transport',
    'CDD',
    'Débutant',
    'Kanga Logistique',
    'Burkina Faso',
    true,
    3,
    14,
    [
      'Livrer les commandes aux clients de Ouagadougou',
      'Vérifier l’état des colis au chargement',
      'Encaisser les paiements à la livraison',
    ],
    ['Permis B valide', 'Bonne connaissance de la ville', 'Ponctualité et honnêteté'],
  ],
  [
    'Assistant(e) ressources humaines',
    'Ressources humaines',
    'CDI',
    '1-3 ans',
    'Wend-Panga Construction',
    'Burkina Faso',
    false,
    12,
    30,
    [
      'Gérer les dossiers administratifs du personnel',
      'Préparer les éléments de paie',
      'Organiser les recrutements et les formations',
    ],
    ['Bac + 3 en gestion des ressources humaines', 'Connaissance du Code du travail burkinabè', 'Discrétion'],
  ],
  [
    'Chef de projet études de marché',
    'Études & Statistiques',
    'CDI',
    'Plus de 5 ans',
    'Cabinet Yennenga Conseil',
    'Burkina Faso',
    false,
    8,
    45,
    [
      'Concevoir les méthodologies d’études',
      'Encadrer les équipes de collecte',
      'Analyser les données et rédiger les rapports',
      'Présenter les résultats aux clients',
    ],
    [
      'Bac + 5 en statistique, économie ou marketing',
      'Cinq ans d’expérience en cabinet',
      'Maîtrise de SPSS, Stata ou R',
    ],
  ],
  [
    'Enquêteurs et enquêtrices pour une étude nationale de consommation des ménages',
    'Études & Statistiques',
    'Freelance',
    'Débutant',
    'Cabinet Yennenga Conseil',
    'Burkina Faso',
    true,
    2,
    10,
    [
      'Administrer les questionnaires sur tablette',
      'Respecter le plan d’échantillonnage',
      'Transmettre les données chaque jour',
    ],
    [
      'Niveau Bac minimum',
      'Parler mooré, dioula ou fulfuldé est un atout',
      'Disponibilité pour des déplacements',
    ],
  ],
  [
    'Agent commercial en assurance',
    'Commercial & Vente',
    'Freelance',
    '1-3 ans',
    null,
    'Sénégal',
    false,
    15,
    30,
    [
      'Prospecter particuliers et entreprises',
      'Conseiller et vendre des contrats d’assurance',
      'Fidéliser son portefeuille',
    ],
    ['Aisance relationnelle', 'Première expérience en vente', 'Rémunération à la commission'],
  ],
  [
    'Responsable administratif et financier',
    'Finance & Comptabilité',
    'CDI',
    'Plus de 5 ans',
    'Niger Énergie Solaire',
    'Niger',
    false,
    10,
    40,
    [
      'Superviser la comptabilité et la trésorerie',
      'Élaborer le budget et en assurer le suivi',
      'Piloter les relations avec les banques et les auditeurs',
      'Encadrer l’équipe administrative',
    ],
    [
      'Bac + 5 en finance ou comptabilité',
      'Sept ans d’expérience dont trois en management',
      'Rigueur et leadership',
    ],
  ],
  [
    'Technicien(ne) réseaux et télécoms',
    'Informatique & Digital',
    'CDD',
    '3-5 ans',
    'BF Télécom Services',
    'Burkina Faso',
    false,
    7,
    25,
    [
      'Installer et maintenir les équipements réseau',
      'Diagnostiquer les pannes',
      'Rédiger les rapports d’intervention',
    ],
    ['BTS ou DUT en réseaux et télécoms', 'Habilitation électrique appréciée', 'Mobilité sur le territoire'],
  ],
  [
    'Stage en développement d’applications mobiles',
    'Informatique & Digital',
    'Stage',
    'Débutant',
    'Ouaga Digital Lab',
    'Burkina Faso',
    false,
    11,
    20,
    [
      'Participer au développement d’une application Flutter',
      'Tester les fonctionnalités',
      'Corriger les anomalies',
    ],
    ['Étudiant(e) en informatique', 'Bases en Dart ou JavaScript', 'Envie d’apprendre'],
  ],
  [
    'Téléconseiller(ère) service client',
    'Commercial & Vente',
    'CDD',
    'Débutant',
    'BF Télécom Services',
    'Burkina Faso',
    true,
    1,
    15,
    ['Répondre aux appels des clients', 'Traiter les réclamations', 'Proposer les offres adaptées'],
    ['Niveau Bac', 'Excellente élocution en français', 'Maîtrise de l’outil informatique'],
  ],
  [
    'Responsable logistique et approvisionnement',
    'Logistique & Transport',
    'CDI',
    '3-5 ans',
    'Abidjan Retail Group',
    "Côte d'Ivoire",
    false,
    14,
    35,
    [
      'Planifier les approvisionnements des magasins',
      'Gérer les stocks et les inventaires',
      'Négocier avec les transporteurs',
    ],
    ['Bac + 4 en logistique', 'Trois ans d’expérience en grande distribution', 'Maîtrise d’un ERP'],
  ],
  [
    'Ingénieur agronome',
    'Agriculture & Agro-industrie',
    'CDI',
    '3-5 ans',
    'Sahel Agro Industries',
    'Mali',
    false,
    18,
    40,
    [
      'Encadrer les producteurs partenaires',
      'Suivre les itinéraires techniques',
      'Contrôler la qualité des récoltes',
    ],
    ['Diplôme d’ingénieur agronome', 'Expérience en filière coton ou céréales', 'Permis de conduire'],
  ],
  [
    'Chargé(e) de communication',
    'Marketing & Communication',
    'CDI',
    '3-5 ans',
    'Banque Sahélienne de Développement',
    'Burkina Faso',
    false,
    20,
    30,
    [
      'Élaborer le plan de communication annuel',
      'Rédiger communiqués et supports',
      'Organiser les événements',
      'Gérer les relations presse',
    ],
    ['Bac + 4 en communication', 'Excellente plume', 'Expérience en institution financière appréciée'],
  ],
  [
    'Secrétaire de direction',
    'Administration',
    'CDI',
    '1-3 ans',
    null,
    'Burkina Faso',
    false,
    16,
    25,
    [
      'Gérer l’agenda et le courrier de la direction',
      'Organiser les réunions et rédiger les comptes rendus',
      'Classer et archiver les documents',
    ],
    ['Bac + 2 en secrétariat', 'Maîtrise de Word et Excel', 'Discrétion et sens de l’organisation'],
  ],
  [
    'Data analyst',
    'Études & Statistiques',
    'CDI',
    '1-3 ans',
    'Ouaga Digital Lab',
    'Burkina Faso',
    true,
    3,
    33,
    [
      'Collecter et nettoyer les données',
      'Construire des tableaux de bord',
      'Produire des analyses pour les équipes métiers',
    ],
    [
      'Bac + 4 en statistique ou informatique',
      'Maîtrise de SQL et de Python ou R',
      'Connaissance de Power BI',
    ],
  ],
  [
    'Conducteur de travaux bâtiment',
    'Administration',
    'CDD',
    'Plus de 5 ans',
    'Wend-Panga Construction',
    'Burkina Faso',
    false,
    22,
    20,
    [
      'Planifier et suivre les chantiers',
      'Encadrer les chefs d’équipe',
      'Contrôler la qualité et la sécurité',
    ],
    ['Diplôme en génie civil', 'Cinq ans d’expérience sur des chantiers de bâtiment', 'Leadership'],
  ],
  [
    'Stagiaire en comptabilité',
    'Finance & Comptabilité',
    'Stage',
    'Débutant',
    'Faso Distribution SA',
    'Burkina Faso',
    false,
    13,
    18,
    ['Saisir les pièces comptables', 'Participer aux rapprochements bancaires', 'Classer les justificatifs'],
    ['Étudiant(e) en comptabilité', 'Rigueur', 'Connaissance du SYSCOHADA'],
  ],
  [
    'Graphiste designer',
    'Marketing & Communication',
    'Freelance',
    '1-3 ans',
    null,
    'Togo',
    false,
    25,
    30,
    [
      'Créer les identités visuelles des clients',
      'Concevoir supports imprimés et numériques',
      'Préparer les fichiers pour l’impression',
    ],
    ['Maîtrise d’Illustrator, Photoshop et InDesign', 'Portfolio exigé', 'Respect des délais'],
  ],
  [
    'Responsable des ressources humaines pour un groupe industriel en forte croissance',
    'Ressources humaines',
    'CDI',
    'Plus de 5 ans',
    'Sahel Agro Industries',
    'Burkina Faso',
    false,
    9,
    45,
    [
      'Définir et conduire la politique RH du groupe',
      'Piloter les recrutements et la gestion des carrières',
      'Conduire le dialogue social',
      'Superviser la paie de 400 salariés',
    ],
    [
      'Bac + 5 en ressources humaines',
      'Huit ans d’expérience dont quatre en poste similaire',
      'Excellente connaissance du droit du travail',
    ],
  ],
  [
    'Magasinier',
    'Logistique & Transport',
    'CDD',
    'Débutant',
    'Kanga Logistique',
    'Burkina Faso',
    false,
    30,
    -5,
    [
      'Réceptionner et contrôler les marchandises',
      'Ranger et préparer les commandes',
      'Tenir les fiches de stock',
    ],
    ['Niveau BEPC', 'Rigueur', 'Bonne condition physique'],
  ],
  [
    'Commercial B2B solutions solaires',
    'Commercial & Vente',
    'CDI',
    '3-5 ans',
    'Niger Énergie Solaire',
    'Niger',
    false,
    35,
    -10,
    [
      'Prospecter les entreprises et les collectivités',
      'Élaborer des offres techniques et commerciales',
      'Suivre les installations avec l’équipe technique',
    ],
    ['Bac + 3 technique ou commercial', 'Expérience en vente de solutions énergétiques', 'Permis B'],
  ],
  [
    'Assistant(e) commercial(e) bilingue',
    'Commercial & Vente',
    'CDI',
    '1-3 ans',
    'Abidjan Retail Group',
    "Côte d'Ivoire",
    false,
    40,
    -3,
    [
      'Traiter les commandes et les devis',
      'Assurer le suivi des clients anglophones',
      'Mettre à jour le fichier clients',
    ],
    ['Bac + 2 en commerce', 'Anglais courant', 'Maîtrise du pack Office'],
  ],
  [
    'Chargé(e) de suivi-évaluation',
    'Études & Statistiques',
    'CDD',
    '3-5 ans',
    null,
    'Mali',
    false,
    17,
    28,
    [
      'Mettre en place le système de suivi-évaluation du projet',
      'Collecter et analyser les indicateurs',
      'Rédiger les rapports trimestriels',
    ],
    [
      'Bac + 4 en statistique, économie ou sciences sociales',
      'Expérience avec des bailleurs de fonds',
      'Maîtrise de KoboToolbox',
    ],
  ],
  [
    'Vendeuse en boutique',
    'Commercial & Vente',
    'CDI',
    'Débutant',
    'Faso Distribution SA',
    'Burkina Faso',
    false,
    19,
    26,
    ['Accueillir et conseiller les clients', 'Tenir la caisse', 'Assurer la mise en rayon'],
    ['Niveau BEPC ou Bac', 'Sourire et dynamisme', 'Disponible le samedi'],
  ],
  [
    'Consultant(e) en transformation digitale',
    'Informatique & Digital',
    'Freelance',
    'Plus de 5 ans',
    'Cabinet Yennenga Conseil',
    'Sénégal',
    false,
    21,
    50,
    [
      'Réaliser des diagnostics numériques',
      'Accompagner le choix et le déploiement d’outils',
      'Former les équipes clientes',
    ],
    [
      'Bac + 5 en systèmes d’information ou management',
      'Expérience en conduite du changement',
      'Excellentes capacités de communication',
    ],
  ],
  [
    'Technicien agricole',
    'Agriculture & Agro-industrie',
    'CDD',
    '1-3 ans',
    'Sahel Agro Industries',
    'Burkina Faso',
    false,
    26,
    22,
    [
      'Appuyer les producteurs dans les champs',
      'Collecter les données de production',
      'Animer des démonstrations',
    ],
    ['BEP ou Bac agricole', 'Parler mooré ou dioula', 'Moto exigée'],
  ],
  [
    'Stage en communication digitale',
    'Marketing & Communication',
    'Stage',
    'Débutant',
    'Banque Sahélienne de Développement',
    'Burkina Faso',
    false,
    28,
    16,
    [
      'Participer à l’animation des réseaux sociaux',
      'Produire des contenus vidéo courts',
      'Analyser les performances',
    ],
    ['Étudiant(e) en communication', 'Créativité', 'Maîtrise d’un outil de montage vidéo'],
  ],
];

const COUNTRY_PREPOSITION = { "Côte d'Ivoire": 'en' };

function inCountry(pays) {
  return `${COUNTRY_PREPOSITION[pays] || 'au'} ${pays}`;
}

function jobDescription([titre, domain, type, level, compagnie, pays, , , , missions, profil]) {
  const employer = compagnie ? `**${compagnie}**` : 'Notre client, une entreprise de référence,';
  return `${employer} recrute un(e) **${titre}** (${type}) pour renforcer ses équipes ${inCountry(pays)}.

## Missions

${missions.map((m, i) => `- ${m}${i === missions.length - 1 ? '.' : ' ;'}`).join('\n')}

## Profil recherché

${profil.map((p) => `- ${p}`).join('\n')}

## Conditions

Niveau d'expérience : ${level}. Domaine : ${domain}. Rémunération attractive selon profil.

## Comment postuler

Envoyez votre CV et votre lettre de motivation à [${site.email}](mailto:${site.email}) en précisant l'intitulé du poste, ou faites-vous accompagner par notre [service de mise en relation](${site.website}/services/mise-en-relation).`;
}

const jobs = jobRows.map((row) => {
  const [
    titre,
    jobdomain,
    jobtype,
    experience_level,
    compagnie,
    pays,
    urgent,
    publishedDaysAgo,
    expiresInDays,
  ] = row;
  return {
    titre,
    slug: slugify(titre),
    description: jobDescription(row),
    urgent,
    date_publication: isoDay(-publishedDaysAgo),
    date_expiration: isoDay(expiresInDays),
    pays,
    compagnie,
    jobdomain,
    jobtype,
    experience_level,
  };
});

/* ---------------------------------------------------------------- books */

/** @type {Array<[string, string, number, string, string]>} */
const bibliosSource = [
  [
    'Entreprendre en Afrique de l’Ouest : le guide pratique',
    'Salif Traoré',
    9500,
    'De l’idée au premier client : démarches administratives, financement, marketing et gestion au quotidien, illustrés par des parcours d’entrepreneurs burkinabè, maliens et ivoiriens.',
    'brand',
  ],
  [
    'Le marketing digital expliqué aux PME africaines',
    'Mariam Diallo',
    7500,
    'Réseaux sociaux, WhatsApp Business, référencement et publicité en ligne : un manuel accessible pour vendre plus avec un petit budget.',
    'ocean',
  ],
  [
    'Vendre plus, vendre mieux',
    'Fatimata Sawadogo',
    6000,
    'Les techniques de vente qui fonctionnent sur le terrain : prospection, argumentation, négociation et fidélisation.',
    'sunset',
  ],
  [
    'Mobile money : la révolution silencieuse',
    'Boubacar Sidibé',
    8500,
    'Comment le paiement mobile a transformé le commerce et l’inclusion financière en Afrique de l’Ouest, et ce que cela change pour les entreprises.',
    'teal',
  ],
  [
    'Gérer sa trésorerie sans stress',
    'Aminata Konaté',
    5500,
    'Prévoir, suivre et optimiser sa trésorerie : méthodes simples et modèles de tableaux pour les petites entreprises.',
    'forest',
  ],
  [
    'Réussir son étude de marché',
    'Issouf Arnaud Compaoré',
    10000,
    'Méthodes quantitatives et qualitatives, échantillonnage, questionnaires et analyse : tout pour mener une étude fiable.',
    'violet',
  ],
  [
    'Le leadership au féminin en Afrique',
    'Awa Ouattara',
    7000,
    'Portraits et conseils de dirigeantes qui transforment leurs organisations, du secteur informel aux grandes entreprises.',
    'brand',
  ],
  [
    'Agrobusiness : de la ferme au marché',
    'Oumarou Zongo',
    12000,
    'Transformation, conditionnement, distribution et export : les clés pour créer de la valeur dans les filières agricoles.',
    'forest',
  ],
  [
    'Recruter les bons talents',
    'Jean-Baptiste Kaboré',
    6500,
    'Définir le besoin, attirer les candidats, mener les entretiens et réussir l’intégration des nouveaux collaborateurs.',
    'ocean',
  ],
  [
    'La négociation commerciale en 50 fiches',
    'Collectif ADIVE',
    15000,
    'Cinquante fiches pratiques pour préparer, conduire et conclure vos négociations avec clients et fournisseurs.',
    'sunset',
  ],
];

const biblios = bibliosSource.map(([titre, auteur, prix, description, palette]) => ({
  titre,
  slug: slugify(titre),
  auteur,
  prix,
  description,
  palette,
}));

/* ----------------------------------------------------------------- FAQ */

const faqs = [
  {
    question: 'Quels services propose ADIVE ?',
    reponse:
      '<p>ADIVE, l’<strong>Agence du digital et de la vente</strong>, accompagne entreprises et particuliers dans plusieurs domaines :</p><ul><li>formation professionnelle ;</li><li>conseil et études de marché ;</li><li>services digitaux (stratégie, développement, design) ;</li><li>recrutement et mise en relation emploi ;</li><li>mise à disposition d’équipes terrain et livraison.</li></ul>',
  },
  {
    question: 'Comment m’inscrire à une formation ?',
    reponse:
      '<p>Choisissez une formation dans notre catalogue, puis contactez-nous par e-mail à <a href="mailto:contact@adive.net">contact@adive.net</a> ou par téléphone au <strong>+226 69 09 09 37</strong>. Nous vous confirmons votre place et les modalités de paiement.</p>',
  },
  {
    question: 'Quels moyens de paiement acceptez-vous ?',
    reponse:
      '<p>Vous pouvez régler par <strong>Orange Money</strong>, <strong>Moov Money</strong>, <strong>Wave</strong> ou par <strong>carte bancaire</strong>. Les entreprises peuvent également payer par virement sur présentation d’une facture.</p>',
  },
  {
    question: 'Les formations sont-elles certifiantes ?',
    reponse:
      '<p>La plupart de nos formations donnent lieu à une <strong>attestation ou un certificat</strong> après une évaluation finale. Le détail figure sur la fiche de chaque formation.</p>',
  },
  {
    question: 'Proposez-vous des formations sur mesure pour les entreprises ?',
    reponse:
      '<p>Oui. Nos formations <strong>intra-entreprise</strong> sont adaptées à vos objectifs, à votre secteur et à votre calendrier. Elles peuvent se dérouler dans vos locaux, dans les nôtres ou en classe virtuelle.</p><p>Demandez un devis à <a href="mailto:contact@adive.net">contact@adive.net</a>.</p>',
  },
  {
    question: 'Comment fonctionne le service de mise en relation emploi ?',
    reponse:
      '<p>Nous vous accompagnons en sept étapes :</p><ul><li>création d’un CV professionnel ;</li><li>création de votre profil ;</li><li>recherche d’emploi et candidature ;</li><li>évaluation des candidatures et entretiens ;</li><li>sélection finale et embauche.</li></ul>',
  },
  {
    question: 'Dans quelles zones intervenez-vous ?',
    reponse:
      '<p>Nous sommes basés à <strong>Ouagadougou</strong> et intervenons dans tout le Burkina Faso ainsi que dans les pays voisins : Côte d’Ivoire, Mali, Niger, Sénégal et Togo. Les formations en ligne sont accessibles partout.</p>',
  },
  {
    question: 'Quels sont vos horaires d’ouverture ?',
    reponse:
      '<p>Nos bureaux sont ouverts du <strong>lundi au vendredi de 08H à 18H</strong> et le <strong>samedi de 08H à 13H</strong>. En dehors de ces horaires, écrivez-nous à <a href="mailto:contact@adive.net">contact@adive.net</a>.</p>',
  },
];

/* ------------------------------------------------------- translations */

/**
 * The one offer left in French only, on purpose: the site's "not yet translated" path (shown in French on the English
 * and Arabic pages, with a notice, noindex, out of that edition's sitemap and hreflang) has real content to show.
 */
const UNTRANSLATED_JOB_SLUG = 'ingenieur-agronome';

/**
 * Each French item in English and Arabic (./translations/en.js, ./translations/ar.js), keyed like the French data:
 * categories and tags by French slug, the reference lists (typesformations, modesformations, modespayments,
 * jobdomains, jobtypes, experienceLevels) by French name, formateurs by key, posts, trainings, jobs and books by French
 * slug, FAQs by French question. English slugs are slugify(English title); Arabic entries take the English slug
 * (Latin letters in the address: docs/cms-schema.md, « Les langues »). A French item without its translation (other
 * than UNTRANSLATED_JOB_SLUG) fails here, when the module loads.
 */
function buildTranslation(source, slugsFrom) {
  const t = source({ site });
  const need = (table, key, what) => {
    if (!Object.hasOwn(table, key)) throw new Error(`seed: no ${t.locale} translation of ${what} « ${key} »`);
    return table[key];
  };
  const slugOf = (kind, key, title) => (slugsFrom ? slugsFrom[kind][key].slug : slugify(title));
  const taxonomy = (kind, items) =>
    Object.fromEntries(
      items.map(({ slug }) => {
        const nom = need(t[kind], slug, kind);
        return [slug, { nom, slug: slugOf(kind, slug, nom) }];
      })
    );
  const names = (kind, items) =>
    Object.fromEntries(items.map(({ nom }) => [nom, { nom: need(t[kind], nom, kind) }]));
  const name = (kind, nom) => need(t[kind], nom, kind);

  return {
    locale: t.locale,
    categories: taxonomy('categories', categories),
    tags: taxonomy('tags', tags),
    typesformations: names('typesformations', typesformations),
    modesformations: names('modesformations', modesformations),
    modespayments: names('modespayments', modespayments),
    jobdomains: names('jobdomains', jobdomains),
    jobtypes: names('jobtypes', jobtypes),
    experienceLevels: names('experienceLevels', experienceLevels),
    formateurs: Object.fromEntries(formateurs.map(({ key }) => [key, need(t.formateurs, key, 'formateur')])),
    blogs: Object.fromEntries(
      blogs.map((post) => {
        const { titre, contenu } = need(t.blogs, post.slug, 'post');
        return [post.slug, { titre, slug: slugOf('blogs', post.slug, titre), contenu }];
      })
    ),
    formations: Object.fromEntries(
      formations.map((f) => {
        const fields = need(t.formations, f.slug, 'training');
        return [f.slug, { ...fields, slug: slugOf('formations', f.slug, fields.Theme) }];
      })
    ),
    jobs: Object.fromEntries(
      jobs
        .filter((job) => job.slug !== UNTRANSLATED_JOB_SLUG)
        .map((job) => {
          const [titre, missions, profil] = need(t.jobs, job.slug, 'job');
          const pays = name('countries', job.pays);
          const description = t.jobDescription({
            titre,
            type: name('jobtypes', job.jobtype),
            level: name('experienceLevels', job.experience_level),
            domain: name('jobdomains', job.jobdomain),
            compagnie: job.compagnie,
            pays,
            missions,
            profil,
          });
          return [job.slug, { titre, slug: slugOf('jobs', job.slug, titre), description, pays }];
        })
    ),
    biblios: Object.fromEntries(
      biblios.map((book) => {
        const [titre, description] = need(t.biblios, book.slug, 'book');
        return [book.slug, { titre, slug: slugOf('biblios', book.slug, titre), description }];
      })
    ),
    faqs: Object.fromEntries(
      faqs.map((faq, index) => {
        if (!t.faqs[index]) throw new Error(`seed: no ${t.locale} translation of FAQ « ${faq.question} »`);
        return [faq.question, t.faqs[index]];
      })
    ),
  };
}

const english = buildTranslation(require('./translations/en'));
/** The other locales of every seeded item: English and Arabic, as ./index.js creates them. */
const translations = [english, buildTranslation(require('./translations/ar'), english)];

/* -------------------------------------------------------------- summary */

const counts = {
  categories: categories.length,
  tags: tags.length,
  blogs: blogs.length,
  typesformations: typesformations.length,
  modesformations: modesformations.length,
  formateurs: formateurs.length,
  modespayments: modespayments.length,
  formations: formations.length,
  compagnies: compagnies.length,
  jobdomains: jobdomains.length,
  jobtypes: jobtypes.length,
  experienceLevels: experienceLevels.length,
  jobs: jobs.length,
  biblios: biblios.length,
  faqs: faqs.length,
};

/** Handy facts for tests (all derived from the data above). */
const facts = {
  /** Slugs of the 3 most recent posts, newest first. */
  recentBlogSlugs: blogs.slice(0, 3).map((b) => b.slug),
  /** Post whose markdown contains a tel: link. */
  telLinkBlogSlug: blogs.find((b) => b.contenu.includes('](tel:')).slug,
  /** Post with a title longer than 60 characters. */
  longTitleBlogSlug: blogs.find((b) => b.titre.length > 60).slug,
  /** Training without any image. */
  formationWithoutImageSlug: formations.find((f) => f.images === 0).slug,
  /** Training without formateur (and without typesformation). */
  formationWithoutFormateurSlug: formations.find((f) => !f.formateur).slug,
  /** Training starting on the 31st of a month. */
  formationOn31Slug: formations.find((f) => f.date_formation.endsWith('-31')).slug,
  /** Jobs without compagnie. */
  jobsWithoutCompagnieSlugs: jobs.filter((j) => !j.compagnie).map((j) => j.slug),
  /** Urgent jobs. */
  urgentJobSlugs: jobs.filter((j) => j.urgent).map((j) => j.slug),
  /** Jobs whose date_expiration is in the past. */
  expiredJobSlugs: jobs.filter((j) => j.date_expiration < isoDay(0)).map((j) => j.slug),
  /** The job in French only (no English or Arabic version): the site's "not yet translated" path. */
  untranslatedJobSlug: UNTRANSLATED_JOB_SLUG,
};

module.exports = {
  slugify,
  site,
  categories,
  tags,
  blogs,
  typesformations,
  modesformations,
  formateurs,
  modespayments,
  formations,
  compagnies,
  jobdomains,
  jobtypes,
  experienceLevels,
  jobs,
  biblios,
  faqs,
  translations,
  counts,
  facts,
};
