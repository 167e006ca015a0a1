// CMS text as a sanitised HTML string for structured data (JobPosting, FAQPage), with the page's rules: raw HTML in
// markdown dropped, the sanitising schema, every URL through the URL policy.
import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { sanitize } from 'hast-util-sanitize';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toHast } from 'mdast-util-to-hast';
import { applyUrlPolicy, sanitizeHtml } from './sanitizeHtml';
import { sanitizeSchema } from './sanitizeSchema';

/** Markdown (a post's content, a job's description) → sanitised HTML. */
export function markdownToSafeHtml(markdown: string): string {
  // Without allowDangerousHtml, raw HTML in the markdown is dropped, as react-markdown does on the page.
  return toHtml(applyUrlPolicy(sanitize(toHast(fromMarkdown(markdown)), sanitizeSchema) as Root));
}

/** Raw HTML from the CMS (FAQ answers, training target) → sanitised HTML. */
export function htmlToSafeHtml(html: string): string {
  return toHtml(sanitizeHtml(html));
}
