import { Eye } from '@/components/ui/icons';

export const PREVIEW_BANNER_TEXT = 'Aperçu — contenu non publié';

/**
 * Shown above an item page in an editor's preview (draft mode): what is on screen may not be published. The exit
 * is a form (POST), so that no link prefetch can end the preview. It opens in the whole tab (`_top`): inside the
 * frame of Strapi's preview, the live page (which refuses to be framed) would not show.
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
          <Eye aria-hidden className="size-4" />
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
