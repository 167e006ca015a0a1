/** @jest-environment jsdom */
import type { Metric } from 'web-vitals';
import { selectorOf, startFieldMeasures } from './collect';

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

describe('startFieldMeasures', () => {
  const sendBeacon = jest.fn<boolean, [string, Blob]>(() => true);
  beforeAll(() => {
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    Object.defineProperty(navigator, 'connection', { value: { effectiveType: 'slow-2g' }, configurable: true });
    Object.defineProperty(navigator, 'deviceMemory', { value: 2, configurable: true });
    window.history.replaceState(null, '', '/jobs/data-analyst');
  });

  it('sends one beacon when the page is hidden: its kind, context, figures and elements, to the site itself', async () => {
    document.body.innerHTML = '<div><img class="hero" alt=""><button id="menu">Menu</button></div>';
    startFieldMeasures();
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

  it('sends nothing offline', () => {
    sendBeacon.mockClear();
    Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
    startFieldMeasures();
    reporters.LCP!(metric('LCP', 900));
    hide();
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
