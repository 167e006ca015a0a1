import { trainerName, trainingPurchaseHref, yesNo } from './trainingText';

describe('training texts', () => {
  it('names the trainer first names then last name', () => {
    expect(trainerName({ firstNames: 'Aïcha Mariam', lastName: 'OUÉDRAOGO', profession: '', description: '', contact: '' })).toBe(
      'Aïcha Mariam OUÉDRAOGO',
    );
    expect(trainerName(null)).toBe('');
  });
  it('says Oui or Non', () => {
    expect(yesNo(true)).toBe('Oui');
    expect(yesNo(false)).toBe('Non');
  });
  it('prefills the quote form with the service and a message naming the training', () => {
    const href = trainingPurchaseHref('Excel avancé & tableaux', '2026-03-12');
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/demander-un-devis');
    const params = url.searchParams;
    expect(params.get('service')).toBe('Formation professionnelle');
    expect(params.get('message')).toContain('« Excel avancé & tableaux » (session du 2026-03-12)');
  });
});
