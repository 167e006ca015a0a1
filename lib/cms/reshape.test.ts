import biblios4 from './__fixtures__/biblios.v4.json';
import biblios5 from './__fixtures__/biblios.v5.json';
import blogs4 from './__fixtures__/blogs.v4.json';
import blogs5 from './__fixtures__/blogs.v5.json';
import categories4 from './__fixtures__/categories.v4.json';
import categories5 from './__fixtures__/categories.v5.json';
import faqs4 from './__fixtures__/faqs.v4.json';
import faqs5 from './__fixtures__/faqs.v5.json';
import formations4 from './__fixtures__/formations.v4.json';
import formations5 from './__fixtures__/formations.v5.json';
import jobs4 from './__fixtures__/jobs.v4.json';
import jobs5 from './__fixtures__/jobs.v5.json';
import payments4 from './__fixtures__/modespayments.v4.json';
import payments5 from './__fixtures__/modespayments.v5.json';
import tags4 from './__fixtures__/tags.v4.json';
import tags5 from './__fixtures__/tags.v5.json';
import {
  reshapeAll,
  reshapeBook,
  reshapeCategory,
  reshapeFaq,
  reshapeJob,
  reshapeMedia,
  reshapeMediaList,
  reshapePaymentMethod,
  reshapeNewsPost,
  reshapeNewsPostSummary,
  reshapeTag,
  reshapeTraining,
} from './reshape';

const ORIGIN = 'http://cms.test:1337';
const withOrigin =
  <T>(reshape: (raw: unknown, origin: string) => T | null) =>
  (raw: unknown) =>
    reshape(raw, ORIGIN);

const GARBAGE: unknown[] = [null, undefined, 'x', 42, true, [], [{ id: 1 }], {}, { attributes: null }, { data: 'x' }];

describe('reshapeMedia', () => {
  it('reads a v4 media wrapper and makes relative URLs absolute', () => {
    const raw = blogs4.data[0] as { attributes: { image: unknown } };
    expect(reshapeMedia(raw.attributes.image, ORIGIN)).toEqual({
      url: 'http://cms.test:1337/uploads/pme_digital_4f1c2a.jpg',
      alt: 'Une entrepreneure devant son ordinateur',
      width: 1200,
      height: 800,
      thumbnailUrl: 'http://cms.test:1337/uploads/thumbnail_pme_digital_4f1c2a.jpg',
      smallUrl: 'http://cms.test:1337/uploads/small_pme_digital_4f1c2a.jpg',
    });
  });

  it('reads a flat v5 file; missing formats fall back to the original URL; null alt becomes ""', () => {
    const raw = blogs5.data[0] as { image: unknown };
    expect(reshapeMedia(raw.image, ORIGIN)).toEqual({
      url: 'http://cms.test:1337/uploads/pme_digital_4f1c2a.jpg',
      alt: '',
      width: 1200,
      height: 800,
      thumbnailUrl: 'http://cms.test:1337/uploads/thumbnail_pme_digital_4f1c2a.jpg',
      smallUrl: 'http://cms.test:1337/uploads/pme_digital_4f1c2a.jpg',
    });
  });

  it('keeps absolute URLs as they are', () => {
    const media = reshapeMedia({ url: 'https://cdn.example.com/a.png', formats: { thumbnail: { url: 'https://cdn.example.com/t.png' } } }, ORIGIN);
    expect(media?.url).toBe('https://cdn.example.com/a.png');
    expect(media?.thumbnailUrl).toBe('https://cdn.example.com/t.png');
  });

  it('returns null for absent media and unusable URLs', () => {
    for (const raw of [...GARBAGE, { data: null }, { data: [] }, { url: '' }, { url: 'javascript:alert(1)' }, { url: 42 }]) {
      expect(reshapeMedia(raw, ORIGIN)).toBeNull();
    }
  });

  it('takes the first file when a single media field receives a list', () => {
    expect(reshapeMedia([{ url: '/uploads/a.png' }, { url: '/uploads/b.png' }], ORIGIN)?.url).toBe(
      'http://cms.test:1337/uploads/a.png',
    );
  });

  it('reads lists in both shapes and drops unusable files', () => {
    expect(reshapeMediaList({ data: [{ id: 1, attributes: { url: '/uploads/a.png' } }, 'x', { id: 2, attributes: {} }] }, ORIGIN)).toHaveLength(1);
    expect(reshapeMediaList([{ url: '/uploads/a.png' }, { url: '/uploads/b.png' }], ORIGIN).map((m) => m.url)).toEqual([
      'http://cms.test:1337/uploads/a.png',
      'http://cms.test:1337/uploads/b.png',
    ]);
    for (const raw of [null, undefined, { data: null }, { data: [] }, [], 'x']) {
      expect(reshapeMediaList(raw, ORIGIN)).toEqual([]);
    }
  });

  it('uses the configured CMS origin by default', () => {
    const previous = process.env.CMS_URL;
    process.env.CMS_URL = 'https://contenu.example.bf/api';
    try {
      expect(reshapeMedia({ url: '/uploads/x.png' })?.url).toBe('https://contenu.example.bf/uploads/x.png');
    } finally {
      if (previous === undefined) delete process.env.CMS_URL;
      else process.env.CMS_URL = previous;
    }
  });
});

