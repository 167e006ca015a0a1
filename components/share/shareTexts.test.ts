import type { Job, NewsPost, Training } from '@/lib/cms';

jest.mock('server-only', () => ({}));
const drawn: unknown[] = [];
jest.mock('./shareImage', () => ({ shareImage: (content: unknown) => drawn.push(content) }));

import { jobShareImage, postShareImage, trainingShareImage } from './itemImages';

beforeEach(() => {
  drawn.length = 0;
});

describe('the share pictures’ words', () => {
  it('are French on French pages', () => {
    void jobShareImage({ title: 'Comptable', urgent: true, type: 'CDI', company: 'Sonabel', country: 'Burkina Faso' } as Job, 'fr');
    void trainingShareImage(null, 'fr');
    expect(drawn).toEqual([
      { kind: 'Offre d’emploi · Urgent', title: 'Comptable', detail: 'Sonabel · Burkina Faso' },
      { kind: 'Formation', title: 'Nos formations professionnelles' },
    ]);
  });

  it('are the edition’s, dates and prices included', () => {
    const training = { theme: 'Excel', type: 'Inter', startDate: '2026-12-01', place: 'Ouagadougou', price: 25000, images: [] };
    void trainingShareImage(training as unknown as Training, 'en');
    const post = { title: 'Salon', tags: [{ id: 1, name: 'Emploi', slug: 'emploi' }], publishedAt: '2026-11-12T08:00:00.000Z', image: null };
    void postShareImage(post as unknown as NewsPost, 'ar');
    expect(drawn).toEqual([
      { kind: 'Training course · Inter', title: 'Excel', detail: 'Starts: 2026-12-01 · Ouagadougou · 25,000\u00a0CFA', picture: null },
      { kind: 'خبر · Emploi', title: 'Salon', detail: expect.stringContaining('2026'), picture: null },
    ]);
  });
});
