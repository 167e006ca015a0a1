// Small words shared by many pages: CMS content that could not be read, the retry link; the offline page.
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
};
