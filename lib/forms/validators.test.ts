import { messages } from '@/lib/messages';
import { orderMessages } from '@/lib/forms/orderMessages';
import { applicationMessages } from '@/lib/forms/applicationMessages';
import { DIALING_CODES, DEFAULT_DIALING_CODE, isDialingCode } from './dialingCodes';
import { APPLICATION_MESSAGE_MAX_LENGTH, MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH } from './limits';
import { CONTACT_SERVICES, QUOTE_SERVICES, isContactService, isQuoteService, quoteRequestHref } from './services';
import { validateApplication } from './application';
import { digitsOnly, isValidMessage, isValidName, isValidPhone } from './rules';
import {
  validateContact,
  validateOrder,
  validateQuote,
  type ContactValues,
  type QuoteValues,
} from './validators';

const goodQuote: QuoteValues = {
  nom: 'Awa Ouédraogo',
  email: 'awa@exemple.bf',
  phone: '70123456',
  service: 'Formation professionnelle',
  message: 'Former 12 commerciaux.',
};

const goodContact: ContactValues = {
  name: 'Awa Ouédraogo',
  email: 'awa@exemple.bf',
  indicatif: '+226',
  phone: '70123456',
  subject: 'Service de livraison',
  message: 'Bonjour',
};

describe('service lists (spec section 5)', () => {
  it('has the 8 quote services, without delivery', () => {
    expect(QUOTE_SERVICES).toEqual([
      'Mise en relation emploi',
      'Formation professionnelle',
      'Prospection commerciale',
      'Stratégie de marketing digital',
      'Rédaction de contenu web',
      'Conception graphique',
      'Vente en ligne',
      'Autres',
    ]);
    expect(isQuoteService('Service de livraison')).toBe(false);
  });
  it('has the 9 contact services, with delivery third', () => {
    expect(CONTACT_SERVICES).toHaveLength(9);
    expect(CONTACT_SERVICES[2]).toBe('Service de livraison');
    expect(CONTACT_SERVICES.filter((s) => s !== 'Service de livraison')).toEqual([...QUOTE_SERVICES]);
    expect(isContactService('Service de livraison')).toBe(true);
    expect(isContactService('autres')).toBe(false);
  });
  it('builds prefilled quote links', () => {
    expect(quoteRequestHref()).toBe('/demander-un-devis');
    expect(quoteRequestHref('Conception graphique')).toBe('/demander-un-devis?service=Conception+graphique');
    const href = quoteRequestHref('Formation professionnelle', 'Formation « Excel » & co');
    const params = new URL(href, 'http://x').searchParams;
    expect(params.get('service')).toBe('Formation professionnelle');
    expect(params.get('message')).toBe('Formation « Excel » & co');
  });
});

describe('dialing codes (spec section 5)', () => {
  it('lists the 14 codes, Burkina Faso +226 by default', () => {
    expect(DIALING_CODES.map((entry) => entry.code)).toEqual([
      '+229', '+226', '+225', '+220', '+233', '+224', '+245', '+231', '+223', '+227', '+234', '+221', '+232', '+228',
    ]);
    expect(DEFAULT_DIALING_CODE).toBe('+226');
    expect(DIALING_CODES.find((entry) => entry.code === DEFAULT_DIALING_CODE)?.country).toBe('Burkina Faso');
    expect(isDialingCode('+33')).toBe(false);
  });
});

describe('field rules', () => {
  it('keeps digits only in phone fields, up to the limit', () => {
    expect(digitsOnly('+226 70-12 34.56')).toBe('22670123456');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly('1'.repeat(40))).toHaveLength(PHONE_MAX_LENGTH);
  });
  it('checks phones: digits only, 6 to 15 of them', () => {
    expect(isValidPhone('70123456')).toBe(true);
    expect(isValidPhone('12345')).toBe(false);
    expect(isValidPhone('7012 3456')).toBe(false);
    expect(isValidPhone('+22670123456')).toBe(false);
    expect(isValidPhone('1'.repeat(PHONE_MAX_LENGTH + 1))).toBe(false);
  });
  it('checks names and messages after trimming, within their bounds', () => {
    expect(isValidName('   ')).toBe(false);
    expect(isValidName('a'.repeat(NAME_MAX_LENGTH + 1))).toBe(false);
    expect(isValidMessage(' \n\t ')).toBe(false);
    expect(isValidMessage('x'.repeat(MESSAGE_MAX_LENGTH))).toBe(true);
    expect(isValidMessage('x'.repeat(MESSAGE_MAX_LENGTH + 1))).toBe(false);
  });
});

