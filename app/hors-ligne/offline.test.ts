import { offlinePage } from '@/lib/offline/offlinePage';

jest.mock('server-only', () => ({}));

describe('the offline page', () => {
  it('is written in French at /hors-ligne', async () => {
    const { GET } = await import('./route');
    const html = await GET().text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain('<h1>Vous êtes hors ligne</h1>');
    expect(html).toContain("Aucune page n'est encore enregistrée sur cet appareil.");
  });

  it('is written in each edition, Arabic right to left', () => {
    expect(offlinePage('en')).toContain('<h1>You are offline</h1>');
    expect(offlinePage('en')).toContain('<title>Offline | ADIVE</title>');
    const arabic = offlinePage('ar');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('لم تُحفظ أي صفحة على هذا الجهاز بعد.');
  });
});
