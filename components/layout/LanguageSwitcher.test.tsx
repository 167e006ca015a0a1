/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { LANGUAGE_COOKIE, WIDGET_CALLBACK } from '@/lib/layout/translation';
import { LanguageSwitcher } from './LanguageSwitcher';

function dirWrites(): { records: MutationRecord[]; stop: () => void } {
  const records: MutationRecord[] = [];
  const observer = new MutationObserver((found) => records.push(...found));
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['dir'] });
  return {
    records,
    stop: () => {
      records.push(...observer.takeRecords());
      observer.disconnect();
    },
  };
}

describe('LanguageSwitcher and the direction of the page', () => {
  afterEach(() => {
    document.cookie = `${LANGUAGE_COOKIE}=; max-age=0; path=/`;
    document.documentElement.removeAttribute('dir');
  });

  it('leaves <html> alone on a French page: a write of dir, even the same value, restyles the whole page', () => {
    const writes = dirWrites();
    const { unmount } = render(<LanguageSwitcher />);
    writes.stop();
    expect(writes.records).toHaveLength(0);
    expect(document.documentElement.hasAttribute('dir')).toBe(false);
    unmount();
  });

  it('turns the page right to left once the widget has translated it into Arabic', () => {
    document.cookie = `${LANGUAGE_COOKIE}=ar; path=/`;
    const win = window as unknown as Record<string, unknown>;
    render(<LanguageSwitcher />);
    // The widget's script cannot load here: act as it does when it arrives.
    expect(document.querySelector('script[src*="translate"]')).not.toBeNull();
    expect(document.documentElement.dir).toBe('');
    win.google = { translate: { TranslateElement: class {} } };
    act(() => (win[WIDGET_CALLBACK] as () => void)());
    expect(document.documentElement.dir).toBe('rtl');
  });
});
