import { Image } from '@/components/ui/Image';
import { Link } from '@/components/ui/Link';
import { CalendarDays, Icon } from '@/components/ui/icons';
import type { NewsPost } from '@/lib/cms';
import { cut, excerpt, formatDate, TEXT_LIMITS } from '@/lib/format';
import { ImagePlaceholder } from '@/components/ui/ImagePlaceholder';
import { editionTexts } from '@/lib/i18n/edition';
import { untranslatedIn } from '@/components/ui/Untranslated';
import { pageIn, postPath } from '@/lib/paths';

/** A post in the news list: image, first tag, date, title (40 characters), content excerpt (120). */
export async function NewsPostCard({ post, priority = false }: { post: NewsPost; priority?: boolean }) {
  const { edition, texts } = await editionTexts();
  const { lang, mark } = untranslatedIn(edition, post);
  const href = pageIn(edition, postPath(post.slug));
  const tag = post.tags[0];
  return (
    // Rendered only near the screen: a list page holds up to 9 cards, most below the first screen of a phone.
    <article className="group render-when-near flex h-full flex-col overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm transition-shadow reserve-post-card hover:shadow-lg">
      <Link href={href} tabIndex={-1} aria-hidden className="relative block aspect-[16/9] overflow-hidden bg-ink-50">
        {post.image ? (
          <Image
            src={post.image.smallUrl}
            alt=""
            fill
            priority={priority}
            sizes="(min-width: 1280px) 380px, (min-width: 640px) 45vw, 100vw"
            className="object-cover transition-transform duration-500 group-hover:scale-105"
          />
        ) : (
          <ImagePlaceholder />
        )}
      </Link>
      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs">
          {tag ? <span className="rounded-full bg-brand-50 px-2.5 py-1 font-bold text-brand-700">{tag.name}</span> : null}
          {post.publishedAt ? (
            <time dateTime={post.publishedAt} className="inline-flex items-center gap-1 text-ink-500">
              <Icon of={{ CalendarDays }} aria-hidden className="size-3.5" />
              {formatDate(post.publishedAt, edition)}
            </time>
          ) : null}
        </div>
        <h2 className="mt-3 text-lg font-bold leading-snug">
          <Link href={href} title={post.title} lang={lang} className="hover:text-brand-700">
            {cut(post.title, TEXT_LIMITS.postCardTitle)}
          </Link>
          {mark}
        </h2>
        <p lang={lang} className="mt-2 flex-1 text-sm leading-relaxed text-ink-600">{excerpt(post.content, TEXT_LIMITS.postContent)}</p>
        <Link href={href} className="mt-4 inline-flex items-center gap-1 text-sm font-bold text-brand-700 hover:text-accent-600">
          {texts.news.card.readMore}<span className="sr-only">{texts.news.card.about(post.title)}</span>
          <span aria-hidden className="inline-block rtl:-scale-x-100">→</span>
        </Link>
      </div>
    </article>
  );
}
