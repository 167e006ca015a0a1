import { Link } from '@/components/ui/Link';
import { ArrowRight, Icon } from '@/components/ui/icons';
import { NewsPostCard } from '@/components/news/NewsPostCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { CmsUnavailable, EmptyState } from '@/components/ui/CmsUnavailable';
import { getNewsPosts } from '@/lib/cms';
import { RECENT_NEWS_COUNT } from '@/lib/news/list';
import { editionTexts } from '@/lib/i18n/edition';
import { PAGES, pageIn } from '@/lib/paths';

/**
 * The 3 most recent news items. Reads the full posts (newest first, the news list's cached request): the recent-posts
 * summary lacks the excerpt the cards show.
 */
export async function RecentNews() {
  const { edition, texts } = await editionTexts();
  const result = await getNewsPosts(edition);
  const words = texts.home.news;
  return (
    <section aria-labelledby="actualites" className="render-when-near container-page reserve-home-news py-14 md:py-20">
      <div className="flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <SectionHeading id="actualites" eyebrow={words.eyebrow} title={words.title} lead={words.lead} />
        <Link href={pageIn(edition, PAGES.news)} className="btn btn-outline shrink-0 self-start md:self-auto">
          {words.all}
          <Icon of={{ ArrowRight }} aria-hidden className="size-4" />
        </Link>
      </div>
      <div className="mt-10" data-testid="home-recent-news">
        {!result.ok ? (
          <CmsUnavailable retryHref={pageIn(edition, PAGES.home)} />
        ) : result.data.length === 0 ? (
          <EmptyState>{words.empty}</EmptyState>
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {result.data.slice(0, RECENT_NEWS_COUNT).map((post) => (
              <li key={post.id}>
                <NewsPostCard post={post} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
