// The allow-list that every piece of CMS markup goes through (rehype-sanitize / hast-util-sanitize).
import { defaultSchema, type Schema } from 'hast-util-sanitize';
import { SAFE_PROTOCOLS } from './urlPolicy';

/**
 * GitHub's schema (no script, style, iframe, form, event handler or style attribute), with link
 * schemes limited to SAFE_PROTOCOLS (tel: added, irc:/xmpp: removed) and images to http(s), `srcset` too (the
 * addresses of a picture's `source`, which GitHub's schema keeps unchecked).
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  protocols: {
    ...defaultSchema.protocols,
    href: [...SAFE_PROTOCOLS],
    cite: ['http', 'https'],
    longDesc: ['http', 'https'],
    src: ['http', 'https'],
    srcSet: ['http', 'https'],
  },
};
