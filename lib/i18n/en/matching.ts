import type { Texts } from '../types';

export const matching: Texts['matching'] = {
  steps: {
    eyebrow: 'How it works',
    title: (count) => `${count} steps to being hired`,
    lead: 'We support you from your first CV to the signing of the contract.',
    list: {
      cv: {
        title: 'Writing your professional CV',
        text: 'We write with you a clear CV that shows you at your best, suited to what recruiters in the region expect.',
      },
      profile: {
        title: 'Creating your profile',
        text: 'Your skills, qualifications and wishes are recorded in our pool of candidates.',
      },
      search: {
        title: 'Job search',
        text: 'We match your profile with the vacancies of our partner companies and the positions we follow for you.',
      },
      application: {
        title: 'Application',
        text: 'Your application is sent to recruiters with a cover letter written for each position.',
      },
      screening: {
        title: 'Screening of applications',
        text: 'Recruiters receive shortlisted candidates; we keep you informed of progress.',
      },
      interviews: {
        title: 'Interviews',
        text: 'We prepare you for interviews and tests, then arrange the meetings with employers.',
      },
      hiring: {
        title: 'Final selection and hiring',
        text: 'We support both parties until the contract is signed and the new recruit starts work.',
      },
    },
  },
  pricing: {
    eyebrow: 'Our prices',
    title: 'Plans for every job search',
    lead: 'Choose a single service or a complete plan, by the month, the half-year or the year.',
    onlineOnly: 'All these services are provided online only.',
    mostChosen: 'Most popular',
    choosePlan: 'Choose this plan',
    oneOffTitle: 'Individual services',
    oneOffLead: 'Need just one service? Order it on its own.',
    order: 'Order',
    planNamed: (name) => `: ${name}`,
    serviceNamed: (name) => `: ${name}`,
    orderMessage: (name, amount) => `I would like to subscribe to: ${name} (${amount}).`,
  },
  periods: { month: '/ month', semester: '/ 6 months', year: '/ year' },
  plans: {
    monthly: { name: 'Monthly plan', pitch: 'For a quick, targeted search.' },
    semester: { name: 'Six-month plan', pitch: 'The best balance for landing the right job.' },
    annual: { name: 'Annual plan', pitch: 'Ongoing support all year round.' },
  },
  features: ['Job vacancy alerts', 'Professional CV', 'Cover letter', 'Job interview training', 'Preparation for recruitment tests'],
  oneOff: {
    alerts: 'Job vacancy alerts pack',
    cv: 'Professional CV',
    letter: 'Cover letter',
    interview: 'Job interview training',
    tests: 'Practical preparation for recruitment tests',
  },
  cv: {
    eyebrow: 'Candidates',
    title: 'Your application file, ready to convince',
    lead: 'CV, cover letter and supporting documents: start with what you need.',
    actions: {
      proCv: {
        label: 'Create a professional CV',
        text: 'A recruitment specialist writes with you a clear CV that makes an impact.',
        message: 'I would like to have a professional CV written.',
      },
      deposit: {
        label: 'Submit a CV',
        text: 'Submit your CV online, even when no vacancy is open, to join our pool of candidates.',
      },
      letter: {
        label: 'Create a cover letter',
        text: 'A letter written for each vacancy, that makes employers want to meet you.',
        message: 'I would like to have a cover letter written.',
      },
      file: {
        label: 'Application file service',
        text: 'Diplomas, certificates, official documents: we help you put together a complete file.',
        message: 'I would like help putting together my application file.',
      },
    },
  },
};
