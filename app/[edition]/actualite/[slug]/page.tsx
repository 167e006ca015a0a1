import type { Metadata } from 'next';
import { Image } from '@/components/ui/Image';
import { Link } from '@/components/ui/Link';
import { notFound } from 'next/navigation';
import { CalendarDays, Icon, Tag } from '@/components/ui/icons';
import { NewsSidebar } from '@/components/news/NewsSidebar';
import { newsFilterHref } from '@/lib/news/list';
import { Comments } from '@/components/news/Comments';
import { COMMENTS_LANGUAGES, disqusShortname } from '@/components/news/disqus';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { CmsUnavailablePage } from '@/components/ui/CmsUnavailable';
import { Markdown } from '@/components/ui/Markdown';
import { ShareBlock } from '@/components/ui/ShareBlock';
import { getNewsPostBySlug } from '@/lib/cms';
import { itemStaticParams } from '@/lib/items/staticParams';
import { excerpt, formatDate } from '@/lib/format';
import { isSlug, PAGES, pageIn, postPath } from '@/lib/paths';
import { editionTexts } from '@/lib/i18n/edition';
import { absoluteUrl } from '@/lib/site';
import { JsonLd } from '@/components/ui/JsonLd';
import { blogPostingJsonLd } from '@/lib/seo/jsonLd';
import { pageMetadata } from '@/lib/seo/metadata';
import { itemRead, withPreview } from '@/lib/items/preview';
import { PreviewBanner } from '@/components/layout/PreviewBanner';
import { InItemLanguage, UntranslatedNotice } from '@/components/ui/Untranslated';
import { itemInEdition, itemPageIn, staticEdition } from '@/lib/items/editions';
import { DEFAULT_EDITION } from '@/lib/editions';

type Props = { params: Promise<{ slug: string }> };

export const generateStaticParams = ({ params }: { params?: { edition?: string } }) => itemStaticParams('post', staticEdition(params));

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const { edition, texts } = await editionTexts();
  const read = await itemRead('post', slug);
  const result = await getNewsPostBySlug(slug, { ...read, edition });
  if (!result.ok || !result.data) return { title: texts.news.article.title };
  const post = result.data;
  const { editionPaths } = await itemInEdition('post', post, edition);
  return withPreview(
    pageMetadata({
      edition,
      title: post.title,
      description: excerpt(post.content, 155),
      path: postPath(post.slug),
      editionPaths,
      ownShareImage: true,
      type: 'article',
      publishedTime: post.publishedAt,
    }),
    read,
  );
}

// No loading.tsx in this segment: the 404 must be decided before anything streams.
export default async function Page({ params }: Props) {
  const { slug } = await params;
  const { edition, texts } = await editionTexts();
  const t = texts.news.article;
  const read = await itemRead('post', slug);
  const result = await getNewsPostBySlug(slug, { ...read, edition });
  if (!result.ok) {
    return <CmsUnavailablePage title={t.title} trail={[{ label: t.trail, href: PAGES.news }]} retryHref={postPath(slug)} />;
  }
  const post = result.data;
  if (!post) notFound();
  const { untranslated } = await itemPageIn('post', post, edition);
  const language = post.localization?.locale ?? DEFAULT_EDITION;
  const url = absoluteUrl(pageIn(edition, postPath(post.slug)));
  const firstTag = post.tags[0];
  return (
    <>
      {read.draft ? <PreviewBanner /> : null}
      <JsonLd data={blogPostingJsonLd(post, { edition, language })} />
      <Breadcrumb title={post.title} titleLanguage={language} trail={[{ label: t.trail, href: PAGES.news }, { label: post.title }]} />
      <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="min-w-0" data-testid="article">
          {untranslated ? <UntranslatedNotice className="mb-6" /> : null}
          {post.image ? (
            <div className="relative aspect-[16/9] overflow-hidden rounded-3xl bg-ink-50 shadow-sm">
              <Image
                src={post.image.url}
                alt={post.image.alt || t.illustration(post.title)}
                fill
                priority
                sizes="(min-width: 1280px) 880px, (min-width: 1024px) 65vw, 100vw"
                className="object-cover"
              />
            </div>
          ) : null}
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            {firstTag ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 font-bold text-brand-700">
                <Icon of={{ Tag }} aria-hidden className="size-3.5" />
                {firstTag.name}
              </span>
            ) : null}
            {post.publishedAt ? (
              <span className="inline-flex items-center gap-1.5 text-ink-500">
                <Icon of={{ CalendarDays }} aria-hidden className="size-4" />
                <span className="sr-only">{t.publishedOn}</span>
                <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, edition)}</time>
              </span>
            ) : null}
          </div>
          <InItemLanguage language={language}>
            <Markdown source={post.content} className="prose-cms mt-6 text-lg text-ink-700" />
          </InItemLanguage>

          <div className="mt-10 grid gap-6 border-t border-ink-100 pt-8 md:grid-cols-2">
            {post.tags.length > 0 ? (
              <section aria-labelledby="tags-article">
                <h2 id="tags-article" className="text-base font-bold">
                  {t.tags}
                </h2>
                <ul className="mt-3 flex flex-wrap gap-2">
                  {post.tags.map((tag) => (
                    <li key={tag.id}>
                      {isSlug(tag.slug) ? (
                        <Link
                          href={pageIn(edition, newsFilterHref('tag', tag.slug))}
                          className="inline-flex rounded-full border border-ink-200 px-3 py-1 text-sm text-ink-700 hover:border-brand-500 hover:text-brand-700"
                        >
                          {tag.name}
                        </Link>
                      ) : (
                        <span className="inline-flex rounded-full border border-ink-200 px-3 py-1 text-sm text-ink-700">{tag.name}</span>
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <ShareBlock url={url} text={post.title} heading={texts.news.share.heading} />
          </div>

          <Comments
            shortname={disqusShortname()}
            slug={post.slug}
            url={url}
            title={post.title}
            language={COMMENTS_LANGUAGES[edition]}
            texts={texts.news.comments}
          />
        </article>
        <NewsSidebar />
      </div>
    </>
  );
}
