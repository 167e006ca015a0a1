// The messages of a job application, with a CV (the others are in lib/messages.ts). A file of their own: only the job
// pages' application form, its server action and its rules load them, not every page's script (issue 48).
export const applicationMessages = {
  cvRequired: 'Veuillez joindre votre CV (PDF, DOC ou DOCX).',
  cvTooLarge: 'Votre CV dépasse 5 Mo : enregistrez-le en PDF ou réduisez ses images, puis joignez-le à nouveau.',
  cvWrongType: "Ce fichier n'est pas un CV au format PDF, DOC ou DOCX. Veuillez joindre un autre fichier.",
  cvUnreadable: "Ce fichier n'a pas pu être lu. Choisissez-le à nouveau (ou enregistrez-le d'abord sur votre appareil).",
  cvAgain: 'Joignez à nouveau votre CV : pour votre sécurité, le navigateur ne le garde pas après un envoi.',
  applicationMessageTooLong: 'Votre message est trop long (1000 caractères au plus).',
  applicationSuccess: (title: string) =>
    `Votre candidature au poste « ${title} » a bien été envoyée ! Nous vous recontactons si votre profil correspond.`,
  applicationFailure:
    "Votre candidature n'a pas pu être enregistrée pour le moment. Vos informations sont conservées : veuillez réessayer dans quelques instants.",
  applicationJobUnknown: "Cette offre n'existe pas ou n'est plus publiée : votre candidature n'a pas été envoyée.",
  applicationJobExpired: (day: string) =>
    `Cette offre a expiré${day ? ` le ${day}` : ''} : elle ne reçoit plus de candidatures. Consultez nos offres ouvertes.`,
} as const;
