import { dataNotice, type NoticeKind } from '@/lib/content/privacy';
import { PAGES } from '@/lib/paths';

/** The short line under a form on what becomes of the data, with the privacy page a tap away. No JavaScript. */
export function DataNotice({ kind, tone = 'light', text = dataNotice(kind) }: { kind: NoticeKind; tone?: 'light' | 'dark'; text?: string }) {
  const colors = tone === 'dark' ? 'text-white/85 [&_a]:text-white' : 'text-ink-600 [&_a]:text-brand-700';
  return (
    <p className={`mt-3 text-xs leading-relaxed ${colors}`} data-notice={kind}>
      {text}{' '}
      <a href={PAGES.privacy} className="font-bold underline underline-offset-2">
        Vos données et vos droits
      </a>
    </p>
  );
}
