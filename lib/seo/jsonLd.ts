// schema.org JSON-LD for search engines: the firm and the site on the home page, a BreadcrumbList wherever a breadcrumb
// shows, BlogPosting, Course, JobPosting and FAQPage on their pages. Typed with schema-dts.
import type {
  BlogPosting,
  BreadcrumbList,
  Course,
  CourseInstance,
  FAQPage,
  JobPosting,
  Organization,
  Place,
  ProfessionalService,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { Faq, Job, Media, NewsPost, Training } from '@/lib/cms';
import { excerpt, trainingEndDate } from '@/lib/format';
import { isExpired } from '@/lib/jobs/offers';
import { htmlToSafeHtml, markdownToSafeHtml } from '@/lib/markdown/toHtml';
import { jobPath, postPath, trainingPath } from '@/lib/paths';
import { absoluteUrl, site } from '@/lib/site';
import { DEFAULT_EDITION, EDITION_INFO, type Edition } from '@/lib/editions';
import { editionUrl } from './alternates';

/**
 * Where a CMS item's structured data is read: the page's edition (its address) and the language its text is in (the
 * edition's, or French for an item not yet translated).
 */
export type ItemReading = { edition?: Edition; language?: string };

/** An item's absolute address in the edition it is read in. */
const itemUrl = (path: string, edition: Edition) => editionUrl(edition, path) ?? absoluteUrl(path);

/** ISO 4217 code of the West African CFA franc (the prices' 'CFA'). */
export const CFA_CURRENCY_CODE = 'XOF';

/** The firm's logo for search engines (the brand mark, 180 px square). */
export const LOGO_PATH = '/apple-icon';

/** Drops keys whose value is undefined, '', null or an empty list (schema.org validators flag them). */
function compact<T extends object>(value: T): T {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0)),
  ) as T;
}

/** ISO 3166 codes of the countries where the firm's jobs are, by their French name. */
const COUNTRY_CODES: Readonly<Record<string, string>> = {
  'burkina faso': 'BF',
  'côte d’ivoire': 'CI',
  "côte d'ivoire": 'CI',
  mali: 'ML',
  niger: 'NE',
  sénégal: 'SN',
  senegal: 'SN',
  togo: 'TG',
  bénin: 'BJ',
  benin: 'BJ',
  ghana: 'GH',
  guinée: 'GN',
  nigeria: 'NG',
  france: 'FR',
};

/** A country's ISO 3166 code from its French name ('Burkina Faso' → 'BF'); the name itself when unknown. */
export function countryCode(country: string): string {
  return COUNTRY_CODES[country.trim().toLowerCase()] ?? country.trim();
}

function address() {
  return {
    '@type': 'PostalAddress' as const,
    streetAddress: site.address.street,
    addressLocality: site.address.city,
    addressCountry: countryCode(site.address.country),
  };
}

/** The firm, as publisher, provider or employer. */
function firm(): Organization {
  return compact({
    '@type': 'Organization' as const,
    name: site.name,
    legalName: site.legalName,
    url: site.url,
    logo: absoluteUrl(LOGO_PATH),
    email: site.email,
    telephone: site.phones[0]?.display,
    sameAs: [...site.socialProfiles],
  });
}

function imageUrls(media: (Media | null)[]): string[] {
  return media.flatMap((item) => (item ? [item.url] : []));
}

/** The home page: the firm as a local professional service (address, hours, contact point). */
export function organizationJsonLd(): WithContext<ProfessionalService> {
  return compact({
    '@context': 'https://schema.org' as const,
    '@type': 'ProfessionalService' as const,
    '@id': `${site.url}/#organisation`,
    name: site.name,
    legalName: site.legalName,
    description: site.description,
    url: site.url,
    logo: absoluteUrl(LOGO_PATH),
    image: absoluteUrl('/opengraph-image'),
    email: site.email,
    telephone: site.phones[0]?.display,
    address: address(),
    areaServed: [{ '@type': 'Country' as const, name: 'Burkina Faso' }],
    openingHoursSpecification: site.hours.map((slot) => ({
      '@type': 'OpeningHoursSpecification' as const,
      dayOfWeek: slot.dayOfWeek.map((day) => `https://schema.org/${day}` as const),
      opens: slot.opens,
      closes: slot.closes,
    })),
    contactPoint: site.phones.map((phone) => ({
      '@type': 'ContactPoint' as const,
      contactType: 'customer service',
      telephone: phone.display,
      email: site.email,
      areaServed: countryCode(phone.country),
      availableLanguage: ['French'],
    })),
    sameAs: [...site.socialProfiles],
  });
}

/** The site itself. */
export function webSiteJsonLd(edition: Edition = DEFAULT_EDITION): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: site.name,
    alternateName: site.legalName,
    url: itemUrl('/', edition),
    inLanguage: EDITION_INFO[edition].lang,
    publisher: firm(),
  };
}

export type BreadcrumbStep = { label: string; href?: string };

/** The trail of a page's breadcrumb; the last step (the page itself) has no address. */
export function breadcrumbJsonLd(steps: BreadcrumbStep[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) =>
      compact({
        '@type': 'ListItem' as const,
        position: index + 1,
        name: step.label,
        item: step.href && index < steps.length - 1 ? absoluteUrl(step.href) : undefined,
      }),
    ),
  };
}

