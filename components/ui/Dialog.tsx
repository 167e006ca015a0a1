import { FRENCH_CONTROL_TEXTS } from '@/lib/layout/controlTexts';
import { Icon, X } from '@/components/ui/icons';
import { useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useFocusTrap } from './useFocusTrap';
import { useScrollLock } from './useScrollLock';

/** Widths of the modals, in pixels: 520 by default, 1000 for a job, 800 for a book (spec section 9). */
export const DIALOG_WIDTHS = { default: 520, job: 1000, book: 800 } as const;

const subscribeNothing = () => () => {};
const isBrowser = () => true;
const isServer = () => false;

export type DialogProps = {
  open: boolean;
  onClose: () => void;
  /** Accessible name and visible heading of the dialog. */
  title: string;
  /** Hide the heading visually (it still names the dialog). */
  hideTitle?: boolean;
  /** Maximum width in pixels; the dialog never gets wider than the screen. */
  width?: number;
  children: ReactNode;
  /** Footer area (actions), kept visible under a scrolling body. */
  footer?: ReactNode;
  /** The close button's spoken name, in the page's language. */
  closeLabel?: string;
};

/**
 * An accessible modal in a portal on <body>, so no transformed or filtered ancestor can clip it. Closed, it renders
 * nothing: a page may hold dozens (one per job card), each otherwise hydrated then re-rendered by its browser check.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ onClose, title, hideTitle = false, width = DIALOG_WIDTHS.default, children, footer, closeLabel = FRENCH_CONTROL_TEXTS.close }: DialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // The portal target (document.body) exists only in the browser: false on the server and while hydrating.
  const mounted = useSyncExternalStore(subscribeNothing, isBrowser, isServer);

  useFocusTrap(panelRef, mounted, onClose);

  useScrollLock(true);

  if (!mounted) return null;

  return createPortal(
    <div className="fixed inset-0 z-[80] flex items-end justify-center p-0 sm:items-center sm:p-6">
      <div className="absolute inset-0 bg-ink-900/60" aria-hidden onClick={onClose} data-testid="dialog-backdrop" />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ maxWidth: `${width}px` }}
        className="relative flex max-h-[92dvh] w-full flex-col overflow-hidden rounded-t-3xl bg-white shadow-2xl outline-none sm:max-h-[88dvh] sm:rounded-3xl"
      >
        <div className="flex items-start justify-between gap-4 border-b border-ink-100 px-5 py-4 sm:px-7">
          <h2 id={titleId} className={hideTitle ? 'sr-only' : 'text-lg font-bold leading-snug md:text-xl'}>
            {title}
          </h2>
          <button
            type="button"
            onClick={onClose}
            className="-me-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-ink-600 hover:bg-ink-50 hover:text-ink-900"
          >
            <Icon of={{ X }} aria-hidden className="size-5" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </div>
        {/* Focusable: a keyboard user scrolls a long body with the arrow keys even when it holds no link. */}
        <div tabIndex={0} className="overflow-y-auto overscroll-contain px-5 py-5 sm:px-7">
          {children}
        </div>
        {footer ? <div className="border-t border-ink-100 bg-ink-50 px-5 py-4 sm:px-7">{footer}</div> : null}
      </div>
    </div>,
    document.body,
  );
}
