/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { setTestEdition } from '@/lib/testing/rootParams';
import NotFound from './not-found';

afterEach(() => setTestEdition(undefined));

describe('the not-found page', () => {
  it("says the spec's French words on a French page, and leads home", async () => {
    setTestEdition('fr');
    render(await NotFound());
    expect(screen.getByRole('heading', { name: "Opp's ! Cette page est introuvable" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('speaks the edition of the page it stands for, and leads to that edition\'s home', async () => {
    setTestEdition('en');
    render(await NotFound());
    expect(screen.getByRole('heading', { name: 'Sorry, we cannot find this page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/en');
  });
});
