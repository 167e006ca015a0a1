import { contactRequest } from './forms/contact';
import { newsletterRequest } from './forms/newsletter';
import { quoteRequest } from './forms/quote';
import { messages, serverMessages } from './messages';

// The firm's exact wording (spec section 8), wherever each kind of request keeps it: a changed apostrophe or space
// is a bug.
describe('error catalogue (spec section 8)', () => {
  it.each([
    ['newsletter: invalid e-mail', newsletterRequest.fields.email.message, 'Email Invalide!'],
    ['newsletter: failure', newsletterRequest.failed, "Une Erreur s'est produite veuillez réessayer !"],
    ['newsletter: success', newsletterRequest.sent, "Merci d'avoir souscrit à notre newsletter !"],
    ['quote: invalid e-mail', quoteRequest.fields.email.message, 'Email Invalide !'],
    ['quote: no service', quoteRequest.fields.service.message, 'Veuillez sélectionner un service.'],
    ['quote: empty message', quoteRequest.fields.message.message, 'Veuillez saisir un message.'],
    ['quote: failure', quoteRequest.failed, "Une Erreur s'est produite veuillez réessayer !"],
    ['quote: success', quoteRequest.sent, 'Votre demande a bien été envoyée !'],
    ['not found', serverMessages.notFound, "Opp's ! Cette page est introuvable"],
    ['unexpected error', messages.unexpectedError, 'Unexpected Application Error!'],
  ])('%s', (_situation, shown, text) => {
    expect(shown).toBe(text);
  });

  it('says the same to the contact form as to the quote form', () => {
    for (const key of ['sent', 'failed'] as const) expect(contactRequest[key]).toBe(quoteRequest[key]);
    for (const field of ['name', 'email', 'phone', 'service', 'message'] as const) {
      expect(contactRequest.fields[field].message).toBe(quoteRequest.fields[field].message);
    }
  });
});
