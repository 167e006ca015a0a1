/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import ErrorPage from './error';

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
});
