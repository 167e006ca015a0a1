// Small words shared by many pages: CMS content that could not be read, the retry link.
export const common = {
  cmsUnavailable: 'Ce contenu est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  retry: 'Réessayer',
};
