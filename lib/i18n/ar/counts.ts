// Counted nouns in Arabic: the noun's form follows the count (Intl.PluralRules' categories), the count always written.

/** « N مراحل » with the noun the count takes in Arabic (مرحلة, مرحلتان, مراحل), the count always written. */
export function stepCount(count: number): string {
  switch (new Intl.PluralRules('ar').select(Number(count))) {
    case 'one':
      return `${count} مرحلة`;
    case 'two':
      return `${count} مرحلتان`;
    case 'few':
      return `${count} مراحل`;
    default:
      return `${count} مرحلة`;
  }
}