describe('validateQuote (spec section 5 order: email, service, message)', () => {
  it('accepts a complete request', () => {
    expect(validateQuote(goodQuote)).toBeNull();
  });
  it('reports each problem in order, with the spec messages', () => {
    const everythingWrong: QuoteValues = { nom: '', email: 'awa@exemple', phone: '', service: '', message: '   ' };
    const seen: string[] = [];
    let values = everythingWrong;
    const fixes: Partial<QuoteValues>[] = [
      { nom: 'Awa' },
      { email: 'awa@exemple.bf' },
      { phone: '70123456' },
      { service: 'Autres' },
      { message: 'Un besoin' },
    ];
    for (const fix of fixes) {
      const error = validateQuote(values);
      expect(error).not.toBeNull();
      seen.push(`${error!.field}: ${error!.message}`);
      values = { ...values, ...fix };
    }
    expect(validateQuote(values)).toBeNull();
    expect(seen).toEqual([
      'nom: Veuillez saisir votre nom.',
      'email: Email Invalide !',
      'phone: Veuillez saisir votre numéro de téléphone (chiffres uniquement).',
      'service: Veuillez sélectionner un service.',
      'message: Veuillez saisir un message.',
    ]);
  });
  it('refuses an address with a space, and delivery (not a quote service)', () => {
    expect(validateQuote({ ...goodQuote, email: 'awa @exemple.bf' })?.message).toBe(messages.quoteInvalidEmail);
    expect(validateQuote({ ...goodQuote, service: 'Service de livraison' })?.message).toBe(messages.quoteNoService);
  });
  it('tolerates spaces around the address', () => {
    expect(validateQuote({ ...goodQuote, email: ' awa@exemple.bf ' })).toBeNull();
  });
});

describe('validateContact', () => {
  it('accepts a complete message, delivery included', () => {
    expect(validateContact(goodContact)).toBeNull();
  });
  it('reports the first problem in field order', () => {
    expect(validateContact({ ...goodContact, name: ' ' })).toEqual({ field: 'name', message: messages.nameRequired });
    expect(validateContact({ ...goodContact, email: 'x' })).toEqual({ field: 'email', message: messages.quoteInvalidEmail });
    expect(validateContact({ ...goodContact, indicatif: '+1' })).toEqual({ field: 'indicatif', message: messages.dialingCodeRequired });
    expect(validateContact({ ...goodContact, phone: '12ab' })).toEqual({ field: 'phone', message: messages.phoneRequired });
    expect(validateContact({ ...goodContact, subject: '' })).toEqual({ field: 'subject', message: messages.quoteNoService });
    expect(validateContact({ ...goodContact, message: '' })).toEqual({ field: 'message', message: messages.quoteEmptyMessage });
    expect(validateContact({ ...goodContact, email: 'x', message: '' })?.field).toBe('email');
  });
});

describe('validateApplication', () => {
  const good = { name: 'Salif', email: 'salif@exemple.bf', indicatif: '+226', phone: '70112233', message: '' };
  it("takes the contact form's rules for the person, and an empty or short message", () => {
    expect(validateApplication(good)).toBeNull();
    expect(validateApplication({ ...good, message: 'x'.repeat(APPLICATION_MESSAGE_MAX_LENGTH) })).toBeNull();
    expect(validateApplication({ ...good, name: '' })).toEqual({ field: 'name', message: messages.nameRequired });
    expect(validateApplication({ ...good, indicatif: '+1' })?.field).toBe('indicatif');
    expect(validateApplication({ ...good, phone: '123' })?.field).toBe('phone');
    expect(validateApplication({ ...good, message: 'x'.repeat(APPLICATION_MESSAGE_MAX_LENGTH + 1) })).toEqual({
      field: 'message',
      message: applicationMessages.applicationMessageTooLong,
    });
  });
});

describe('validateOrder', () => {
  const good = { name: 'Awa', phone: '70123456', email: 'awa@exemple.bf' };
  it('needs at least one book, then name, phone and e-mail', () => {
    expect(validateOrder(good, 0)).toEqual({ field: 'items', message: orderMessages.orderEmptyCart });
    expect(validateOrder({ ...good, name: '' }, 1)?.field).toBe('name');
    expect(validateOrder({ ...good, phone: '' }, 1)?.field).toBe('phone');
    expect(validateOrder({ ...good, email: 'a@b' }, 1)?.field).toBe('email');
    expect(validateOrder(good, 2)).toBeNull();
  });
});
