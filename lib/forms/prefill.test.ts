import { MESSAGE_MAX_LENGTH } from './rules';
import { quotePrefill, spontaneousFromJob } from './prefill';

describe('quotePrefill', () => {
  it('takes a known service and the message', () => {
    expect(quotePrefill({ service: 'Conception graphique', message: 'Un logo' })).toEqual({
      service: 'Conception graphique',
      message: 'Un logo',
    });
  });
  it('ignores unknown services and missing values', () => {
    expect(quotePrefill({ service: 'Service de livraison' })).toEqual({ service: '', message: '' });
    expect(quotePrefill({})).toEqual({ service: '', message: '' });
  });
  it('takes the first of repeated parameters and bounds the message', () => {
    expect(quotePrefill({ service: ['Autres', 'Vente en ligne'], message: 'x'.repeat(MESSAGE_MAX_LENGTH + 50) })).toEqual({
      service: 'Autres',
      message: 'x'.repeat(MESSAGE_MAX_LENGTH),
    });
  });
});

describe('spontaneousFromJob', () => {
  it('takes the slug of the offer a spontaneous application comes from, and nothing that cannot be one', () => {
    expect(spontaneousFromJob({ offre: 'commercial-terrain' })).toBe('commercial-terrain');
    expect(spontaneousFromJob({ offre: ['community-manager', 'x'] })).toBe('community-manager');
    expect(spontaneousFromJob({ offre: '<script>' })).toBe('');
    expect(spontaneousFromJob({})).toBe('');
  });
});
