// The share picture of an item's page; its opengraph-image route reads the item (null: unknown or CMS down).
import type { Job, NewsPost, Training } from '@/lib/cms';
import { formatDate, formatPrice, isoDay } from '@/lib/format';
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { shareImage } from './shareImage';

/** The picture of an article's page, its words in `edition` (the route's param). */
export function postShareImage(post: NewsPost | null, edition: Edition = DEFAULT_EDITION) {
  const texts = textsOf(edition).news.share;
  if (!post) return shareImage({ kind: texts.postKind, title: texts.postFallbackTitle });
  return shareImage({
    kind: post.tags[0]?.name ? texts.postKindTagged(post.tags[0].name) : texts.postKind,
    title: post.title,
    detail: post.publishedAt ? formatDate(post.publishedAt, edition) : '',
    picture: post.image,
  });
}

export function trainingShareImage(training: Training | null) {
  if (!training) return shareImage({ kind: 'Formation', title: 'Nos formations professionnelles' });
  const when = isoDay(training.startDate);
  return shareImage({
    kind: training.type ? `Formation · ${training.type}` : 'Formation',
    title: training.theme,
    detail: [when ? `Début : ${when}` : '', training.place, formatPrice(training.price)].filter(Boolean).join(' · '),
    picture: training.images[0] ?? null,
  });
}

export function jobShareImage(job: Job | null) {
  if (!job) return shareImage({ kind: 'Offre d’emploi', title: 'Nos offres d’emploi' });
  return shareImage({
    kind: job.urgent ? `Offre d’emploi · Urgent` : job.type ? `Offre d’emploi · ${job.type}` : 'Offre d’emploi',
    title: job.title,
    detail: [job.company, job.country].filter(Boolean).join(' · '),
  });
}
