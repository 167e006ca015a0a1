// Small words shared by many pages: CMS content that could not be read, the retry link; the offline page and the
// saved-copy banner.
export const common = {
  cmsUnavailable: 'Ce contenu est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  retry: 'Réessayer',
  // The page the service worker shows offline for a page never read (app/hors-ligne).
  offline: {
    title: 'Hors ligne',
    tagline: 'Agence du digital et de la vente',
    heading: 'Vous êtes hors ligne',
    text: "Cette page n'a pas encore été enregistrée sur votre appareil. Elle s'affichera dès le retour de la connexion.\nEn attendant, voici les pages que vous pouvez lire sans connexion :",
    noPages: "Aucune page n'est encore enregistrée sur cet appareil.",
  },
  // The banner over a page shown from the copy kept on the device (components/layout/CopyBanner.tsx, a client island:
  // plain strings, `{saved}` replaced there by `savedOn` or `undated`, `{date}` by « 26 novembre à 20:25 »).
  savedCopy: {
    offline: 'Vous êtes hors ligne : voici la copie de cette page enregistrée {saved}.',
    unreachable: 'Le site ne répond pas : voici la copie de cette page enregistrée {saved}.',
    slow: 'Connexion lente : voici la copie de cette page enregistrée {saved}, le temps que la page à jour arrive.',
    fresh: 'La page à jour est arrivée : vous lisez encore la copie enregistrée {saved}.',
    savedOn: 'le {date}',
    undated: 'sur cet appareil',
    retry: 'Réessayer',
    showFresh: 'Afficher la page à jour',
  },
};
