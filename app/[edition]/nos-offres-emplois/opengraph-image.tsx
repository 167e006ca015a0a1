import { shareImage } from '@/components/share/shareImage';
import { editionStaticParams } from '@/lib/i18n/edition';

// The picture of this list page when it is shared (Open Graph); twitter-image.tsx is the same picture.
export const alt = 'Les offres d\'emploi d\'ADIVE';
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
// One picture per published edition, drawn at build time (a share picture does not take its layout's params).
export const generateStaticParams = editionStaticParams;

export default function Image() {
  return shareImage({ kind: 'Emploi', title: 'Offres d\'emploi et de stage au Burkina Faso et en Afrique de l\'Ouest' });
}
