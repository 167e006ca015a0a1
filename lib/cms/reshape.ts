/**
 * Raw Strapi entries (v4 or v5) → domain objects of types.ts. null for an entry that cannot be used (no id, or no
 * slug where a page needs one), which callers drop. Field names are the CMS's own (docs/cms-schema.md).
 */
import { getCmsConfig } from './config';
import {
  absoluteMediaUrl,
  isRecord,
  readBoolean,
  readDate,
  readDateTime,
  readExternalUrl,
  readId,
  readMany,
  readNumber,
  readOne,
  readRelationName,
  readSlug,
  readString,
  toEntry,
  type RawRecord,
} from './raw';
import type {
  Book,
  Category,
  CategoryRef,
  Faq,
  Job,
  Media,
  PaymentMethod,
  NewsPost,
  NewsPostSummary,
  Tag,
  Trainer,
  Training,
} from './types';

const defaultOrigin = (): string => getCmsConfig().origin;

/** Keeps the non-null results of `reshape` over `items`. */
export function reshapeAll<T>(items: readonly unknown[], reshape: (raw: unknown) => T | null): T[] {
  return items.flatMap((item) => {
    const value = reshape(item);
    return value === null ? [] : [value];
  });
}

function formatUrl(formats: unknown, name: string, origin: string): string {
  if (!isRecord(formats)) return '';
  const format = formats[name];
  return isRecord(format) ? absoluteMediaUrl(readString(format, 'url'), origin) : '';
}

/** A single media field: `{data: {id, attributes}}`, `{data: null}`, a flat v5 file, null or absent. */
export function reshapeMedia(raw: unknown, origin: string = defaultOrigin()): Media | null {
  return reshapeMediaEntry(readOne(raw), origin);
}

/** A multiple media field: `{data: [...]}`, `{data: []}`, `{data: null}`, a flat array, null or absent. */
export function reshapeMediaList(raw: unknown, origin: string = defaultOrigin()): Media[] {
  return reshapeAll(readMany(raw), (entry) => reshapeMediaEntry(toEntry(entry), origin));
}

function reshapeMediaEntry(file: RawRecord | null, origin: string): Media | null {
  const url = absoluteMediaUrl(readString(file, 'url'), origin);
  if (!file || !url) return null;
  return {
    url,
    alt: readString(file, 'alternativeText'),
    width: readNumber(file, 'width'),
    height: readNumber(file, 'height'),
    thumbnailUrl: formatUrl(file.formats, 'thumbnail', origin) || url,
    smallUrl: formatUrl(file.formats, 'small', origin) || url,
  };
}

/** A tag; null without an id or a name. */
export function reshapeTag(raw: unknown): Tag | null {
  const entry = toEntry(raw);
  const id = readId(entry);
  const name = readString(entry, 'nom').trim();
  if (id === null || !name) return null;
  return { id, name, slug: readSlug(entry) ?? '' };
}

function reshapeCategoryRef(raw: unknown): CategoryRef | null {
  const entry = toEntry(raw);
  const id = readId(entry);
  const name = readString(entry, 'nom').trim();
  if (id === null || !name) return null;
  return { id, name, slug: readSlug(entry) ?? '' };
}

/** A category; `postCount` is the length of its `blogs` relation (or a v5 `{count}`), 0 when absent. */
export function reshapeCategory(raw: unknown): Category | null {
  const ref = reshapeCategoryRef(raw);
  if (!ref) return null;
  const blogs = toEntry(raw)?.blogs;
  const counted = isRecord(blogs) ? readNumber(blogs, 'count') : null;
  return { ...ref, postCount: counted ?? readMany(blogs).length };
}

/** A post; null without an id or a slug. */
export function reshapeNewsPost(raw: unknown, origin: string = defaultOrigin()): NewsPost | null {
  const entry = toEntry(raw);
  const id = readId(entry);
  const slug = readSlug(entry);
  if (!entry || id === null || slug === null) return null;
  return {
    id,
    slug,
    title: readString(entry, 'titre'),
    content: readString(entry, 'contenu'),
    publishedAt: readDateTime(entry, 'publishedAt'),
    updatedAt: readDateTime(entry, 'updatedAt'),
    image: reshapeMedia(entry.image, origin),
    tags: reshapeAll(readMany(entry.tags), reshapeTag),
    categories: reshapeAll(readMany(entry.categories), reshapeCategoryRef),
  };
}

