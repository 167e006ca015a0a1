import type { MetadataRoute } from 'next';
import { getJobs, getNewsPosts, getTrainings } from '@/lib/cms';
import { jobPath, PAGES, postPath, trainingPath } from '@/lib/paths';
import { absoluteUrl, site } from '@/lib/site';
import { STATIC_INDEXED_PATHS } from '@/lib/seo/sitemap';

// Read from the CMS with the collections' cache tags: a publish that refreshes the pages refreshes this too.
type Entry = MetadataRoute.Sitemap[number];

function entry(path: string, lastModified?: string, images: string[] = []): Entry {
  return {
    url: path === PAGES.home ? site.url : absoluteUrl(path),
    ...(lastModified ? { lastModified } : {}),
    ...(images.length > 0 ? { images } : {}),
  };
}

/** Every indexable page: the static ones and every post, training and job of the CMS, with their pictures. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, trainings, jobs] = await Promise.all([getNewsPosts(), getTrainings(), getJobs()]);
  // Each item page's own share picture, drawn by its opengraph-image file.
  const sharePicture = (path: string) => absoluteUrl(`${path}/opengraph-image`);
  return [
    ...STATIC_INDEXED_PATHS.map((path) => entry(path)),
    ...(posts.ok
      ? posts.data.map((post) =>
          entry(postPath(post.slug), post.updatedAt || post.publishedAt || undefined, [
            ...(post.image ? [post.image.url] : []),
            sharePicture(postPath(post.slug)),
          ]),
        )
      : []),
    ...(trainings.ok
      ? trainings.data.map((training) =>
          entry(trainingPath(training.slug), training.updatedAt || training.publishedAt || undefined, [
            ...training.images.map((image) => image.url),
            sharePicture(trainingPath(training.slug)),
          ]),
        )
      : []),
    ...(jobs.ok
      ? jobs.data.map((job) =>
          entry(jobPath(job.slug), job.updatedAt || job.publicationDate || undefined, [sharePicture(jobPath(job.slug))]),
        )
      : []),
  ];
}
