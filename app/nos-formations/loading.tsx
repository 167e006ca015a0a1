import { ListSkeleton } from '@/components/ui/Skeleton';

// Shown during client-side navigation only: the page is prerendered (ISR), so its HTML holds the
// whole list and no visitor without JavaScript ever sees this placeholder.
export default function Loading() {
  return <ListSkeleton />;
}
