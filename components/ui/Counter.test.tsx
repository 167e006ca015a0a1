/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { Counter } from './Counter';

type ObserverCallback = (entries: Pick<IntersectionObserverEntry, 'isIntersecting'>[]) => void;
let observers: { callback: ObserverCallback; disconnected: boolean }[] = [];
let frames: FrameRequestCallback[] = [];
let now = 0;

function mockMotion(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduced && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}

function runFrame(at: number) {
  now = at;
  const pending = frames;
  frames = [];
  act(() => pending.forEach((frame) => frame(at)));
}

beforeEach(() => {
  observers = [];
  frames = [];
  now = 0;
  class FakeObserver {
    entry: { callback: ObserverCallback; disconnected: boolean };
    constructor(callback: ObserverCallback) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  Object.defineProperty(window, 'IntersectionObserver', { value: FakeObserver, configurable: true, writable: true });
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    frames.push(callback);
    return frames.length;
  });
  jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  jest.spyOn(performance, 'now').mockImplementation(() => now);
});

afterEach(() => jest.restoreAllMocks());

describe('Counter', () => {
  it('renders the final value in the server HTML, with the width reserved for it', () => {
    const html = renderToString(<Counter value={95} suffix="%" />);
    expect(html).toContain('>95%</span>');
    expect(html).toContain('data-final="95%"');
    expect(html).toContain('tabular-nums');
  });

  it("writes its number with the page's edition's decimal mark", () => {
    expect(renderToString(<Counter value={8.2} decimals={1} suffix="k" />)).toContain('>8,2k</span>');
    expect(renderToString(<Counter value={8.2} decimals={1} suffix="k" edition="en" />)).toContain('>8.2k</span>');
    expect(renderToString(<Counter value={12500} edition="ar" />)).toContain('>12,500</span>');
    expect(renderToString(<Counter value={200} suffix="+" edition="ar" />)).toContain('dir="ltr"');
  });

  it('shows its final value until the visitor scrolls it into view, then counts up from 0 over 2 seconds', () => {
    mockMotion(false);
    render(<Counter value={500} />);
    const number = screen.getByTestId('counter');
    // What a crawler or a link-preview bot captures after load: in view (a full-page capture) but not scrolled.
    expect(number).toHaveTextContent(/^500$/);
    act(() => observers[0]!.callback([{ isIntersecting: true }]));
    expect(number).toHaveTextContent(/^500$/);
    expect(frames).toHaveLength(0);

    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(observers[0]!.disconnected).toBe(true);
    expect(number).toHaveTextContent(/^0$/);
    runFrame(0);
    expect(number).toHaveTextContent(/^0$/);
    runFrame(1000);
    const halfway = Number(number.textContent);
    expect(halfway).toBeGreaterThan(250);
    expect(halfway).toBeLessThan(500);
    runFrame(1500);
    expect(number).not.toHaveTextContent(/^500$/);
    runFrame(2000);
    expect(number).toHaveTextContent(/^500$/);
    expect(frames).toHaveLength(0);
  });

  it('keeps decimals and suffix while counting', () => {
    mockMotion(false);
    render(<Counter value={8.2} decimals={1} suffix="k" />);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
      observers[0]!.callback([{ isIntersecting: true }]);
    });
    runFrame(0);
    expect(screen.getByTestId('counter')).toHaveTextContent(/^0,0k$/);
    runFrame(2000);
    expect(screen.getByTestId('counter')).toHaveTextContent(/^8,2k$/);
  });

  it('does not animate at all when the visitor prefers reduced motion', () => {
    mockMotion(true);
    render(<Counter value={900} suffix="+" />);
    expect(screen.getByTestId('counter')).toHaveTextContent(/^900\+$/);
    expect(observers).toHaveLength(0);
    expect(frames).toHaveLength(0);
  });
});
