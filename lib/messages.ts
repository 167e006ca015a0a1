// The site's own messages, apart from those of a kind of request (lib/forms/<kind>.ts, with their fields), in two
// objects: what the browser's scripts show, and what only the server writes, which every page's script would carry
// for nothing if it were in the first (docs/performance.md). notFound and unexpectedError are the firm's exact wording
// (tests pin it); the others are ours, in the same tone.

/** Shown by the browser's scripts (error screens, requests kept offline, saved copies): in every page's script. */
export const messages = {
  unexpectedError: 'Unexpected Application Error!',

  // Requests kept on the device while offline (lib/offline), then sent; each kind says its own « sent » (queuedSent).
  requestQueued:
    'Vous êtes hors ligne : votre demande est gardée sur cet appareil. Elle sera envoyée dès le retour de la connexion, sur cette page ou à votre prochaine visite.',
  /** Said of a request kept by an earlier build, which did not keep its kind's text. */
  queuedSent: 'Connexion retrouvée : votre demande a bien été envoyée !',
  queuedRefused: "Une demande gardée hors ligne n'a pas pu être envoyée : veuillez la refaire.",

  // A page shown from the copy kept on the device (lib/offline/copies.ts); `saved` is « le 26 novembre à 20:25 ».
} as const;

/** Written by the server only, into pages and server actions' answers: in no script. */
export const serverMessages = {
  notFound: "Opp's ! Cette page est introuvable",

  // Shown in place of a block of CMS content when the CMS failed and no cached copy exists.
  cmsUnavailable: 'Ce contenu est momentanément indisponible. Veuillez réessayer dans quelques instants.',
} as const;
