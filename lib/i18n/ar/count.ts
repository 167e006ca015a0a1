// A count and its noun in Arabic, whose noun's form depends on the number (Intl.PluralRules' categories): 5 سنوات,
// 11 سنة, 100 سنة. The number is always written, in western digits (docs/glossary.md).
const rules = new Intl.PluralRules('ar');

/** The noun's forms: `few` for 3 to 10, `many` for 11 to 99 (accusative singular), `other` for the rest. */
export type ArabicNounForms = { few: string; many: string; other: string };

export function arabicCount(count: number, forms: ArabicNounForms): string {
  const category = rules.select(Number(count));
  const noun = category === 'few' ? forms.few : category === 'many' ? forms.many : forms.other;
  return `${count} ${noun}`;
}
