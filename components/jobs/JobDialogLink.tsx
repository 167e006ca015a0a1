'use client';
import { Link } from '@/components/ui/Link';
import { ArrowRight, Icon } from '@/components/ui/icons';
import { useCallback, useState, useTransition, type MouseEvent, type ReactNode } from 'react';
import { Dialog, DIALOG_WIDTHS } from '@/components/ui/Dialog';
import { loadJobDetail } from '@/components/jobs/loadJobDetail';
import { afterNextPaint } from '@/components/ui/afterNextPaint';
import { useJobDialogTexts } from './JobDialogTexts';

type Detail = { status: 'loading' } | { status: 'ready'; body: ReactNode } | { status: 'failed' };

/**
 * A job card's 'En Savoir Plus': a link to the job page (used as such without JavaScript or with a modifier key) that
 * opens a dialog. Its detail is rendered on the server at first opening, so the list does not carry every description.
 * `href` is the job page's address in the page's edition; `about` the link's end for a screen reader (" : title").
 * Its words come from the JobDialogTextsProvider above the list.
 */
export function JobDialogLink({ href, slug, title, about, expired }: { href: string; slug: string; title: string; about: string; expired: boolean }) {
  const texts = useJobDialogTexts();
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<Detail | null>(null);
  const [, startTransition] = useTransition();
  const close = useCallback(() => setOpen(false), []);

  function load() {
    startTransition(async () => {
      try {
        const body = await loadJobDetail(slug, texts.edition);
        setDetail(body === null ? { status: 'failed' } : { status: 'ready', body });
      } catch {
        setDetail({ status: 'failed' });
      }
    });
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
    if (detail === null || detail.status === 'failed') {
      setDetail({ status: 'loading' });
      // Asked once the dialog is painted: calling a server action goes through the router, work that held the
      // dialog's appearance back on a slow phone (issue 48).
      afterNextPaint(load);
    }
  }

  return (
    <>
      <a href={href} onClick={onClick} aria-haspopup="dialog" className="btn btn-primary mt-4 w-full text-sm">
        {texts.more}<span className="sr-only">{about}</span>
      </a>
      <Dialog
        open={open}
        onClose={close}
        title={title}
        width={DIALOG_WIDTHS.job}
        closeLabel={texts.close}
        footer={
          <div className="flex flex-wrap items-center justify-end gap-3">
            <button type="button" onClick={close} className="btn btn-outline text-sm">
              {texts.close}
            </button>
            <Link href={href} className="btn btn-primary text-sm">
              {expired ? texts.view : texts.viewAndApply}
              <Icon of={{ ArrowRight }} aria-hidden className="size-4 rtl:-scale-x-100" />
            </Link>
          </div>
        }
      >
        {detail?.status === 'ready' ? (
          detail.body
        ) : detail?.status === 'failed' ? (
          <p role="status" className="rounded-2xl bg-ink-50 p-5 text-ink-700">
            {texts.failed}
          </p>
        ) : (
          <div role="status" aria-label={texts.loading} className="animate-pulse space-y-3 motion-reduce:animate-none">
            {[0, 1, 2, 3, 4].map((row) => (
              <div key={row} className="h-4 rounded bg-ink-100" style={{ width: `${90 - row * 12}%` }} />
            ))}
          </div>
        )}
      </Dialog>
    </>
  );
}
