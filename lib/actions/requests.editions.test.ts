// The quote and contact actions answer in the edition the form names (its `edition` field), French otherwise.
import { storeRequest } from '@/lib/cms';
import { idleState } from '@/lib/forms/requestState';
import { quoteRequest } from '@/lib/forms/quote';
import { clearFormLimits, setFormLimits } from '@/lib/testing/formLimits';
import { submitContactMessage, submitKeptRequest, submitQuote } from './requests';

jest.mock('@/lib/cms', () => ({ getBooks: jest.fn(), storeRequest: jest.fn() }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '197.239.1.9' }) }));

function formData(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

const quote = { name: 'Awa', email: 'awa@exemple', phone: '70123456', service: 'Autres', message: 'Un logo.' };

beforeEach(() => {
  jest.mocked(storeRequest).mockResolvedValue({ ok: true, firmNotified: true });
  setFormLimits(100, 100);
});
afterAll(clearFormLimits);

describe('the request actions in the editions', () => {
  it('answers in French without an edition, or with one that is not an edition', async () => {
    for (const edition of [undefined, 'de', '']) {
      const data = formData(edition === undefined ? quote : { ...quote, edition });
      expect(await submitQuote(idleState({}), data)).toMatchObject({ status: 'invalid', field: 'email', message: 'Email Invalide !' });
    }
  });

  it("answers in the form's edition, checking the French service values", async () => {
    expect(await submitQuote(idleState({}), formData({ ...quote, edition: 'en' }))).toMatchObject({ field: 'email', message: 'Invalid email address.' });
    expect(await submitQuote(idleState({}), formData({ ...quote, email: 'awa@exemple.bf', service: 'Other', edition: 'en' }))).toMatchObject({
      field: 'service',
      message: 'Please select a service.',
    });
    expect(await submitQuote(idleState({}), formData({ ...quote, email: 'awa@exemple.bf', edition: 'en' }))).toMatchObject({ status: 'stored' });
    const contact = { name: 'Awa', email: 'awa@exemple.bf', dialingCode: '+999', phone: '70123456', service: 'Autres', message: 'Bonjour', edition: 'ar' };
    expect(await submitContactMessage(idleState({}), formData(contact))).toMatchObject({ field: 'dialingCode', message: 'يرجى اختيار رمز الاتصال الدولي.' });
    // The French definition is left as it was.
    expect(quoteRequest.fields.email.message).toBe('Email Invalide !');
  });

  it('answers a request kept offline in the edition it was kept with', async () => {
    const kept = await submitKeptRequest('quote', { ...quote, message: ' ', email: 'awa@exemple.bf', edition: 'ar' });
    expect(kept).toMatchObject({ field: 'message', message: 'يرجى كتابة رسالة.' });
  });

  it('says the limit in the edition', async () => {
    setFormLimits(100, 1);
    const data = () => formData({ ...quote, email: 'limite@exemple.bf', edition: 'en' });
    expect(await submitQuote(idleState({}), data())).toMatchObject({ status: 'stored' });
    expect(await submitQuote(idleState({}), data())).toMatchObject({
      status: 'limited',
      message: 'You have sent several requests in a short time. Please wait a few minutes before trying again.',
    });
  });
});
