import { Link } from '@/components/ui/Link';
import { ChevronLeft, ChevronRight, Icon } from '@/components/ui/icons';
import { editionTexts } from '@/lib/i18n/edition';

/** Page links of a list (plain links: crawlable, no JavaScript needed); `hrefFor` gives addresses in the page's edition. */
export async function Pagination({ current, total, hrefFor }: { current: number; total: number; hrefFor: (page: number) => string }) {
  if (total <= 1) return null;
  const t = (await editionTexts()).texts.news.pagination;
  const pages = Array.from({ length: total }, (_, index) => index + 1);
  const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-bold';
  return (
    <nav aria-label={t.label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {current > 1 ? (
        <Link href={hrefFor(current - 1)} rel="prev" className={`${item} border border-ink-200 hover:border-brand-500 hover:text-brand-700`}>
          <Icon of={{ ChevronLeft }} aria-hidden className="size-4 rtl:-scale-x-100" />
          {t.previous}
        </Link>
      ) : null}
      {pages.map((page) =>
        page === current ? (
          <span key={page} aria-current="page" className={`${item} bg-brand-gradient text-white`}>
            <span className="sr-only">{`${t.page} `}</span>
            {page}
          </span>
        ) : (
          <Link key={page} href={hrefFor(page)} className={`${item} border border-ink-200 hover:border-brand-500 hover:text-brand-700`}>
            <span className="sr-only">{`${t.page} `}</span>
            {page}
          </Link>
        ),
      )}
      {current < total ? (
        <Link href={hrefFor(current + 1)} rel="next" className={`${item} border border-ink-200 hover:border-brand-500 hover:text-brand-700`}>
          {t.next}
          <Icon of={{ ChevronRight }} aria-hidden className="size-4 rtl:-scale-x-100" />
        </Link>
      ) : null}
    </nav>
  );
}
