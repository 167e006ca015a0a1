// The error catalogue of spec section 8: every user-facing message of forms and errors, in one place.

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
} as const;
