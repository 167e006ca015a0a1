/**
 * Tolerant readers of raw Strapi JSON, v4 (`{id, attributes}`, relations and media in `{data}`) or flat v5:
 * anything missing or of the wrong type becomes an empty value instead of throwing.
 */

export type RawRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is RawRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `{data: x}` (a v4 relation or media wrapper) → x; anything else unchanged. */
function unwrap(value: unknown): unknown {
  if (isRecord(value) && 'data' in value && !('attributes' in value)) return value.data;
  return value;
}

/** One entry, v4 `{id, attributes: {...}}` or flat v5 `{id, documentId, ...}`, as a flat record. */
export function toEntry(value: unknown): RawRecord | null {
  if (!isRecord(value)) return null;
  if (isRecord(value.attributes)) {
    return { ...value.attributes, id: value.id, ...(value.documentId !== undefined ? { documentId: value.documentId } : {}) };
  }
  return value;
}

/** A to-one relation or single media: `{data: {...}}`, `{data: null}`, a flat object, null or absent. */
export function readOne(value: unknown): RawRecord | null {
  const inner = unwrap(value);
  if (Array.isArray(inner)) return toEntry(inner[0]);
  return toEntry(inner);
}

/** A to-many relation or multiple media: `{data: [...]}`, `{data: []}`, a flat array, null or absent. */
export function readMany(value: unknown): RawRecord[] {
  const inner = unwrap(value);
  const items = Array.isArray(inner) ? inner : inner === null || inner === undefined ? [] : [inner];
  return items.flatMap((item) => {
    const entry = toEntry(item);
    return entry ? [entry] : [];
  });
}

export function readString(record: RawRecord | null, key: string): string {
  const value = record?.[key];
  return typeof value === 'string' ? value : '';
}

/** Finite numbers, and numeric strings such as "75000" or " 12.5 "; anything else → null. */
export function readNumber(record: RawRecord | null, key: string): number | null {
  const value = record?.[key];
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return null;
}

export function readBoolean(record: RawRecord | null, key: string): boolean {
  const value = record?.[key];
  return value === true || value === 'true';
}

/** A positive integer id (numeric strings accepted), else null. */
export function readId(record: RawRecord | null): number | null {
  const id = readNumber(record, 'id');
  return id !== null && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** A non-empty slug, else null. */
export function readSlug(record: RawRecord | null): string | null {
  const slug = readString(record, 'slug').trim();
  return slug ? slug : null;
}

/** An ISO date-time that parses, else ''. */
export function readDateTime(record: RawRecord | null, key: string): string {
  const value = readString(record, key).trim();
  return value && !Number.isNaN(Date.parse(value)) ? value : '';
}

/** The YYYY-MM-DD part of a date or date-time, else ''. */
export function readDate(record: RawRecord | null, key: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})(?:$|[T ])/.exec(readString(record, key).trim());
  return match?.[1] ?? '';
}

/** The `nom` of a to-one relation, or ''. */
export function readRelationName(record: RawRecord | null, key: string): string {
  return readString(readOne(record?.[key]), 'nom');
}

/** An absolute http(s) URL, or ''. */
export function readExternalUrl(record: RawRecord | null, key: string): string {
  const value = readString(record, key).trim();
  if (!value) return '';
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : '';
  } catch {
    return '';
  }
}

/**
 * A media URL made absolute: relative `/uploads/x.png` against the CMS origin, absolute http(s)
 * kept, protocol-relative given the origin's scheme; any other scheme or garbage → ''.
 */
export function absoluteMediaUrl(url: string, origin: string): string {
  const value = url.trim();
  if (!value) return '';
  try {
    const resolved = new URL(value, `${origin}/`);
    return resolved.protocol === 'http:' || resolved.protocol === 'https:' ? resolved.href : '';
  } catch {
    return '';
  }
}
