// CMS text as a sanitised HTML string for structured data (JobPosting, FAQPage), with the page's rules: raw HTML in
// markdown dropped, then the pipeline of the pages (sanitizeTree).
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { sanitizeHtml, sanitizeTree } from './sanitizeHtml';

/** Markdown (a post's content, a job's description) → sanitised HTML. */
export function markdownToSafeHtml(markdown: string): string {
  // Without allowDangerousHtml, raw HTML in the markdown is dropped, as react-markdown does on the page. A root in,
  // a root out.
  return toHtml(sanitizeTree(toHast(fromMarkdown(markdown)) as Root));
}

/** Raw HTML from the CMS (FAQ answers, training target) → sanitised HTML. */
export function htmlToSafeHtml(html: string): string {
  return toHtml(sanitizeHtml(html));
}
