import { toJsxRuntime } from 'hast-util-to-jsx-runtime';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';
import { sanitizeHtml } from '@/lib/markdown/sanitizeHtml';

/**
 * Raw HTML from the CMS (training `cible`, FAQ answers), rendered on the server after sanitising:
 * no script, no event handler, no style, only http/https/mailto/tel links. No dangerouslySetInnerHTML.
 */
export function SafeHtml({ html, className = 'prose-cms' }: { html: string; className?: string }) {
  if (!html.trim()) return null;
  return <div className={className}>{toJsxRuntime(sanitizeHtml(html), { Fragment, jsx, jsxs })}</div>;
}
