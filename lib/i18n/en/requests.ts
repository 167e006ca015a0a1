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
  apply: {
    heading: 'Apply for this vacancy',
    withHelp: 'Option 1: apply with assistance',
    withHelpText:
      'Our advisers work with you on a professional CV and a cover letter tailored to this vacancy, then submit your application and prepare you for the interview.',
    withHelpLink: 'Continue to professional CV writing',
    alone: 'Option 2: apply without assistance',
    aloneText:
      'Already have an up-to-date CV? Attach it to this form: we review your application and pass it on to the recruiter if your profile is a match.',
    formLabel: (title: string) => `Apply: ${title}`,
    submit: 'Apply directly with my CV',
    messageHint: 'When you are available, what attracts you to this position…',
    troubleStart: 'A problem with the form?',
    troubleLink: 'Submit your CV on our open application page',
    troubleEnd: ': it will mention this vacancy.',
  },
  spontaneousPage: {
    title: 'Open application',
    description:
      'Submit your CV to ADIVE, even when no vacancy is open: it joins our pool of candidates and we will contact you as soon as a position suits you.',
    jobs: 'Jobs',
    eyebrow: 'Recruitment',
    headingStart: 'Submit your CV, ',
    headingHighlight: 'even with no vacancy open',
    intro:
      'Your profile does not match any of our current vacancies? Send us your application: it joins our pool of candidates, and we will contact you as soon as a position matches your skills.',
    steps: [
      { title: 'You submit your CV', text: 'As a PDF, DOC or DOCX, with a few words on the position or field you are aiming for.' },
      { title: 'Our team reviews it', text: 'A recruitment officer reads every application and matches it with the needs of our partner companies.' },
      { title: 'We get back to you', text: 'As soon as a position matches your profile, we call you to talk it over.' },
    ],
    seeJobs: 'See our job vacancies',
    proCv: 'Have a professional CV written',
    formHeading: 'Your application',
    fromJob: (title: string) => `You have come from the vacancy “${title}”: your application will mention it.`,
    submit: 'Send my application',
    messageHint: 'The position or field you are aiming for, when you are available…',
  },
  unsubscribe: {
    title: 'Unsubscribe from the newsletter',
    description: (name: string) => `Remove your address from the ${name} newsletter.`,
    heading: 'Unsubscribe',
    letter: (name: string) => `The ${name} newsletter`,
    removed: 'Your address has been removed from our list: you will no longer receive the ADIVE newsletter.',
    absent: 'This address is no longer subscribed: you will no longer receive the ADIVE newsletter.',
    invalid: (email: string) =>
      `This unsubscribe link is not valid: it may have been cut off or altered. Open the full link in the email, or write to us at ${email} and we will remove your address.`,
    error: 'Your request could not be completed for the moment: please try again shortly.',
    intro: 'No longer wish to receive our newsletter? One click and your address is deleted from our list.',
    button: 'Unsubscribe me',
    dataStart: 'What we do with your data:',
    privacy: 'privacy policy',
  },
};
