import type { Texts } from '../types';
import { site } from '@/lib/site';

export const home: Texts['home'] = {
  metadata: {
    title: `${site.name} — Digital and Sales Agency | Consulting, training and recruitment in Burkina Faso`,
    description:
      'ADIVE, the Digital and Sales Agency: consulting, market research, professional training, recruitment and digital services in Ouagadougou and across West Africa.',
  },
  hero: {
    eyebrow: 'Digital and Sales Agency',
    heading: 'Consulting, training, recruitment and digital services to help your business grow',
    text: 'ADIVE supports businesses and institutions in Burkina Faso and across West Africa: market research, professional training, job matching, sales teams and digital services.',
    quote: 'Request a quote',
    contact: 'Contact us',
    clients: (count: number) => `More than ${count} clients supported`,
    satisfied: (percent: number) => `${percent}% of clients satisfied`,
  },
  illustration: {
    sales: 'Your sales',
    growing: 'On the rise',
    trainings: { title: 'Training', text: 'tailored to you' },
    recruitment: { title: 'Recruitment', text: 'qualified candidates' },
    digital: { title: 'Digital', text: 'strategy and tools' },
  },
  values: {
    eyebrow: 'Our values',
    title: 'What guides every one of our assignments',
    lead: 'Four commitments our clients find at every stage of our work together.',
  },
  about: {
    eyebrow: 'Who we are',
    heading: 'One partner to sell, train and recruit',
    paragraphs: [
      'Based in Ouagadougou, ADIVE brings together consultants, trainers, recruiters and digital specialists. Together, they give businesses the skills they lack to reach their goals.',
      'Market research, tailored training, recruitment, field teams or digital strategy: we work with you to build an answer suited to your market and your budget.',
    ],
    more: 'Learn more about ADIVE',
    figures: 'ADIVE in figures',
  },
  video: {
    eyebrow: 'On video',
    title: 'Introducing ADIVE, the Digital and Sales Agency',
    heading: 'Discover ADIVE on video',
    text: 'Our team presents its areas of expertise, the way it works and a few projects carried out with businesses in West Africa.',
    poster: 'Introduction',
    legalName: 'Digital and Sales Agency',
    play: (title: string) => `Play the video: ${title}`,
  },
  services: {
    eyebrow: 'Our services',
    title: 'Everything you need to sell, train and recruit',
    lead: 'Complementary services, to order on their own or combined in end-to-end support.',
    all: 'See all our services',
  },
  news: {
    eyebrow: 'News',
    title: 'Our latest news',
    lead: 'Advice, training courses and opportunities: news from ADIVE and its fields of work.',
    all: 'All our news',
    empty: 'No news yet.',
  },
  testimonials: {
    eyebrow: 'Testimonials',
    title: 'They placed their trust in us',
    lead: 'Businesses and candidates describe what our support has brought them.',
    items: [
      {
        quote:
          'The market study ADIVE carried out helped us choose the right neighbourhood for our second shop and adjust our prices. The team was available from start to finish, and the recommendations could be put into practice straight away.',
        role: 'Manager of cosmetics shops, Ouagadougou',
      },
      {
        quote:
          'I rewrote my CV and prepared for my interviews with ADIVE. The advice was precise and practical: a few weeks later, I was hired as a sales assistant at a distribution company.',
        role: 'Sales assistant, Bobo-Dioulasso',
      },
    ],
  },
  cta: {
    heading: 'A project or a question? Let’s talk.',
    text: 'Tell us what you need: an adviser will get back to you with a suitable solution.',
  },
};
