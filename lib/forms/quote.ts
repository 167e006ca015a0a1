// The quote request (/demander-un-devis): every field required; `service` and `message` may come prefilled from the
// page's address. Stored in the CMS's `devis`; e-mailed with the quote template, whose parameters are the spec's
// (nom, email, phone, service, message).
import type { RequestDefinition } from './definition';
import { choiceRule, messageRule, nameRule, phoneRule, requestFailed, requestSent, serviceMessage } from './rules';
import { emailRule } from './email';
import { QUOTE_SERVICES } from './serviceOptions';

export const quoteRequest = {
  fields: {
    name: { ...nameRule, cms: 'nom' },
    email: emailRule(),
    phone: phoneRule,
    service: choiceRule(QUOTE_SERVICES, serviceMessage),
    message: messageRule,
  },
  endpoint: '/devis',
  emailTemplate: 'quote',
  sent: requestSent,
  failed: requestFailed,
  queued: { kind: 'quote', sent: 'Connexion retrouvée : votre demande de devis a bien été envoyée !' },
} satisfies RequestDefinition;