export function blogPostingJsonLd(post: NewsPost, { edition = DEFAULT_EDITION, language = EDITION_INFO[edition].lang }: ItemReading = {}): WithContext<BlogPosting> {
  const url = itemUrl(postPath(post.slug), edition);
  return compact({
    '@context': 'https://schema.org' as const,
    '@type': 'BlogPosting' as const,
    headline: post.title,
    description: excerpt(post.content, 200),
    image: [...imageUrls([post.image]), `${url}/opengraph-image`],
    datePublished: post.publishedAt,
    dateModified: post.updatedAt || post.publishedAt,
    keywords: post.tags.map((tag) => tag.name).join(', '),
    articleSection: post.categories[0]?.name,
    inLanguage: language,
    author: firm(),
    publisher: firm(),
    mainEntityOfPage: { '@type': 'WebPage' as const, '@id': url },
    url,
  });
}

function courseMode(training: Training): 'Online' | 'Blended' | 'Onsite' {
  const mode = `${training.mode} ${training.place}`.toLowerCase();
  if (/hybride|blended/.test(mode)) return 'Blended';
  if (/en ligne|e-learning|virtuel|online/.test(`${mode} ${training.type.toLowerCase()}`)) return 'Online';
  return 'Onsite';
}

export function courseJsonLd(training: Training, { edition = DEFAULT_EDITION }: ItemReading = {}): WithContext<Course> {
  const url = itemUrl(trainingPath(training.slug), edition);
  const trainer = training.trainer
    ? compact({
        '@type': 'Person' as const,
        name: `${training.trainer.firstNames} ${training.trainer.lastName}`.trim(),
        jobTitle: training.trainer.profession,
      })
    : undefined;
  const mode = courseMode(training);
  const location: Place | undefined =
    mode === 'Online' || !training.place
      ? undefined
      : { '@type': 'Place', name: training.place, address: { '@type': 'PostalAddress', addressLocality: training.place, addressCountry: 'BF' } };
  const instance: CourseInstance = compact({
    '@type': 'CourseInstance' as const,
    courseMode: mode,
    startDate: training.startDate,
    endDate: trainingEndDate(training.startDate),
    location,
    instructor: trainer,
    inLanguage: training.language,
    courseWorkload: training.hours !== null ? `PT${training.hours}H` : undefined,
  });
  return compact({
    '@context': 'https://schema.org' as const,
    '@type': 'Course' as const,
    name: training.theme,
    description: excerpt(training.description, 300),
    url,
    image: imageUrls(training.images),
    inLanguage: training.language,
    provider: firm(),
    educationalCredentialAwarded: training.withCertificate ? 'Certificat' : undefined,
    teaches: training.skills,
    offers:
      training.price !== null
        ? [{ '@type': 'Offer' as const, category: 'Paid', price: training.price, priceCurrency: CFA_CURRENCY_CODE, url }]
        : undefined,
    hasCourseInstance: [instance],
  });
}

const EMPLOYMENT_TYPES: Readonly<Record<string, string>> = {
  cdi: 'FULL_TIME',
  cdd: 'TEMPORARY',
  intérim: 'TEMPORARY',
  interim: 'TEMPORARY',
  stage: 'INTERN',
  freelance: 'CONTRACTOR',
  consultant: 'CONTRACTOR',
  'temps partiel': 'PART_TIME',
  'temps plein': 'FULL_TIME',
  bénévolat: 'VOLUNTEER',
};

/** schema.org employmentType of a CMS job type ('CDI' → 'FULL_TIME'); undefined when it does not map. */
export function employmentType(jobType: string): string | undefined {
  return EMPLOYMENT_TYPES[jobType.trim().toLowerCase()];
}

/**
 * A JobPosting with Google's required properties and the recommended ones the data allows. null for an
 * expired job: its page stays, without the structured data (Google asks for that).
 */
export function jobPostingJsonLd(job: Job, today?: string, { edition = DEFAULT_EDITION }: ItemReading = {}): WithContext<JobPosting> | null {
  if (isExpired(job.expirationDate, today)) return null;
  const url = itemUrl(jobPath(job.slug), edition);
  return compact({
    '@context': 'https://schema.org' as const,
    '@type': 'JobPosting' as const,
    title: job.title,
    description: markdownToSafeHtml(job.description) || job.title,
    datePosted: job.publicationDate,
    validThrough: job.expirationDate ? `${job.expirationDate}T23:59:59+00:00` : undefined,
    employmentType: employmentType(job.type),
    industry: job.domain,
    experienceRequirements: job.experienceLevel,
    hiringOrganization: job.company ? { '@type': 'Organization' as const, name: job.company } : firm(),
    jobLocation: {
      '@type': 'Place' as const,
      address: { '@type': 'PostalAddress' as const, addressCountry: countryCode(job.country || site.address.country) },
    },
    identifier: { '@type': 'PropertyValue' as const, name: site.name, value: String(job.id) },
    directApply: false,
    url,
  });
}

/** The FAQ page: every question with its answer (sanitised HTML). */
export function faqPageJsonLd(faqs: Faq[], language = EDITION_INFO[DEFAULT_EDITION].lang): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: language,
    mainEntity: faqs
      .filter((faq) => faq.question.trim() && faq.answer.trim())
      .map((faq) => ({
        '@type': 'Question' as const,
        name: faq.question,
        acceptedAnswer: { '@type': 'Answer' as const, text: htmlToSafeHtml(faq.answer) },
      })),
  };
}

/** JSON text safe to put inside <script type="application/ld+json"> (no '<' that could close it). */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}
