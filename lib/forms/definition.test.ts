import { applicationMessages, APPLICATION_MESSAGE_MAX_LENGTH, applicationRequest } from './application';
import { contactRequest } from './contact';
import { DIALING_CODES, DEFAULT_DIALING_CODE, dialingCodeRule } from './dialingCodes';
import { orderMessages, orderProblem, orderRequest } from './order';
import { quoteRequest } from './quote';
import { cmsRecord, emailParams, firstProblem, initialValues, readValues, type Values } from './definition';
import { digitsOnly, MESSAGE_MAX_LENGTH, messageRule, NAME_MAX_LENGTH, nameRule, PHONE_MAX_LENGTH, phoneRule } from './rules';
import { CONTACT_SERVICES, QUOTE_SERVICES, isContactService, isQuoteService } from './serviceOptions';
import { quoteRequestHref } from './quoteLink';

type QuoteValues = Values<keyof typeof quoteRequest.fields>;
type ContactValues = Values<keyof typeof contactRequest.fields>;
const validateQuote = (values: QuoteValues) => firstProblem(quoteRequest, values);
const validateContact = (values: ContactValues) => firstProblem(contactRequest, values);
const validateApplication = (values: Values<keyof typeof applicationRequest.fields>) => firstProblem(applicationRequest, values);
const [isValidName, isValidPhone, isValidMessage] = [nameRule.valid, phoneRule.valid, messageRule.valid];
const { fields: quoteFields } = quoteRequest;

const goodQuote: QuoteValues = {
  name: 'Awa Ouédraogo',
  email: 'awa@exemple.bf',
  phone: '70123456',
  service: 'Formation professionnelle',
  message: 'Former 12 commerciaux.',
};

const goodContact: ContactValues = {
  name: 'Awa Ouédraogo',
  email: 'awa@exemple.bf',
  dialingCode: '+226',
  phone: '70123456',
  service: 'Service de livraison',
  message: 'Bonjour',
};

describe('service lists (spec section 5)', () => {
  it('has the 8 quote services, without delivery', () => {
    // As the spec spells them, in its order.
    expect(QUOTE_SERVICES.join(' | ')).toBe(
      'Mise en relation emploi | Formation professionnelle | Prospection commerciale | Stratégie de marketing digital | Rédaction de contenu web | Conception graphique | Vente en ligne | Autres',
    );
    expect(QUOTE_SERVICES).toHaveLength(8);
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
    expect(dialingCodeRule.valid('+33')).toBe(false);
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
    const everythingWrong: QuoteValues = { name: '', email: 'awa@exemple', phone: '', service: '', message: '   ' };
    const seen: string[] = [];
    let values = everythingWrong;
    const fixes: Partial<QuoteValues>[] = [
      { name: 'Awa' },
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
      'name: Veuillez saisir votre nom.',
      'email: Email Invalide !',
      'phone: Veuillez saisir votre numéro de téléphone (chiffres uniquement).',
      'service: Veuillez sélectionner un service.',
      'message: Veuillez saisir un message.',
    ]);
  });
  it('refuses an address with a space, and delivery (not a quote service)', () => {
    expect(validateQuote({ ...goodQuote, email: 'awa @exemple.bf' })?.message).toBe(quoteFields.email.message);
    expect(validateQuote({ ...goodQuote, service: 'Service de livraison' })?.message).toBe(quoteFields.service.message);
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
    expect(validateContact({ ...goodContact, name: ' ' })).toEqual({ field: 'name', message: 'Veuillez saisir votre nom.' });
    expect(validateContact({ ...goodContact, email: 'x' })).toEqual({ field: 'email', message: 'Email Invalide !' });
    expect(validateContact({ ...goodContact, dialingCode: '+1' })).toEqual({ field: 'dialingCode', message: 'Veuillez sélectionner un indicatif.' });
    expect(validateContact({ ...goodContact, phone: '12ab' })).toEqual({
      field: 'phone',
      message: 'Veuillez saisir votre numéro de téléphone (chiffres uniquement).',
    });
    expect(validateContact({ ...goodContact, service: '' })).toEqual({ field: 'service', message: 'Veuillez sélectionner un service.' });
    expect(validateContact({ ...goodContact, message: '' })).toEqual({ field: 'message', message: 'Veuillez saisir un message.' });
    expect(validateContact({ ...goodContact, email: 'x', message: '' })?.field).toBe('email');
  });
});

