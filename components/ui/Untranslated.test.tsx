/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { setTestEdition } from '@/lib/testing/rootParams';
import { InItemLanguage, UntranslatedMark, UntranslatedNotice } from './Untranslated';

afterEach(() => setTestEdition(undefined));

describe('an item not yet translated', () => {
  it('is announced in the page’s language, marked in lists, and says nothing on a French page', async () => {
    setTestEdition('en');
    render(await UntranslatedNotice({}));
    expect(screen.getByRole('note')).toHaveTextContent('This content has not been translated into English yet, so it is shown in French.');
    setTestEdition('ar');
    const { container } = render(<>{await UntranslatedMark()}</>);
    expect(container).toHaveTextContent('بالفرنسية');
    setTestEdition('fr');
    expect(await UntranslatedNotice({})).toBeNull();
    expect(await UntranslatedMark()).toBeNull();
  });

  it('keeps its text in French, left to right, inside an Arabic page', () => {
    render(<InItemLanguage language="fr">Comptable</InItemLanguage>);
    const text = screen.getByText('Comptable');
    expect(text).toHaveAttribute('lang', 'fr');
    expect(text).toHaveAttribute('dir', 'ltr');
  });
});
