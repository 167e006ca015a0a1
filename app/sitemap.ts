import type { MetadataRoute } from 'next';
import { getJobs, getNewsPosts, getTrainings } from '@/lib/cms';
import { jobPath, postPath, trainingPath } from '@/lib/paths';
import type { Edition } from '@/lib/editions';
import { editionAlternates, editionUrl, inEveryEdition, type EditionPaths } from '@/lib/seo/alternates';
import { STATIC_INDEXED_PATHS } from '@/lib/seo/sitemap';
import { editionPathsByDocument } from '@/lib/items/editions';

// Read from the CMS with the collections' cache tags: a publish that refreshes the pages refreshes this too.
type Entry = MetadataRoute.Sitemap[number];

/**
 * A page in each edition it is written in (`paths`), each entry with the page's whole hreflang set. Its pictures:
 * `images`, and with `sharePicture` the page's own share picture, drawn per edition.
 */
function entries(paths: EditionPaths, lastModified?: string, images: string[] = [], sharePicture = false): Entry[] {
  const languages = editionAlternates(paths);
  const editions = Object.keys(paths) as Edition[];
  return (Object.entries(paths) as [Edition, string][]).flatMap(([edition, path]) => {
    const url = editionUrl(edition, path);
    if (!url) return [];
    const pictures = [...images, ...(sharePicture ? [`${url}/opengraph-image`] : [])];
    return [
      {
        url,
        ...(lastModified ? { lastModified } : {}),
        ...(pictures.length > 0 ? { images: pictures } : {}),
        ...(editions.length > 1 ? { alternates: { languages } } : {}),
      },
    ];
  });
}

/** Every indexable page: the static ones and every post, training and job of the CMS, with their pictures. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, trainings, jobs, postPages, trainingPages, jobPages] = await Promise.all([
    getNewsPosts(),
    getTrainings(),
    getJobs(),
    editionPathsByDocument('post'),
    editionPathsByDocument('training'),
    editionPathsByDocument('job'),
  ]);
  // An item in the editions it is written in (an untranslated one is left out of the others'); its French page alone
  // from a CMS without locales.
  const pagesOf = (pages: ReadonlyMap<string, EditionPaths>, item: { localization?: { documentId: string } }, frenchPath: string): EditionPaths =>
    pages.get(item.localization?.documentId ?? '') ?? { fr: frenchPath };
  // Each item page has its own share picture, drawn by its opengraph-image file.
  return [
    ...STATIC_INDEXED_PATHS.flatMap((path) => entries(inEveryEdition(path))),
    ...(posts.ok
      ? posts.data.flatMap((post) =>
          entries(pagesOf(postPages, post, postPath(post.slug)), post.updatedAt || post.publishedAt || undefined, post.image ? [post.image.url] : [], true),
        )
      : []),
    ...(trainings.ok
      ? trainings.data.flatMap((training) =>
          entries(
            pagesOf(trainingPages, training, trainingPath(training.slug)),
            training.updatedAt || training.publishedAt || undefined,
            training.images.map((image) => image.url),
            true,
          ),
        )
      : []),
    ...(jobs.ok ? jobs.data.flatMap((job) => entries(pagesOf(jobPages, job, jobPath(job.slug)), job.updatedAt || job.publicationDate || undefined, [], true)) : []),
  ];
}