describe('reshapeNewsPost', () => {
  it('reshapes a v4 post with image, tags and categories', () => {
    expect(reshapeNewsPost(blogs4.data[0], ORIGIN)).toEqual({
      id: 7,
      slug: 'le-digital-au-service-des-pme-burkinabe',
      title: 'Le digital au service des PME burkinabè',
      content: expect.stringContaining('## Pourquoi se lancer'),
      publishedAt: '2024-03-12T08:00:00.000Z',
      updatedAt: '2024-03-12T08:00:01.006Z',
      image: expect.objectContaining({ url: 'http://cms.test:1337/uploads/pme_digital_4f1c2a.jpg' }),
      tags: [
        { id: 2, name: 'Digital', slug: 'digital' },
        { id: 5, name: 'PME', slug: 'pme' },
      ],
      categories: [{ id: 1, name: 'Conseils', slug: 'conseils' }],
    });
  });

  it('reshapes a v5 post the same way', () => {
    const post = reshapeNewsPost(blogs5.data[0], ORIGIN);
    expect(post).toMatchObject({
      id: 14,
      slug: 'le-digital-au-service-des-pme-burkinabe',
      title: 'Le digital au service des PME burkinabè',
      publishedAt: '2024-03-12T08:00:00.000Z',
      tags: [{ id: 3, name: 'Digital', slug: 'digital' }],
      categories: [{ id: 2, name: 'Conseils', slug: 'conseils' }],
    });
    expect(post?.image?.url).toBe('http://cms.test:1337/uploads/pme_digital_4f1c2a.jpg');
  });

  it('turns absent image, tags and categories into empty values (v4 and v5)', () => {
    for (const raw of [blogs4.data[1], blogs5.data[1]]) {
      const post = reshapeNewsPost(raw, ORIGIN);
      expect(post).not.toBeNull();
      expect(post?.image).toBeNull();
      expect(post?.tags).toEqual([]);
      expect(post?.categories).toEqual([]);
    }
  });

  it('drops entries without a slug and non-objects, in a list', () => {
    const posts = reshapeAll(blogs4.data, withOrigin(reshapeNewsPost));
    expect(posts.map((p) => p.slug)).toEqual(['le-digital-au-service-des-pme-burkinabe', 'recrutement-conseils-cv']);
  });

  it('never throws on garbage', () => {
    for (const raw of GARBAGE) expect(reshapeNewsPost(raw, ORIGIN)).toBeNull();
  });

  it('fills wrongly typed fields with empty values', () => {
    const post = reshapeNewsPost(
      { id: 1, slug: 's', titre: 12, contenu: { x: 1 }, publishedAt: 'pas une date', image: 'x', tags: 'x', categories: { data: 'x' } },
      ORIGIN,
    );
    expect(post).toEqual({ id: 1, slug: 's', title: '', content: '', publishedAt: '', updatedAt: '', image: null, tags: [], categories: [] });
  });

  it('keeps only the summary fields in reshapeNewsPostSummary', () => {
    expect(reshapeNewsPostSummary(blogs5.data[1], ORIGIN)).toEqual({
      id: 12,
      slug: 'recrutement-conseils-cv',
      title: 'Recrutement : nos conseils pour un CV réussi',
      publishedAt: '2024-02-01T11:00:00.000Z',
      image: null,
    });
    expect(reshapeNewsPostSummary({ id: 1, titre: 'sans slug' }, ORIGIN)).toBeNull();
  });
});

