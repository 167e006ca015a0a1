/**
 * The content layer: the only code that knows Strapi (collection names, response shapes, media URLs, webhooks).
 * Everything it exports speaks the product's language; pages and route handlers import from here.
 */
import 'server-only';

export {
  countNewsPosts,
  getBooks,
  getCategories,
  getFaqs,
  getJobBySlug,
  getJobs,
  getPaymentMethods,
  getNewsPostBySlug,
  getNewsPosts,
  getRecentNewsPosts,
  getTags,
  getTrainingBySlug,
  getTrainings,
  itemSlugs,
  itemSlugsWrittenIn,
  newsFilterSlugs,
} from './queries';
export type { ItemSlug } from './queries';
export { storeApplication, storeRequest, subscribe, unsubscribe, type UnsubscribeOutcome } from './writes';
export { MAX_BATCH_ROWS, storeFieldMeasures } from './measures';
export { tagsForWebhook, type CmsTag } from './tags';
export type * from './types';
