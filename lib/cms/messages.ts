/** Shown by a page (in place of the content) when a CMS read failed and no cached copy exists. */
export const CMS_UNAVAILABLE_MESSAGE =
  'Ce contenu est momentanément indisponible. Veuillez réessayer dans quelques instants.';
