// Structured data (schema.org JSON-LD) of the detail pages: Article, Course, JobPosting.
import type { Job, Media, Post, Training } from '@/lib/cms';
import { excerpt, trainingEndDate } from '@/lib/format';
import { absoluteUrl, jobPath, postPath, trainingPath } from '@/lib/paths';
import { site } from '@/lib/site';

export type JsonLd = Record<string, unknown>;

/** ISO 4217 code of the West African CFA franc (the prices' 'CFA'). */
export const CFA_CURRENCY_CODE = 'XOF';

function organization(): JsonLd {
  return { '@type': 'Organization', name: site.name, legalName: site.legalName, url: site.url, email: site.email };
}

function images(media: (Media | null)[]): string[] {
  return media.flatMap((item) => (item ? [item.url] : []));
}

/** Drops keys whose value is undefined, '', null or an empty list (schema.org validators flag them). */
function compact(value: JsonLd): JsonLd {
  return Object.fromEntries(
    Object.entries(value).filter(
      ([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

export function articleJsonLd(post: Post): JsonLd {
  const url = absoluteUrl(postPath(post.slug));
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: post.title,
    description: excerpt(post.content, 200),
    image: images([post.image]),
    datePublished: post.publishedAt,
    dateModified: post.publishedAt,
    keywords: post.tags.map((tag) => tag.name).join(', '),
    articleSection: post.categories[0]?.name,
    inLanguage: 'fr',
    author: organization(),
    publisher: organization(),
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    url,
  });
}

function courseMode(training: Training): string {
  const mode = `${training.mode} ${training.place}`.toLowerCase();
  if (/hybride|blended/.test(mode)) return 'Blended';
  if (/en ligne|e-learning|virtuel|online/.test(`${mode} ${training.type.toLowerCase()}`)) return 'Online';
  return 'Onsite';
}

export function courseJsonLd(training: Training): JsonLd {
  const url = absoluteUrl(trainingPath(training.slug));
  const trainer = training.trainer
    ? compact({
        '@type': 'Person',
        name: `${training.trainer.firstNames} ${training.trainer.lastName}`.trim(),
        jobTitle: training.trainer.profession,
      })
    : undefined;
  const mode = courseMode(training);
  const instance = compact({
    '@type': 'CourseInstance',
    courseMode: mode,
    startDate: training.startDate,
    endDate: trainingEndDate(training.startDate),
    location:
      mode === 'Online' || !training.place
        ? undefined
        : { '@type': 'Place', name: training.place, address: { '@type': 'PostalAddress', addressLocality: training.place } },
    instructor: trainer,
    inLanguage: training.language,
    courseWorkload: training.hours !== null ? `PT${training.hours}H` : undefined,
  });
  return compact({
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: training.theme,
    description: excerpt(training.description, 300),
    url,
    image: images(training.images),
    inLanguage: training.language,
    provider: organization(),
    educationalCredentialAwarded: training.withCertificate ? 'Certificat' : undefined,
    teaches: training.skills,
    offers:
      training.price !== null
        ? { '@type': 'Offer', category: 'Paid', price: training.price, priceCurrency: CFA_CURRENCY_CODE, url }
        : undefined,
    hasCourseInstance: [instance],
  });
}

const EMPLOYMENT_TYPES: Record<string, string> = {
  cdi: 'FULL_TIME',
  cdd: 'TEMPORARY',
  stage: 'INTERN',
  freelance: 'CONTRACTOR',
  'temps partiel': 'PART_TIME',
};

/** schema.org employmentType of a CMS job type ('CDI' → 'FULL_TIME'); undefined when unknown. */
export function employmentType(jobType: string): string | undefined {
  return EMPLOYMENT_TYPES[jobType.trim().toLowerCase()];
}

export function jobPostingJsonLd(job: Job): JsonLd {
  const url = absoluteUrl(jobPath(job.slug));
  return compact({
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    datePosted: job.publicationDate,
    validThrough: job.expirationDate ? `${job.expirationDate}T23:59:59Z` : undefined,
    employmentType: employmentType(job.type),
    industry: job.domain,
    experienceRequirements: job.experienceLevel,
    hiringOrganization: job.company ? { '@type': 'Organization', name: job.company } : organization(),
    jobLocation: job.country
      ? { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: job.country } }
      : undefined,
    directApply: false,
    url,
  });
}

/** JSON text safe to put inside <script type="application/ld+json"> (no '<' that could close it). */
export function serializeJsonLd(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
