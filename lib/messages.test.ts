import { messages } from './messages';

// The firm's exact wording: a changed apostrophe or space is a bug.
describe('error catalogue (spec section 8)', () => {
  it.each([
    ['newsletterInvalidEmail', 'Email Invalide!'],
    ['newsletterFailure', "Une Erreur s'est produite veuillez réessayer !"],
    ['newsletterSuccess', "Merci d'avoir souscrit à notre newsletter !"],
    ['quoteInvalidEmail', 'Email Invalide !'],
    ['quoteNoService', 'Veuillez sélectionner un service.'],
    ['quoteEmptyMessage', 'Veuillez saisir un message.'],
    ['quoteFailure', "Une Erreur s'est produite veuillez réessayer !"],
    ['quoteSuccess', 'Votre demande a bien été envoyée !'],
    ['notFound', "Opp's ! Cette page est introuvable"],
    ['unexpectedError', 'Unexpected Application Error!'],
  ] as const)('%s', (key, text) => {
    expect(messages[key]).toBe(text);
  });

  it('has no two keys with different text for the same situation', () => {
    expect(messages.quoteFailure).toBe(messages.newsletterFailure);
  });
});
