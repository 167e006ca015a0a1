/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { newsletterFormTexts } from '@/lib/forms/editionTexts';
import { FRENCH_NEWSLETTER_TEXTS, NewsletterForm } from './NewsletterForm';

const subscribeToNewsletter = jest.fn();
jest.mock('@/lib/actions/newsletter', () => ({ subscribeToNewsletter: (...args: unknown[]) => subscribeToNewsletter(...args) }));

describe('NewsletterForm in the editions', () => {
  it('has the French words by default, the same the server gives a French page', () => {
    expect(newsletterFormTexts('fr')).toEqual(FRENCH_NEWSLETTER_TEXTS);
  });

  it('speaks the edition it is given, refuses an address in it and sends the edition', () => {
    const { container } = render(<NewsletterForm label="Your email address" texts={newsletterFormTexts('en')} />);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.getByLabelText('Your email address')).toHaveAttribute('placeholder', 'name@example.com');
    expect(container.querySelector('input[name="edition"]')).toHaveAttribute('value', 'en');
    fireEvent.change(screen.getByLabelText('Your email address'), { target: { value: 'awa@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByText('Invalid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email address')).toHaveAttribute('aria-invalid', 'true');
    expect(subscribeToNewsletter).not.toHaveBeenCalled();
  });
});
