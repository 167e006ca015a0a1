// A job application (a job page's option 2, or a spontaneous one without an offer): the contact form's rules for the
// person, a short optional message, and a CV checked apart (cv.ts). Deposited in the CMS with its CV in one request
// (`candidatures/depot`); the CMS tells the firm, so the form sends no e-mail of its own.
import { DEFAULT_DIALING_CODE, dialingCodeRule } from './dialingCodes';
import type { RequestDefinition, Values } from './definition';
import { nameRule, optionalTextRule, phoneRule } from './rules';
import { emailRule } from './email';

/** An application's note to the recruiter: a few lines, the CV says the rest. */
export const APPLICATION_MESSAGE_MAX_LENGTH = 1000;

export const applicationMessages = {
  cvRequired: 'Veuillez joindre votre CV (PDF, DOC ou DOCX).',
  cvTooLarge: 'Votre CV dépasse 5 Mo : enregistrez-le en PDF ou réduisez ses images, puis joignez-le à nouveau.',
  cvWrongType: "Ce fichier n'est pas un CV au format PDF, DOC ou DOCX. Veuillez joindre un autre fichier.",
  cvUnreadable: "Ce fichier n'a pas pu être lu. Choisissez-le à nouveau (ou enregistrez-le d'abord sur votre appareil).",
  cvAgain: 'Joignez à nouveau votre CV : pour votre sécurité, le navigateur ne le garde pas après un envoi.',
  applicationMessageTooLong: 'Votre message est trop long (1000 caractères au plus).',
  applicationSuccess: (title: string) =>
    `Votre candidature au poste « ${title} » a bien été envoyée ! Nous vous recontactons si votre profil correspond.`,
  spontaneousSuccess: "Votre candidature spontanée a bien été envoyée ! Nous vous recontactons dès qu'un poste correspond à votre profil.",
  applicationFailure:
    "Votre candidature n'a pas pu être enregistrée pour le moment. Vos informations sont conservées : veuillez réessayer dans quelques instants.",
  applicationJobUnknown: "Cette offre n'existe pas ou n'est plus publiée : votre candidature n'a pas été envoyée.",
  applicationJobExpired: (day: string) =>
    `Cette offre a expiré${day ? ` le ${day}` : ''} : elle ne reçoit plus de candidatures. Consultez nos offres ouvertes.`,
} as const;

export const applicationRequest = {
  fields: {
    name: { ...nameRule, cms: 'nom' },
    email: emailRule(),
    dialingCode: { ...dialingCodeRule, initial: DEFAULT_DIALING_CODE, cms: 'indicatif' },
    phone: { ...phoneRule, cms: 'telephone' },
    message: optionalTextRule(APPLICATION_MESSAGE_MAX_LENGTH, applicationMessages.applicationMessageTooLong),
  },
  endpoint: '/candidatures/depot',
} satisfies RequestDefinition;

export type ApplicationValues = Values<keyof typeof applicationRequest.fields>;
export type ApplicationField = keyof ApplicationValues | 'cv';

/** The application form's hidden field naming the offer (its slug). */
export const APPLICATION_JOB_FIELD = 'offre';
/** The spontaneous application's hidden field naming the offer whose page it is sent from (its slug), if any. */
export const SPONTANEOUS_JOB_FIELD = 'offre_visee';
