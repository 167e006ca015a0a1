'use client';
import { Link } from '@/components/ui/Link';
import { ArrowRight } from 'lucide-react';
import { useCallback, useState, type MouseEvent, type ReactNode } from 'react';
import { Dialog, DIALOG_WIDTHS } from '@/components/ui/Dialog';

/**
 * 'En Savoir Plus' of a job card: a link to the job page (what it is without JavaScript, or with a
 * modifier key) that opens the job detail in a centred 1000 px dialog.
 */
export function JobDialogLink({ href, title, detail }: { href: string; title: string; detail: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setOpen(true);
  }
  return (
    <>
      <a href={href} onClick={onClick} aria-haspopup="dialog" className="btn btn-primary mt-4 w-full text-sm">
        En Savoir Plus<span className="sr-only">{` : ${title}`}</span>
      </a>
      <Dialog
        open={open}
        onClose={close}
        title={title}
        width={DIALOG_WIDTHS.job}
        footer={
          <div className="flex flex-wrap items-center justify-end gap-3">
            <button type="button" onClick={close} className="btn btn-outline text-sm">
              Fermer
            </button>
            <Link href={href} className="btn btn-primary text-sm">
              Voir l&apos;offre et postuler
              <ArrowRight aria-hidden className="size-4" />
            </Link>
          </div>
        }
      >
        {detail}
      </Dialog>
    </>
  );
}
