import type { Texts } from '../types';

export const about: Texts['about'] = {
  metadata: {
    title: 'About us',
    description:
      'Discover ADIVE, the Digital and Sales Agency: our mission, our vision, our values and our history, serving businesses in Burkina Faso and across West Africa.',
  },
  page: {
    title: 'About us',
    trail: 'About us',
    intro: 'A Burkinabè agency bringing together consulting, studies, training, recruitment and digital services to support your growth.',
    whoWeAre: {
      eyebrow: 'Who we are',
      title: 'An agency dedicated to your growth',
      lead: 'ADIVE supports businesses, institutions and project leaders in Burkina Faso and across West Africa: consulting, market research, professional training, recruitment and digital services.',
    },
    why: { eyebrow: 'Why choose us?', title: 'Reasons to work with ADIVE' },
    figures: { eyebrow: 'ADIVE in figures', title: 'Results that speak for themselves' },
    expertise: {
      eyebrow: 'Our expertise',
      title: 'Recognised skills in each of our fields',
      lead: 'Our teams’ level of mastery, assessed from our clients’ feedback at the end of each assignment.',
    },
    cta: {
      heading: 'Let’s work together',
      text: 'Tell us about your project: an adviser will answer you during our opening hours.',
      contact: 'Contact us',
      quote: 'Request a quote',
    },
  },
  pillars: {
    consulting: 'Consulting and studies',
    training: 'Training',
    jobs: 'Recruitment and employment',
    digital: 'Digital services',
  },
  tabs: {
    label: 'Who we are',
    mission: 'Mission',
    vision: 'Vision',
    values: 'Values',
    history: 'History',
    valuesHeading: 'Our values',
  },
  values: {
    excellence: {
      title: 'Excellence',
      text: 'Carefully prepared deliverables, deadlines met and measured results: we aim for the best in every assignment.',
    },
    integrity: {
      title: 'Integrity',
      text: 'Transparency about our prices, our methods and our results, and confidentiality for your information.',
    },
    proximity: {
      title: 'Closeness',
      text: 'A team based in Ouagadougou, available and attentive, that knows the realities of your market.',
    },
    innovation: {
      title: 'Innovation',
      text: 'Digital tools that drive your growth, suited to your budget and your customers.',
    },
  },
  mission: {
    heading: 'Our mission',
    text: 'To help businesses, institutions and project leaders in West Africa sell better, recruit better and succeed in their move to digital, by providing them with reliable skills, data and teams.',
    points: [
      'Inform decisions with studies and advice grounded in the field',
      'Train teams in the skills the market needs',
      'Bring talent and recruiting companies together',
      'Make digital accessible to SMEs',
    ],
  },
  vision: {
    heading: 'Our vision',
    text: 'To become the partner of reference for business growth in Burkina Faso and the wider region: the one you call to understand a market, strengthen a team or launch a digital project.',
    points: [
      'A more competitive and better connected local economy',
      'Young graduates better prepared for the world of work',
      'SMEs making full use of digital technology',
    ],
  },
  history: {
    heading: 'Our history',
    origin:
      'ADIVE, the Digital and Sales Agency, was born in Ouagadougou when marketing consultants, trainers and recruitment specialists came together over a shared observation: local businesses need a single partner to sell, train and recruit.',
    growth: (years: number, clients: number, partners: number) =>
      `In ${years} ${Number(years) === 1 ? 'year' : 'years'}, the agency has supported more than ${clients} clients and built a network of ${partners} partners: companies, training centres, institutions and media. It has extended its offer to digital services, field prospecting and delivery.`,
    today:
      'Today, ADIVE pursues the same ambition: to bring high-level skills within reach of businesses of every size, in Burkina Faso and across West Africa.',
  },
  whyChooseUs: {
    field: {
      title: 'In-depth knowledge of the field',
      text: 'We work every day with Burkinabè consumers, traders and recruiters.',
    },
    experts: {
      title: 'Hands-on experts',
      text: 'Consultants, trainers, recruiters and digital specialists brought together in a single team.',
    },
    tailored: {
      title: 'Tailored solutions',
      text: 'Every assignment starts from your goals and your budget, never from a standard offer.',
    },
    single: {
      title: 'A single point of contact',
      text: 'A project manager follows you from the first meeting to the final review of the assignment.',
    },
    results: {
      title: 'Measured results',
      text: 'Indicators set at the outset, regular reports and a quantified review at the end of the assignment.',
    },
    fast: {
      title: 'A quick response',
      text: 'A clear proposal as soon as possible after your quote request.',
    },
  },
  skills: {
    studies: 'Studies',
    consulting: 'Consulting',
    training: 'Training',
    digital: 'Digital',
    matching: 'Job matching',
  },
  counters: {
    years: 'Years of experience',
    partners: 'Partners',
    clients: 'Clients supported',
    satisfied: 'Satisfied clients',
    testimonials: 'Testimonials',
  },
};
