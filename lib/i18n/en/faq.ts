import type { Texts } from '../types';

export const faq: Texts['faq'] = {
  title: 'Frequently asked questions',
  description: 'Answers to frequently asked questions about ADIVE’s services, training courses, recruitment and payments.',
  trail: 'FAQ',
  questions: 'Frequently asked questions',
  empty: 'No questions yet.',
  askTitle: 'Can’t find your answer?',
  askText: 'Our team answers you from Monday to Saturday.',
  contactUs: 'Contact us',
  shareAlt: 'ADIVE’s frequently asked questions',
  shareKind: 'FAQ',
  shareTitle: 'Your questions about our services, training courses, recruitment and payments',
};
