// The share pictures of the pages that show one CMS item, and of the list pages. Each function draws one page's
// picture; the opengraph-image and twitter-image files of app/ call them.
import { getJobBySlug, getPostBySlug, getTrainingBySlug } from '@/lib/cms';
import { formatDate, formatPrice, isoDay } from '@/lib/format';
import { shareImage } from './shareImage';

export async function postShareImage(slug: string) {
  const result = await getPostBySlug(slug);
  const post = result.ok ? result.data : null;
  if (!post) return shareImage({ kind: 'Actualité', title: 'Les actualités d’ADIVE' });
  return shareImage({
    kind: post.tags[0]?.name ? `Actualité · ${post.tags[0].name}` : 'Actualité',
    title: post.title,
    detail: post.publishedAt ? formatDate(post.publishedAt) : '',
    picture: post.image,
  });
}

export async function trainingShareImage(slug: string) {
  const result = await getTrainingBySlug(slug);
  const training = result.ok ? result.data : null;
  if (!training) return shareImage({ kind: 'Formation', title: 'Nos formations professionnelles' });
  const when = isoDay(training.startDate);
  return shareImage({
    kind: training.type ? `Formation · ${training.type}` : 'Formation',
    title: training.theme,
    detail: [when ? `Début : ${when}` : '', training.place, formatPrice(training.price)].filter(Boolean).join(' · '),
    picture: training.images[0] ?? null,
  });
}

export async function jobShareImage(slug: string) {
  const result = await getJobBySlug(slug);
  const job = result.ok ? result.data : null;
  if (!job) return shareImage({ kind: 'Offre d’emploi', title: 'Nos offres d’emploi' });
  return shareImage({
    kind: job.urgent ? `Offre d’emploi · Urgent` : job.type ? `Offre d’emploi · ${job.type}` : 'Offre d’emploi',
    title: job.title,
    detail: [job.company, job.country].filter(Boolean).join(' · '),
  });
}
