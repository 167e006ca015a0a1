/**
 * The content layer: the only code that knows Strapi. Pages import from here.
 */
export {
  getBooks,
  getCategories,
  getFaqs,
  getJobBySlug,
  getJobs,
  getPaymentMethods,
  getPostBySlug,
  getPosts,
  getRecentPosts,
  getTags,
  getTrainingBySlug,
  getTrainings,
  slugExists,
  subscribeNewsletter,
  type DetailCollection,
} from './queries';
export { CMS_UNAVAILABLE_MESSAGE } from './messages';
export { ALL_CONTENT_TAGS, TAGS, tagsForModel, type CmsTag } from './tags';
export type * from './types';
