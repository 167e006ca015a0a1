// CMS markup → a sanitised HTML tree (hast): raw HTML fields (training `cible`, FAQ `reponse`) and, as a rehype
// plugin or through toHtml.ts, the tree of markdown fields.
import type { Root } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { sanitize } from 'hast-util-sanitize';
import { conformToContentModel } from './contentModel';
import { visit } from './visit';
import { sanitizeSchema } from './sanitizeSchema';
import { safeUrl } from './urlPolicy';

/**
 * Parses `html` as a fragment (the way a browser would, unclosed tags and all) and sanitises it (sanitizeTree).
 */
export function sanitizeHtml(html: string): Root {
  return sanitizeTree(fromHtml(html, { fragment: true }));
}

/**
 * Keeps only what sanitizeSchema allows (hast-util-sanitize, the engine of rehype-sanitize), then finishes the tree
 * (finishSanitisedTree). The one pipeline of every CMS text: SafeHtml, Markdown (rehype-sanitize with the same
 * schema, then rehypeFinishSanitised) and the structured data (toHtml.ts).
 */
export function sanitizeTree(tree: Root): Root {
  return finishSanitisedTree(sanitize(tree, sanitizeSchema) as Root);
}

/**
 * After the schema: every href/src through safeUrl as a second line of defence, a text for pictures, then what is left
 * put where HTML allows it (contentModel.ts).
 */
function finishSanitisedTree(tree: Root): Root {
  return conformToContentModel(withTextForPictures(applyUrlPolicy(tree)));
}

/** finishSanitisedTree as a rehype plugin, after rehype-sanitize (react-markdown's `rehypePlugins`). */
export function rehypeFinishSanitised() {
  return (tree: Root) => finishSanitisedTree(tree);
}

/**
 * A picture the CMS's author gave no text gets an empty one: HTML requires `alt`, and without it a screen reader
 * reads the file's address. Empty says the picture is decorative; the author's text, when given, is kept.
 */
function withTextForPictures(tree: Root): Root {
  visit(tree, (node) => {
    if (node.tagName === 'img' && typeof node.properties.alt !== 'string') node.properties.alt = '';
  });
  return tree;
}

/** Passes every href, src and srcset of `tree` through safeUrl: refused addresses are removed. */
function applyUrlPolicy(tree: Root): Root {
  visit(tree, (node) => {
    for (const name of ['href', 'src'] as const) {
      const value = node.properties[name];
      if (typeof value === 'string') {
        const safe = safeUrl(value);
        if (safe) node.properties[name] = safe;
        else delete node.properties[name];
      }
    }
    const srcset = node.properties.srcSet;
    if (srcset !== undefined && !(typeof srcset === 'string' && srcsetAddresses(srcset).every((address) => safeUrl(address) === address))) {
      delete node.properties.srcSet;
    }
  });
  return tree;
}

/**
 * The addresses of a `srcset` ("a.webp 1x, b.webp 2x"), cut at every comma: an address holding a comma (data:…)
 * comes out in pieces, the first with its scheme, so a refused scheme is still seen (the schema checks only the
 * first candidate's).
 */
function srcsetAddresses(srcset: string): string[] {
  return srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');
}
