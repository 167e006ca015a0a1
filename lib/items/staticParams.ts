// The pages of CMS items, and their share pictures, are drawn at build time for every item the CMS lists.
import { getJobs, getNewsPosts, getTrainings, type ItemKind } from '@/lib/cms';
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';

const LISTS = { post: getNewsPosts, training: getTrainings, job: getJobs } satisfies Record<ItemKind, (edition: Edition) => Promise<unknown>>;

/**
 * `generateStaticParams` of an item's page and of its share pictures in `edition`: one entry per slug of its list (the
 * edition's own items, and the French ones it lacks), none when the CMS fails.
 */
export async function itemStaticParams(kind: ItemKind, edition: Edition = DEFAULT_EDITION): Promise<{ slug: string }[]> {
  const result = await LISTS[kind](edition);
  return result.ok ? result.data.map((item) => ({ slug: item.slug })) : [];
}
