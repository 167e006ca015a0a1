import type { Metadata } from 'next';
import { HomePage } from '@/components/home/HomePage';
import { pageEdition } from '@/lib/i18n/edition';
import { homeMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  return homeMetadata(await pageEdition());
}

export default function Page() {
  return <HomePage />;
}
