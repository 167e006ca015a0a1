/** @jest-environment jsdom */
import type { Metric } from 'web-vitals';
import { inTurns, selectorOf, startFieldMeasures } from './collect';

// web-vitals' observers need a real browser (e2e/field-measures.spec.ts): here, the figures it would report.
const reporters: Record<string, (metric: Metric) => void> = {};
jest.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: Metric) => void) => void (reporters[name] = report);
  return { onCLS: on('CLS'), onFCP: on('FCP'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});

const metric = (name: Metric['name'], value: number, entries: object[] = []) => ({ name, value, entries }) as unknown as Metric;
/** jsdom's Blob has no text(). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  window.dispatchEvent(new Event('visibilitychange'));
}

describe('selectorOf', () => {
  it('names an element by its landmark, then tag with id or first plain class, two levels at most, never by its text', () => {
    document.body.innerHTML =
      '<main><section class="md:py-8 faq"><div><button id="_R_9inp_-button-faq-4" class="faq-question" type="button"><svg><use href="#chevron"></use></svg>Comment postuler ?</button></div></section>' +
      '<div id="liens"><a>Accueil</a></div></main><header><button class="menu-toggle"></button></header>';
    // The control, not the icon inside that took the tap; React's generated id left out.
    expect(selectorOf(document.querySelector('use'))).toBe('main div>button.faq-question');
    expect(selectorOf(document.querySelector('a'))).toBe('main div#liens>a');
    expect(selectorOf(document.querySelector('header button'))).toBe('header button.menu-toggle');
    expect(selectorOf(document.querySelector('a')?.firstChild)).toBeUndefined();
    expect(selectorOf(null)).toBeUndefined();
  });
});

describe('inTurns', () => {
  afterEach(() => jest.useRealTimers());

  it('runs each step in a task of its own, in order, a tick apart', () => {
    jest.useFakeTimers();
    const ran: number[] = [];
    inTurns([1, 2, 3].map((step) => () => void ran.push(step)));
    expect(ran).toEqual([]);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual([1]);
    jest.advanceTimersToNextTimer();
    expect(ran).toEqual([1, 2]);
    jest.runAllTimers();
    expect(ran).toEqual([1, 2, 3]);
  });
});

describe('startFieldMeasures', () => {
  const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true);
  /** Starts the measures and lets their steps run (inTurns). */
  const start = () => {
    jest.useFakeTimers();
    startFieldMeasures();
    jest.runAllTimers();
    jest.useRealTimers();
  };
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g' }, configurable: true });
    Object.defineProperty(navigator, 'deviceMemory', { value: 2, configurable: true });
    window.history.replaceState(null, '', '/jobs/data-analyst');
  });

  it('sends one beacon when the page is hidden: its kind, context, figures and elements, to the site itself', async () => {
    document.body.innerHTML = '<div><img class="hero" alt=""><button id="menu">Menu</button></div>';
    start();
    reporters.LCP!(metric('LCP', 1234.5, [{ element: document.querySelector('img') }]));
    reporters.TTFB!(metric('TTFB', 189.90000000223517));
    reporters.INP!(metric('INP', 88, [{ target: document.querySelector('button') }]));
    reporters.CLS!(metric('CLS', 0.012345));
    hide();
    hide();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [path, blob] = sendBeacon.mock.calls[0]!;
    expect(path).toBe('/api/mesures');
    expect(blob.type).toBe('application/json');
    expect(JSON.parse(await textOf(blob))).toEqual({
      page: '/jobs/[slug]',
      connection: '2g',
      device: 'faible',
      origin: 'reseau',
      values: { LCP: 1235, TTFB: 190, INP: 88, CLS: 0.0123 },
      elements: { LCP: 'div>img.hero', INP: 'button#menu' },
    });
  });

  it('starts nothing in the task that evaluates the script: one web-vitals observer per later task', () => {
    for (const name of Object.keys(reporters)) delete reporters[name];
    jest.useFakeTimers();
    startFieldMeasures();
    expect(Object.keys(reporters)).toEqual([]);
    jest.advanceTimersToNextTimer(); // the page's kind and context
    jest.advanceTimersToNextTimer();
    expect(Object.keys(reporters)).toEqual(['TTFB']);
    jest.advanceTimersToNextTimer();
    expect(Object.keys(reporters)).toEqual(['TTFB', 'FCP']);
    jest.runAllTimers();
    expect(Object.keys(reporters).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    jest.useRealTimers();
  });

  it('sends nothing offline', () => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    start();
    reporters.LCP!(metric('LCP', 900));
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
