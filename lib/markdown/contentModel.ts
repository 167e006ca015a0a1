// Where HTML allows each element that sanitizeSchema keeps. The sanitiser removes elements and addresses without
// regard to what the rest then needs, and CMS markup can put a kept element where HTML forbids it (so can SVG and
// MathML: once their parent is removed, the sanitiser reads their elements as HTML ones). The W3C checker refuses such
// markup, and for some of it (a div in a p, an a in an a) a browser reading the page builds another tree than React's.
// These rules repair the sanitised tree: they move or remove markup and keep the text.
import type { Element, ElementContent, Root, Text } from 'hast';

/** What an element's children may be: any flow content, phrasing content only, or phrasing and headings (summary). */
type Content = 'flow' | 'phrasing' | 'phrasing-or-heading';

type Place = {
  /** The parent element's name. */
  parent: string;
  content: Content;
  /** Inside an `a`: no interactive content. */
  inLink: boolean;
  /** Inside a `dt` or `th`: no heading or sectioning content. */
  noHeadings: boolean;
};

/** The fragment's place: SafeHtml's and Markdown's div. */
const FRAGMENT: Place = { parent: 'div', content: 'flow', inLink: false, noHeadings: false };

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** The kept elements that are phrasing content (the others are flow content only). */
const PHRASING = new Set(['a', 'b', 'br', 'code', 'del', 'em', 'i', 'img', 'input', 'ins', 'kbd', 'picture', 'q', 'ruby', 's', 'samp', 'span', 'strong', 'sub', 'sup', 'var']);
/** Elements whose content is phrasing content only. */
const PHRASING_ONLY = new Set([...HEADINGS, 'b', 'code', 'em', 'i', 'kbd', 'p', 'pre', 'q', 'rp', 'rt', 'ruby', 's', 'samp', 'span', 'strong', 'sub', 'sup', 'var']);
/**
 * Obsolete elements (the checker refuses them) that GitHub's schema keeps, and the ones that replace them with the
 * same look: struck-through text, and monospace text (the site's styles give code the monospace font).
 */
const REPLACEMENTS: Record<string, string> = { strike: 's', tt: 'code' };
/** Elements whose content model is their parent's. */
const TRANSPARENT = new Set(['a', 'del', 'ins']);
/** Interactive content: none may be inside an `a`. */
const INTERACTIVE = new Set(['a', 'details', 'input']);
/** Elements allowed only as a child of one of these. */
const PARENTS: Record<string, readonly string[]> = {
  li: ['ul', 'ol'],
  dt: ['dl'],
  dd: ['dl'],
  summary: ['details'],
  rt: ['ruby'],
  rp: ['ruby'],
  source: ['picture'],
  thead: ['table'],
  tbody: ['table'],
  tfoot: ['table'],
  tr: ['table', 'thead', 'tbody', 'tfoot'],
  td: ['tr'],
  th: ['tr'],
};
/** What a table and its parts may hold (besides spaces). */
const TABLE_CHILDREN: Record<string, ReadonlySet<string>> = {
  table: new Set(['thead', 'tbody', 'tfoot', 'tr']),
  thead: new Set(['tr']),
  tbody: new Set(['tr']),
  tfoot: new Set(['tr']),
  tr: new Set(['td', 'th']),
};

/** Repairs `tree` (sanitised: elements and text only) so that every element is where HTML allows it. */
export function conformToContentModel(tree: Root): Root {
  tree.children = conform(tree.children.filter((node) => node.type !== 'doctype'), FRAGMENT);
  withoutRepeatedIds(tree);
  return tree;
}

function conform(nodes: ElementContent[], place: Place): ElementContent[] {
  return nodes.flatMap((node) => (node.type === 'element' ? conformElement(node, place) : [node]));
}

/** `element` repaired, or what replaces it (then checked in its place). */
function conformElement(element: Element, place: Place): ElementContent[] {
  const name = REPLACEMENTS[element.tagName] ?? element.tagName;
  element.tagName = name;
  if (!allowedAt(name, place)) return outOfPlace(element, place);
  let before: ElementContent[] = [];
  let after: ElementContent[] = [];
  switch (name) {
    case 'img':
      // Its address refused or missing (src is required): the picture's text stands for it, as a browser shows it
      // for a picture it cannot load.
      if (!hasAddress(element)) return textOf(element);
      break;
    case 'picture': {
      const parts = pictureParts(element);
      if (!parts) return conform(element.children, place);
      after = parts.after;
      break;
    }
    case 'details':
      withSummaryFirst(element);
      break;
    case 'ul':
    case 'ol':
      element.children = inListItems(element.children);
      // An item's number (value) is for the items of an ordered list only.
      if (name === 'ul') for (const item of element.children) if (item.type === 'element') delete item.properties.value;
      break;
    case 'dl':
      // A list that is not one of terms and their descriptions is shown as its content.
      if (!isDefinitionList(element)) return conform(element.children, place);
      break;
    case 'ruby':
      // A ruby without an annotation (rt, rp), which HTML requires, is its text.
      if (!element.children.some((child) => isElement(child, 'rt') || isElement(child, 'rp'))) return conform(element.children, place);
      break;
    case 'table':
      // What a table cannot hold goes before it, as a browser's parser does with it ("foster parenting").
      before = conform(displacedFromTable(element), place);
      break;
    default:
  }
  element.children = conform(element.children, placeInside(element, place));
  return [...before, element, ...conform(after, place)];
}

/**
 * What replaces an element out of place: where blocks are allowed, a div with its content (a block stays one, its
 * text apart from the next); else its content.
 */
