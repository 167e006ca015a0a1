// The shape every edition's texts share: the French texts' (lib/i18n/fr), with any string where French has its own
// (a text is a string, or a function that writes one from its values: a count, a name).
// A text missing in English or Arabic is a type error, and a test (texts.test.ts) refuses an empty one or a French
// one left in place. No runtime code here.
import type { frenchTexts } from './fr/index';

export type Widen<T> = T extends string
  ? string
  : T extends (...values: infer Values) => string
    ? (...values: Values) => string
    : T extends readonly (infer Item)[]
      ? readonly Widen<Item>[]
      : { readonly [Key in keyof T]: Widen<T[Key]> };

export type Texts = Widen<typeof frenchTexts>;
