// Country dialing codes of the contact form, alphabetical by their French country names.
import { choiceRule } from './rules';

export type DialingCode = { country: string; code: string };

export const DIALING_CODES = [
  { country: 'Bénin', code: '+229' },
  { country: 'Burkina Faso', code: '+226' },
  { country: "Côte d'Ivoire", code: '+225' },
  { country: 'Gambie', code: '+220' },
  { country: 'Ghana', code: '+233' },
  { country: 'Guinée', code: '+224' },
  { country: 'Guinée-Bissau', code: '+245' },
  { country: 'Liberia', code: '+231' },
  { country: 'Mali', code: '+223' },
  { country: 'Niger', code: '+227' },
  { country: 'Nigeria', code: '+234' },
  { country: 'Sénégal', code: '+221' },
  { country: 'Sierra Leone', code: '+232' },
  { country: 'Togo', code: '+228' },
] as const satisfies readonly DialingCode[];

/** Burkina Faso, preselected. */
export const DEFAULT_DIALING_CODE = '+226';


export const dialingCodeRule = choiceRule(
  DIALING_CODES.map((entry) => entry.code),
  'Veuillez sélectionner un indicatif.',
);
