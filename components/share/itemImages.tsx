// The share picture of an item's page; its opengraph-image route reads the item (null: unknown or CMS down).
import type { Job, NewsPost, Training } from '@/lib/cms';
import { formatDate, formatPrice, isoDay } from '@/lib/format';
import { shareImage } from './shareImage';

export function postShareImage(post: NewsPost | null) {
  if (!post) return shareImage({ kind: 'Actualité', title: 'Les actualités d’ADIVE' });
  return shareImage({
    kind: post.tags[0]?.name ? `Actualité · ${post.tags[0].name}` : 'Actualité',
    title: post.title,
    detail: post.publishedAt ? formatDate(post.publishedAt) : '',
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
