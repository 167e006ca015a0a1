import { FRENCH_CONTACT_TEXTS } from '@/components/forms/ContactForm';
import { FRENCH_QUOTE_TEXTS } from '@/components/forms/QuoteForm';
import { FRENCH_APPLICATION_TEXTS } from '@/components/jobs/ApplicationForm';
import { FRENCH_FIELD_TEXTS } from '@/lib/forms/fieldTexts';
import { applicationFormTexts, contactFormTexts, fieldTexts, quoteFormTexts } from '@/lib/forms/editionTexts';

jest.mock('@/lib/actions/requests', () => ({}));

describe('the forms’ words in each edition', () => {
  it('gives a French page exactly the words the forms say by default (one spelling of each)', () => {
    expect(fieldTexts('fr')).toEqual(FRENCH_FIELD_TEXTS);
    expect(quoteFormTexts('fr')).toEqual(FRENCH_QUOTE_TEXTS);
    expect(contactFormTexts('fr')).toEqual(FRENCH_CONTACT_TEXTS);
  });

  it('names the countries in English and Arabic, sorted in the language, their codes left to right in Arabic', () => {
    const english = fieldTexts('en').countries;
    expect(english.map((entry) => entry.label).slice(0, 3)).toEqual(['Benin (+229)', 'Burkina Faso (+226)', 'Côte d’Ivoire (+225)']);
    expect(english).toHaveLength(14);
    const arabic = fieldTexts('ar').countries;
    expect(arabic.find((entry) => entry.code === '+226')?.label).toBe('بوركينا فاسو (\u2066+226\u2069)');
    expect(arabic.map((entry) => entry.code).sort()).toEqual(english.map((entry) => entry.code).sort());
  });

  it('sends the French service values under the edition’s labels', () => {
    expect(quoteFormTexts('en').services).toContainEqual({ value: 'Autres', label: 'Other' });
    expect(contactFormTexts('ar').services).toContainEqual({ value: 'Service de livraison', label: 'خدمة التوصيل' });
    expect(quoteFormTexts('en').fields.characters).toBe('{count} / {max} characters');
  });
});

describe('the application form’s words', () => {
  it('gives a French page the words the form says by default', () => {
    expect(applicationFormTexts('fr')).toEqual(FRENCH_APPLICATION_TEXTS);
  });
});
