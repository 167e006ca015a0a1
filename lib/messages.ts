// The error catalogue of spec section 8: every user-facing message of forms and errors, in one place.
// The first block is the spec's exact text; the second holds the few messages the spec does not give
// (fields it leaves to the browser's own required check, the cart), written in the same tone.

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

  // Not in the spec: shown in place of a block of CMS content when the CMS failed and no cached copy exists.
  cmsUnavailable: 'Ce contenu est momentanément indisponible. Veuillez réessayer dans quelques instants.',

  // Not in the spec (it leaves these fields to the browser's required check, or does not show the cart).
  nameRequired: 'Veuillez saisir votre nom.',
  phoneRequired: 'Veuillez saisir votre numéro de téléphone (chiffres uniquement).',
  dialingCodeRequired: 'Veuillez sélectionner un indicatif.',
  orderEmptyCart: 'Votre panier est vide.',
  orderBookUnavailable: "Un livre de votre panier n'est plus en vente : retirez-le du panier pour commander.",
  orderBookWithoutPrice: (title: string) =>
    `« ${title} » n'a pas de prix en ligne : retirez-le du panier et demandez-le-nous par le formulaire de devis.`,
  requestRateLimited: 'Vous avez envoyé plusieurs demandes en peu de temps. Veuillez patienter quelques minutes avant de réessayer.',
  orderSuccess: 'Votre commande a bien été envoyée ! Nous vous contactons rapidement pour la livraison.',
} as const;

export type MessageKey = keyof typeof messages;
