import type { Faq, Job, NewsPost, Training } from '@/lib/cms';
import { site } from '@/lib/site';
import {
  blogPostingJsonLd,
  breadcrumbJsonLd,
  CFA_CURRENCY_CODE,
  countryCode,
  courseJsonLd,
  employmentType,
  faqPageJsonLd,
  jobPostingJsonLd,
  organizationJsonLd,
  serializeJsonLd,
  webSiteJsonLd,
} from './jsonLd';

const media = { url: 'http://cms.test/uploads/a.jpg', alt: '', width: 800, height: 450, thumbnailUrl: '', smallUrl: '' };

const post: NewsPost = {
  id: 3,
  slug: 'recruter-autrement',
  title: 'Recruter autrement',
  content: '## Introduction\n\nTrouver les **bons profils**.',
  publishedAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-05T10:00:00.000Z',
  image: media,
  tags: [{ id: 1, name: 'Emploi', slug: 'emploi' }],
  categories: [{ id: 2, name: 'Conseils', slug: 'conseils' }],
};

const job: Job = {
  id: 12,
  slug: 'data-analyst',
  title: 'Data analyst',
  description: '## Missions\n\n- Analyser les ventes\n\n<script>alert(1)</script>[lien](javascript:alert(1))',
  urgent: false,
  publicationDate: '2026-11-10',
  expirationDate: '2026-12-31',
  updatedAt: '',
  country: 'Burkina Faso',
  company: 'Sahel Data',
  domain: 'Informatique',
  type: 'CDI',
  experienceLevel: 'Confirmé',
};

const training: Training = {
  id: 4,
  slug: 'excel-avance',
  theme: 'Excel avancé',
  images: [media],
  description: 'Tableaux croisés et tableaux de bord.',
  objectives: '',
  target: '',
  skills: 'Tableaux de bord',
  hours: 16,
  place: 'Ouagadougou',
  language: 'Français',
  price: 150000,
  startDate: '2027-01-14',
  publishedAt: '2026-10-01T08:00:00.000Z',
  updatedAt: '',
  withCertificate: true,
  withTest: false,
  videoUrl: '',
  type: 'Inter-entreprise',
  mode: 'Présentiel',
  trainer: { firstNames: 'Awa', lastName: 'OUÉDRAOGO', profession: 'Analyste', description: '', contact: '' },
  paymentMethods: [],
};

/** A JSON-LD object as plain data (schema-dts types also allow strings, which have no properties). */
const plain = (value: object) => value as Record<string, unknown>;

describe('structured data of the home page', () => {
  it('describes the firm as a local business: address, hours, contact point, logo', () => {
    const data = plain(organizationJsonLd());
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: 'ADIVE',
      url: site.url,
      logo: `${site.url}/apple-icon`,
      email: 'contact@adive.net',
      telephone: '+226 69 09 09 37',
      address: { '@type': 'PostalAddress', addressLocality: 'Ouagadougou', addressCountry: 'BF' },
    });
    expect(data.openingHoursSpecification).toEqual([
      expect.objectContaining({ opens: '08:00', closes: '18:00', dayOfWeek: expect.arrayContaining(['https://schema.org/Monday', 'https://schema.org/Friday']) }),
      expect.objectContaining({ opens: '08:00', closes: '13:00', dayOfWeek: ['https://schema.org/Saturday'] }),
    ]);
    expect(data.contactPoint).toEqual([expect.objectContaining({ telephone: '+226 69 09 09 37', email: 'contact@adive.net', contactType: 'customer service' })]);
    // No profile is configured: no empty sameAs.
    expect('sameAs' in data).toBe(false);
    expect(webSiteJsonLd()).toMatchObject({ '@type': 'WebSite', url: site.url, inLanguage: 'fr', publisher: { name: 'ADIVE' } });
    expect(webSiteJsonLd('ar')).toMatchObject({ url: `${site.url}/ar`, inLanguage: 'ar' });
  });
});

describe('breadcrumbJsonLd', () => {
  it('numbers the steps, with absolute addresses, the current page last and without one', () => {
    expect(breadcrumbJsonLd([{ label: 'Accueil', href: '/' }, { label: 'Emplois', href: '/nos-offres-emplois' }, { label: 'Data analyst' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Accueil', item: `${site.url}/` },
        { '@type': 'ListItem', position: 2, name: 'Emplois', item: `${site.url}/nos-offres-emplois` },
        { '@type': 'ListItem', position: 3, name: 'Data analyst' },
      ],
    });
  });
});

describe('blogPostingJsonLd', () => {
  it('has headline, images, dates, author and publisher from the post', () => {
    expect(blogPostingJsonLd(post)).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Recruter autrement',
      image: ['http://cms.test/uploads/a.jpg', `${site.url}/actualite/recruter-autrement/opengraph-image`],
      datePublished: '2026-11-01T08:00:00.000Z',
      dateModified: '2026-11-05T10:00:00.000Z',
      author: { '@type': 'Organization', name: 'ADIVE' },
      publisher: { '@type': 'Organization', name: 'ADIVE', logo: `${site.url}/apple-icon` },
      mainEntityOfPage: { '@id': `${site.url}/actualite/recruter-autrement` },
      keywords: 'Emploi',
      articleSection: 'Conseils',
    });
  });

  it('handles a post without image, tags, category or edit date', () => {
    const data = blogPostingJsonLd({ ...post, image: null, tags: [], categories: [], updatedAt: '' });
    expect(data).toMatchObject({ dateModified: post.publishedAt, image: [`${site.url}/actualite/recruter-autrement/opengraph-image`] });
    expect('keywords' in data || 'articleSection' in data).toBe(false);
  });

  it('gives the address of the edition it is read in, and the language its text is in', () => {
    expect(blogPostingJsonLd(post, { edition: 'en' })).toMatchObject({
      url: `${site.url}/en/articles/recruter-autrement`,
      inLanguage: 'en',
      image: ['http://cms.test/uploads/a.jpg', `${site.url}/en/articles/recruter-autrement/opengraph-image`],
    });
    // Not yet translated: the English page shows the French text.
    expect(blogPostingJsonLd(post, { edition: 'en', language: 'fr' })).toMatchObject({ inLanguage: 'fr' });
  });
});

