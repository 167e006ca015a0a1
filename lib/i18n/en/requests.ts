import type { Texts } from '../types';

export const requests: Texts['requests'] = {
  quotePage: {
    title: 'Request a quote',
    description:
      'Request a free quote from ADIVE for a training course, a study, a prospecting assignment, a digital strategy or graphic design.',
    trail: 'Quote',
    eyebrow: 'Free, no-obligation quote',
    headingStart: 'Request a quote for ',
    headingHighlight: 'tailored services',
    intro:
      'Training, market research, business prospecting or a digital project: describe what you need and we will reply within 48 working hours with a proposal suited to your budget.',
    steps: [
      { title: 'You describe what you need', text: 'A few lines are enough: the service, your objectives, your timescales.' },
      { title: 'We talk it through', text: 'An adviser calls you back to clarify the scope and the budget.' },
      { title: 'You receive a proposal', text: 'A clear, costed offer, tailored to your organisation.' },
    ],
    formHeading: 'Quote request form',
  },
  contactPage: {
    title: 'Contact us',
    description: 'Contact ADIVE in Ouagadougou: phone, email, address, opening hours and message form.',
    heading: 'Contact us',
    trail: 'Contact',
    eyebrow: 'We are here to listen',
    detailsHeading: "Let's talk about your project",
    detailsText: 'Call us, write to us or visit us in Ouagadougou: our team will answer you during opening hours.',
    formHeading: 'Send us a message',
    formText:
      'A question about a training course, a job vacancy or a service? Leave us your details and we will get back to you shortly.',
    quoteLink: 'Need a costed offer? Request a quote',
  },
  contactDetails: {
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    hours: 'Opening hours',
    days: { 'Lundi - Vendredi': 'Monday to Friday', Samedi: 'Saturday' },
    places: { 'Ouaga 2000': 'Ouaga 2000', Ouagadougou: 'Ouagadougou', 'Burkina Faso': 'Burkina Faso' },
  },
  officeMap: {
    title: (name: string, place: string) => `Map: ${name}, ${place}`,
    preview: (name: string, place: string) => `Simplified map: ${name} in ${place}`,
    open: 'Open in OpenStreetMap',
    newTab: '(new tab)',
    note: 'The map is loaded from OpenStreetMap.',
    show: 'Show the interactive map',
  },
};
