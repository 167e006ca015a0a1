import { HomePage } from '@/components/home/HomePage';
import { homeMetadata } from '@/lib/seo/metadata';

export const metadata = homeMetadata;

export default function Page() {
  return <HomePage />;
}