/** The fields of a post that lists and sidebars show; null without an id or a slug. */
export function reshapeNewsPostSummary(raw: unknown, origin: string = defaultOrigin()): NewsPostSummary | null {
  const entry = toEntry(raw);
  const id = readId(entry);
  const slug = readSlug(entry);
  if (!entry || id === null || slug === null) return null;
  return {
    id,
    slug,
    title: readString(entry, 'titre'),
    publishedAt: readDateTime(entry, 'publishedAt'),
    image: reshapeMedia(entry.image, origin),
  };
}

/** The trainer (formateur) relation; null when absent. */
export function reshapeTrainer(raw: unknown): Trainer | null {
  const entry = readOne(raw);
  if (!entry) return null;
  return {
    firstNames: readString(entry, 'Prenoms'),
    lastName: readString(entry, 'Nom'),
    profession: readString(entry, 'Profession'),
    description: readString(entry, 'Description'),
    contact: readString(entry, 'coordonnees'),
  };
}

/** A payment method (modespayment); null without an id. */
export function reshapePaymentMethod(raw: unknown, origin: string = defaultOrigin()): PaymentMethod | null {
  const entry = toEntry(raw);
  const id = readId(entry);
  if (!entry || id === null) return null;
  return {
    id,
    name: readString(entry, 'nom'),
    image: reshapeMedia(entry.Image ?? entry.image, origin),
  };
}

/** A training (formation); null without an id or a slug. */
export function reshapeTraining(raw: unknown, origin: string = defaultOrigin()): Training | null {
  const entry = toEntry(raw);
  const id = readId(entry);
  const slug = readSlug(entry);
  if (!entry || id === null || slug === null) return null;
  return {
    id,
    slug,
    theme: readString(entry, 'Theme'),
    images: reshapeMediaList(entry.image, origin),
    description: readString(entry, 'description'),
    objectives: readString(entry, 'objectifs'),
    target: readString(entry, 'cible'),
    skills: readString(entry, 'Competences'),
    hours: readNumber(entry, 'nombre_heures'),
    place: readString(entry, 'lieu'),
    language: readString(entry, 'langue'),
    price: readNumber(entry, 'prix_formation'),
    startDate: readDate(entry, 'date_formation'),
    publishedAt: readDateTime(entry, 'publishedAt'),
    updatedAt: readDateTime(entry, 'updatedAt'),
    withCertificate: readBoolean(entry, 'avec_certificat'),
    withTest: readBoolean(entry, 'avec_test'),
    videoUrl: readExternalUrl(entry, 'video'),
    type: readRelationName(entry, 'typesformation'),
    mode: readRelationName(entry, 'modesformation'),
    trainer: reshapeTrainer(entry.formateur),
    paymentMethods: reshapeAll(readMany(entry.modespayment ?? entry.modespayments), (item) =>
      reshapePaymentMethod(item, origin),
    ),
  };
}

/** A job; null without an id or a slug. */
export function reshapeJob(raw: unknown): Job | null {
  const entry = toEntry(raw);
  const id = readId(entry);
  const slug = readSlug(entry);
  if (!entry || id === null || slug === null) return null;
  return {
    id,
    slug,
    title: readString(entry, 'titre'),
    description: readString(entry, 'description'),
    urgent: readBoolean(entry, 'urgent'),
    publicationDate: readDate(entry, 'date_publication'),
    expirationDate: readDate(entry, 'date_expiration'),
    updatedAt: readDateTime(entry, 'updatedAt'),
    country: readString(entry, 'pays'),
    company: readRelationName(entry, 'compagnie'),
    domain: readRelationName(entry, 'jobdomain'),
    type: readRelationName(entry, 'jobtype'),
    experienceLevel: readRelationName(entry, 'experience_level'),
  };
}

/** A book (biblio); null without an id. The slug is optional ('' when absent). */
export function reshapeBook(raw: unknown, origin: string = defaultOrigin()): Book | null {
  const entry = toEntry(raw);
  const id = readId(entry);
  if (!entry || id === null) return null;
  return {
    id,
    slug: readSlug(entry) ?? '',
    title: readString(entry, 'titre'),
    author: readString(entry, 'auteur'),
    price: readNumber(entry, 'prix'),
    description: readString(entry, 'description'),
    image: reshapeMedia(entry.image, origin),
  };
}

/** A FAQ entry; null without an id or a question. */
export function reshapeFaq(raw: unknown): Faq | null {
  const entry = toEntry(raw);
  const id = readId(entry);
  const question = readString(entry, 'question').trim();
  if (id === null || !question) return null;
  return { id, question, answer: readString(entry, 'reponse') };
}
