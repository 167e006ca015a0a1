import { EDITIONS } from '@/lib/editions';
import { TEXTS } from './index';

jest.mock('server-only', () => ({}));

type Leaf = { path: string; text: string };

/** Every text of a tree, a function's written with sample values (each must show in what it writes). */
function leaves(tree: unknown, path = ''): Leaf[] {
  if (typeof tree === 'string') return [{ path, text: tree }];
  if (typeof tree === 'function') {
    const samples = Array.from({ length: tree.length }, (_, index) => `«valeur${index}»`);
    const text = (tree as (...values: string[]) => string)(...samples);
    for (const sample of samples) expect([path, text.includes(sample)]).toEqual([path, true]);
    return [{ path, text }];
  }
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => leaves(value, path ? `${path}.${key}` : key));
}

// Words that are the same in English (a translator would write them so); nothing is the same in Arabic.
const SAME_IN_ENGLISH = new Set(['Services', 'Digital', 'Contact', 'FAQ', 'Menu', 'Mission', 'Vision', 'Excellence', 'Innovation', 'Urgent', 'Tags', 'Page', 'Ouaga 2000', 'Ouagadougou', 'Burkina Faso', 'Total']);
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

describe('the editions’ texts', () => {
  const french = new Map(leaves(TEXTS.fr).map((leaf) => [leaf.path, leaf.text]));

  it.each(EDITIONS)('%s has every text, none empty', (edition) => {
    const texts = leaves(TEXTS[edition]);
    expect(texts.map((leaf) => leaf.path).sort()).toEqual([...french.keys()].sort());
    for (const leaf of texts) expect([leaf.path, leaf.text.trim().length > 0]).toEqual([leaf.path, true]);
  });

  it('leaves no French text in place in English (no silent fallback)', () => {
    const leftInFrench = leaves(TEXTS.en).filter((leaf) => leaf.text === french.get(leaf.path) && !SAME_IN_ENGLISH.has(leaf.text));
    expect(leftInFrench).toEqual([]);
  });

  it('writes every Arabic text in Arabic', () => {
    const notArabic = leaves(TEXTS.ar).filter((leaf) => !ARABIC_LETTERS.test(leaf.text) || leaf.text === french.get(leaf.path));
    expect(notArabic).toEqual([]);
  });
});
