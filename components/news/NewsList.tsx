import { Icon, X } from '@/components/ui/icons';
import { NewsSidebar } from '@/components/news/NewsSidebar';
import { Pagination } from '@/components/news/Pagination';
import { NewsPostCard } from '@/components/news/NewsPostCard';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CmsUnavailable, EmptyState } from '@/components/ui/CmsUnavailable';
import { Link } from '@/components/ui/Link';
import { newsPageHref, type NewsQuery } from '@/lib/news/list';
import type { NewsPage } from '@/lib/news/listPage';
import { editionTexts } from '@/lib/i18n/edition';
import { PAGES, pageIn } from '@/lib/paths';
import { absoluteUrl } from '@/lib/site';

/** A page of the news list (all posts or one tag or category), as its route read it (lib/news/listPage.ts). */
export async function NewsList({ query, page }: { query: NewsQuery; page: NewsPage }) {
  const { filterName, posts: shown, pages } = page;
  const { edition, texts } = await editionTexts();
  const t = texts.news.list;

  return (
    <>
      <Breadcrumb title={t.heading} trail={t.trail} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="liste-actualites">
          <h2 id="liste-actualites" className="sr-only">
            {t.articles}
          </h2>
          {filterName ? (
            <p className="mb-6 flex flex-wrap items-center gap-3 text-ink-700">
              <span>
                {t.filter} <strong className="text-ink-900">{filterName}</strong>
                {` (${page.matching})`}
              </span>
              <Link href={pageIn(edition, PAGES.news)} className="inline-flex items-center gap-1 rounded-full border border-ink-200 px-3 py-1 text-sm hover:border-brand-500 hover:text-brand-700">
                <Icon of={{ X }} aria-hidden className="size-3.5" />
                {t.allNews}
              </Link>
            </p>
          ) : null}
          {!page.available ? (
            <CmsUnavailable retryHref={newsPageHref(query, query.page)} />
          ) : shown.length === 0 ? (
            <EmptyState>
              {filterName ? t.emptyFiltered : t.empty}
            </EmptyState>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="post-list">
              {shown.map((post, index) => (
                <li key={post.id}>
                  <NewsPostCard post={post} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <Pagination current={query.page} total={pages} hrefFor={(page) => pageIn(edition, newsPageHref(query, page))} />
        </section>
        <NewsSidebar
          share={{ url: absoluteUrl(pageIn(edition, PAGES.news)), text: t.shareText }}
          activeTag={query.tag}
          activeCategory={query.category}
        />
      </div>
    </>
  );
}
