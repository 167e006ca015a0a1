import type { Texts } from '../types';

/** "1 open job", "2 jobs available" (docs/glossary.md: a job vacancy, in a list "jobs"). */
const jobsCount = (count: number) => `${count} job${count === 1 ? '' : 's'}`;
const matching = (count: number) => `${count} open job${count === 1 ? ' matches' : 's match'} your search`;
const closed = (count: number) => `${count} closed job${count === 1 ? '' : 's'}`;

export const jobs: Texts['jobs'] = {
  list: {
    title: 'Our job vacancies',
    crumb: 'Jobs',
    metaTitle: 'Job vacancies',
    metaDescription: 'Job vacancies and internships posted by ADIVE and its partner companies in Burkina Faso and West Africa.',
    searchMetaTitle: (count) => `${count} open job${count === 1 ? '' : 's'} — Job search`,
    searchMetaTitleUnavailable: 'Job search',
    searchMetaDescription: 'The ADIVE job vacancies that match your search.',
    sectionLabel: 'Job vacancies',
    empty: 'No job vacancies have been posted yet.',
    noMatch: 'No job matches these criteria. Try other keywords or fewer filters.',
    clearAll: 'Clear the filters and see every job',
  },
  banner: {
    available: (count) => `${jobsCount(count)} available`,
    current: 'Current vacancies',
    heading: 'Find the job that suits you',
    text: 'Verified vacancies in Burkina Faso and West Africa, and support to put forward an application that stands out.',
    cv: 'Create my professional CV',
  },
  results: {
    none: 'No open job matches your search.',
    noneWithExpired: (expired) => `No open job matches your search, and ${closed(expired)} (at the end of the list).`,
    open: (open) => `${matching(open)}.`,
    openWithExpired: (open, expired) => `${matching(open)}, and ${closed(expired)} (at the end of the list).`,
  },
  filters: {
    label: 'Search the job vacancies',
    keywords: 'Keywords',
    placeholder: 'Job title, company, skill…',
    domaine: { label: 'Field', all: 'All' },
    contrat: { label: 'Contract type', all: 'All' },
    experience: { label: 'Experience', all: 'All' },
    pays: { label: 'Country', all: 'All' },
    urgentOnly: 'Urgent vacancies only',
    submit: 'Search',
    clear: 'Clear the filters',
  },
  card: {
    defaultType: 'Job',
    expired: 'Closed',
    urgent: 'Urgent',
    confidentialCompany: 'Confidential employer',
    published: 'Posted on',
    expires: 'Closes on',
  },
  dialog: {
    more: 'Learn more',
    moreAbout: (title) => ` about ${title}`,
    close: 'Close',
    view: 'View the vacancy',
    viewAndApply: 'View the vacancy and apply',
    failed: 'The details of this vacancy could not be loaded. Open the vacancy’s page to read them.',
    loading: 'Loading the vacancy',
  },
  facts: {
    domain: 'Field',
    type: 'Contract type',
    experienceLevel: 'Experience level',
    expirationDate: 'Closing date',
    company: 'Employer',
    confidential: 'Confidential',
    country: 'Country',
    publicationDate: 'Date posted',
    urgent: 'Urgent',
  },
  offer: {
    title: 'Job vacancy',
    expired: 'This vacancy has closed: it remains online for information.',
    closed: 'It no longer accepts applications.',
    openOffers: 'See the open vacancies',
    description: 'Job description',
    details: 'Vacancy details',
    shareText: (title) => `Job vacancy: ${title}`,
    share: 'Share this vacancy',
  },
};
