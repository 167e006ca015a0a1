'use strict';

/**
 * What editors read in the admin, in French: each field of each collection an editor opens, named (and, where it
 * helps, explained) for the firm rather than by its attribute, which stays as the CMS contract spells it
 * (docs/cms-schema.md). Applied by admin-views.js at every start; the collections' own names are their schemas'
 * `displayName`.
 */

const { EMAIL_LABELS } = require('../requests/email-fields');
const { KINDS } = require('../requests/kinds');
const { LANGUAGE_FIELD, LANGUAGE_LABEL } = require('../requests/languages');

const SLUG = ['Adresse de la page', 'La fin de son adresse sur le site, propre à chaque langue (en lettres latines, aussi en arabe) : minuscules, chiffres et tirets, unique dans sa langue. Changée, les liens déjà partagés ne mènent plus à la page.'];
const IMAGE = ['Image', 'JPEG, PNG ou WebP ; le site en fait les tailles dont il a besoin.'];
const NAME = ['Nom'];

/** The follow-up of a request (requests/follow-up.js), the same on the four kinds. */
const FOLLOW_UP = {
  statut: ['Statut', "« traitée » ou « sans suite » enregistre la date et votre nom ; « nouvelle » depuis plus de 48 h figure au point quotidien et sur l'accueil."],
  traitee_le: ['Traitée le'],
  traitee_par: ['Traitée par'],
  rouverte_le: ['Rouverte le', 'Repassée de « traitée » ou « sans suite » à « nouvelle » ou « en cours » ce jour-là : sa conservation repart de cette date.'],
  derniere_activite: ['Dernière action', 'Sa réception, puis chaque modification par l’équipe (statut, note, autre champ) : aucune fiche n’est gardée plus de la limite de conservation (36 mois par défaut) après cette date, quel que soit son statut.'],
  note_interne: ['Note interne', "Pour l'équipe seulement : jamais envoyée au visiteur."],
  suppression_prevue_le: ['Suppression prévue le', 'Cette fiche sera supprimée ce jour-là (avec le CV pour une candidature) : délai compté depuis « Traitée le », sinon depuis sa réouverture (« Rouverte le »), sinon depuis la réception, et jamais plus tard que la limite de conservation après la « Dernière action » ; une fiche « en cours » n’est supprimée qu’à cette limite.'],
  createdAt: ['Reçu le'],
  ...Object.fromEntries(Object.entries(EMAIL_LABELS).map(([name, label]) => [name, [label]])),
};

/** The language the visitor wrote in (requests/languages.js), on every request and subscription. */
const LANGUAGE = { [LANGUAGE_FIELD]: LANGUAGE_LABEL };

/** Per content type (and component): attribute → [label, description?]. */
const LABELS = {
  'api::blog.blog': { titre: ['Titre'], slug: SLUG, contenu: ['Texte', 'Mis en forme (Markdown) : titres, listes, liens.'], image: IMAGE, tags: ['Étiquettes'], categories: ['Catégories'] },
  'api::tag.tag': { nom: NAME, slug: SLUG, blogs: ['Actualités'] },
  'api::category.category': { nom: NAME, slug: SLUG, blogs: ['Actualités'] },
  'api::formation.formation': {
    Theme: ['Thème (titre)'],
    slug: SLUG,
    image: IMAGE,
    description: ['Description'],
    objectifs: ['Objectifs'],
    cible: ['Public visé', 'Peut contenir du HTML simple (listes, gras) ; le reste est retiré.'],
    Competences: ['Compétences'],
    nombre_heures: ["Nombre d'heures"],
    lieu: ['Lieu'],
    langue: ['Langue', 'Affichée aussi comme niveau sur la page.'],
    prix_formation: ['Prix (CFA)'],
    date_formation: ['Date de début'],
    avec_certificat: ['Avec certificat'],
    avec_test: ['Avec test ou quiz'],
    video: ['Vidéo', "L'adresse d'une vidéo de présentation (YouTube, par exemple)."],
    typesformation: ['Type de formation'],
    formateur: ['Formateur'],
    modesformation: ['Mode de formation'],
    modespayment: ['Modes de paiement acceptés'],
  },
  'api::formateur.formateur': { Prenoms: ['Prénoms'], Nom: NAME, Profession: ['Profession'], Description: ['Présentation'], coordonnees: ['Coordonnées', "Telles qu'elles paraissent sur la page de la formation."] },
  'api::typesformation.typesformation': { nom: NAME },
  'api::modesformation.modesformation': { nom: NAME },
  'api::modespayment.modespayment': { nom: NAME, Image: ['Logo'] },
  'api::job.job': {
    titre: ['Intitulé du poste'],
    slug: SLUG,
    description: ['Description', 'Mise en forme (Markdown) : missions, profil, pièces à fournir.'],
    urgent: ['Urgent', 'Affiche « Urgent » sur la carte de l’offre.'],
    date_publication: ['Publiée le'],
    date_expiration: ["Date limite de candidature", 'Après ce jour, l’offre est marquée « expirée » et ne reçoit plus de candidature.'],
    pays: ['Pays'],
    compagnie: ['Entreprise'],
    jobdomain: ["Domaine d'emploi"],
    jobtype: ["Type d'emploi"],
    experience_level: ["Niveau d'expérience"],
  },
  'api::compagnie.compagnie': { nom: NAME },
  'api::jobdomain.jobdomain': { nom: NAME },
  'api::jobtype.jobtype': { nom: NAME },
  'api::experience-level.experience-level': { nom: NAME },
  'api::biblio.biblio': { titre: ['Titre'], slug: SLUG, auteur: ['Auteur'], prix: ['Prix (CFA)'], description: ['Description'], image: ['Couverture'] },
  'api::faq.faq': { question: ['Question'], reponse: ['Réponse', 'Peut contenir du HTML simple (liens, listes) ; le reste est retiré.'] },
  'api::newsletter.newsletter': { nom: NAME, email: ['E-mail'], ...LANGUAGE, createdAt: ['Inscrit le'] },
  // The requests' own fields, from their kind (requests/kinds.js), with their follow-up.
  ...Object.fromEntries(KINDS.map(({ uid, fields }) => [uid, { ...Object.fromEntries(fields.map(({ name, label, description }) => [name, description ? [label, description] : [label]])), ...LANGUAGE, ...FOLLOW_UP }])),
  'commande.ligne': { titre: ['Titre du livre'], prix_unitaire: ['Prix unitaire (CFA)'], quantite: ['Quantité'] },
};

/** The timestamps every collection has. */
const TIMESTAMPS = { createdAt: ['Créé le'], updatedAt: ['Modifié le'], publishedAt: ['Publié le'] };

/** The label and description of `field` of `uid` (null when none is written for it). */
function labelOf(uid, field) {
  const own = LABELS[uid]?.[field] ?? TIMESTAMPS[field];
  return own ? { label: own[0], description: own[1] ?? '' } : null;
}

module.exports = { LABELS, labelOf };
