import { getJobBySlug, storeApplication } from '@/lib/cms';
import { checkCv } from '@/lib/forms/cv';
import { idleState } from '@/lib/forms/requestState';
import { serverMessages } from '@/lib/messages';
import { submitApplication } from './application';
import { resetFormsLimiterForTests } from './handleRequest';

jest.mock('@/lib/cms', () => ({ getJobBySlug: jest.fn(), storeApplication: jest.fn() }));
jest.mock('@/lib/forms/cv', () => {
  const actual = jest.requireActual<typeof import('@/lib/forms/cv')>('@/lib/forms/cv');
  return { ...actual, checkCv: jest.fn(actual.checkCv) };
});
// How the request was sent: from a script (the arguments as text) unless a test posts the form as multipart.
let contentType = 'text/plain;charset=UTF-8';
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '197.239.1.2', 'content-type': contentType }) }));

const job = { slug: 'commercial-terrain', title: 'Commercial terrain', expirationDate: '2999-12-31' };
const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

function application(slug = job.slug): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ name: 'Salif Compaoré', email: 'salif@exemple.bf', dialingCode: '+226', phone: '70112233', message: '', offre: slug })) {
    data.set(name, value);
  }
  data.set('cv', new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
  return data;
}
const idle = idleState({ name: '', email: '', dialingCode: '', phone: '', message: '' });

beforeEach(() => {
  jest.mocked(getJobBySlug).mockReset().mockResolvedValue({ ok: true, data: job } as Awaited<ReturnType<typeof getJobBySlug>>);
  jest.mocked(storeApplication).mockReset().mockResolvedValue({ ok: true });
  jest.mocked(checkCv).mockClear();
  contentType = 'text/plain;charset=UTF-8';
  process.env.TRUSTED_PROXIES = '1';
  process.env.FORM_RATE_LIMIT = '1';
  process.env.FORM_EMAIL_RATE_LIMIT = '100';
  resetFormsLimiterForTests();
});

afterAll(() => {
  for (const name of ['TRUSTED_PROXIES', 'FORM_RATE_LIMIT', 'FORM_EMAIL_RATE_LIMIT']) delete process.env[name];
});

describe('submitApplication', () => {
  it('checks the address’s limit before it reads the CV or asks the CMS about the offer', async () => {
    expect((await submitApplication(idle, application())).status).toBe('stored');
    expect([jest.mocked(checkCv).mock.calls.length, jest.mocked(getJobBySlug).mock.calls.length]).toEqual([1, 1]);
    const limited = await submitApplication(idle, application());
    expect(limited).toMatchObject({ status: 'limited', message: serverMessages.requestRateLimited, values: { name: 'Salif Compaoré' } });
    expect([jest.mocked(checkCv).mock.calls.length, jest.mocked(getJobBySlug).mock.calls.length]).toEqual([1, 1]);
    expect(storeApplication).toHaveBeenCalledTimes(1);
  });

  it('leaves the address of a form posted as multipart to the proxy, which counted it before reading it', async () => {
    contentType = 'multipart/form-data; boundary=----x';
    for (let i = 0; i < 3; i += 1) expect((await submitApplication(idle, application())).status).toBe('stored');
  });

  it('refuses an offer the CMS does not have, once the CV is read', async () => {
    jest.mocked(getJobBySlug).mockResolvedValue({ ok: true, data: null });
    expect((await submitApplication(idle, application('offre-inconnue'))).status).toBe('refused');
    expect(storeApplication).not.toHaveBeenCalled();
  });
});
