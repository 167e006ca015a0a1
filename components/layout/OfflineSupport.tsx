'use client';
import { useEffect, useState } from 'react';
import { ClientIcon } from '@/components/ui/ClientIcon';
import { afterLoadWhenIdle } from '@/components/ui/whenIdle';
import { submitKeptRequest } from '@/lib/actions/requests';
import { reloadForNewBuild } from '@/lib/offline/newBuild';
import { sendQueued, type SentNotice } from '@/lib/offline/sendQueued';
import { askForSync, hasWaiting, QUEUE_SENT_EVENT, WORKER_SENT_MESSAGE } from '@/lib/offline/waiting';

/** While requests wait and the page stays open, how often it tries again (the connection may return unnoticed). */
const RETRY_MS = 60_000;

/**
 * Registers the service worker once the page is idle (production only), and sends the requests kept offline when the
 * connection comes back (then says they were sent). CopyBanner says when the page shown is the worker's copy.
 */
export function OfflineSupport() {
  const [sentNotices, setSentNotices] = useState<string[]>([]);

  useEffect(() => {
    const tell = (notices: SentNotice[]) => {
      setSentNotices((previous) => [...previous, ...notices.map((notice) => notice.text)]);
      window.dispatchEvent(new CustomEvent<string[]>(QUEUE_SENT_EVENT, { detail: notices.map((notice) => notice.key) }));
    };
    // Whichever tab sends (or first hears from the worker) tells the others: the visitor may be looking at another
    // one, and the form where the request was typed may be there.
    const otherTabs = 'BroadcastChannel' in window ? new BroadcastChannel(QUEUE_SENT_EVENT) : null;
    if (otherTabs) otherTabs.onmessage = (event: MessageEvent) => Array.isArray(event.data) && tell(event.data as SentNotice[]);
    // The worker's word needs neither the network (it already sent) nor this tab's flag (it cannot set it).
    const deliver = (fromWorker = false) => {
      if (!fromWorker && (!navigator.onLine || !hasWaiting())) return;
      sendQueued(submitKeptRequest)
        .then((notices) => {
          if (!notices.length) return;
          tell(notices);
          otherTabs?.postMessage(notices);
        })
        .catch(() => undefined);
    };
    const deliverIfWaiting = () => deliver();
    if (hasWaiting()) void askForSync();
    deliverIfWaiting();
    const retry = setInterval(deliverIfWaiting, RETRY_MS);
    window.addEventListener('online', deliverIfWaiting);
    const fromWorker = (event: MessageEvent) => {
      if ((event.data as { type?: string } | null)?.type === WORKER_SENT_MESSAGE) deliver(true);
    };
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    // A lazily loaded file of an older build (outside any error boundary): loaded afresh from the current one.
    const onRejection = (event: PromiseRejectionEvent) => void reloadForNewBuild(event.reason);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('unhandledrejection', onRejection);
      otherTabs?.close();
      clearInterval(retry);
      window.removeEventListener('online', deliverIfWaiting);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, []);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    afterLoadWhenIdle(() => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined));
  }, []);

  return (
    <div role="status" aria-atomic="true" className="fixed inset-x-4 bottom-20 z-50 mx-auto max-w-md space-y-2 lg:bottom-6">
      {sentNotices.map((notice, index) => (
        <div
          key={index}
          data-testid="queued-sent"
          className="flex items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-bold text-emerald-800 shadow-lg"
        >
          <ClientIcon name="success" className="mt-0.5 size-5 shrink-0" />
          <p className="flex-1">{notice}</p>
          <button
            type="button"
            onClick={() => setSentNotices((previous) => previous.filter((_, other) => other !== index))}
            className="-m-1 shrink-0 rounded-full p-1 hover:bg-black/5"
          >
            <ClientIcon name="close" className="size-4" />
            <span className="sr-only">Fermer le message</span>
          </button>
        </div>
      ))}
    </div>
  );
}
