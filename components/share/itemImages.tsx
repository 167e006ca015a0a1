// The share picture of an item's page; its opengraph-image route reads the item (null: unknown or CMS down).
import type { Job, NewsPost, Training } from '@/lib/cms';
import { formatDate, formatPrice, isoDay } from '@/lib/format';
import type { Edition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { shareImage } from './shareImage';

/** The picture of an article's page, its words in `edition` (the route's param). */
export function postShareImage(post: NewsPost | null, edition: Edition) {
  const texts = textsOf(edition).news.share;
  if (!post) return shareImage({ kind: texts.postKind, title: texts.postFallbackTitle });
  return shareImage({
    kind: post.tags[0]?.name ? texts.postKindTagged(post.tags[0].name) : texts.postKind,
    title: post.title,
    detail: post.publishedAt ? formatDate(post.publishedAt, edition) : '',
    picture: post.image,
  });
}

/** The picture of a training course's page, its words in `edition` (the route's param). */
export function trainingShareImage(training: Training | null, edition: Edition) {
  const texts = textsOf(edition).share.training;
  if (!training) return shareImage({ kind: texts.kind, title: texts.fallbackTitle });
  const when = isoDay(training.startDate);
  return shareImage({
    kind: training.type ? texts.kindOf(training.type) : texts.kind,
    title: training.theme,
    detail: [when ? texts.start(when) : '', training.place, formatPrice(training.price, edition)].filter(Boolean).join(' · '),
    picture: training.images[0] ?? null,
  });
}

/** The picture of a job vacancy's page, its words in `edition` (the route's param). */
export function jobShareImage(job: Job | null, edition: Edition) {
  const texts = textsOf(edition).share.job;
  if (!job) return shareImage({ kind: texts.kind, title: texts.fallbackTitle });
  return shareImage({
    kind: job.urgent ? texts.urgent : job.type ? texts.kindOf(job.type) : texts.kind,
    title: job.title,
    detail: [job.company, job.country].filter(Boolean).join(' · '),
  });
}
