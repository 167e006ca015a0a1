import { getJobBySlug, storeApplication } from '@/lib/cms';
import { checkCv } from '@/lib/forms/cv';
import { idleState } from '@/lib/forms/requestState';
import { REQUEST_RATE_LIMITED } from '@/lib/forms/rateLimited';
import { submitApplication, submitSpontaneousApplication } from './application';
import { clearFormLimits, setFormLimits } from '@/lib/testing/formLimits';

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

function application(slug = job.slug, offerField = 'offre'): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries({ name: 'Salif Compaoré', email: 'salif@exemple.bf', dialingCode: '+226', phone: '70112233', message: '', [offerField]: slug })) {
    data.set(name, value);
  }
  data.set('cv', new File([PDF], 'cv.pdf', { type: 'application/pdf' }));
  return data;
}
const idle = idleState({ name: '', email: '', dialingCode: '', phone: '', message: '' });

beforeEach(() => {
  jest.mocked(getJobBySlug).mockReset().mockResolvedValue({ ok: true, data: job } as Awaited<ReturnType<typeof getJobBySlug>>);
  jest.mocked(storeApplication).mockReset().mockResolvedValue({ ok: true, firmNotified: true });
  jest.mocked(checkCv).mockClear();
  contentType = 'text/plain;charset=UTF-8';
  setFormLimits(1, 100);
});

afterAll(clearFormLimits);

describe('submitApplication', () => {
  it('checks the address’s limit before it reads the CV or asks the CMS about the offer', async () => {
    expect((await submitApplication(idle, application())).status).toBe('stored');
    expect([jest.mocked(checkCv).mock.calls.length, jest.mocked(getJobBySlug).mock.calls.length]).toEqual([1, 1]);
    const limited = await submitApplication(idle, application());
    expect(limited).toMatchObject({ status: 'limited', message: REQUEST_RATE_LIMITED, values: { name: 'Salif Compaoré' } });
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

describe('submitSpontaneousApplication', () => {
  it('deposits the application and its CV with no offer, naming the offer whose page it came from, never asking the CMS about it', async () => {
    setFormLimits(10, 100);
    expect((await submitSpontaneousApplication(idle, application(job.slug, 'offre_visee'))).status).toBe('stored');
    expect((await submitSpontaneousApplication(idle, application('<script>', 'offre_visee'))).status).toBe('stored');
    expect((await submitSpontaneousApplication(idle, application(job.slug, 'offre'))).status).toBe('stored');
    const records = jest.mocked(storeApplication).mock.calls.map(([deposit]) => deposit.record);
    expect(records[0]).toEqual({ offre_visee: job.slug, nom: 'Salif Compaoré', email: 'salif@exemple.bf', indicatif: '+226', telephone: '70112233', message: '' });
    expect(records.every((record) => !('offre' in record))).toBe(true);
    expect(records[1]).not.toHaveProperty('offre_visee');
    expect(getJobBySlug).not.toHaveBeenCalled();
    expect(jest.mocked(storeApplication).mock.calls[0]![0].cv.mime).toBe('application/pdf');
  });

  it('refuses a file that is no CV like the offer’s form, and stores nothing', async () => {
    const data = application(job.slug, 'offre_visee');
    data.set('cv', new File(['MZ\x90\x00'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await submitSpontaneousApplication(idle, data)).toMatchObject({ status: 'invalid', field: 'cv' });
    expect(storeApplication).not.toHaveBeenCalled();
  });
});
