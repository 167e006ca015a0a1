import type { Texts } from '../types';

/** "1 month", "36 months". */
const months = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;

export const legal: Texts['legal'] = {
  updated: (date) => `Last updated: ${date}`,
  terms: {
    title: 'Terms and conditions',
    description:
      'Terms of use of the ADIVE website: content, quote requests, training courses, job vacancies and the online shop.',
    updated: '22 November 2026',
    purpose: {
      title: 'Purpose',
      text: 'This website is published by ADIVE (Digital and Sales Agency), Ouagadougou, Burkina Faso. It presents our consulting, studies, training, recruitment and digital services. By using it, you accept these terms and conditions.',
    },
    information: {
      title: 'Published information',
      text: 'Service descriptions, scheduled training courses, job vacancies and prices are given for information only and may change. Only a quote or a written confirmation from us is binding on us. Job vacancies published on behalf of partner companies remain their responsibility.',
    },
    orders: {
      title: 'Quotes, training courses and orders',
      text: 'A quote request or a message sent through the website’s forms is not an order. Final enrolment on a training course and the purchase of a book from the online shop are confirmed by our team, together with the payment terms (mobile money, bank card or bank transfer) and delivery arrangements.',
    },
    candidates: {
      title: 'Services for candidates',
      before: 'The packages and individual services of our ',
      link: 'job matching',
      after:
        ' service (CV, cover letter, interview and test preparation, job alerts) are provided online. We are committed to supporting you conscientiously, but the hiring decision always rests with the employer: no service guarantees that you will obtain a job.',
    },
    property: {
      title: 'Intellectual property',
      text: 'The texts, logos, visuals and materials on this website are the property of ADIVE or of their authors. Any reproduction without written permission is prohibited, except for sharing links to our pages.',
    },
    comments: {
      title: 'Comments',
      text: 'Comments posted under news articles are published through a third-party service and are the responsibility of their authors. We may remove any comment that is abusive, misleading or promotional.',
    },
    contact: {
      title: 'Contact',
      before: 'For any question about these terms and conditions: ',
      or: ' or our ',
      contact: 'Contact page',
      seeAlso: '. See also our ',
      privacy: 'privacy policy',
    },
  },
  privacy: {
    title: 'Privacy policy',
    description:
      'What ADIVE does with your data: requests, applications and CVs, newsletter, emails, pages kept on your device, anonymous speed measurements, retention periods and your rights.',
    updated: '1 December 2026',
    controller: {
      title: 'Who processes your data',
      text: 'ADIVE (Digital and Sales Agency), Ouagadougou, Burkina Faso, is the controller of the data left on this website, within the meaning of Law No. 001-2021/AN of 30 March 2021 on the protection of persons with regard to the processing of personal data (loi n° 001-2021/AN). We collect only what we need to answer you, and we sell nothing.',
    },
    requests: {
      title: 'Quote requests, messages and orders',
      text: 'What you enter (name, email, phone, service or books chosen, message) is recorded in the website’s management tool and sent by email to the ADIVE team, who use it only to handle your request. The form also sends a copy through an email delivery service (EmailJS) from your browser.',
      kept: (requests, inactive) =>
        `These requests are deleted ${months(requests)} after they have been handled (or received, if they were never handled), and none is kept more than ${months(inactive)} after our team last acted on it, even while it is still being handled. The email the team received remains in its mailbox, and the website’s backups, kept for two weeks, hold a copy until they are rotated out.`,
    },
    applications: {
      title: 'Applications and CVs',
      text: 'An application (name, email, phone, message, vacancy applied for) and its CV are read by the recruitment team to assess your profile; your application is passed on to the employer offering the vacancy only if your profile matches. Your CV is never public: it is stored apart from the website’s files and can be opened only in the administration area, by the team members authorised to read applications, and each opening is recorded (who, when).',
      kept: (applications, inactive) =>
        `The application and the CV are deleted ${months(applications)} after the application has been handled (or received, if it was never handled), and at the latest ${months(inactive)} after our team last acted on it, even while it is still under review; the website’s backups keep them for two more weeks. You can ask for them to be deleted sooner.`,
    },
    newsletter: {
      title: 'Our newsletter',
      text: 'Your email address is used only to send you the ADIVE newsletter. The welcome email confirming your subscription contains a link to unsubscribe: one click, and your address is erased; you can also write to us. If you do not unsubscribe, it is kept for as long as the newsletter is published.',
    },
    emails: {
      title: 'The emails we send you',
      text: 'After a request, an order or an application, an acknowledgement of receipt is sent to the address you gave. It repeats nothing of what you wrote. If that address is rejected, we may call you on the number you left.',
    },
    device: {
      title: 'What your device keeps',
      text: 'To open quickly and without a network, the website keeps the pages you have read and their images in your browser (for 30 days at most): they are not sent to us. A request written while offline waits there for the network to return, then reaches us like any other. You can erase all of this in your browser’s settings (“Clear site data”).',
    },
    measures: {
      title: 'Anonymous speed measurements',
      text: (days) =>
        `To find out whether the website opens quickly on our visitors’ phones and networks, when you leave a page your browser sends us the time it took to display and to respond, with the type of page (“a job vacancy”, never its address), the type of connection (2G, 3G, 4G), a device class based on its memory and, for a slow click, the type of element tapped (never its text). Nothing that is kept identifies you: no IP address (read for one minute, in memory, to refuse bursts of submissions, never written down), no identifier, no cookie. These figures are immediately added to totals per day and per type of page; no visit is recorded on its own. The totals are kept for ${days} days, then erased. If your browser sends the Global Privacy Control signal (“do not track me”), nothing is measured or sent.`,
    },
    tracking: {
      title: 'No tracking',
      before:
        'The website has no audience measurement tool (apart from the anonymous speed measurements above), no advertising and no tracking cookie. The language you choose in the language selector is kept in one cookie, ',
      after:
        ', used only to offer you pages in that language; the English and Arabic pages are the website’s own, written by us: no text is sent to a translation service. The active menu and the basket are kept in the browser’s session storage, cleared when the tab is closed; its local storage keeps the time you last sent a form (to avoid duplicate submissions) and, where applicable, a sign that a request is waiting for the network.',
    },
    thirdParties: {
      title: 'Comments, video and map',
      text: 'Comments on news articles come from a third-party service, loaded only when you scroll down the page to them. The video on the home page (YouTube, in privacy-enhanced mode) and the map on the Contact page (OpenStreetMap) are contacted only if you click to display them. Each of these services applies its own privacy policy.',
    },
    rights: {
      title: 'Your rights',
      before:
        'You can ask to see the data we hold about you, have it corrected or deleted, and object to its use: write to ',
      after: ', giving the email address you used on the website. We reply within one month.',
      authority:
        'If you are not satisfied with our reply, you can refer the matter to the Commission de l’informatique et des libertés (CIL), Burkina Faso’s data protection authority, in Ouagadougou.',
    },
  },
  notice: {
    link: 'Your data and your rights',
    quote: (count) =>
      `Your contact details and your needs are received by the ADIVE team to prepare your quote, and kept for ${months(count)} after your request has been handled.`,
    contact: (count) =>
      `Your contact details and your message are received by the ADIVE team to answer you, and kept for ${months(count)} after your request has been handled.`,
    order: (count) =>
      `Your contact details and your order are received by the ADIVE team to prepare and deliver it, and kept for ${months(count)} after your request has been handled.`,
    application: (count) =>
      `Your application and your CV are received by the ADIVE recruitment team to assess your profile and put it forward to the employer, then deleted ${months(count)} after your application has been handled.`,
    newsletter: 'Your address is used only to send you the ADIVE newsletter; the welcome email contains a link to unsubscribe.',
  },
};
