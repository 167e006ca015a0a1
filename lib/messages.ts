// Every user-facing message of forms and errors, in one place. The first block is the firm's exact wording, odd
// spelling included (tests pin it); the others are ours, in the same tone.

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

  // Fields the firm's wording leaves to the browser's required check, and the cart.
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
