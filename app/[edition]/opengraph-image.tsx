import { shareImage } from '@/components/share/shareImage';
import { site } from '@/lib/site';

// The site's picture when a page without one of its own is shared (Open Graph); twitter-image.tsx is the same.
export const alt = `${site.name} — ${site.legalName}`;
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';

export default function Image() {
  return shareImage({ kind: 'Conseil · Formation · Recrutement · Digital', title: site.tagline });
}
