/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
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
    ['it takes the keyboard focus', (link: HTMLElement) => fireEvent.focus(link)],
    ['a touch starts on it', (link: HTMLElement) => fireEvent.touchStart(link)],
  ])('does not prefetch a page in view, only once %s', (_name, intent) => {
    render(<Link href="/faq">FAQ</Link>);
    const link = screen.getByRole('link', { name: 'FAQ' });
    expect(link).toHaveAttribute('data-prefetch', 'false');
    intent(link);
    expect(link).toHaveAttribute('data-prefetch', 'null');
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