describe('reshapeTag and reshapeCategory', () => {
  it('reads tags in both shapes and drops those without a name', () => {
    expect(reshapeAll(tags4.data, reshapeTag)).toEqual([
      { id: 2, name: 'Digital', slug: 'digital' },
      { id: 5, name: 'PME', slug: 'pme' },
    ]);
    expect(reshapeAll(tags5.data, reshapeTag)).toEqual([
      { id: 3, name: 'Digital', slug: 'digital' },
      { id: 8, name: 'Emploi', slug: '' },
    ]);
  });

  it('counts the posts of each category, 0 when the relation is empty or absent', () => {
    expect(reshapeAll(categories4.data, reshapeCategory)).toEqual([
      { id: 1, name: 'Conseils', slug: 'conseils', postCount: 2 },
      { id: 2, name: 'Événements', slug: 'evenements', postCount: 0 },
      { id: 3, name: 'Formation', slug: 'formation', postCount: 0 },
    ]);
    expect(reshapeAll(categories5.data, reshapeCategory)).toEqual([
      { id: 2, name: 'Conseils', slug: 'conseils', postCount: 3 },
      { id: 4, name: 'Événements', slug: 'evenements', postCount: 0 },
    ]);
  });

  it('accepts a Strapi 5 relation count', () => {
    expect(reshapeCategory({ id: 9, nom: 'X', slug: 'x', blogs: { count: 4 } })?.postCount).toBe(4);
  });

  it('never throws on garbage', () => {
    for (const raw of GARBAGE) {
      expect(reshapeTag(raw)).toBeNull();
      expect(reshapeCategory(raw)).toBeNull();
    }
  });
});

