import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import rehypeSanitize from 'rehype-sanitize';
import { rehypeFinishSanitised } from '@/lib/markdown/sanitizeHtml';
import { sanitizeSchema } from '@/lib/markdown/sanitizeSchema';
import { isExternalHttpUrl, safeUrl } from '@/lib/markdown/urlPolicy';

function MarkdownLink({ href, children, ...props }: ComponentProps<'a'> & { node?: unknown }) {
  // react-markdown also passes the hast `node`: not an attribute.
  const { node, ...rest } = props;
  void node;
  // An address the URL policy refused arrives empty: show the text, link to nothing.
  if (!href) return <span>{children}</span>;
  const external = isExternalHttpUrl(href);
  return (
    <a href={href} {...rest} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {children}
    </a>
  );
}

/**
 * A picture in CMS text: its size is unknown until it loads, so it gets a reserved 16:9 box (letterboxed if it is
 * another shape) and the text below never jumps when it arrives; loaded only near the screen.
 */
function MarkdownImage({ src, alt, node, ...rest }: ComponentProps<'img'> & { node?: unknown }) {
  void node;
  return (
    // eslint-disable-next-line @next/next/no-img-element -- an address from the CMS text, not a known upload
    <img
      {...rest}
      src={src}
      alt={alt ?? ''}
      loading="lazy"
      decoding="async"
      className="aspect-video w-full rounded-2xl bg-ink-50 object-contain"
    />
  );
}

/**
 * CMS markdown (post `contenu`, job `description`) rendered on the server. Raw HTML is dropped, the output sanitised,
 * and every URL goes through safeUrl (http, https, mailto, tel, relative; anything else becomes inert).
 */
export function Markdown({ source, className = 'prose-cms' }: { source: string; className?: string }) {
  if (!source.trim()) return null;
  return (
    <div className={className}>
      <ReactMarkdown
        urlTransform={safeUrl}
        rehypePlugins={[[rehypeSanitize, sanitizeSchema], rehypeFinishSanitised]}
        components={{ a: MarkdownLink, img: MarkdownImage }}
      >
        {source}
      </ReactMarkdown>
    </div>
  );
}
