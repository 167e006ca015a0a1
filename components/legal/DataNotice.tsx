import { dataNotice, type NoticeKind } from '@/lib/content/privacy';
import { editionTexts } from '@/lib/i18n/edition';
import { PAGES, pageIn } from '@/lib/paths';

/**
 * The short line under a form on what becomes of the data, with the privacy page a tap away, in the page's edition.
 * No JavaScript.
 */
export async function DataNotice({ kind, tone = 'light', text }: { kind: NoticeKind; tone?: 'light' | 'dark'; text?: string }) {
  const { edition, texts } = await editionTexts();
  const colors = tone === 'dark' ? 'text-white/85 [&_a]:text-white' : 'text-ink-600 [&_a]:text-brand-700';
  return (
    <p className={`mt-3 text-xs leading-relaxed ${colors}`} data-notice={kind}>
      {text ?? dataNotice(kind, texts.legal.notice)}{' '}
      <a href={pageIn(edition, PAGES.privacy)} className="font-bold underline underline-offset-2">
        {texts.legal.notice.link}
      </a>
    </p>
  );
}
