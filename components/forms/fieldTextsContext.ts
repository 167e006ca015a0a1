// The words of the shared controls in the page's edition, for the controls inside a form (fields.tsx, the footer, the
// alert): the form island receives them from the server (lib/forms/editionTexts.ts) and provides them here. French
// when no form provides them.
import { createContext, useContext } from 'react';
import { FRENCH_FIELD_TEXTS, type FieldTexts } from '@/lib/forms/fieldTexts';

export const FieldTextsContext = createContext<FieldTexts>(FRENCH_FIELD_TEXTS);

export function useFieldTexts(): FieldTexts {
  return useContext(FieldTextsContext);
}
