import type { Texts } from '../types';

export const share: Texts['share'] = {
  site: {
    alt: 'ADIVE — Digital and Sales Agency',
    kind: 'Consulting · Training · Recruitment · Digital',
    title: 'Consulting, studies, training, recruitment and digital services in Burkina Faso',
  },
  training: {
    alt: 'ADIVE training course',
    kind: 'Training course',
    kindOf: (type) => `Training course · ${type}`,
    start: (date) => `Starts: ${date}`,
    fallbackTitle: 'Our professional training courses',
  },
  job: {
    alt: 'ADIVE job vacancy',
    kind: 'Job vacancy',
    kindOf: (type) => `Job vacancy · ${type}`,
    urgent: 'Job vacancy · Urgent',
    fallbackTitle: 'Our job vacancies',
  },
};