describe('validateApplication', () => {
  const good = { name: 'Salif', email: 'salif@exemple.bf', dialingCode: '+226', phone: '70112233', message: '' };
  it("takes the contact form's rules for the person, and an empty or short message", () => {
    expect(validateApplication(good)).toBeNull();
    expect(validateApplication({ ...good, message: 'x'.repeat(APPLICATION_MESSAGE_MAX_LENGTH) })).toBeNull();
    expect(validateApplication({ ...good, name: '' })).toEqual({ field: 'name', message: 'Veuillez saisir votre nom.' });
    expect(validateApplication({ ...good, dialingCode: '+1' })?.field).toBe('dialingCode');
    expect(validateApplication({ ...good, phone: '123' })?.field).toBe('phone');
    expect(validateApplication({ ...good, message: 'x'.repeat(APPLICATION_MESSAGE_MAX_LENGTH + 1) })).toEqual({
      field: 'message',
      message: applicationMessages.applicationMessageTooLong,
    });
  });
});

describe('orderProblem', () => {
  const good = { name: 'Awa', phone: '70123456', email: 'awa@exemple.bf' };
  it('needs at least one book, then name, phone and e-mail', () => {
    expect(orderProblem(good, 0)).toEqual({ field: 'items', message: orderMessages.emptyCart });
    expect(orderProblem({ ...good, name: '' }, 1)?.field).toBe('name');
    expect(orderProblem({ ...good, phone: '' }, 1)?.field).toBe('phone');
    expect(orderProblem({ ...good, email: 'a@b' }, 1)?.field).toBe('email');
    expect(orderProblem(good, 2)).toBeNull();
  });
});

describe('a definition, read from what a form sent', () => {
  it('gives each field its initial value: the dialing code +226, the rest empty', () => {
    expect(initialValues(contactRequest)).toEqual({ name: '', email: '', dialingCode: '+226', phone: '', service: '', message: '' });
  });

  it('reads each field as its rule does (a phone number is its digits), from FormData or a kept object, missing ones empty', () => {
    const data = new FormData();
    data.set('name', 'Awa');
    data.set('phone', '70 12 34 56');
    expect(readValues(quoteRequest, data)).toEqual({ name: 'Awa', email: '', phone: '70123456', service: '', message: '' });
    expect(readValues(quoteRequest, { name: 'Awa', phone: 70123456, message: ['x'] })).toMatchObject({ name: 'Awa', phone: '', message: '' });
    expect(readValues(quoteRequest, null)).toEqual(initialValues(quoteRequest));
  });

  it('names each field as the CMS record and the e-mail template want it, trimmed', () => {
    const contact = { ...goodContact, name: ' Issa ' };
    expect(cmsRecord(contactRequest, contact)).toEqual({
      name: 'Issa',
      email: 'awa@exemple.bf',
      indicatif: '+226',
      phone: '70123456',
      subject: 'Service de livraison',
      message: 'Bonjour',
    });
    // The spec's parameters of the quote template: nom, email, phone, service, message.
    expect(Object.keys(emailParams(quoteRequest, goodQuote))).toEqual(['nom', 'email', 'phone', 'service', 'message']);
    // The spec's parameters of the order template differ from the CMS's names where the definition says so.
    expect(emailParams(orderRequest, { name: ' Salif ', phone: '70112233', email: 'x@y.bf' })).toEqual({
      name: 'Salif',
      phone: '70112233',
      email: 'x@y.bf',
    });
    expect(cmsRecord(orderRequest, { name: 'Salif', phone: '70112233', email: 'x@y.bf' })).toEqual({
      nom: 'Salif',
      telephone: '70112233',
      email: 'x@y.bf',
    });
  });
});
