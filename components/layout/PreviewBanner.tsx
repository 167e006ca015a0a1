import { Eye, Icon } from '@/components/ui/icons';

export const PREVIEW_BANNER_TEXT = 'Aperçu — contenu non publié';

/**
 * Warns an editor in draft mode that the page may be unpublished. The exit is a POST form, so no prefetch ends the
 * preview, opened in `_top`: inside Strapi's preview frame the live page (which refuses framing) would not show.
 */
export function PreviewBanner() {
  return (
    <aside
      aria-label="Aperçu"
      data-testid="preview-banner"
      className="sticky top-0 z-50 border-b border-amber-300 bg-amber-100 text-amber-950"
    >
      <div className="container-page flex flex-wrap items-center justify-between gap-3 py-2 text-sm">
        <p className="flex items-center gap-2 font-bold">
          <Icon of={{ Eye }} aria-hidden className="size-4" />
          {PREVIEW_BANNER_TEXT}
        </p>
        <form method="post" action="/api/preview/exit" target="_top">
          <button type="submit" className="rounded-full bg-amber-950 px-4 py-1.5 font-bold text-white hover:bg-amber-900">
            Quitter l&apos;aperçu
          </button>
        </form>
      </div>
    </aside>
  );
}
