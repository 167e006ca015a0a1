import type { MetadataRoute } from 'next';
import { getJobs, getPosts, getTrainings } from '@/lib/cms';
import { jobPath, postPath, trainingPath } from '@/lib/paths';
import { site } from '@/lib/site';
import { STATIC_INDEXED_PATHS } from '@/lib/sitemap';

export const revalidate = 300;

/** Every indexable page: the static ones and every post, training and job of the CMS. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [posts, trainings, jobs] = await Promise.all([getPosts(), getTrainings(), getJobs()]);
  const entry = (path: string, lastModified?: string): MetadataRoute.Sitemap[number] => ({
    url: `${site.url}${path === '/' ? '' : path}`,
    ...(lastModified ? { lastModified } : {}),
  });
  return [
    ...STATIC_INDEXED_PATHS.map((path) => entry(path)),
    ...(posts.ok ? posts.data.map((post) => entry(postPath(post.slug), post.publishedAt || undefined)) : []),
    ...(trainings.ok ? trainings.data.map((t) => entry(trainingPath(t.slug), t.publishedAt || undefined)) : []),
    ...(jobs.ok ? jobs.data.map((job) => entry(jobPath(job.slug), job.publicationDate || undefined)) : []),
  ];
}