function outOfPlace(element: Element, place: Place): ElementContent[] {
  if (place.content === 'flow' && !PHRASING.has(element.tagName) && element.children.length > 0) {
    return conformElement({ type: 'element', tagName: 'div', properties: {}, children: element.children }, place);
  }
  return conform(element.children, place);
}

function allowedAt(name: string, place: Place): boolean {
  const parents = PARENTS[name];
  if (parents) return parents.includes(place.parent);
  if (place.inLink && INTERACTIVE.has(name)) return false;
  if (place.noHeadings && (HEADINGS.has(name) || name === 'section')) return false;
  if (place.content === 'flow') return true;
  return PHRASING.has(name) || (place.content === 'phrasing-or-heading' && HEADINGS.has(name));
}

function placeInside(element: Element, place: Place): Place {
  const name = element.tagName;
  return {
    parent: name,
    content: TRANSPARENT.has(name) ? place.content : name === 'summary' ? 'phrasing-or-heading' : PHRASING_ONLY.has(name) ? 'phrasing' : 'flow',
    inLink: place.inLink || name === 'a',
    noHeadings: place.noHeadings || name === 'dt' || name === 'th',
  };
}

/**
 * A picture holds its picture (the first img with an address) and the source before it, if any; what else it held
 * goes after it. Null when it has no picture to show: it is then replaced by its content. One source only: the
 * schema keeps no media or type, without which the first source is always chosen (and HTML requires them when there
 * are more); the schema keeps no video or audio either, the other parents of a source.
 */
function pictureParts(picture: Element): { after: ElementContent[] } | null {
  const imgIndex = picture.children.findIndex((child) => isElement(child, 'img') && hasAddress(child));
  const img = picture.children[imgIndex];
  if (!img) return null;
  const source = picture.children.slice(0, imgIndex).find((child) => isElement(child, 'source') && Boolean(child.properties.srcSet));
  const after = picture.children.filter((child) => child !== img && child !== source && !isElement(child, 'source'));
  picture.children = source ? [source, img] : [img];
  return { after };
}

/**
 * A details' first child is its summary (HTML requires it): the first one moved there (the one a browser shows,
 * wherever it is), or « Détails » (the label a browser shows for a details without one, in the page's language).
 * Any other summary becomes a block of the details' content.
 */
function withSummaryFirst(details: Element): void {
  const summary = details.children.find((child): child is Element => isElement(child, 'summary')) ?? {
    type: 'element',
    tagName: 'summary',
    properties: {},
    children: [{ type: 'text', value: 'Détails' }],
  };
  const rest = details.children
    .filter((child) => child !== summary)
    .map((child): ElementContent => (isElement(child, 'summary') ? { type: 'element', tagName: 'div', properties: {}, children: child.children } : child));
  details.children = [summary, ...rest];
}

/** The children of a list, anything but a list item (and spaces) put in one: a list holds items only. */
function inListItems(children: ElementContent[]): ElementContent[] {
  const items: ElementContent[] = [];
  let run: ElementContent[] = [];
  const endRun = () => {
    if (run.some((node) => !isSpace(node))) items.push({ type: 'element', tagName: 'li', properties: {}, children: run });
    else items.push(...run);
    run = [];
  };
  for (const child of children) {
    if (isElement(child, 'li')) {
      endRun();
      items.push(child);
    } else run.push(child);
  }
  endRun();
  return items;
}

/** Terms (dt) each followed by descriptions (dd), and nothing else. */
function isDefinitionList(dl: Element): boolean {
  const sequence = dl.children
    .filter((child) => !isSpace(child))
    .map((child) => (isElement(child, 'dt') ? 't' : isElement(child, 'dd') ? 'd' : 'x'))
    .join('');
  return /^(t+d+)+$/.test(sequence);
}

/** Removes from `table` and its parts what they cannot hold, and returns it in document order; rows without a cell go. */
function displacedFromTable(table: Element): ElementContent[] {
  const displaced: ElementContent[] = [];
  const keepAllowed = (parent: Element) => {
    const allowed = TABLE_CHILDREN[parent.tagName] ?? new Set();
    parent.children = parent.children.filter((child) => {
      if (isSpace(child)) return true;
      if (child.type !== 'element' || !allowed.has(child.tagName)) {
        displaced.push(child);
        return false;
      }
      if (TABLE_CHILDREN[child.tagName]) keepAllowed(child);
      // HTML requires a cell in every row.
      return child.tagName !== 'tr' || child.children.some((cell) => cell.type === 'element');
    });
  };
  keepAllowed(table);
  return displaced;
}

/** An id given twice in a fragment (the sanitiser prefixes them, not makes them unique) is kept on the first only. */
function withoutRepeatedIds(tree: Root | Element, seen = new Set<string>()): void {
  for (const child of tree.children) {
    if (child.type !== 'element') continue;
    const id = child.properties.id;
    if (typeof id === 'string') {
      if (seen.has(id)) delete child.properties.id;
      else seen.add(id);
    }
    withoutRepeatedIds(child, seen);
  }
}

function hasAddress(img: Element): boolean {
  return typeof img.properties.src === 'string' && img.properties.src !== '';
}

function textOf(img: Element): Text[] {
  const alt = img.properties.alt;
  return typeof alt === 'string' && alt.trim() !== '' ? [{ type: 'text', value: alt }] : [];
}

function isElement(node: ElementContent | undefined, tagName: string): node is Element {
  return node?.type === 'element' && node.tagName === tagName;
}

/** Spaces only (HTML's inter-element whitespace), allowed between the children of lists and tables. */
function isSpace(node: ElementContent): boolean {
  return node.type === 'text' && /^[ \t\n\f\r]*$/.test(node.value);
}
