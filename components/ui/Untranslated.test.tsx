/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { setTestEdition } from '@/lib/testing/rootParams';
import { InItemLanguage, UntranslatedNotice, untranslatedIn } from './Untranslated';

afterEach(() => setTestEdition(undefined));

describe('an item not yet translated', () => {
  it('is announced in the page’s language, marked in lists, and says nothing on a French page', async () => {
    setTestEdition('en');
    render(await UntranslatedNotice({}));
    expect(screen.getByRole('note')).toHaveTextContent('This content has not been translated into English yet, so it is shown in French.');
    const french = { localization: { documentId: 'd', locale: 'fr' as const } };
    const arabic = untranslatedIn('ar', french);
    expect(arabic.lang).toBe('fr');
    const { container } = render(<>{arabic.mark}</>);
    expect(container).toHaveTextContent('بالفرنسية');
    expect(untranslatedIn('ar', { localization: { documentId: 'd', locale: 'ar' } })).toEqual({ mark: null });
    expect(untranslatedIn('fr', {})).toEqual({ mark: null });
    setTestEdition('fr');
    expect(await UntranslatedNotice({})).toBeNull();
  });

  it('keeps its text in French, left to right, inside an Arabic page', () => {
    render(<InItemLanguage language="fr">Comptable</InItemLanguage>);
    const text = screen.getByText('Comptable');
    expect(text).toHaveAttribute('lang', 'fr');
    expect(text).toHaveAttribute('dir', 'ltr');
  });
});
