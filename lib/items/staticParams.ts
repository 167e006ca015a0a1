// The pages of CMS items, and their share pictures, are drawn at build time for every item the CMS lists.
import { getJobs, getNewsPosts, getTrainings, type ItemKind } from '@/lib/cms';

const LISTS = { post: getNewsPosts, training: getTrainings, job: getJobs } satisfies Record<ItemKind, () => Promise<unknown>>;

/** `generateStaticParams` of an item's page and of its share pictures: one entry per slug, none when the CMS fails. */
export async function itemStaticParams(kind: ItemKind): Promise<{ slug: string }[]> {
  const result = await LISTS[kind]();
  return result.ok ? result.data.map((item) => ({ slug: item.slug })) : [];
}
