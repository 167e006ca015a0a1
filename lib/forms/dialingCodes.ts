// Country dialing codes of the contact form, alphabetical by their French country names; `region`, the country's ISO
// 3166 code, names it in the other editions (lib/forms/editionTexts.ts).
import { choiceRule } from './rules';

export type DialingCode = { country: string; code: string; region: string };

export const DIALING_CODES = [
  { country: 'Bénin', code: '+229', region: 'BJ' },
  { country: 'Burkina Faso', code: '+226', region: 'BF' },
  { country: "Côte d'Ivoire", code: '+225', region: 'CI' },
  { country: 'Gambie', code: '+220', region: 'GM' },
  { country: 'Ghana', code: '+233', region: 'GH' },
  { country: 'Guinée', code: '+224', region: 'GN' },
  { country: 'Guinée-Bissau', code: '+245', region: 'GW' },
  { country: 'Liberia', code: '+231', region: 'LR' },
  { country: 'Mali', code: '+223', region: 'ML' },
  { country: 'Niger', code: '+227', region: 'NE' },
  { country: 'Nigeria', code: '+234', region: 'NG' },
  { country: 'Sénégal', code: '+221', region: 'SN' },
  { country: 'Sierra Leone', code: '+232', region: 'SL' },
  { country: 'Togo', code: '+228', region: 'TG' },
] as const satisfies readonly DialingCode[];

/** Burkina Faso, preselected. */
export const DEFAULT_DIALING_CODE = '+226';


export const dialingCodeRule = choiceRule(
  DIALING_CODES.map((entry) => entry.code),
  'Veuillez sélectionner un indicatif.',
);