describe('jobPostingJsonLd', () => {
  it("has Google's required properties and the recommended ones the data allows", () => {
    const data = jobPostingJsonLd(job, '2026-11-23');
    expect(data).toMatchObject({
      '@type': 'JobPosting',
      title: 'Data analyst',
      datePosted: '2026-11-10',
      validThrough: '2026-12-31T23:59:59+00:00',
      employmentType: 'FULL_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Sahel Data' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'BF' } },
      identifier: { '@type': 'PropertyValue', name: 'ADIVE', value: '12' },
      directApply: false,
      url: `${site.url}/jobs/data-analyst`,
    });
    // The description is HTML, sanitised like the page: no script, no dangerous link.
    expect(data?.description).toContain('<h2>Missions</h2>');
    expect(data?.description).toContain('<li>Analyser les ventes</li>');
    expect(data?.description).not.toMatch(/script|javascript:/i);
  });

  it('names the firm as the employer when the company is missing, and leaves out what does not map', () => {
    const data = jobPostingJsonLd({ ...job, company: '', type: 'Mission spéciale', country: '' }, '2026-11-23');
    expect(data?.hiringOrganization).toMatchObject({ name: 'ADIVE', url: site.url, logo: `${site.url}/apple-icon` });
    expect(data && 'employmentType' in data).toBe(false);
    expect(data?.jobLocation).toMatchObject({ address: { addressCountry: 'BF' } });
  });

  it('gives no JobPosting for an expired job (the page stays)', () => {
    expect(jobPostingJsonLd(job, '2027-01-01')).toBeNull();
    expect(jobPostingJsonLd(job, '2026-12-31')).not.toBeNull();
    expect(jobPostingJsonLd({ ...job, expirationDate: '' }, '2030-01-01')).not.toBeNull();
  });

  it('maps job types and countries', () => {
    expect(['CDI', 'cdd', 'Stage', 'Freelance', 'Autre'].map(employmentType)).toEqual(['FULL_TIME', 'TEMPORARY', 'INTERN', 'CONTRACTOR', undefined]);
    expect(["Côte d'Ivoire", 'Mali', 'Atlantide'].map(countryCode)).toEqual(['CI', 'ML', 'Atlantide']);
  });
});

describe('courseJsonLd', () => {
  it('has name, description, provider, an offer in XOF and an instance with start, place and mode', () => {
    expect(courseJsonLd(training)).toMatchObject({
      '@type': 'Course',
      name: 'Excel avancé',
      description: 'Tableaux croisés et tableaux de bord.',
      provider: { '@type': 'Organization', name: 'ADIVE' },
      offers: [{ '@type': 'Offer', category: 'Paid', price: 150000, priceCurrency: CFA_CURRENCY_CODE }],
      hasCourseInstance: [
        {
          '@type': 'CourseInstance',
          courseMode: 'Onsite',
          startDate: '2027-01-14',
          endDate: '2027-01-16',
          location: { '@type': 'Place', name: 'Ouagadougou' },
          instructor: { '@type': 'Person', name: 'Awa OUÉDRAOGO' },
          courseWorkload: 'PT16H',
        },
      ],
    });
    expect(CFA_CURRENCY_CODE).toBe('XOF');
  });

  it('handles a training without price, trainer, place or image, and online ones', () => {
    const data = courseJsonLd({ ...training, price: null, trainer: null, place: '', images: [], mode: 'En ligne' });
    expect('offers' in data || 'image' in data).toBe(false);
    expect(data.hasCourseInstance).toEqual([expect.not.objectContaining({ location: expect.anything(), instructor: expect.anything() })]);
    expect(data.hasCourseInstance).toEqual([expect.objectContaining({ courseMode: 'Online' })]);
  });
});

describe('faqPageJsonLd', () => {
  it('has every question with its sanitised HTML answer, and skips empty ones', () => {
    const faqs: Faq[] = [
      { id: 1, question: 'Quels services ?', answer: '<p>Conseil <strong>et</strong> formation<img src=x onerror=alert(1)></p>' },
      { id: 2, question: '', answer: '<p>Sans question</p>' },
    ];
    const data = faqPageJsonLd(faqs);
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'Quels services ?', acceptedAnswer: { '@type': 'Answer', text: expect.stringContaining('<strong>et</strong>') } },
    ]);
    expect(JSON.stringify(data)).not.toMatch(/onerror/);
    expect(data.inLanguage).toBe('fr');
    expect(faqPageJsonLd(faqs, 'ar').inLanguage).toBe('ar');
  });
});

describe('serializeJsonLd', () => {
  it('cannot close its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
