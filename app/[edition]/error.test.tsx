/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import ErrorPage from './error';

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

afterEach(() => {
  pathname = '/';
});

describe('root error boundary', () => {
  it('shows the spec message, retries on demand and links home', () => {
    const retry = jest.fn();
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<ErrorPage error={new Error('boom')} retry={retry} />);
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('speaks the edition of the address shown, and leads to its home page', () => {
    pathname = '/en/news';
    const retry = jest.fn();
    const { unmount } = render(<ErrorPage error={new Error('boom')} retry={retry} />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
    unmount();
    pathname = '/ar/faq';
    render(<ErrorPage error={new Error('boom')} retry={retry} />);
    expect(screen.getByRole('heading', { name: 'حدث خطأ غير متوقع في التطبيق!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' })).toHaveAttribute('href', '/ar');
  });
});
