'use client';
import { usePathname } from 'next/navigation';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { COPY_SERVED, FRESH_ARRIVED, LIVE_SERVED, readCopyMark, readPageMessage, type CopyMark } from '@/lib/offline/copies';
import { PAGE_CACHE } from '@/lib/offline/cachePolicy';

/** A page's mark, read once per document: the server cannot know it (the worker adds it to the copy it serves). */
let documentCopy: { path: string; mark: CopyMark } | null | undefined;
function copyOfDocument() {
  if (documentCopy === undefined) {
    const mark = readCopyMark(document);
    documentCopy = mark ? { path: location.pathname, mark } : null;
  }
  return documentCopy;
}
const subscribeNothing = () => () => undefined;
function subscribeConnection(changed: () => void) {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** The banner's words in the page's edition (lib/i18n common.savedCopy): `{saved}` and `{date}` filled here. */
export type CopyBannerTexts = {
  offline: string;
  unreachable: string;
  slow: string;
  fresh: string;
  savedOn: string;
  undated: string;
  retry: string;
  showFresh: string;
};

const fill = (template: string, name: string, value: string) => template.replace(`{${name}}`, value);

/** « le 26 novembre à 20:25 », in the visitor's time zone and the page's language (`locale`, a BCP 47 tag). */
function savedOn(date: string | null, texts: CopyBannerTexts, locale: string): string {
  if (!date) return texts.undated;
  const format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return fill(texts.savedOn, 'date', format.format(new Date(date)));
}

/** Whether the worker kept a newer page than this copy meanwhile (the live page arrived before this script ran). */
async function newerKept(mark: CopyMark): Promise<boolean> {
  if (!mark.date || !('caches' in window)) return false;
  const kept = await (await caches.open(PAGE_CACHE)).match(location.href, { ignoreVary: true });
  const keptOn = Date.parse(kept?.headers.get('Date') ?? '');
  return keptOn > Date.parse(mark.date);
}

/**
 * Says, whatever navigator.onLine says, when the page in front of the visitor is the copy the service worker kept
 * (marked by the worker: lib/offline/copies.ts), with its date; offers the live page once it arrived late, and to try
 * again when the site did not answer.
 */
export function CopyBanner({ texts, locale }: { texts: CopyBannerTexts; locale: string }) {
  // The public address, as location and the worker give it (in the browser: this renders nothing on the server).
  const pathname = usePathname();
  const loaded = useSyncExternalStore(subscribeNothing, copyOfDocument, () => null);
  // What the worker said of client-side navigations, by path: the copy it served, or 'live'.
  const [served, setServed] = useState<Record<string, CopyMark | 'live'>>({});
  const [fresh, setFresh] = useState<readonly string[]>([]);
  const online = useSyncExternalStore(subscribeConnection, () => navigator.onLine, () => true);

  useEffect(() => {
    const freshFor = (path: string) => setFresh((paths) => [...paths, path]);
    const first = copyOfDocument();
    if (first?.mark.reason === 'slow') void newerKept(first.mark).then((newer) => newer && freshFor(first.path), () => undefined);
    const fromWorker = (event: MessageEvent) => {
      const message = readPageMessage(event.data);
      if (message?.type === COPY_SERVED) {
        setServed((paths) => ({ ...paths, [message.path]: message.mark }));
        setFresh((paths) => paths.filter((path) => path !== message.path));
      } else if (message?.type === LIVE_SERVED) setServed((paths) => ({ ...paths, [message.path]: 'live' }));
      else if (message?.type === FRESH_ARRIVED) freshFor(message.path);
    };
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => navigator.serviceWorker?.removeEventListener('message', fromWorker);
  }, []);

  const told = served[pathname];
  const mark = told === 'live' ? null : (told ?? (loaded?.path === pathname ? loaded.mark : null));
  if (!mark) return null;
  const saved = savedOn(mark.date, texts, locale);
  const isFresh = fresh.includes(pathname);
  const template = isFresh ? texts.fresh : mark.reason === 'slow' ? texts.slow : online ? texts.unreachable : texts.offline;
  const text = fill(template, 'saved', saved);
  const action = isFresh ? texts.showFresh : mark.reason === 'unreachable' ? texts.retry : null;
  return (
    <div role="status" className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 bg-ink-900 px-4 py-2 text-center text-sm font-bold text-white" data-testid="offline-banner">
      <p>{text}</p>
      {action ? (
        <button type="button" onClick={() => location.reload()} className="rounded-full bg-white px-3 py-1 text-ink-900 hover:bg-ink-100">
          {action}
        </button>
      ) : null}
    </div>
  );
}
