/**
 * Cache tags, one per CMS collection read: app/api/revalidate expires those `tagsForWebhook` names when the CMS
 * reports a change.
 */
import { isRecord } from './raw';

export const TAGS = {
  blogs: 'blogs',
  tags: 'tags',
  categories: 'categories',
  formations: 'formations',
  modespayments: 'modespayments',
  jobs: 'jobs',
  biblios: 'biblios',
  faqs: 'faqs',
} as const;

export type CmsTag = (typeof TAGS)[keyof typeof TAGS];

export const ALL_CONTENT_TAGS: readonly CmsTag[] = Object.values(TAGS);

/**
 * The cached collections each Strapi model (the webhook's singular `model`) appears in, relations included:
 * a renamed trainer changes the trainings, a renamed tag the posts that show it.
 */
const MODEL_TAGS: Readonly<Record<string, readonly CmsTag[]>> = {
  blog: [TAGS.blogs, TAGS.categories],
  tag: [TAGS.tags, TAGS.blogs, TAGS.categories],
  category: [TAGS.categories, TAGS.blogs],
  formation: [TAGS.formations],
  typesformation: [TAGS.formations],
  formateur: [TAGS.formations],
  modesformation: [TAGS.formations],
  modespayment: [TAGS.modespayments, TAGS.formations],
  job: [TAGS.jobs],
  compagnie: [TAGS.jobs],
  jobdomain: [TAGS.jobs],
  jobtype: [TAGS.jobs],
  'experience-level': [TAGS.jobs],
  biblio: [TAGS.biblios],
  faq: [TAGS.faqs],
  // An uploaded file may be the image of anything.
  file: ALL_CONTENT_TAGS,
};

/** Tags to revalidate when an entry of `model` changes; [] for a model the site does not read. */
export function tagsForModel(model: string): CmsTag[] {
  const key = model.trim().toLowerCase();
  return Object.hasOwn(MODEL_TAGS, key) ? [...(MODEL_TAGS[key] ?? [])] : [];
}

/**
 * Tags to revalidate for one Strapi webhook (`{event, model, uid, entry}`). Media Library events (`media.*`) name no
 * model and a file may be the image of anything, so they refresh every collection; anything unknown refreshes nothing.
 */
export function tagsForWebhook(payload: unknown): CmsTag[] {
  if (!isRecord(payload)) return [];
  if (typeof payload.model === 'string') return tagsForModel(payload.model);
  if (typeof payload.event === 'string' && payload.event.startsWith('media.')) return [...ALL_CONTENT_TAGS];
  return [];
}
