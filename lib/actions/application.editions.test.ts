// The application actions answer in the edition the form names, French otherwise.
import { getJobBySlug, storeApplication } from '@/lib/cms';
import { idleState } from '@/lib/forms/requestState';
import { clearFormLimits, setFormLimits } from '@/lib/testing/formLimits';
import { submitApplication, submitSpontaneousApplication } from './application';

jest.mock('@/lib/cms', () => ({ getJobBySlug: jest.fn(), storeApplication: jest.fn() }));
jest.mock('next/headers', () => ({ headers: async () => new Headers({ 'x-forwarded-for': '197.239.1.4' }) }));

const PDF = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';

function application(fields: Record<string, string>, cv: File | null = new File([PDF], 'cv.pdf', { type: 'application/pdf' })): FormData {
  const data = new FormData();
  const values = { name: 'Salif Compaoré', email: 'salif@exemple.bf', dialingCode: '+226', phone: '70112233', message: '', ...fields };
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  if (cv) data.set('cv', cv);
  return data;
}
const idle = idleState({ name: '', email: '', dialingCode: '', phone: '', message: '' });

beforeEach(() => {
  jest.mocked(storeApplication).mockReset().mockResolvedValue({ ok: true, firmNotified: true });
  setFormLimits(100, 100);
});
afterAll(clearFormLimits);

describe('the application actions in the editions', () => {
  it('checks the fields and the CV in the form’s edition', async () => {
    expect(await submitSpontaneousApplication(idle, application({ email: 'salif@', edition: 'en' }))).toMatchObject({ field: 'email', message: 'Invalid email address.' });
    expect(await submitSpontaneousApplication(idle, application({ edition: 'ar' }, null))).toMatchObject({ field: 'cv', message: 'يرجى إرفاق سيرتك الذاتية (PDF أو DOC أو DOCX).' });
    expect(await submitSpontaneousApplication(idle, application({}, null))).toMatchObject({ field: 'cv', message: 'Veuillez joindre votre CV (PDF, DOC ou DOCX).' });
  });

  it('says an offer closed in the edition, its date written in it', async () => {
    const job = { slug: 'commercial-terrain', title: 'Commercial terrain', expirationDate: '2020-01-31' };
    jest.mocked(getJobBySlug).mockResolvedValue({ ok: true, data: job } as Awaited<ReturnType<typeof getJobBySlug>>);
    const english = await submitApplication(idle, application({ offre: job.slug, edition: 'en' }));
    expect(english).toMatchObject({ status: 'refused' });
    expect(english.message).toMatch(/^This vacancy closed on .*2020: it no longer accepts applications\. See our open vacancies\.$/);
    expect(english.message).not.toContain('janvier');
    jest.mocked(getJobBySlug).mockResolvedValue({ ok: true, data: null } as Awaited<ReturnType<typeof getJobBySlug>>);
    expect((await submitApplication(idle, application({ offre: job.slug, edition: 'ar' }))).message).toBe('هذا العرض غير موجود أو لم يعد منشورًا: لم يُرسَل طلبك.');
  });
});
