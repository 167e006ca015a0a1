import type { Texts } from '../types';

export const services: Texts['services'] = {
  requestQuote: 'Request a quote',
  contactUs: 'Contact us',
  learnMore: 'Learn more',
  highlightsTitle: 'What makes the difference',
  offeringsEyebrow: 'What we offer',
  pages: {
    'formations-profesionnelles': {
      title: 'Professional training',
      crumb: 'Professional training',
      description:
        'Open, in-house and e-learning professional training courses, tailored to you and led by practitioners, in Ouagadougou and online.',
      cardText: 'Tailored programmes in the classroom, at your premises or in a virtual classroom, led by practising trainers.',
      intro: 'Tailored training courses, adapted to your needs, that you can follow from home.',
      heading: 'Building the skills that make the difference',
      paragraphs: [
        'ADIVE designs and delivers professional training for employees, job seekers, entrepreneurs and public-sector staff. Every programme starts with an analysis of your needs and ends with an assessment of what has been learnt.',
        'Our trainers are practitioners: consultants, company managers and digital specialists working in Burkina Faso and across the region. They work on real cases drawn from your sector, so that every participant leaves with tools they will use the very next day.',
      ],
      highlights: [
        'Programmes built to measure',
        'Practising trainers and real cases',
        'Certificate of attendance or completion',
        'In the classroom in Ouagadougou or online',
      ],
      offeringsHeading: 'Three ways to learn',
      offerings: {
        interCompany: {
          title: 'Open training courses',
          text: 'Scheduled sessions open to all, to learn alongside professionals from other organisations and share experience. The dates are in our catalogue.',
        },
        inHouse: {
          title: 'In-house training',
          text: 'A course for your teams only, at your premises or ours, built around your tools, your products and your objectives.',
        },
        eLearning: {
          title: 'E-learning and virtual classroom',
          text: 'Follow the course from home, live with the trainer or at your own pace, with materials to download and marked exercises.',
        },
        sales: {
          title: 'Sales and negotiation techniques',
          text: 'Prospecting, sales pitch, handling objections and closing: the fundamentals of selling more, and better.',
        },
        marketing: {
          title: 'Digital marketing and social media',
          text: 'Facebook, WhatsApp Business, TikTok and Google: making your business known and finding customers online.',
        },
        management: {
          title: 'Management and professional effectiveness',
          text: 'Team leadership, project management, customer service and office software, to work more effectively every day.',
        },
      },
      cta: {
        heading: 'Do your teams need training?',
        text: 'Tell us who needs training, on what subject and by when: we will propose a programme and a detailed quote.',
        trainings: 'See the scheduled training courses',
      },
    },
    conseils: {
      title: 'Consulting and studies',
      crumb: 'Consulting and studies',
      description:
        'Market research, feasibility studies, satisfaction surveys and sales strategy consulting for businesses and institutions in West Africa.',
      cardText: 'Market research, feasibility studies and strategy consulting, to decide on the basis of reliable data.',
      intro: 'Reliable studies and practical advice, so that you can decide with confidence.',
      heading: 'Deciding on the basis of reliable data',
      paragraphs: [
        'Launching a product, opening a shop in a new town, reorganising a sales team: every important decision deserves to be informed by facts. ADIVE carries out market research and supports managers in their strategic and organisational choices.',
        'Our survey teams work in Ouagadougou, Bobo-Dioulasso and the other regions of Burkina Faso; our analysts turn the data collected into clear, costed recommendations that your teams can put to use straight away.',
      ],
      highlights: [
        'Field and online surveys',
        'Quantified analyses and practical recommendations',
        'Findings presented to your management team',
        'Your data kept confidential',
      ],
      offeringsHeading: 'Our areas of expertise',
      offerings: {
        marketStudies: {
          title: 'Market research',
          text: 'Market size, competition, prevailing prices and customer expectations: everything you need to know before investing.',
        },
        feasibility: {
          title: 'Feasibility studies',
          text: 'The commercial, technical and financial viability of your project, with several scenarios and their risks.',
        },
        satisfaction: {
          title: 'Satisfaction surveys',
          text: 'Measuring the satisfaction and loyalty of your customers, users or beneficiaries, with an improvement plan.',
        },
        salesStrategy: {
          title: 'Sales strategy',
          text: 'Positioning, offer, distribution channels and a sales action plan to reach your sales targets.',
        },
        organisation: {
          title: 'Organisation and performance',
          text: 'Review of your organisation and processes, dashboards and change management support.',
        },
        data: {
          title: 'Data collection and analysis',
          text: 'Questionnaires, tablet-based data collection, statistical processing and reports ready to present.',
        },
      },
      cta: {
        heading: "Let's talk about your project",
        text: 'Tell us the question you need to answer: we will propose a method, a timetable and a budget.',
        quoteMessage: 'I would like support with a study or a consulting assignment: ',
      },
    },
    'mise-en-relation': {
      title: 'Job matching',
      crumb: 'Job matching',
      description: (cheapestPlan) =>
        `Job matching between job seekers and recruiters in Burkina Faso: professional CV, cover letter, interview preparation, plans from ${cheapestPlan}.`,
      cardText: 'From a professional CV to being hired: we bring together candidates and the companies that are recruiting.',
      intro: 'From a professional CV to being hired, we support candidates and recruiters at every step.',
      heading: 'Finding the right job, hiring the right person',
      paragraphs: [
        'Looking for a job takes method: a CV that catches the eye, a letter tailored to each position, and good preparation for interviews and tests. ADIVE supports candidates at each of these steps and puts them in touch with the companies that are recruiting.',
        'For employers, we advertise your vacancies, shortlist the applications and organise the interviews, so that you only meet candidates who genuinely match your needs.',
      ],
      highlights: [
        'CVs and letters written by recruitment specialists',
        'Alerts for the vacancies that suit you',
        'Preparation for interviews and tests',
        'Shortlisted candidates for recruiters',
      ],
      offeringsHeading: 'How it works',
      offerings: {},
      cta: {
        heading: 'Are you recruiting?',
        text: 'Send us your vacancy: we advertise it, shortlist the candidates and organise the interviews.',
        recruit: 'Entrust us with a recruitment',
        recruitMessage: 'We are recruiting: ',
        jobs: 'See the job vacancies',
      },
    },
    prospection: {
      title: 'Business prospecting',
      crumb: 'Business prospecting',
      description:
        'Prospecting teams, field sales staff, promotional hosts and hostesses, and data collection agents provided for your business in Burkina Faso.',
      cardText: 'Prospectors, field sales staff, hosts and hostesses, and data collectors: trained and supervised teams.',
      intro: 'Trained and supervised field teams to go out and win your customers.',
      heading: 'Field teams to speed up your sales',
      paragraphs: [
        'Launching a product, opening up a new area or preparing a campaign? ADIVE provides teams ready to go: prospectors, field sales staff, promotional hosts and hostesses, and data collection agents.',
        'We recruit our teams, train them in your offer and supervise them day to day. You receive regular activity reports: contacts made, sales closed, and feedback from customers and resellers.',
      ],
      highlights: [
        'Teams recruited and trained in your offer',
        'Supervisors present in the field',
        'Regular activity reports',
        'Rapid deployment, for as long as you choose',
      ],
      offeringsHeading: 'Four skills at your service',
      offerings: {
        prospecting: {
          title: 'Prospecting',
          text: 'Identifying and qualifying prospects, booking appointments and door-to-door visits to businesses and households.',
        },
        salesForce: {
          title: 'Field sales force',
          text: 'Sales staff dedicated to direct selling, getting your products listed in shops and following up your resellers.',
        },
        hostesses: {
          title: 'Hosts, hostesses and promotional events',
          text: 'Stand staffing, tastings, product launches, trade fairs and corporate events.',
        },
        dataCollection: {
          title: 'Data collection',
          text: 'Enumerators for your studies, censuses of outlets and price surveys, on paper or on tablets.',
        },
      },
      cta: {
        heading: 'Need a team for your next campaign?',
        text: 'Tell us the area, the duration and your objectives: we will put together the right team and send you a quote.',
      },
    },
    'strategie-marketing-digital': {
      title: 'Digital marketing strategy',
      crumb: 'Digital marketing',
      description:
        'Digital marketing strategy for businesses in Burkina Faso: audit, social media, online advertising, search engine optimisation, web content writing and measuring results.',
      cardText: 'Social media, online advertising, search engine optimisation and content to attract and convert your customers.',
      intro: 'Be visible where your customers are, and win them over.',
      heading: 'Attract, convince and retain customers online',
      paragraphs: [
        'In Burkina Faso, as across West Africa, your customers spend time on their phones every day: Facebook, WhatsApp, TikTok, Google. ADIVE builds the strategy that makes you visible at the right moment, to the right people.',
        'We start from your business objectives, choose the channels and the messages, launch the campaigns and measure what every franc invested brings in.',
      ],
      highlights: [
        'An audit of your online presence',
        'A clear action plan and budget',
        'Sponsored campaigns managed day to day',
        'A results report every month',
      ],
      offeringsHeading: 'How we support you',
      offerings: {
        audit: {
          title: 'Audit and strategy',
          text: 'Analysis of your online image and your competitors, choice of targets, channels and measurable objectives.',
        },
        socialMedia: {
          title: 'Social media',
          text: 'Editorial line, publishing calendar, content creation and community management.',
        },
        onlineAds: {
          title: 'Online advertising',
          text: 'Facebook, Instagram, TikTok and Google campaigns targeted by town, age group and interests.',
        },
        seo: {
          title: 'Search engine optimisation',
          text: 'Optimising your website for Google and your business profile, so that customers in your neighbourhood find you.',
        },
        webWriting: {
          title: 'Web content writing',
          text: 'Web pages, articles and product sheets written for your customers and for search engines.',
        },
        results: {
          title: 'Measuring results',
          text: 'Dashboards, tracking of the enquiries and sales generated, and recommendations to improve every campaign.',
        },
      },
      cta: {
        heading: 'Ready to grow your online presence?',
        text: 'Tell us about your business and your objectives: we will propose a strategy and a budget to match.',
      },
    },
    'conception-graphique': {
      title: 'Graphic design',
      crumb: 'Graphic design',
      description:
        'Logos, brand guidelines, posters, flyers, brochures and social media visuals: the ADIVE graphic design studio in Ouagadougou.',
      cardText: 'Logos, brand guidelines, printed materials and social media visuals.',
      intro: 'A professional image that earns your customers’ trust.',
      heading: 'An image that reflects who you are',
      paragraphs: [
        'Your logo, your posters and your posts are often the first contact between you and your customers. Our design studio creates visuals that are consistent, modern and suited to your audience.',
        'From the first sketch to the file ready to print or publish, we work with you step by step and include your comments in every version.',
      ],
      highlights: ['Tailored proposals', 'Revisions included', 'Source files handed over at the end of the project', 'Formats ready for print and the web'],
      offeringsHeading: 'What we create',
      offerings: {
        identity: { title: 'Visual identity', text: 'Logo, colour palette, typefaces and complete brand guidelines.' },
        print: { title: 'Printed materials', text: 'Flyers, posters, leaflets, business cards, roll-up banners and catalogues.' },
        social: {
          title: 'Social media visuals',
          text: 'Posts, banners, carousels and cover designs for your Facebook, Instagram and LinkedIn pages.',
        },
        presentations: {
          title: 'Presentations and documents',
          text: 'Sales brochures, annual reports and presentations for your client meetings.',
        },
      },
      cta: {
        heading: 'Have a design project in mind?',
        text: 'Send us your idea, even in a few words: we will come back to you with a proposal and a quote.',
      },
    },
    livraison: {
      title: 'Delivery service',
      crumb: 'Delivery',
      description: (inOuagadougou, outside) =>
        `Delivery of parcels and orders in Ouagadougou (from ${inOuagadougou}) and to the other towns of Burkina Faso (from ${outside}) by ADIVE couriers.`,
      cardText: 'Your parcels and orders delivered in Ouagadougou and to the other towns of Burkina Faso.',
      intro: 'Your parcels and orders delivered quickly, in Ouagadougou and beyond.',
      heading: 'Deliveries you can count on',
      paragraphs: [
        'Traders, online shops, restaurants or private customers: hand us your parcels. Our couriers collect the order from you and hand it to your customer in person, in Ouagadougou as in the other towns of Burkina Faso.',
        'You are notified when each parcel is collected and when it is delivered, and a single contact person answers your questions.',
      ],
      highlights: ['Collection from your address', 'Delivered in person', 'Every parcel tracked', 'Clear prices, confirmed before each run'],
      offeringsHeading: 'Our services',
      offerings: {
        express: { title: 'Express delivery in town', text: 'Your letters and parcels delivered the same day in Ouagadougou.' },
        outside: {
          title: 'Delivery outside Ouagadougou',
          text: 'Shipping to Bobo-Dioulasso, Koudougou and the other towns of the country.',
        },
        eCommerce: {
          title: 'Delivery for online sellers',
          text: 'Regular collection of your orders and delivery to your customers, at a rate suited to your volume.',
        },
        errands: {
          title: 'Errands and letters',
          text: 'Documents, official letters and small purchases collected and delivered for you.',
        },
      },
      cta: {
        heading: 'A delivery to arrange?',
        text: 'Describe the parcel, the collection point and the destination: we will confirm the price and the delivery time.',
      },
    },
  },
  catalogue: {
    title: 'Our services',
    description:
      'Professional training, consulting and studies, job matching, business prospecting, digital marketing, graphic design and delivery: all the services of ADIVE.',
    crumb: 'Services',
    intro:
      'From market research to recruitment, by way of training and digital: the skills your organisation needs, brought together in a single agency.',
    eyebrow: 'What we do',
    heading: 'Services designed for businesses across the region',
    lead: 'Each service can be ordered on its own or combined with others in an all-round package of support.',
    customTitle: 'A particular need?',
    customText: 'Tell us about your project: we will put together the support that suits you.',
    processEyebrow: 'Our method',
    processTitle: (count) => `A ${count}-step working process`,
    processLead: 'The same rigour for every assignment, whatever its size.',
    ctaHeading: "Let's talk about your project",
    ctaText: 'An adviser will answer you and propose a solution suited to your objectives and your budget.',
  },
  process: {
    needs: {
      title: 'Needs analysis',
      text: 'We listen to your objectives, look at your situation on the ground and agree with you on what needs to change.',
    },
    planning: {
      title: 'Planning and design',
      text: 'We design the solution, the timetable and the budget, then agree them with you before we begin.',
    },
    delivery: {
      title: 'Development and implementation',
      text: 'Our teams carry out the assignment and keep you informed at every step, through a single contact person.',
    },
    evaluation: {
      title: 'Evaluation',
      text: 'We measure the results achieved, give you a report and propose the next improvements.',
    },
  },
  login: {
    title: 'Customer area',
    description:
      'The ADIVE online customer area will open soon: in the meantime, our CV and job services and our team remain at your disposal.',
    heading: 'The online customer area is not open yet',
    text: 'Soon you will be able to follow your applications, your training courses and your orders there. In the meantime, our team takes care of everything with you directly.',
    cvServices: 'CV and job services',
    nowHeading: 'What you can do right now',
    shortcuts: {
      cv: 'Have my CV written',
      jobs: { title: 'Browse the job vacancies', text: 'Open positions at our partner companies.' },
      trainings: { title: 'Sign up for a training course', text: 'Scheduled sessions, in the classroom or online.' },
      contact: { title: 'Write to our team', text: 'A question about a file, an order or a training course?' },
    },
  },
  design: {
    statsEyebrow: 'The studio in figures',
    statsTitle: 'Thousands of designs for our clients',
    statsLead: 'Traders, SMEs, institutions and associations trust us with their image every day.',
    counters: ['Visuals created', 'Social media posts', 'Printed materials delivered', 'Design hours a year'],
  },
  delivery: {
    pricesEyebrow: 'Prices',
    pricesTitle: 'Clear prices, confirmed before every run',
    from: 'from',
    zones: { ouagadougou: 'In Ouagadougou', outside: 'Outside Ouagadougou' },
    priceNote: 'The price depends on the size of the order, the delivery address and the weight of the parcel.',
    statsEyebrow: 'Our network',
    statsTitle: 'A proven network of couriers',
    counters: ['Couriers', 'Active partners', 'Active clients', 'Satisfied clients', 'Testimonials'],
    callsLabel: 'Delivery and couriers',
    request: {
      heading: 'Request a delivery',
      text: 'Tell us about the parcel, the collection point and the destination: we will confirm the price and when the courier will call.',
      action: 'Request a delivery',
    },
    courier: {
      heading: 'Become a courier',
      text: 'Do you have a motorbike in good condition, know your town well and want a regular income? Join our network of couriers.',
      action: 'Become a courier',
    },
  },
};
