// Every user-facing message of forms and errors, in one place, but those of a job application and of a book order
// (lib/forms/applicationMessages.ts, orderMessages.ts: they would travel in every page's script with the layout's
// newsletter form). The first block is the firm's exact wording, odd spelling included (tests pin it); the others are
// ours, in the same tone.

export const messages = {
  newsletterInvalidEmail: 'Email Invalide!',
  newsletterFailure: "Une Erreur s'est produite veuillez réessayer !",
  newsletterSuccess: "Merci d'avoir souscrit à notre newsletter !",
  quoteInvalidEmail: 'Email Invalide !',
  quoteNoService: 'Veuillez sélectionner un service.',
  quoteEmptyMessage: 'Veuillez saisir un message.',
  quoteFailure: "Une Erreur s'est produite veuillez réessayer !",
  quoteSuccess: 'Votre demande a bien été envoyée !',
  notFound: "Opp's ! Cette page est introuvable",
  unexpectedError: 'Unexpected Application Error!',

  // Shown in place of a block of CMS content when the CMS failed and no cached copy exists.
  cmsUnavailable: 'Ce contenu est momentanément indisponible. Veuillez réessayer dans quelques instants.',

  // Fields the firm's wording leaves to the browser's required check.
  nameRequired: 'Veuillez saisir votre nom.',
  phoneRequired: 'Veuillez saisir votre numéro de téléphone (chiffres uniquement).',
  dialingCodeRequired: 'Veuillez sélectionner un indicatif.',
  requestRateLimited: 'Vous avez envoyé plusieurs demandes en peu de temps. Veuillez patienter quelques minutes avant de réessayer.',

  // Requests kept on the device while offline (lib/offline), then sent.
  requestQueued:
    'Vous êtes hors ligne : votre demande est gardée sur cet appareil. Elle sera envoyée dès le retour de la connexion, sur cette page ou à votre prochaine visite.',
  queuedSent: {
    quote: 'Connexion retrouvée : votre demande de devis a bien été envoyée !',
    contact: 'Connexion retrouvée : votre message a bien été envoyé !',
    order: 'Connexion retrouvée : votre commande a bien été envoyée ! Nous vous contactons rapidement pour la livraison.',
  },
  queuedRefused: "Une demande gardée hors ligne n'a pas pu être envoyée : veuillez la refaire.",

  // A page shown from the copy kept on the device (lib/offline/copies.ts); `saved` is « le 26 novembre à 20:25 ».
  savedCopy: {
    offline: (saved: string) => `Vous êtes hors ligne : voici la copie de cette page enregistrée ${saved}.`,
    unreachable: (saved: string) => `Le site ne répond pas : voici la copie de cette page enregistrée ${saved}.`,
    slow: (saved: string) => `Connexion lente : voici la copie de cette page enregistrée ${saved}, le temps que la page à jour arrive.`,
    fresh: (saved: string) => `La page à jour est arrivée : vous lisez encore la copie enregistrée ${saved}.`,
    undated: 'sur cet appareil',
    retry: 'Réessayer',
    showFresh: 'Afficher la page à jour',
  },
} as const;

export type MessageKey = keyof typeof messages;
