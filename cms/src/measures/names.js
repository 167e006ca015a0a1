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

const SECONDS = [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000, 1200, 1400, 1600, 1800, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10_000, 15_000, 20_000, 30_000, 60_000, 120_000];
/** Each metric's bucket bounds (lib/measures/histogram.ts), page views counted in one bucket (0): the only bounds stored. */
const BUCKETS = {
  vues: [0],
  LCP: SECONDS,
  FCP: SECONDS,
  TTFB: [50, ...SECONDS],
  INP: [16, 24, 32, 40, 48, 56, 64, 80, 100, 120, 150, 200, 250, 300, 400, 500, 600, 800, 1000, 1500, 2000, 3000, 5000, 10_000, 60_000],
  CLS: [0, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.25, 0.3, 0.4, 0.5, 0.75, 1, 1.5, 2, 5, 10, 100],
};

const PAGE_NAMES = {
  '/': 'Accueil',
  '/a-propos-de-nous': 'À propos',
  '/nos-services': 'Nos services',
  '/nos-formations': 'Formations',
  '/nos-offres-emplois': "Offres d'emploi",
  '/candidature-spontanee': 'Candidature spontanée',
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

module.exports = { BUCKETS, CONNECTIONS, DEVICES, METRICS, ORIGINS, PAGE_NAMES, rating, THRESHOLDS };
