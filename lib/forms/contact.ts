// The contact page's message: every field required (+226 preselected). Stored in the CMS's `contacts`; e-mailed with
// the contact template, whose parameters are the spec's (name, email, indicatif, phone, subject, message).
import { DEFAULT_DIALING_CODE, dialingCodeRule } from './dialingCodes';
import type { RequestDefinition } from './definition';
import { choiceRule, messageRule, nameRule, phoneRule, requestFailed, requestSent, serviceMessage } from './rules';
import { emailRule } from './email';
import { CONTACT_SERVICES } from './serviceOptions';

export const contactRequest = {
  fields: {
    name: nameRule,
    email: emailRule(),
    dialingCode: { ...dialingCodeRule, initial: DEFAULT_DIALING_CODE, cms: 'indicatif' },
    phone: phoneRule,
    service: { ...choiceRule(CONTACT_SERVICES, serviceMessage), cms: 'subject' },
    message: messageRule,
  },
  endpoint: '/contacts',
  emailTemplate: 'contact',
  sent: requestSent,
  failed: requestFailed,
  queued: { kind: 'contact', sent: 'Connexion retrouvée : votre message a bien été envoyé !' },
} satisfies RequestDefinition;
