import { shareImage } from '@/components/share/shareImage';
import { site } from '@/lib/site';
import { editionStaticParams } from '@/lib/i18n/edition';

// The site's picture when a page without one of its own is shared (Open Graph); twitter-image.tsx is the same.
export const alt = `${site.name} — ${site.legalName}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
// One picture per published edition, drawn at build time (a share picture does not take its layout's params).
export const generateStaticParams = editionStaticParams;

export default function Image() {
  return shareImage({ kind: 'Conseil · Formation · Recrutement · Digital', title: site.tagline });
}
