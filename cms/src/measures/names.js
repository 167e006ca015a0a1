'use strict';

/**
 * The field measures' names, as the site sends them (lib/measures/beacon.ts, its tests check that both agree), and
 * what the firm reads of them: each kind of page's French name, and Google's thresholds of each metric (good up to
 * the first, poor past the second: web.dev/articles/vitals).
 */

const METRICS = ['vues', 'LCP', 'INP', 'CLS', 'FCP', 'TTFB'];
const CONNECTIONS = ['2g', '3g', '4g', 'inconnue'];
const DEVICES = ['faible', 'moyen', 'puissant', 'inconnu'];
const ORIGINS = ['reseau', 'copie'];

const THRESHOLDS = { LCP: [2500, 4000], INP: [200, 500], CLS: [0.1, 0.25], FCP: [1800, 3000], TTFB: [800, 1800] };

const PAGE_NAMES = {
  '/': 'Accueil',
  '/a-propos-de-nous': 'À propos',
  '/nos-services': 'Nos services',
  '/nos-formations': 'Formations',
  '/nos-offres-emplois': "Offres d'emploi",
  '/nos-actualites': 'Actualités',
  '/nos-actualites/[...filtre]': 'Actualités (page, catégorie, étiquette)',
  '/demander-un-devis': 'Demande de devis',
  '/contact': 'Contact',
  '/adive-biblio': 'Bibliothèque',
  '/faq': 'FAQ',
  '/login': 'Connexion',
  '/termes-et-conditions': 'Termes et conditions',
  '/politique-de-confidentialite': 'Confidentialité',
  '/desinscription': 'Désinscription',
  '/hors-ligne': 'Hors ligne',
  '/services/[service]': 'Page de service',
  '/digital/[slug]': 'Service digital',
  '/actualite/[slug]': 'Article',
  '/formations/[slug]': 'Fiche formation',
  '/jobs/[slug]': "Offre d'emploi",
  '/introuvable': 'Page introuvable',
};

/** 'bon', 'moyen' or 'mauvais' by Google's thresholds (« à améliorer » is 'moyen'). */
function rating(metric, value) {
  const [good, poor] = THRESHOLDS[metric];
  if (value <= good) return 'bon';
  return value <= poor ? 'moyen' : 'mauvais';
}

module.exports = { CONNECTIONS, DEVICES, METRICS, ORIGINS, PAGE_NAMES, rating, THRESHOLDS };
