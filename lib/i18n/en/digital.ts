import type { Texts } from '../types';

export const digital: Texts['digital'] = {
  page: {
    metadataTitle: (title: string) => `${title}: digital services`,
    trail: 'Digital',
    eyebrow: 'Digital services',
    deliverables: 'What you receive',
    offeringsEyebrow: 'How we support you',
    offeringsTitle: (title: string) => `${title}: our services`,
    quote: 'Request a quote',
    contact: 'Contact us',
    ctaHeading: 'Let’s talk about your digital project',
    ctaText: 'Tell us what you need: we will come back to you with a clear proposal and a detailed quote.',
    others: 'Our other digital services',
  },
  services: {
    'transformation-digitale': {
      title: 'Digital transformation',
      description:
        'Support for the digital transformation of businesses and organisations in Burkina Faso: assessment, roadmap, tools and staff training.',
      intro: 'Make digital a lever for growth, step by step and at your own pace.',
      heading: 'Digital technology at the service of your business',
      paragraphs: [
        'Mobile payments, online sales, management tools, customer relations on WhatsApp: digital technology is changing the way your customers buy and your teams work. Digital transformation is not reserved for large companies; it often starts with a few well-chosen tools.',
        'ADIVE assesses your organisation, identifies the quickest wins and works with you to build a realistic roadmap. We then support the roll-out of the tools and the training of your teams, until they are truly adopted.',
      ],
      offerings: [
        { title: 'Digital assessment', text: 'A review of your processes, your tools and your teams’ skills, with the priorities to address.' },
        { title: 'Roadmap', text: 'A step-by-step plan, costed and scheduled, that starts with the most profitable actions.' },
        { title: 'Choosing and setting up tools', text: 'Sales management, point of sale, accounting, business e-mail and collaborative working.' },
        { title: 'Training and change management', text: 'User training and support for managers, for lasting adoption.' },
      ],
      deliverables: [
        'A clear assessment report',
        'A prioritised, budgeted roadmap',
        'Tools configured for your business',
        'Trained, self-sufficient teams',
      ],
      quoteMessage: 'Digital transformation: ',
    },
    'strategie-marketing-digital': {
      title: 'Digital marketing strategy',
      description:
        'Digital marketing strategy for businesses in West Africa: audit, action plan, sponsored campaigns and measurement of results.',
      intro: 'A clear plan to find customers online and measure every result.',
      heading: 'A digital strategy focused on sales',
      paragraphs: [
        'Posting without a strategy costs time and money. We start by understanding your market, your customers and your competitors, then set measurable targets: leads, appointments, sales.',
        'We then choose the most effective channels for your audience (social media, Google, WhatsApp, e-mail), the budget to invest and the schedule of actions. Every month, a report shows you what is working and what we are adjusting.',
      ],
      offerings: [
        { title: 'Online presence audit', text: 'Website, social media pages, customer reviews and competitors: a precise assessment.' },
        { title: 'Audiences and messages', text: 'Who your customers are, what they expect and how to speak to them to win them over.' },
        { title: 'Sponsored campaigns', text: 'Creation, targeting and management of your adverts on Facebook, Instagram, TikTok and Google.' },
        { title: 'Monitoring and optimisation', text: 'Indicators tracked every week and budget redirected to the actions that pay off.' },
      ],
      deliverables: [
        'An audit of your online presence',
        'A 6 to 12-month marketing action plan',
        'Campaigns ready to launch',
        'A monthly results report',
      ],
    },
    'strategie-communication-digitale': {
      title: 'Digital communication strategy',
      description:
        'Digital communication strategy: editorial line, social media, community management, web copywriting and online reputation.',
      intro: 'A consistent image and the right voice on all your digital channels.',
      heading: 'Communicating well to inspire trust',
      paragraphs: [
        'Your customers, your partners and your future employees form an opinion of you online before they even meet you. Consistent digital communication strengthens your credibility and your reputation.',
        'We define your editorial line and your tone, produce the content (copy, visuals, short videos), run your communities and monitor your online reputation so you can react quickly when needed.',
      ],
      offerings: [
        { title: 'Editorial line', text: 'Topics, tone, formats and posting frequency suited to each network.' },
        { title: 'Web copywriting', text: 'Articles, web pages, posts and newsletters written by our copywriters.' },
        { title: 'Community management', text: 'Posting, moderation and replies to your followers’ messages and comments.' },
        { title: 'Online reputation', text: 'Monitoring what is said about you online and how to respond to negative reviews.' },
      ],
      deliverables: [
        'An editorial charter',
        'A publishing calendar',
        'Content ready to publish',
        'A monthly review of your audience',
      ],
      quoteMessage: 'Digital communication strategy: ',
    },
    'developpement-applicatif': {
      title: 'Application development',
      description:
        'Development of websites, online shops, mobile apps and bespoke business software for companies in Burkina Faso.',
      intro: 'Websites, apps and software designed for your users.',
      heading: 'Bespoke digital tools',
      paragraphs: [
        'A showcase website, an online shop with mobile payment, an app for your sales staff or management software: we design solutions that are simple to use, fast even on a mobile connection, and easy to develop further.',
        'We work in short stages: mock-ups approved with you, development, testing with real users, launch and then maintenance. You remain the owner of your solution and your data.',
      ],
      offerings: [
        { title: 'Websites and online shops', text: 'Showcase websites, catalogues and online sales with mobile money and bank card payment.' },
        { title: 'Mobile apps', text: 'Android and iOS apps for your customers, your field agents or your teams.' },
        { title: 'Business software', text: 'Management of stock, sales, appointments or files, adapted to your processes.' },
        { title: 'Hosting and maintenance', text: 'Updates, back-ups, security and support so that your solution stays reliable.' },
      ],
      deliverables: [
        'Mock-ups approved before development',
        'A tested and documented solution',
        'Training for your users',
        'A tailored maintenance contract',
      ],
      quoteMessage: 'Development of a website or an app: ',
    },
    'data-analyse': {
      title: 'Data and analytics',
      description: 'Data collection, processing and analysis, dashboards and decision support for businesses and organisations.',
      intro: 'Turn your data into decisions.',
      heading: 'Reliable figures to steer your business',
      paragraphs: [
        'Sales, customers, stock, surveys: your data can tell you a great deal, provided it is reliable, brought together and readable. ADIVE collects, cleans and analyses your data to draw practical answers from it.',
        'We build simple dashboards, updated automatically, that show at a glance where you stand and where to act. Your teams are trained to use them and keep them alive.',
      ],
      offerings: [
        { title: 'Data collection', text: 'Online or tablet questionnaires, field surveys and integration of your existing files.' },
        { title: 'Processing and quality', text: 'Cleaning, consolidating and structuring your data in a single database.' },
        { title: 'Dashboards', text: 'Key indicators for your sales, your activity or your projects, updated automatically.' },
        { title: 'Analysis and recommendations', text: 'Statistical analysis, customer segmentation and quantified recommendations.' },
      ],
      deliverables: [
        'Reliable, centralised data',
        'Tailored dashboards',
        'An analysis report with recommendations',
        'Teams trained to read them',
      ],
      quoteMessage: 'Data and analytics: ',
    },
    'conception-graphique': {
      title: 'Graphic design',
      description:
        'Graphic design for digital media: visual identity, social media visuals, advertising banners and website and app mock-ups.',
      intro: 'Visuals that stop the scroll and make people want to click.',
      heading: 'Design at the service of your online presence',
      paragraphs: [
        'On a phone screen, you have less than a second to catch someone’s attention. Our graphic designers create clear visuals, easy to read on mobile and true to your identity.',
        'Posts and carousels, advertising banners, video thumbnails, website and app mock-ups: we carry your image across all your digital media, in the formats each platform expects.',
      ],
      offerings: [
        { title: 'Visual identity', text: 'Logo, colours and typefaces designed for screens as well as for print.' },
        { title: 'Social media visuals', text: 'Posts, carousels, stories and cover images, in the right formats for each network.' },
        { title: 'Advertising banners', text: 'Sponsored campaign visuals produced in several variants to test.' },
        { title: 'Web and mobile mock-ups', text: 'Screen mock-ups for websites and apps, ready to be developed.' },
      ],
      deliverables: [
        'Personalised design proposals',
        'Visuals in each platform’s formats',
        'Reusable templates for your teams',
        'The source files of your designs',
      ],
    },
  },
};