describe('reshapeTraining', () => {
  it('reshapes a complete v4 training, nested relations included', () => {
    expect(reshapeTraining(formations4.data[0], ORIGIN)).toEqual({
      id: 3,
      slug: 'gestion-de-projet-outils-numeriques',
      theme: 'Gestion de projet avec les outils numériques',
      images: [
        {
          url: 'http://cms.test:1337/uploads/projet_a1b2.png',
          alt: 'Tableau de planification',
          width: 1000,
          height: 667,
          thumbnailUrl: 'http://cms.test:1337/uploads/thumbnail_projet_a1b2.png',
          smallUrl: 'http://cms.test:1337/uploads/small_projet_a1b2.png',
        },
        {
          url: 'http://cms.test:1337/uploads/salle_c3d4.jpg',
          alt: '',
          width: null,
          height: null,
          thumbnailUrl: 'http://cms.test:1337/uploads/salle_c3d4.jpg',
          smallUrl: 'http://cms.test:1337/uploads/salle_c3d4.jpg',
        },
      ],
      description: 'Planifier, suivre et livrer ses projets avec des outils simples.',
      objectives: 'Maîtriser un outil de planification ; animer une équipe projet.',
      target: "<p>Chefs de projet, <strong>responsables d'équipe</strong></p>",
      skills: 'Planification, suivi budgétaire, reporting.',
      hours: 40,
      place: 'Ouagadougou',
      language: 'Français',
      price: 150000,
      startDate: '2024-06-10',
      publishedAt: '2024-04-02T08:00:00.000Z',
      updatedAt: '2024-04-02T08:00:00.000Z',
      withCertificate: true,
      withTest: false,
      videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      type: 'Inter-entreprise',
      mode: 'Présentiel',
      trainer: {
        firstNames: 'Awa Mariam',
        lastName: 'Ouédraogo',
        profession: 'Consultante en management de projet',
        description: "Quinze ans d'expérience auprès d'ONG et de PME.",
        contact: 'awa.ouedraogo@example.org / +226 70 00 00 00',
      },
      paymentMethods: [
        {
          id: 1,
          name: 'Orange Money',
          image: {
            url: 'http://cms.test:1337/uploads/orange_money_e5.png',
            alt: 'Orange Money',
            width: 300,
            height: 120,
            thumbnailUrl: 'http://cms.test:1337/uploads/thumbnail_orange_money_e5.png',
            smallUrl: 'http://cms.test:1337/uploads/orange_money_e5.png',
          },
        },
        { id: 2, name: 'Virement bancaire', image: null },
      ],
    });
  });

  it('uses empty values for missing relations ({data: null}, {data: []}) and accepts numeric strings', () => {
    expect(reshapeTraining(formations4.data[1], ORIGIN)).toMatchObject({
      slug: 'marketing-digital-debutants',
      images: [],
      objectives: '',
      skills: '',
      hours: 24,
      price: 75000,
      withCertificate: false,
      withTest: true,
      videoUrl: '',
      type: '',
      mode: '',
      trainer: null,
      paymentMethods: [],
    });
  });

  it('turns wrongly typed numbers and dates into null and ""', () => {
    expect(reshapeTraining(formations4.data[2], ORIGIN)).toMatchObject({
      slug: 'excel-avance',
      hours: null,
      price: null,
      startDate: '',
      images: [],
      description: '',
      target: '',
      trainer: null,
      paymentMethods: [],
    });
  });

  it('reshapes a v5 training: flat relations, absolute media, `modespayments` spelling', () => {
    const training = reshapeTraining(formations5.data[0], ORIGIN);
    expect(training).toMatchObject({
      id: 9,
      type: 'E-learning',
      mode: 'Classe virtuelle',
      videoUrl: '',
      trainer: { firstNames: 'Issa', lastName: 'Kaboré', profession: 'Chef de projet digital', description: 'Formateur certifié.', contact: 'issa.kabore@example.org' },
      paymentMethods: [{ id: 7, name: 'Moov Money', image: expect.objectContaining({ url: 'http://cms.test:1337/uploads/moov_f6.png' }) }],
    });
    expect(training?.images.map((i) => [i.url, i.thumbnailUrl])).toEqual([
      ['https://cdn.example.com/uploads/projet_a1b2.png', 'https://cdn.example.com/uploads/thumbnail_projet_a1b2.png'],
    ]);
  });

  it('reshapes a v5 training whose relations are null or empty', () => {
    expect(reshapeTraining(formations5.data[1], ORIGIN)).toMatchObject({
      images: [],
      hours: null,
      price: null,
      startDate: '',
      type: '',
      mode: '',
      trainer: null,
      paymentMethods: [],
      objectives: '',
    });
  });

  it('drops trainings without a slug', () => {
    expect(reshapeAll(formations5.data, withOrigin(reshapeTraining)).map((t) => t.id)).toEqual([9, 11]);
    for (const raw of GARBAGE) expect(reshapeTraining(raw, ORIGIN)).toBeNull();
  });
});

describe('reshapePaymentMethod', () => {
  it('reads both shapes, with or without an image', () => {
    for (const fixture of [payments4, payments5]) {
      const methods = reshapeAll(fixture.data, withOrigin(reshapePaymentMethod));
      expect(methods.map((m) => [m.name, m.image?.thumbnailUrl ?? null])).toEqual([
        ['Orange Money', 'http://cms.test:1337/uploads/thumbnail_orange_money_e5.png'],
        ['Virement bancaire', null],
      ]);
    }
  });
});

