import { Link } from '@/components/ui/Link';
import { ChevronLeft, ChevronRight, Icon } from '@/components/ui/icons';

/** Page links of a list (plain links: crawlable, no JavaScript needed). */
export function Pagination({ current, total, hrefFor }: { current: number; total: number; hrefFor: (page: number) => string }) {
  if (total <= 1) return null;
  const pages = Array.from({ length: total }, (_, index) => index + 1);
  const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-bold';
  return (
    <nav aria-label="Pagination" className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <Link href={hrefFor(current - 1)} rel="prev" className={`${item} border border-ink-200 hover:border-brand-500 hover:text-brand-700`}>
          <Icon of={{ ChevronLeft }} aria-hidden className="size-4" />
          Précédente
        </Link>
      ) : null}
      {pages.map((page) =>
        page === current ? (
          <span key={page} aria-current="page" className={`${item} bg-brand-gradient text-white`}>
            <span className="sr-only">Page </span>
            {page}
          </span>
        ) : (
          <Link key={page} href={hrefFor(page)} className={`${item} border border-ink-200 hover:border-brand-500 hover:text-brand-700`}>
            <span className="sr-only">Page </span>
            {page}
          </Link>
        ),
      )}
      {current < total ? (
        <Link href={hrefFor(current + 1)} rel="next" className={`${item} border border-ink-200 hover:border-brand-500 hover:text-brand-700`}>
          Suivante
          <Icon of={{ ChevronRight }} aria-hidden className="size-4" />
        </Link>
      ) : null}
    </nav>
  );
}
