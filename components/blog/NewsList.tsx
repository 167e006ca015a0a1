import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { X } from '@/components/ui/icons';
import { BlogSidebar } from '@/components/blog/BlogSidebar';
import { Pagination } from '@/components/blog/Pagination';
import { PostCard } from '@/components/blog/PostCard';
import { Breadcrumb } from '@/components/layout/Breadcrumb';
import { CmsUnavailable, EmptyState } from '@/components/ui/CmsUnavailable';
import { Link } from '@/components/ui/Link';
import { getPosts } from '@/lib/cms';
import { filterPosts, NEWS_PAGE_SIZE, NEWS_PATH, newsPageHref, pageCount, type NewsQuery } from '@/lib/news';
import { absoluteUrl } from '@/lib/paths';
import { DEFAULT_SHARE_IMAGE, pageMetadata } from '@/lib/seo/metadata';
import { alt as newsShareAlt } from '@/app/nos-actualites/opengraph-image';

const DESCRIPTION =
  "Les actualités d'ADIVE : formations, emploi, digital, études et conseils pour les entreprises du Burkina Faso.";

/** The list's picture (app/nos-actualites/opengraph-image.tsx), for its pages in the [...filtre] folder. */
const NEWS_SHARE_IMAGE = { ...DEFAULT_SHARE_IMAGE, url: `${NEWS_PATH}/opengraph-image`, alt: newsShareAlt };

/** Title, description and canonical address of a page of the news list. */
export async function newsListMetadata(query: NewsQuery): Promise<Metadata> {
  const filtered = Boolean(query.tag || query.category);
  if (!filtered && query.page === 1) {
    return pageMetadata({ title: 'Actualités', description: DESCRIPTION, path: NEWS_PATH, ownShareImage: true });
  }
  const result = filtered ? await getPosts() : null;
  const filterName = result?.ok ? filterPosts(result.data, query).filterName : null;
  const title = [filterName ? `Actualités : ${filterName}` : 'Actualités', query.page > 1 ? `page ${query.page}` : '']
    .filter(Boolean)
    .join(' — ');
  const description = filterName ? `Les actualités d'ADIVE sur le thème « ${filterName} ».` : DESCRIPTION;
  return pageMetadata({ title, description, path: newsPageHref(query, query.page), shareImage: NEWS_SHARE_IMAGE });
}

/**
 * A page of the news list (all posts or one tag or category). Each has its own address, so each is a cached page;
 * no loading.tsx in these segments: it would stream the list inside a hidden block that only JavaScript reveals.
 */
export async function NewsList({ query }: { query: NewsQuery }) {
  const result = await getPosts();
  const selection = result.ok ? filterPosts(result.data, query) : null;
  const pages = selection ? pageCount(selection.posts.length) : 1;
  if (query.page > pages) notFound();
  const shown = selection ? selection.posts.slice((query.page - 1) * NEWS_PAGE_SIZE, query.page * NEWS_PAGE_SIZE) : [];

  return (
    <>
      <Breadcrumb title="Toutes nos actualités" trail="Nos actualités" />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-labelledby="liste-actualites">
          <h2 id="liste-actualites" className="sr-only">
            Articles
          </h2>
          {selection?.filterName ? (
            <p className="mb-6 flex flex-wrap items-center gap-3 text-ink-700">
              <span>
                Actualités : <strong className="text-ink-900">{selection.filterName}</strong>
                {` (${selection.posts.length})`}
              </span>
              <Link href={NEWS_PATH} className="inline-flex items-center gap-1 rounded-full border border-ink-200 px-3 py-1 text-sm hover:border-brand-500 hover:text-brand-700">
                <X aria-hidden className="size-3.5" />
                Toutes les actualités
              </Link>
            </p>
          ) : null}
          {!result.ok ? (
            <CmsUnavailable retryHref={newsPageHref(query, query.page)} />
          ) : shown.length === 0 ? (
            <EmptyState>
              {selection?.filterName ? 'Aucune actualité sur ce thème pour le moment.' : 'Aucune actualité pour le moment.'}
            </EmptyState>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="post-list">
              {shown.map((post, index) => (
                <li key={post.id}>
                  <PostCard post={post} priority={index === 0} />
                </li>
              ))}
            </ul>
          )}
          <Pagination current={query.page} total={pages} hrefFor={(page) => newsPageHref(query, page)} />
        </section>
        <BlogSidebar
          share={{ url: absoluteUrl(NEWS_PATH), text: "Les actualités d'ADIVE" }}
          activeTag={query.tag}
          activeCategory={query.category}
        />
      </div>
    </>
  );
}
