import { Image } from '@/components/ui/Image';
import { Link } from '@/components/ui/Link';
import { Folder, Icon, Tag } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { ShareBlock } from '@/components/ui/ShareBlock';
import { getCategories, getRecentNewsPosts, getTags } from '@/lib/cms';
import { formatDate, padCount } from '@/lib/format';
import { ImagePlaceholder } from '@/components/ui/ImagePlaceholder';
import { editionTexts } from '@/lib/i18n/edition';
import type { Texts } from '@/lib/i18n';
import { newsFilterHref, RECENT_NEWS_COUNT } from '@/lib/news/list';
import { isSlug, pageIn, postPath } from '@/lib/paths';
import type { Edition } from '@/lib/editions';

type Words = { edition: Edition; texts: Texts };

function Widget({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm" data-testid={testId}>
      <h2 className="relative pb-2 text-base font-bold after:absolute after:bottom-0 after:start-0 after:h-1 after:w-10 after:rounded-full after:bg-brand-500">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Unavailable({ texts }: { texts: Texts }) {
  return <p className="text-sm text-ink-500">{texts.common.cmsUnavailable}</p>;
}

async function TagCloud({ activeSlug, words: { edition, texts } }: { activeSlug?: string; words: Words }) {
  const result = await getTags(edition);
  if (!result.ok) return <Unavailable texts={texts} />;
  if (result.data.length === 0) return <p className="text-sm text-ink-500">{texts.news.sidebar.noTags}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {result.data.map((tag) => (
        <li key={tag.id}>
          {isSlug(tag.slug) ? (
            <Link
              href={pageIn(edition, newsFilterHref('tag', tag.slug))}
              aria-current={activeSlug === tag.slug ? 'page' : undefined}
              className="inline-flex items-center gap-1 rounded-full border border-ink-200 px-3 py-1 text-sm text-ink-700 hover:border-brand-500 hover:text-brand-700 aria-[current=page]:border-brand-500 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-700"
            >
              <Icon of={{ Tag }} aria-hidden className="size-3.5" />
              {tag.name}
            </Link>
          ) : (
            <span className="inline-flex rounded-full border border-ink-200 px-3 py-1 text-sm text-ink-700">{tag.name}</span>
          )}
        </li>
      ))}
    </ul>
  );
}

async function CategoryList({ activeSlug, words: { edition, texts } }: { activeSlug?: string; words: Words }) {
  const result = await getCategories(edition);
  if (!result.ok) return <Unavailable texts={texts} />;
  if (result.data.length === 0) return <p className="text-sm text-ink-500">{texts.news.sidebar.noCategories}</p>;
  return (
    <ul className="divide-y divide-ink-100">
      {result.data.map((category) => {
        const label = (
          <>
            <span className="inline-flex items-center gap-2">
              <Icon of={{ Folder }} aria-hidden className="size-4 text-brand-500" />
              {category.name}
            </span>
            <span className="rounded-full bg-ink-50 px-2 py-0.5 text-xs font-bold tabular-nums text-ink-600">
              <span className="sr-only">{texts.news.sidebar.postCount}</span>
              {padCount(category.postCount)}
            </span>
          </>
        );
        return (
          <li key={category.id}>
            {isSlug(category.slug) ? (
              <Link
                href={pageIn(edition, newsFilterHref('category', category.slug))}
                aria-current={activeSlug === category.slug ? 'page' : undefined}
                className="flex items-center justify-between gap-3 py-2.5 text-sm text-ink-700 hover:text-brand-700 aria-[current=page]:font-bold aria-[current=page]:text-brand-700"
              >
                {label}
              </Link>
            ) : (
              <span className="flex items-center justify-between gap-3 py-2.5 text-sm text-ink-700">{label}</span>
            )}
          </li>
        );
      })}
    </ul>
  );
}

async function RecentNewsPosts({ words: { edition, texts } }: { words: Words }) {
  const result = await getRecentNewsPosts(RECENT_NEWS_COUNT, edition);
  if (!result.ok) return <Unavailable texts={texts} />;
  if (result.data.length === 0) return <p className="text-sm text-ink-500">{texts.news.sidebar.noNews}</p>;
  return (
    <ul className="space-y-4">
      {result.data.map((post) => (
        <li key={post.id}>
          <Link href={pageIn(edition, postPath(post.slug))} className="group flex items-start gap-3">
            <span className="relative size-16 shrink-0 overflow-hidden rounded-xl bg-ink-50">
              {post.image ? (
                <Image src={post.image.thumbnailUrl} alt="" fill sizes="64px" className="object-cover" />
              ) : (
                <ImagePlaceholder />
              )}
            </span>
            <span className="min-w-0">
              <span className="line-clamp-2 text-sm font-bold leading-snug text-ink-900 group-hover:text-brand-700">
                {post.title}
              </span>
              {post.publishedAt ? (
                <time dateTime={post.publishedAt} className="mt-1 block text-xs text-ink-500">
                  {formatDate(post.publishedAt, edition)}
                </time>
              ) : null}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * Sidebar of the news pages: categories (post counts on two digits), tag cloud, recent posts and,
 * on the list, a share row. Each widget reads its own collection and fails on its own.
 */
export async function NewsSidebar({
  share,
  activeTag,
  activeCategory,
}: {
  share?: { url: string; text: string };
  activeTag?: string;
  activeCategory?: string;
}) {
  const words = await editionTexts();
  const t = words.texts.news.sidebar;
  return (
    <aside aria-label={t.label} className="space-y-6">
      <Widget title={t.categories} testId="sidebar-categories">
        <CategoryList activeSlug={activeCategory} words={words} />
      </Widget>
      <Widget title={t.tags} testId="sidebar-tags">
        <TagCloud activeSlug={activeTag} words={words} />
      </Widget>
      <Widget title={t.recent} testId="sidebar-recent">
        <RecentNewsPosts words={words} />
      </Widget>
      {share ? (
        <div className="rounded-2xl border border-ink-100 bg-white p-5 shadow-sm">
          <ShareBlock url={share.url} text={share.text} heading={t.follow} copy={false} />
        </div>
      ) : null}
    </aside>
  );
}
