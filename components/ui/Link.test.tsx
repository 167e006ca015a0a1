/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';

// next/link itself is not under test: this stand-in shows the prefetch setting it receives.
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ prefetch, href, ...props }: ComponentProps<'a'> & { prefetch?: boolean | null; href: string }) => (
    <a href={href} data-prefetch={String(prefetch)} {...props} />
  ),
}));

import { Link } from './Link';

describe('Link', () => {
  it.each([
    ['the pointer enters it', (link: HTMLElement) => fireEvent.mouseEnter(link)],
    ['it takes the keyboard focus', (link: HTMLElement) => act(() => link.focus())],
    ['a touch starts on it', (link: HTMLElement) => fireEvent.touchStart(link)],
  ])('does not prefetch a page in view, only once %s', (_name, intent) => {
    render(<Link href="/faq">FAQ</Link>);
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('data-prefetch', 'false');
    intent(link);
    expect(link).toHaveAttribute('data-prefetch', 'null');
  });

  it('takes a focus the browser does not show (a dialog focusing its first link after a tap) for no intent', () => {
    render(<Link href="/faq">FAQ</Link>);
    const link = screen.getByRole('link', { name: 'FAQ' });
    // What Chromium answers for a focus moved by a script after a tap: focused, without the keyboard's ring.
    link.matches = (selector: string) => selector !== ':focus-visible' && Element.prototype.matches.call(link, selector);
    act(() => link.focus());
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-prefetch', 'false');
  });

  it("never prefetches when the browser's data saver is on", () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    try {
      render(<Link href="/faq">FAQ</Link>);
      const link = screen.getByRole('link', { name: 'FAQ' });
      fireEvent.mouseEnter(link);
      fireEvent.touchStart(link);
      expect(link).toHaveAttribute('data-prefetch', 'false');
    } finally {
      delete (navigator as Navigator & { connection?: unknown }).connection;
    }
  });

  it('still calls the handlers it is given', () => {
    const onMouseEnter = jest.fn();
    const onFocus = jest.fn();
    render(
      <Link href="/contact" onMouseEnter={onMouseEnter} onFocus={onFocus}>
        Contact
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Contact' });
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    expect(onMouseEnter).toHaveBeenCalledTimes(1);
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});
