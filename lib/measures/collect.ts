// The page's own field measures (docs/performance.md « Mesures de terrain »): web-vitals' five figures for this page
// view, its kind and the context that explains them, sent once, when the page is hidden or left, by
// navigator.sendBeacon to the site itself (never delaying a navigation). A script of its own
// (scripts/build-measures.mjs), added after the page is idle (components/layout/FieldMeasures.tsx); web-vitals reads
// what the browser buffered before. As Chrome's UX report counts them: a page view is a page loaded (or restored from
// the back/forward cache), not a client-side navigation.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { readCopyMark } from '../offline/copies';
import { BEACON_PATH, NOT_FOUND_MARK, pageKindOf, WITH_ELEMENT, type Beacon, type Connection, type Device } from './beacon';

type NetworkInformation = { effectiveType?: string };
type Navigator = globalThis.Navigator & { connection?: NetworkInformation; deviceMemory?: number };

function connectionClass(effectiveType: string | undefined): Connection {
  if (effectiveType === 'slow-2g' || effectiveType === '2g') return '2g';
  return effectiveType === '3g' || effectiveType === '4g' ? effectiveType : 'inconnue';
}

function deviceClass(memoryGb: number | undefined): Device {
  if (typeof memoryGb !== 'number') return 'inconnu';
  if (memoryGb <= 2) return 'faible';
  return memoryGb < 8 ? 'moyen' : 'puissant';
}

const INTERACTIVE = 'a, button, input, select, textarea, summary, label, [role="button"], [role="tab"], [role="link"]';
const LANDMARK = 'header, nav, main, footer, aside, dialog, form';
/** React's useId ids (`_R_9inp_…`, `:r1:`) change with the tree: no help to find an element. */
const STABLE_ID = /^(?![_:]|.*_R_)[A-Za-z0-9_-]{1,40}$/;

/** One element: its tag, with its id or else its first plain class. */
function nameOf(element: Element): string {
  const name = element.localName.replace(/[^a-z0-9-]/g, '');
  if (STABLE_ID.test(element.id)) return `${name}#${element.id}`;
  const className = [...element.classList].find((entry) => /^[A-Za-z0-9_-]{1,30}$/.test(entry));
  return className ? `${name}.${className}` : name;
}

/**
 * A short CSS selector, enough for the team to find the element and never its text: the landmark it is in (header,
 * main…), then up to two levels ending at the element, or at the control that holds it (the button, not the icon
 * inside that took the tap).
 */
export function selectorOf(node: unknown): string | undefined {
  const target = node instanceof Element ? (node.closest(INTERACTIVE) ?? node) : null;
  if (!target) return undefined;
  const landmark = target.parentElement?.closest(LANDMARK);
  const parts: string[] = [];
  for (let element: Element | null = target; element && element !== landmark && element !== document.body && parts.length < 2; element = element.parentElement) {
    parts.unshift(nameOf(element));
    if (STABLE_ID.test(element.id)) break;
  }
  const selector = (landmark ? `${landmark.localName} ` : '') + parts.join('>');
  return selector.length <= 80 ? selector : undefined;
}

/** The element a metric names: the LCP's picture or text block, the INP's tapped target. */
function elementOf(metric: Metric): string | undefined {
  for (const entry of metric.entries as (PerformanceEntry & { element?: Element | null; target?: Node | null })[]) {
    const selector = selectorOf(entry.element ?? entry.target);
    if (selector) return selector;
  }
  return undefined;
}

/**
 * Runs `steps` one per task, a tick apart: input and rendering may come between them. Started in one task, the
 * measures held the main thread 43 to 118 ms on a phone slowed 7 times, a long task of their own after the page's
 * (docs/performance.md, « Ce que coûtent les mesures »). Not one idle callback per step: on a busy page each waited up to its
 * time-out, and a visitor who left within seconds sent nothing.
 */
export function inTurns(steps: readonly (() => void)[]): void {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step();
    inTurns(rest);
  }, 0);
}

export function startFieldMeasures(): void {
  const nav = navigator as Navigator;
  const context = (): Omit<Beacon, 'values' | 'elements'> => ({
    page: pageKindOf(location.pathname, document.querySelector(`[${NOT_FOUND_MARK}]`) !== null),
    connection: connectionClass(nav.connection?.effectiveType),
    device: deviceClass(nav.deviceMemory),
    origin: readCopyMark(document) ? 'copie' : 'reseau',
  });
  // The kind of the page loaded: a client-side navigation later is still this page view.
  let view = {} as Beacon;
  let sent = false;

  const record = (metric: Metric) => {
    // Whole milliseconds (CLS to four decimals): the buckets are far coarser, and the beacon shorter.
    view.values[metric.name] = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
    const element = (WITH_ELEMENT as readonly string[]).includes(metric.name) ? elementOf(metric) : undefined;
    if (element) view.elements[metric.name as (typeof WITH_ELEMENT)[number]] = element;
  };

  const send = () => {
    if (document.visibilityState !== 'hidden' || sent || !navigator.onLine || !Object.keys(view.values).length) return;
    sent = true;
    navigator.sendBeacon(BEACON_PATH, new Blob([JSON.stringify(view)], { type: 'application/json' }));
  };
  inTurns([
    () => void (view = { ...context(), values: {}, elements: {} }),
    // web-vitals reads what the browser buffered: starting each a few milliseconds later loses nothing.
    ...[onTTFB, onFCP, onLCP, onCLS, onINP].map((measure) => () => measure(record)),
    () => {
      // After web-vitals' own listeners (registered above), which report CLS, INP and LCP as the page is hidden. Not
      // on pagehide: Chrome fires it first when the visitor leaves, before those figures (web-vitals, like every
      // browser it supports, relies on visibilitychange alone).
      addEventListener('visibilitychange', send);
      // Back from the back/forward cache: a new page view, whose figures web-vitals reports anew.
      addEventListener('pageshow', (event: PageTransitionEvent) => {
        if (!event.persisted) return;
        view = { ...context(), values: {}, elements: {} };
        sent = false;
      });
    },
  ]);
}
