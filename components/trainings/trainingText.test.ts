import { trainerName, trainingPurchaseHref, yesNo } from './trainingText';

describe('training texts', () => {
  it('names the trainer first names then last name', () => {
    expect(trainerName({ firstNames: 'Aïcha Mariam', lastName: 'OUÉDRAOGO', profession: '', description: '', contact: '' })).toBe(
      'Aïcha Mariam OUÉDRAOGO',
    );
    expect(trainerName(null)).toBe('');
  });
  it('says Oui or Non', () => {
    expect(yesNo(true, 'fr')).toBe('Oui');
    expect(yesNo(false, 'fr')).toBe('Non');
    expect([yesNo(true, 'en'), yesNo(false, 'ar')]).toEqual(['Yes', 'لا']);
  });
  it('prefills the quote form with the service and a message naming the training', () => {
    const href = trainingPurchaseHref('Excel avancé & tableaux', '2026-03-12', 'fr');
    const url = new URL(href, 'http://x');
    expect(url.pathname).toBe('/demander-un-devis');
    const params = url.searchParams;
    expect(params.get('service')).toBe('Formation professionnelle');
    expect(params.get('message')).toContain('« Excel avancé & tableaux » (session du 2026-03-12)');
    expect(new URL(trainingPurchaseHref('Excel', '', 'fr'), 'http://x').searchParams.get('message')).toBe(
      "Bonjour, je souhaite m'inscrire à la formation « Excel ». Merci de me communiquer les modalités d'inscription et de paiement.",
    );
  });
  it('leads to the quote form of the edition, with the message in its language and the same service', () => {
    const english = new URL(trainingPurchaseHref('Advanced Excel', '2026-03-12', 'en'), 'http://x');
    expect(english.pathname).toBe('/en/request-a-quote');
    expect(english.searchParams.get('service')).toBe('Formation professionnelle');
    expect(english.searchParams.get('message')).toContain('enrol on the “Advanced Excel” training course (session starting 2026-03-12)');
    const arabic = new URL(trainingPurchaseHref('Excel', '', 'ar'), 'http://x');
    expect(arabic.pathname).toBe('/ar/request-a-quote');
    expect(arabic.searchParams.get('message')).toContain('«Excel»');
  });
});
