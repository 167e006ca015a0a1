'use client';
import { Icon, MessagesSquare } from '@/components/ui/icons';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import type { DiscussionEmbed as Embed } from 'disqus-react';

// Disqus loads only when the thread is near. React's lazy suffices (`near` starts false: never rendered on the server);
// next/dynamic would add 2 KB per article. A failed fetch leaves a sentence in its place, not the error page: the
// sentence rides as a prop Disqus's component ignores.
type EmbedProps = Embed['props'] & { unavailable: string };
const DiscussionEmbed = lazy<ComponentType<EmbedProps>>(() =>
  import('disqus-react').then(
    (module) => ({ default: module.DiscussionEmbed as ComponentType<EmbedProps> }),
    () => ({ default: CommentsUnavailable }),
  ),
);

function CommentsUnavailable({ unavailable }: { unavailable: string }) {
  return <p className="text-sm text-ink-500">{unavailable}</p>;
}

/** The thread's words, in the page's edition (the server's texts.news.comments). */
export type CommentsTexts = { heading: string; loading: string; placeholder: string; unavailable: string };

/** How far below the screen the thread starts loading. */
const LOAD_MARGIN = '600px 0px';

/**
 * The comment thread of an article (Disqus, keyed by the slug, in the page's `language`). Renders nothing when no
 * shortname is configured; loads Disqus only when the thread scrolls near the screen.
 */
export function Comments({
  shortname,
  slug,
  url,
  title,
  language,
  texts,
}: {
  shortname: string;
  slug: string;
  url: string;
  title: string;
  language: string;
  texts: CommentsTexts;
}) {
  const anchorRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    if (!shortname || near) return;
    const anchor = anchorRef.current;
    if (!anchor) return;
    if (typeof IntersectionObserver === 'undefined') {
      const frame = requestAnimationFrame(() => setNear(true));
      return () => cancelAnimationFrame(frame);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_MARGIN },
    );
    observer.observe(anchor);
    return () => observer.disconnect();
  }, [shortname, near]);

  if (!shortname) return null;
  return (
    <section aria-labelledby="commentaires" className="mt-12 border-t border-ink-100 pt-8" data-testid="comments">
      <h2 id="commentaires" className="flex items-center gap-2 text-xl font-bold">
        <Icon of={{ MessagesSquare }} aria-hidden className="size-5 text-brand-600" />
        {texts.heading}
      </h2>
      <div ref={anchorRef} className="mt-4 min-h-40" data-state={near ? 'loaded' : 'waiting'}>
        {near ? (
          <Suspense fallback={<p className="text-sm text-ink-500">{texts.loading}</p>}>
            <DiscussionEmbed shortname={shortname} config={{ url, identifier: slug, title, language }} unavailable={texts.unavailable} />
          </Suspense>
        ) : (
          <p className="text-sm text-ink-500">{texts.placeholder}</p>
        )}
      </div>
    </section>
  );
}
