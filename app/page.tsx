import { HomePage, homeMetadata } from '@/components/home/HomePage';

export const metadata = homeMetadata;

export default function Page() {
  return <HomePage />;
}