describe('reshapeJob', () => {
  it('reshapes a v4 job with all its relations', () => {
    expect(reshapeJob(jobs4.data[0])).toEqual({
      id: 21,
      slug: 'commercial-terrain-h-f',
      title: 'Commercial terrain (H/F)',
      description: expect.stringContaining('**points de vente**'),
      urgent: true,
      publicationDate: '2024-05-02',
      expirationDate: '2024-06-02',
      updatedAt: '2024-05-02T10:00:00.000Z',
      country: 'Burkina Faso',
      company: 'SODIBO SARL',
      domain: 'Vente',
      type: 'CDD',
      experienceLevel: '1 à 3 ans',
    });
  });

  it('reshapes a v5 job the same way', () => {
    expect(reshapeJob(jobs5.data[0])).toMatchObject({ id: 33, company: 'SODIBO SARL', domain: 'Vente', type: 'CDD', experienceLevel: '1 à 3 ans', urgent: true });
  });

  it('uses empty values for a job without company and other relations', () => {
    const expected = { company: '', type: '', experienceLevel: '', domain: 'Administration', urgent: false, expirationDate: '', publicationDate: '2024-04-20' };
    expect(reshapeJob(jobs4.data[1])).toMatchObject(expected);
    expect(reshapeJob(jobs5.data[1])).toMatchObject(expected);
  });

  it('drops jobs without a slug, and never throws on garbage', () => {
    expect(reshapeJob({ id: 1, titre: 'Sans slug', pays: 'Niger' })).toBeNull();
    expect(reshapeJob({ id: 1, attributes: { titre: 'Slug vide', slug: '  ' } })).toBeNull();
    for (const raw of GARBAGE) expect(reshapeJob(raw)).toBeNull();
  });
});

describe('reshapeBook and reshapeFaq', () => {
  it('reads books in both shapes; slug optional; price from a numeric string', () => {
    expect(reshapeAll(biblios4.data, withOrigin(reshapeBook))).toEqual([
      {
        id: 1,
        slug: 'reussir-son-entretien-d-embauche',
        title: "Réussir son entretien d'embauche",
        author: 'Salif Traoré',
        price: 5000,
        description: 'Méthodes et exemples pour convaincre un recruteur.',
        image: expect.objectContaining({
          url: 'http://cms.test:1337/uploads/entretien_77.jpg',
          smallUrl: 'http://cms.test:1337/uploads/small_entretien_77.jpg',
        }),
      },
      { id: 2, slug: '', title: "Le marketing digital en Afrique de l'Ouest", author: '', price: 7500, description: 'Panorama des pratiques.', image: null },
    ]);
    expect(reshapeAll(biblios5.data, withOrigin(reshapeBook))).toMatchObject([
      { id: 5, price: 5000, image: { alt: 'Couverture du livre' } },
      { id: 6, slug: '', author: 'Aminata Diallo', price: null, description: '', image: null },
    ]);
  });

  it('reads FAQs in both shapes; a missing answer is ""; no question → dropped', () => {
    expect(reshapeAll(faqs4.data, reshapeFaq)).toEqual([
      { id: 1, question: "Comment s'inscrire à une formation ?", answer: '<p>Choisissez une formation puis cliquez sur <strong>En Savoir Plus</strong>.</p>' },
      { id: 2, question: 'Quels moyens de paiement acceptez-vous ?', answer: '' },
    ]);
    expect(reshapeAll(faqs5.data, reshapeFaq)).toEqual([
      { id: 4, question: "Comment s'inscrire à une formation ?", answer: expect.stringContaining('<strong>') },
    ]);
  });

  it('never throws on garbage', () => {
    for (const raw of GARBAGE) {
      expect(reshapeBook(raw, ORIGIN)).toBeNull();
      expect(reshapeFaq(raw)).toBeNull();
    }
  });
});
