/**
 * Cache tags: one per CMS collection the site reads. Every read of a collection carries its tag;
 * the revalidation route handler (app/api/revalidate) expires tags when Strapi reports a change.
 */

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
 * Which cached collections depend on each Strapi model (the webhook's singular `model`).
 * A model appears in the collections that embed it through a relation: a renamed trainer
 * changes the trainings, a renamed tag changes the posts that show it, etc.
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
