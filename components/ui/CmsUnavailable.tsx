import { Icon, RefreshCw } from '@/components/ui/icons';
import { Breadcrumb, type Crumb } from '@/components/ui/Breadcrumb';
import { editionTexts } from '@/lib/i18n/edition';
import { pageIn } from '@/lib/paths';

/**
 * Shown in place of CMS content when the CMS could not be read and no cached copy exists, in the page's edition;
 * `retryHref` is the page's French address (written in the edition here).
 */
export async function CmsUnavailable({ retryHref }: { retryHref: string }) {
  const { edition, texts } = await editionTexts();
  return (
    <div role="status" className="rounded-2xl border border-brand-200 bg-brand-50 p-6 text-ink-800">
      <p className="font-bold">{texts.common.cmsUnavailable}</p>
      <a href={pageIn(edition, retryHref)} className="btn btn-outline mt-4 text-sm">
        <Icon of={{ RefreshCw }} aria-hidden className="size-4" />
        {texts.common.retry}
      </a>
    </div>
  );
}

export function EmptyState({ children }: { children: string }) {
  return <p className="rounded-2xl border border-ink-100 bg-ink-50 p-6 text-ink-600">{children}</p>;
}

/** A whole detail page whose item could not be read from the CMS: breadcrumb, message and retry link. */
export async function CmsUnavailablePage({ title, trail, retryHref }: { title: string; trail: Crumb[]; retryHref: string }) {
  return (
    <>
      <Breadcrumb title={title} trail={trail} />
      <div className="container-page py-12">
        <CmsUnavailable retryHref={retryHref} />
      </div>
    </>
  );
}
