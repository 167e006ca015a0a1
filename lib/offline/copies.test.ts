/** @jest-environment jsdom */
import { copyMark, COPY_SERVED, FRESH_ARRIVED, markCopyHtml, pagePath, readCopyMark, readPageMessage } from './copies';

const page = '<!DOCTYPE html><html lang="fr"><head><meta charSet="utf-8"/><title>FAQ</title></head><body><h1>FAQ</h1></body></html>';

describe('a copy marked by the worker', () => {
  it('carries its date and reason in the head, read back by the page', () => {
    const mark = copyMark(new Headers({ Date: 'Thu, 26 Nov 2026 20:25:00 GMT' }), 'slow');
    expect(mark).toEqual({ date: '2026-11-26T20:25:00.000Z', reason: 'slow' });
    const marked = markCopyHtml(page, mark);
    expect(marked).toContain('<head><meta name="adive-copie"');
    expect(marked.replace(/<meta name="adive-copie"[^>]*>/, '')).toBe(page);
    document.documentElement.innerHTML = new DOMParser().parseFromString(marked, 'text/html').documentElement.innerHTML;
    expect(readCopyMark(document)).toEqual(mark);
  });

  it('is marked even without a date or a head, and a live page reads as none', () => {
    expect(copyMark(new Headers(), 'unreachable')).toEqual({ date: null, reason: 'unreachable' });
    const headless = markCopyHtml('<p>x</p>', { date: null, reason: 'unreachable' });
    document.documentElement.innerHTML = new DOMParser().parseFromString(headless, 'text/html').documentElement.innerHTML;
    expect(readCopyMark(document)).toEqual({ date: null, reason: 'unreachable' });
    document.documentElement.innerHTML = '<head></head><body><h1>FAQ</h1></body>';
    expect(readCopyMark(document)).toBeNull();
  });

  it('keeps a head with attributes whole', () => {
    expect(markCopyHtml('<html><head data-x="1"><title>t</title></head></html>', { date: null, reason: 'slow' })).toBe(
      '<html><head data-x="1"><meta name="adive-copie" content="" data-reason="slow"><title>t</title></head></html>',
    );
  });
});

describe('the worker’s messages', () => {
  it('name the page by its path, without the React payload parameter', () => {
    expect(pagePath('http://127.0.0.1:3100/faq?_rsc=1x2y')).toBe('/faq');
    expect(pagePath('/jobs/commercial-terrain')).toBe('/jobs/commercial-terrain');
  });

  it('are read only when well formed', () => {
    const mark = { date: '2026-11-26T20:25:00.000Z', reason: 'unreachable' as const };
    expect(readPageMessage({ type: COPY_SERVED, path: '/faq', mark })).toEqual({ type: COPY_SERVED, path: '/faq', mark });
    expect(readPageMessage({ type: FRESH_ARRIVED, path: '/faq', extra: 1 })).toEqual({ type: FRESH_ARRIVED, path: '/faq' });
    expect(readPageMessage({ type: COPY_SERVED, path: '/faq', mark: { reason: 'autre' } })).toBeNull();
    expect(readPageMessage({ type: 'adive:envois-du-worker' })).toBeNull();
    expect(readPageMessage(null)).toBeNull();
  });
});
