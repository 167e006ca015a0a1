'use strict';

/**
 * The demo content in British English (en_GB), as a professional translator would write it, with the terms of
 * docs/glossary.md. Keyed by the French item (its slug, or its name for the reference lists); ../data.js joins each
 * entry to its French item and gives it its slug (slugify of the English title). Proper names, ADIVE, phone numbers,
 * e-mail addresses and prices stay as they are. Links point to the English edition (/en/…, lib/paths.ts).
 */

module.exports = function english({ site }) {
  const page = (path) => `${site.website}/en${path}`;
  const CONTACT_LINE =
    `To find out more, write to us at [${site.email}](mailto:${site.email}) ` +
    `or visit our website [www.adive.net](${site.website}/en).`;

  return {
    locale: 'en',

    categories: {
      formation: 'Training',
      emploi: 'Jobs',
      digital: 'Digital',
      'etudes-conseil': 'Consulting & Studies',
    },

    tags: {
      ouagadougou: 'Ouagadougou',
      'burkina-faso': 'Burkina Faso',
      entrepreneuriat: 'Entrepreneurship',
      'marketing-digital': 'Digital marketing',
      recrutement: 'Recruitment',
      'formation-continue': 'Professional development',
      'etude-de-marche': 'Market research',
      'transformation-digitale': 'Digital transformation',
    },

    typesformations: {
      'Inter-entreprise': 'Inter-company course',
      'Intra-entreprise': 'In-company',
      'E-learning / classe virtuelle': 'E-learning / virtual classroom',
    },
    modesformations: { Présentiel: 'In person', 'En ligne': 'Online', Hybride: 'Blended' },
    modespayments: {
      'Orange Money': 'Orange Money',
      'Moov Money': 'Moov Money',
      Wave: 'Wave',
      'Carte bancaire': 'Bank card',
    },
    jobdomains: {
      'Commercial & Vente': 'Sales',
      'Marketing & Communication': 'Marketing & Communications',
      'Informatique & Digital': 'IT & Digital',
      'Finance & Comptabilité': 'Finance & Accounting',
      'Ressources humaines': 'Human resources',
      'Logistique & Transport': 'Logistics & Transport',
      'Agriculture & Agro-industrie': 'Agriculture & Agribusiness',
      'Études & Statistiques': 'Research & Statistics',
      Administration: 'Administration',
    },
    jobtypes: { CDI: 'Permanent', CDD: 'Fixed-term', Stage: 'Internship', Freelance: 'Freelance' },
    experienceLevels: {
      Débutant: 'Entry level',
      '1-3 ans': '1-3 years',
      '3-5 ans': '3-5 years',
      'Plus de 5 ans': 'More than 5 years',
    },
    countries: {
      'Burkina Faso': 'Burkina Faso',
      "Côte d'Ivoire": "Côte d'Ivoire",
      Sénégal: 'Senegal',
      Niger: 'Niger',
      Mali: 'Mali',
      Togo: 'Togo',
    },

    formateurs: {
      ouedraogo: {
        Profession: 'Project management consultant (PMP)',
        Description:
          'Fifteen years of experience leading development and infrastructure projects in West Africa. A certified PMP, she trains managers and project leaders in planning and monitoring methods.',
      },
      kabore: {
        Profession: 'Digital marketing expert',
        Description:
          'A former head of communications at a telecoms operator, he helps SMEs with their social media strategy, online advertising and e-commerce.',
      },
      sawadogo: {
        Profession: 'Sales techniques trainer',
        Description:
          'Sales director in retail distribution for ten years, she runs hands-on training courses in selling, negotiation and customer relations.',
      },
      compaore: {
        Profession: 'Statistician and data analyst',
        Description:
          'A statistical engineer, he conducts surveys and market studies for businesses and international organisations, and trains people in data analysis tools.',
      },
    },

    /** Newest first, as in ../data.js. */
    blogs: {
      'transformation-digitale-des-pme-par-ou-commencer': {
        titre: 'Digital transformation for SMEs: where to start?',
        contenu: `Digital transformation is not just for large companies. In Ouagadougou as in Bobo-Dioulasso, more and more SMEs use simple tools to sell, keep track of their customers and run their business.

## Take stock before investing

Before buying software or launching a website, take the time to assess where you stand: which processes waste your time, where are your customers, what data do you already collect?

## The first projects that pay off

- a clear online presence: an up-to-date Google listing, Facebook page and showcase website;
- mobile money payments to make paying easier;
- one central customer file instead of scattered notebooks;
- simple dashboards to follow sales every week.

## Move forward step by step

A successful transformation is built on small wins. Start with one project, measure the results, then move on to the next. Our consultants support business owners at every stage, from the initial assessment to staff training.

Would you rather talk it over? Call us on [${site.phone}](${site.phoneHref}) from Monday to Friday, 8 am to 6 pm.

${CONTACT_LINE}`,
      },
      'comment-rediger-un-cv-qui-retient-l-attention-des-recruteurs-au-burkina-faso': {
        titre: 'How to write a CV that catches recruiters’ attention in Burkina Faso',
        contenu: `A recruiter spends on average less than a minute on a first reading of a CV. Every line has to count.

## A clear structure

Your CV should fit on one or two pages and be readable in a few seconds: contact details, the position you are applying for, experience, education, skills and languages.

## Mistakes to avoid

- a jokey e-mail address or a wrong phone number;
- spelling mistakes: have someone proofread it;
- experience with no figures to show results;
- a poor-quality photo.

## Highlight your results

Replace “in charge of sales” with “increased the area’s turnover by 20% in one year”. Recruiters remember facts.

Our **professional CV** service helps you present your career in the best light. See also our [job vacancies](${page('/jobs')}).

${CONTACT_LINE}`,
      },
      'etude-de-marche-valider-son-projet-avant-de-se-lancer': {
        titre: 'Market research: test your project before you launch',
        contenu: `Many projects fail not for lack of resources but because the market was never studied. Serious market research greatly reduces that risk.

## The questions it answers

Who are your customers? How much are they willing to pay? Who are your competitors and how do they stand out? Which distribution channels work in your area?

## Our method

1. Desk research and available statistics;
2. quantitative surveys of a representative sample;
3. qualitative interviews with customers and distributors;
4. summary and practical recommendations.

## A worthwhile investment

The cost of a study is modest compared with a failed launch. It also helps convince a bank or a financial partner.

${CONTACT_LINE}`,
      },
      'formation-professionnelle-5-raisons-d-investir-dans-les-competences-de-vos-equipes': {
        titre: 'Professional training: 5 reasons to invest in the skills of your teams',
        contenu: `Continuing professional training is one of the most effective ways to improve an organisation’s performance. Here is why it deserves a place in your budget.

## 1. More productive teams

Trained staff work faster and make fewer mistakes.

## 2. Better staff retention

Employees are more likely to stay with a company that invests in their future.

## 3. Skills fit for the digital age

- office software and dashboards;
- social media marketing;
- customer relationship management.

## 4. A stronger employer brand

## 5. Measurable results

Every ADIVE training course ends with an assessment and, depending on the programme, a certificate. Browse our [training courses](${page('/trainings')}).

${CONTACT_LINE}`,
      },
      'recruter-autrement': {
        titre: 'A different way to recruit',
        contenu: `Finding the right person takes time. Our job matching service helps companies find qualified candidates, and candidates find a job that suits them.

## For companies

We advertise your vacancy, shortlist the applications and organise the interviews. You only meet the relevant candidates.

## For candidates

- a professional CV and cover letter;
- preparation for interviews and recruitment tests;
- targeted job alerts.

## A seven-step process

From writing the CV to signing the contract, an adviser follows every step. Find out more about [our job matching service](${page('/services/job-matching')}).

${CONTACT_LINE}`,
      },
      'mobile-money-et-e-commerce-vendre-en-ligne-au-burkina': {
        titre: 'Mobile money and e-commerce: selling online in Burkina Faso',
        contenu: `Orange Money, Moov Money, Wave: mobile payment has become part of everyday life. For traders, it is a unique opportunity to sell online.

## Choose your sales channels

An e-commerce website is not always needed at first. WhatsApp Business, a lively Facebook page and a clear catalogue are often enough to get started.

## Secure your payments

- display your merchant numbers clearly;
- send a written confirmation for every order;
- keep a record of every transaction.

## Organise delivery

Delivery is often the weak link. Our delivery service covers Ouagadougou from 1,000 FCFA.

See also the report of the [Central Bank of West African States](https://www.bceao.int) on digital financial services.

${CONTACT_LINE}`,
      },
      'e-learning-reussir-sa-formation-a-distance': {
        titre: 'E-learning: making a success of distance learning',
        contenu: `A virtual classroom lets you train without leaving your job or your town. You still need to get organised to make the most of it.

## Prepare your surroundings

A stable connection, a headset and a quiet place make a real difference. Test your equipment before the first session.

## Stay motivated

- block out fixed slots in your diary;
- take an active part in discussions;
- do the exercises between sessions.

## What ADIVE offers

Our online training courses combine live sessions, downloadable resources and one-to-one follow-up by the trainer. See [our training courses](${page('/trainings')}).

${CONTACT_LINE}`,
      },
      'collecte-de-donnees-terrain-nos-bonnes-pratiques': {
        titre: 'Field data collection: our good practices',
        contenu: `The quality of a study depends first of all on the quality of the data collected. Our teams of enumerators work throughout Burkina Faso.

## Train the enumerators

Every assignment starts with a day of training: the aims of the study, the questionnaire, and how to behave with respondents.

## Digital tools

- questionnaires on tablets or smartphones;
- geolocation of interviews;
- daily data quality checks.

## Respect the respondents

Consent, confidentiality and sharing the results with communities are part of our commitments.

To go further, see the data of the [National Institute of Statistics and Demography](https://www.insd.bf).

${CONTACT_LINE}`,
      },
      'reseaux-sociaux-batir-une-strategie-de-contenu-efficace': {
        titre: 'Social media: building an effective content strategy',
        contenu: `Posting every day is not enough: a content strategy starts from your goals and your audience.

## Set your goals

Brand awareness, lead generation or direct sales: each goal calls for different content and different indicators.

## An editorial calendar

- two to three posts a week;
- a balance between advice, behind-the-scenes and offers;
- visuals consistent with your brand identity.

## Measure and adjust

Every month, look at which posts work and which do not. Our [graphic design](${page('/services/graphic-design')}) team can produce your visuals.

${CONTACT_LINE}`,
      },
      'bilan-de-notre-session-de-formation-en-gestion-de-projet-a-bobo-dioulasso': {
        titre: 'Review of our project management training session in Bobo-Dioulasso',
        contenu: `Twenty-two managers from companies and NGOs attended our three-day session on project management.

## The programme

Scoping, planning, budget monitoring and risk management, with case studies drawn from local projects.

## What the participants took away

- the importance of clear scoping from the outset;
- simple monitoring tools: Gantt chart, risk register;
- communication with stakeholders.

## Next sessions

A new session is scheduled in Ouagadougou. Registration is open on our [training page](${page('/trainings')}).

${CONTACT_LINE}`,
      },
      'les-metiers-qui-recrutent-a-ouagadougou': {
        titre: 'The jobs in demand in Ouagadougou',
        contenu: `Which profiles are companies looking for at the moment? Here are the trends we see in the vacancies we publish.

## Sales roles

Field sales representatives, call centre agents and area managers remain the most sought-after profiles.

## Digital

- web and mobile developers;
- community managers;
- data analysts.

## Finance and management

Accountants, management controllers and administrative assistants complete the list.

Find all our [job vacancies](${page('/jobs')}).

${CONTACT_LINE}`,
      },
      'adive-votre-partenaire-conseil-a-ouagadougou': {
        titre: 'ADIVE, your consulting partner in Ouagadougou',
        contenu: `ADIVE, the Digital and Sales Agency, supports companies, institutions and project promoters from its base in Ouagadougou.

## What we do

- consulting in sales strategy and organisation;
- market research and data collection;
- professional training;
- digital services and recruitment.

## Our approach

We start from the reality on the ground to propose practical, measurable solutions suited to your budget.

## Meet us

Our offices are open from Monday to Friday, 8 am to 6 pm, and on Saturday from 8 am to 1 pm. Ask for a [tailored quote](${page('/request-a-quote')}).

${CONTACT_LINE}`,
      },
    },

    formations: {
      'gestion-de-projet-et-planification-operationnelle': {
        Theme: 'Project management and operational planning',
        description:
          'A practical course to master the key stages of a project: scoping, planning, budget monitoring, risk management and closure. Participants work on their own projects.',
        objectifs:
          'Structure a project from start to finish; build a realistic schedule; monitor the budget and indicators; anticipate and handle risks; report to stakeholders.',
        cible:
          '<ul><li>Project managers and coordinators</li><li>Managers in companies and NGOs</li><li>Project promoters</li></ul>',
        Competences:
          'Writing a scoping note, Gantt chart, budget tracking table, risk matrix, project dashboard.',
        lieu: 'Ouagadougou',
        langue: 'French',
      },
      'marketing-digital-et-reseaux-sociaux-pour-pme': {
        Theme: 'Digital marketing and social media for SMEs',
        description:
          'Learn to define a digital strategy suited to your business, run your social media accounts and launch your first online advertising campaigns on a small budget.',
        objectifs:
          'Define your target audiences and messages; build an editorial calendar; create engaging posts; run a sponsored campaign; measure the results.',
        cible:
          '<ul><li>SME owners and traders</li><li>Communications officers</li><li>Beginner community managers</li></ul>',
        Competences:
          'Content strategy, Facebook and Instagram for business, WhatsApp Business, targeted advertising, performance indicators.',
        lieu: 'Online',
        langue: 'French',
      },
      'techniques-de-vente-et-negociation-commerciale': {
        Theme: 'Sales techniques and business negotiation',
        description:
          'Three intensive days to improve your sales teams’ performance: prospecting, identifying needs, making the case, handling objections and closing the sale.',
        objectifs:
          'Prepare a sales visit; conduct a discovery interview; build arguments with the FAB method; handle objections; negotiate and close.',
        cible:
          '<ul><li>Field and office-based sales staff</li><li>Shop and outlet managers</li><li>Business prospecting teams</li></ul>',
        Competences:
          'Prospecting, active listening, sales pitch, handling objections, win-win negotiation, customer follow-up.',
        lieu: 'Bobo-Dioulasso',
        langue: 'French',
      },
      'excel-avance-et-tableaux-de-bord-de-gestion': {
        Theme: 'Advanced Excel and management dashboards',
        description:
          'Master Excel’s advanced functions to automate your calculations, analyse your data and build clear dashboards for decision-making.',
        objectifs:
          'Use lookup functions and conditional formulas; create pivot tables; design relevant charts; build a monthly dashboard.',
        cible:
          '<ul><li>Administrative and accounts assistants</li><li>Management controllers</li><li>Anyone who works with data</li></ul>',
        Competences:
          'XLOOKUP, nested IFs, pivot tables, conditional formatting, charts, dashboards.',
        lieu: 'Ouagadougou',
        langue: 'French',
      },
      'collecte-et-analyse-de-donnees-avec-kobotoolbox': {
        Theme: 'Data collection and analysis with KoboToolbox',
        description:
          'From designing the questionnaire to analysing the results: a complete course for running reliable digital surveys in the field.',
        objectifs:
          'Design a digital questionnaire; roll out data collection on smartphones; check data quality; analyse and present the results.',
        cible:
          '<ul><li>Monitoring and evaluation officers</li><li>Enumerators and supervisors</li><li>Statistics students</li></ul>',
        Competences: 'KoboToolbox, XLSForm, quality control, data cleaning, descriptive analysis, reporting back.',
        lieu: 'Ouagadougou',
        langue: 'French',
      },
      'creation-d-entreprise-et-business-plan': {
        Theme: 'Starting a business and writing a business plan',
        description:
          'Do you have a business idea? This course guides you step by step to build a solid business plan, convince funders and make a success of your launch.',
        objectifs:
          'Test your idea; study your market; build your business model; prepare your financial forecasts; present your project to a funder.',
        cible:
          '<ul><li>Project promoters and recent graduates</li><li>Entrepreneurs at the launch stage</li><li>Women entrepreneurs</li></ul>',
        Competences: 'Market research, business model, financial forecasts, pitch, company registration steps.',
        lieu: 'Ouagadougou',
        langue: 'French',
      },
      'service-client-et-communication-professionnelle': {
        Theme: 'Customer service and professional communication',
        description:
          'Improve the quality of your welcome and customer relations, on the phone, in writing and face to face, to build lasting customer loyalty.',
        objectifs:
          'Adopt a customer-focused attitude; communicate clearly in speech and in writing; handle complaints; measure satisfaction.',
        cible:
          '<ul><li>Receptionists and call centre agents</li><li>Branch and shop staff</li><li>Customer service managers</li></ul>',
        Competences: 'Welcoming customers, active listening, professional writing, handling difficult customers, satisfaction surveys.',
        lieu: 'Online',
        langue: 'French',
      },
    },

    /** [title, missions, profile], in the French order of each list. */
    jobs: {
      'commercial-terrain': [
        'Field sales representative',
        [
          'Prospect retail shops in your area',
          'Present and sell the product range',
          'Follow up orders and payments',
          'Report back information from the field',
        ],
        ['Two-year post-secondary diploma in business or equivalent', 'Motorcycle licence and motorcycle required', 'Excellent people skills and a taste for challenges'],
      ],
      'responsable-des-ventes-zone-centre-ouest': [
        'Sales manager, Centre-Ouest region',
        [
          'Lead a team of eight sales representatives',
          'Set and monitor sales targets',
          'Develop the distributor network',
          'Produce a weekly report',
        ],
        ['Master’s-level degree in business or management', 'At least five years’ experience in sales management', 'Proficiency in Excel'],
      ],
      'developpeur-web-full-stack-react-node-js': [
        'Full stack web developer (React / Node.js)',
        ['Design and build web applications', 'Integrate mobile payment APIs', 'Write tests and document the code', 'Take part in code reviews'],
        ['Bachelor’s degree in computer science', 'Proficiency in JavaScript, React and Node.js', 'Knowledge of Git and SQL databases'],
      ],
      'community-manager': [
        'Community manager',
        [
          'Run the Facebook, Instagram and LinkedIn pages',
          'Write and schedule posts',
          'Reply to messages and comments',
          'Track audience statistics',
        ],
        ['Training in communications or marketing', 'Excellent spelling', 'Proficiency in Canva or a similar tool'],
      ],
      'stagiaire-assistant-e-marketing': [
        'Marketing assistant intern',
        ['Help organise campaigns', 'Carry out competitor monitoring', 'Prepare presentation materials'],
        ['Student in the third year of a marketing or business degree', 'Curiosity and good organisational skills', 'Available for six months'],
      ],
      'comptable-confirme-e': [
        'Experienced accountant',
        [
          'Keep the general and cost accounts',
          'Prepare tax and social security returns',
          'Take part in monthly and annual closings',
          'Check bank reconciliations',
        ],
        ['Bachelor’s degree in accounting (SYSCOHADA)', 'At least three years’ experience', 'Proficiency in accounting software'],
      ],
      'chauffeur-livreur': [
        'Delivery driver',
        ['Deliver orders to customers in Ouagadougou', 'Check the condition of parcels when loading', 'Collect cash-on-delivery payments'],
        ['Valid driving licence (category B)', 'Good knowledge of the city', 'Punctuality and honesty'],
      ],
      'assistant-e-ressources-humaines': [
        'Human resources assistant',
        ['Manage staff administrative files', 'Prepare payroll data', 'Organise recruitment and training'],
        ['Bachelor’s degree in human resources management', 'Knowledge of the Burkinabè Labour Code', 'Discretion'],
      ],
      'chef-de-projet-etudes-de-marche': [
        'Market research project manager',
        ['Design study methodologies', 'Supervise data collection teams', 'Analyse the data and write the reports', 'Present the results to clients'],
        ['Master’s degree in statistics, economics or marketing', 'Five years’ experience in a consultancy', 'Proficiency in SPSS, Stata or R'],
      ],
      'enqueteurs-et-enquetrices-pour-une-etude-nationale-de-consommation-des-menages': [
        'Enumerators for a national household consumption survey',
        ['Administer questionnaires on tablets', 'Follow the sampling plan', 'Send in the data every day'],
        ['Baccalaureate level at least', 'Speaking Mooré, Dioula or Fulfulde is an advantage', 'Willingness to travel'],
      ],
      'agent-commercial-en-assurance': [
        'Insurance sales agent',
        ['Prospect individuals and companies', 'Advise on and sell insurance policies', 'Build the loyalty of your client portfolio'],
        ['Good people skills', 'Some experience in sales', 'Commission-based pay'],
      ],
      'responsable-administratif-et-financier': [
        'Administrative and finance manager',
        [
          'Oversee accounting and cash management',
          'Draw up and monitor the budget',
          'Manage relations with banks and auditors',
          'Lead the administrative team',
        ],
        ['Master’s degree in finance or accounting', 'Seven years’ experience, including three in management', 'Rigour and leadership'],
      ],
      'technicien-ne-reseaux-et-telecoms': [
        'Network and telecoms technician',
        ['Install and maintain network equipment', 'Diagnose faults', 'Write call-out reports'],
        ['Two-year technical diploma in networks and telecoms', 'Electrical safety certification an advantage', 'Willingness to travel across the country'],
      ],
      'stage-en-developpement-d-applications-mobiles': [
        'Mobile app development internship',
        ['Help develop a Flutter application', 'Test features', 'Fix bugs'],
        ['Computer science student', 'Basic knowledge of Dart or JavaScript', 'Eagerness to learn'],
      ],
      'teleconseiller-ere-service-client': [
        'Customer service call centre agent',
        ['Answer customer calls', 'Handle complaints', 'Offer suitable products and plans'],
        ['Baccalaureate level', 'Excellent spoken French', 'Good computer skills'],
      ],
      'responsable-logistique-et-approvisionnement': [
        'Logistics and procurement manager',
        ['Plan supplies to the stores', 'Manage stock and stocktaking', 'Negotiate with carriers'],
        ['Master’s-level degree in logistics', 'Three years’ experience in large-scale retail', 'Proficiency in an ERP system'],
      ],
      // 'ingenieur-agronome' is left in French on purpose: the site's "not yet translated" path (facts.untranslatedJobSlug).
      'charge-e-de-communication': [
        'Communications officer',
        ['Draw up the annual communications plan', 'Write press releases and materials', 'Organise events', 'Manage press relations'],
        ['Master’s-level degree in communications', 'Excellent writing skills', 'Experience in a financial institution an advantage'],
      ],
      'secretaire-de-direction': [
        'Executive assistant',
        ['Manage the management team’s diary and correspondence', 'Organise meetings and take the minutes', 'File and archive documents'],
        ['Two-year diploma in secretarial studies', 'Proficiency in Word and Excel', 'Discretion and good organisational skills'],
      ],
      'data-analyst': [
        'Data analyst',
        ['Collect and clean data', 'Build dashboards', 'Produce analyses for business teams'],
        ['Master’s-level degree in statistics or computer science', 'Proficiency in SQL and in Python or R', 'Knowledge of Power BI'],
      ],
      'conducteur-de-travaux-batiment': [
        'Building site manager',
        ['Plan and monitor building sites', 'Supervise team leaders', 'Check quality and safety'],
        ['Degree in civil engineering', 'Five years’ experience on building sites', 'Leadership'],
      ],
      'stagiaire-en-comptabilite': [
        'Accounting intern',
        ['Enter accounting documents', 'Help with bank reconciliations', 'File supporting documents'],
        ['Accounting student', 'Rigour', 'Knowledge of SYSCOHADA'],
      ],
      'graphiste-designer': [
        'Graphic designer',
        ['Create clients’ visual identities', 'Design print and digital materials', 'Prepare files for printing'],
        ['Proficiency in Illustrator, Photoshop and InDesign', 'Portfolio required', 'Ability to meet deadlines'],
      ],
      'responsable-des-ressources-humaines-pour-un-groupe-industriel-en-forte-croissance': [
        'Human resources manager for a fast-growing industrial group',
        [
          'Define and lead the group’s HR policy',
          'Manage recruitment and career management',
          'Lead dialogue with staff representatives',
          'Oversee the payroll of 400 employees',
        ],
        ['Master’s degree in human resources', 'Eight years’ experience, including four in a similar position', 'Excellent knowledge of employment law'],
      ],
      magasinier: [
        'Warehouse operative',
        ['Receive and check goods', 'Store goods and pick orders', 'Keep the stock records'],
        ['Lower secondary school certificate (BEPC)', 'Rigour', 'Good physical fitness'],
      ],
      'commercial-b2b-solutions-solaires': [
        'B2B sales representative, solar solutions',
        ['Prospect companies and local authorities', 'Draw up technical and commercial proposals', 'Follow installations with the technical team'],
        ['Bachelor’s degree in a technical or business field', 'Experience in selling energy solutions', 'Driving licence (category B)'],
      ],
      'assistant-e-commercial-e-bilingue': [
        'Bilingual sales assistant',
        ['Process orders and quotes', 'Look after English-speaking customers', 'Keep the customer file up to date'],
        ['Two-year diploma in business', 'Fluent English', 'Proficiency in Microsoft Office'],
      ],
      'charge-e-de-suivi-evaluation': [
        'Monitoring and evaluation officer',
        ['Set up the project’s monitoring and evaluation system', 'Collect and analyse the indicators', 'Write the quarterly reports'],
        ['Master’s-level degree in statistics, economics or social sciences', 'Experience with donors', 'Proficiency in KoboToolbox'],
      ],
      'vendeuse-en-boutique': [
        'Shop sales assistant',
        ['Welcome and advise customers', 'Work the till', 'Stock the shelves'],
        ['BEPC or baccalaureate level', 'A smile and plenty of energy', 'Available on Saturdays'],
      ],
      'consultant-e-en-transformation-digitale': [
        'Digital transformation consultant',
        ['Carry out digital assessments', 'Support the choice and roll-out of tools', 'Train client teams'],
        ['Master’s degree in information systems or management', 'Experience in change management', 'Excellent communication skills'],
      ],
      'technicien-agricole': [
        'Agricultural technician',
        ['Support farmers in the fields', 'Collect production data', 'Run demonstrations'],
        ['Vocational or baccalaureate diploma in agriculture', 'Speaking Mooré or Dioula', 'Motorcycle required'],
      ],
      'stage-en-communication-digitale': [
        'Digital communications internship',
        ['Help run the social media accounts', 'Produce short video content', 'Analyse performance'],
        ['Communications student', 'Creativity', 'Proficiency in a video editing tool'],
      ],
    },

    jobDescription({ titre, type, level, domain, compagnie, pays, missions, profil }) {
      const employer = compagnie ? `**${compagnie}**` : 'Our client, a leading company,';
      return `${employer} is recruiting for the following role to strengthen its teams in ${pays}: **${titre}** (${type}).

## Responsibilities

${missions.map((m, i) => `- ${m}${i === missions.length - 1 ? '.' : ';'}`).join('\n')}

## Candidate profile

${profil.map((p) => `- ${p}`).join('\n')}

## Terms

Experience level: ${level}. Field: ${domain}. Attractive pay depending on profile.

## How to apply

Send your CV and cover letter to [${site.email}](mailto:${site.email}), stating the job title, or get support from our [job matching service](${page('/services/job-matching')}).`;
    },

    /** [title, description]. */
    biblios: {
      'entreprendre-en-afrique-de-l-ouest-le-guide-pratique': [
        'Starting a business in West Africa: the practical guide',
        'From the idea to the first customer: formalities, funding, marketing and day-to-day management, illustrated by the journeys of entrepreneurs from Burkina Faso, Mali and Côte d’Ivoire.',
      ],
      'le-marketing-digital-explique-aux-pme-africaines': [
        'Digital marketing explained to African SMEs',
        'Social media, WhatsApp Business, search engine optimisation and online advertising: an accessible handbook for selling more on a small budget.',
      ],
      'vendre-plus-vendre-mieux': [
        'Sell more, sell better',
        'The sales techniques that work in the field: prospecting, making the case, negotiation and customer loyalty.',
      ],
      'mobile-money-la-revolution-silencieuse': [
        'Mobile money: the quiet revolution',
        'How mobile payment has transformed trade and financial inclusion in West Africa, and what it changes for businesses.',
      ],
      'gerer-sa-tresorerie-sans-stress': [
        'Managing your cash flow without stress',
        'Forecasting, monitoring and optimising your cash flow: simple methods and template tables for small businesses.',
      ],
      'reussir-son-etude-de-marche': [
        'Getting your market research right',
        'Quantitative and qualitative methods, sampling, questionnaires and analysis: everything you need to run a reliable study.',
      ],
      'le-leadership-au-feminin-en-afrique': [
        'Women’s leadership in Africa',
        'Portraits of and advice from women leaders who are transforming their organisations, from the informal sector to large companies.',
      ],
      'agrobusiness-de-la-ferme-au-marche': [
        'Agribusiness: from farm to market',
        'Processing, packaging, distribution and export: the keys to creating value in agricultural supply chains.',
      ],
      'recruter-les-bons-talents': [
        'Recruiting the right talent',
        'Defining the need, attracting candidates, conducting interviews and making a success of new employees’ induction.',
      ],
      'la-negociation-commerciale-en-50-fiches': [
        'Business negotiation in 50 fact sheets',
        'Fifty practical fact sheets to prepare, conduct and close your negotiations with customers and suppliers.',
      ],
    },

    /** In the French order. */
    faqs: [
      {
        question: 'What services does ADIVE offer?',
        reponse:
          '<p>ADIVE, the <strong>Digital and Sales Agency</strong>, supports companies and individuals in several fields:</p><ul><li>professional training;</li><li>consulting and market research;</li><li>digital services (strategy, development, design);</li><li>recruitment and job matching;</li><li>field teams and delivery.</li></ul>',
      },
      {
        question: 'How do I enrol on a training course?',
        reponse: `<p>Choose a course from our catalogue, then contact us by e-mail at <a href="mailto:${site.email}">${site.email}</a> or by phone on <strong>${site.phone}</strong>. We will confirm your place and the payment arrangements.</p>`,
      },
      {
        question: 'Which payment methods do you accept?',
        reponse:
          '<p>You can pay with <strong>Orange Money</strong>, <strong>Moov Money</strong>, <strong>Wave</strong> or by <strong>bank card</strong>. Companies can also pay by bank transfer against an invoice.</p>',
      },
      {
        question: 'Do the training courses lead to a certificate?',
        reponse:
          '<p>Most of our training courses lead to a <strong>certificate of attendance or a certificate</strong> after a final assessment. The details are given on each course page.</p>',
      },
      {
        question: 'Do you offer tailor-made training for companies?',
        reponse: `<p>Yes. Our <strong>in-company</strong> training courses are adapted to your goals, your sector and your schedule. They can take place on your premises, on ours or in a virtual classroom.</p><p>Request a quote at <a href="mailto:${site.email}">${site.email}</a>.</p>`,
      },
      {
        question: 'How does the job matching service work?',
        reponse:
          '<p>We support you in seven steps:</p><ul><li>writing a professional CV;</li><li>creating your profile;</li><li>job search and application;</li><li>assessment of applications and interviews;</li><li>final selection and hiring.</li></ul>',
      },
      {
        question: 'Which areas do you cover?',
        reponse:
          '<p>We are based in <strong>Ouagadougou</strong> and work throughout Burkina Faso and in neighbouring countries: Côte d’Ivoire, Mali, Niger, Senegal and Togo. Online training courses are available everywhere.</p>',
      },
      {
        question: 'What are your opening hours?',
        reponse: `<p>Our offices are open from <strong>Monday to Friday, 8 am to 6 pm</strong> and on <strong>Saturday from 8 am to 1 pm</strong>. Outside these hours, write to us at <a href="mailto:${site.email}">${site.email}</a>.</p>`,
      },
    ],
  };
};
