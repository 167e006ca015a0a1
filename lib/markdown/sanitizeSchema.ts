// The allow-list that every piece of CMS markup goes through (hast-util-sanitize, in sanitizeHtml.ts).
import { defaultSchema, type Schema } from 'hast-util-sanitize';
import { SAFE_PROTOCOLS } from './urlPolicy';

type Attributes = NonNullable<Schema['attributes']>;

/** References to ids of the text (aria-describedby, aria-labelledby): an empty one is an error, and editors write none. */
const ID_REFERENCES = new Set(['ariaDescribedBy', 'ariaLabelledBy']);

/** GitHub's attributes of each element, but references to ids. */
const github: Attributes = Object.fromEntries(
  Object.entries(defaultSchema.attributes ?? {}).map(([tagName, definitions]) => [
    tagName,
    definitions.filter((definition) => !ID_REFERENCES.has(typeof definition === 'string' ? definition : definition[0])),
  ]),
);

// Values HTML requires of an attribute: one that does not fit is dropped (the W3C checker refuses it).
const INTEGER = /^-?\d+$/;
const NON_NEGATIVE_INTEGER = /^\d+$/;
/** An id or a name: one word (clobbered afterwards with the `user-content-` prefix). */
const ONE_WORD = /^\S+$/;
/** A language tag's shape, or empty (unknown). The checker also wants its subtags registered: not checked here. */
const LANGUAGE = /^(?:[a-z]{2,3}(?:-[a-z\d]{1,8})*)?$/i;
/** A date, or a date and time with its time zone. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:?\d{2}))?$/;
/** An address without spaces (one with spaces is not a URL); the schema's protocols apply too. */
const ADDRESS = /^\S*$/;

// Presentational attributes HTML made obsolete but the checker still accepts where they were defined (a table's
// border, a cell's width…): kept there, so that older CMS markup keeps its look.
const ALIGN = 'align';
const CELL = [ALIGN, 'vAlign', 'width', 'height', 'noWrap'];

/**
 * GitHub's attributes (its `*` list allowed some 60 on every element), each on the elements HTML allows it on and
 * with the value it requires. Not kept at all: those of elements the schema removes (forms, options, maps, columns,
 * font), microdata (the site's structured data is JSON-LD; an itemprop outside an item is an error),
 * `accesskey` and `tabindex` (CMS text has no keyboard shortcuts or tab order to set), `headers` and ID_REFERENCES
 * (ids, left unchecked), `name` but on a checkbox (on a link it is the obsolete anchor, which id replaced), `usemap` and
 * `ismap` (they need a map or a link round the picture).
 */
const attributes: Attributes = {
  ...github,
  '*': [['dir', 'ltr', 'rtl', 'auto'], ['lang', LANGUAGE], 'title', ['id', ONE_WORD]],
  a: [...(github.a ?? []), ['hrefLang', LANGUAGE]],
  blockquote: [['cite', ADDRESS]],
  br: ['clear'],
  del: [['cite', ADDRESS], ['dateTime', DATE_TIME]],
  details: ['open'],
  div: [ALIGN],
  h1: [ALIGN],
  h2: [...(github.h2 ?? []), ALIGN],
  h3: [ALIGN],
  h4: [ALIGN],
  h5: [ALIGN],
  h6: [ALIGN],
  hr: [ALIGN, 'color', 'noShade', 'size', 'width'],
  img: ['ariaLabel', 'alt', 'src', ['longDesc', ADDRESS], ['width', NON_NEGATIVE_INTEGER], ['height', NON_NEGATIVE_INTEGER], ALIGN, 'border', 'hSpace'],
  input: [...(github.input ?? []), 'checked', ['name', ONE_WORD], 'value'],
  ins: [['cite', ADDRESS], ['dateTime', DATE_TIME]],
  // A list item's number; contentModel.ts removes it from the items of a ul.
  li: [...(github.li ?? []), ['value', INTEGER]],
  ol: [...(github.ol ?? []), ['start', INTEGER]],
  p: [ALIGN],
  pre: ['width'],
  q: [['cite', ADDRESS]],
  source: [...(github.source ?? []), ['width', NON_NEGATIVE_INTEGER], ['height', NON_NEGATIVE_INTEGER]],
  table: [...(github.table ?? []), ALIGN, 'border', 'cellPadding', 'cellSpacing', 'frame', 'rules', 'summary', 'width', 'height'],
  thead: [ALIGN, 'vAlign'],
  tbody: [ALIGN, 'vAlign'],
  tfoot: [ALIGN, 'vAlign'],
  tr: [ALIGN, 'vAlign', 'height'],
  td: [...CELL, ['colSpan', /^0*[1-9]\d{0,2}$/], ['rowSpan', /^\d{1,4}$/]],
  th: [...CELL, ['colSpan', /^0*[1-9]\d{0,2}$/], ['rowSpan', /^\d{1,4}$/], 'abbr', ['scope', 'row', 'col', 'rowgroup', 'colgroup']],
};

/**
 * GitHub's schema (no script, style, iframe, form, event handler or style attribute), with its attributes where
 * HTML allows them (above), link schemes limited to SAFE_PROTOCOLS (tel: added, irc:/xmpp: removed) and images to
 * http(s), `srcset` too (the addresses of a picture's `source`, which GitHub's schema keeps unchecked).
 */
export const sanitizeSchema: Schema = {
  ...defaultSchema,
  attributes,
  protocols: {
    ...defaultSchema.protocols,
    href: [...SAFE_PROTOCOLS],
    cite: ['http', 'https'],
    longDesc: ['http', 'https'],
    src: ['http', 'https'],
    srcSet: ['http', 'https'],
  },
};
