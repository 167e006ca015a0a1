import { serializeJsonLd } from '@/lib/seo/jsonLd';

/** A block of structured data (schema.org JSON-LD) for search engines; nothing when `data` is null. */
export function JsonLd({ data }: { data: object | null }) {
  if (!data) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
