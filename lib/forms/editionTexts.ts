// The request forms' words in an edition, from its texts (lib/i18n, area `forms`): what the server gives a form island
// as props (its controls' words, its messages, its service list) and what a server action answers with. Server only.
import 'server-only';
import type { ControlTexts } from '@/lib/layout/controlTexts';
import { EDITION_INFO, type Edition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import type { BookActionTexts, CartTexts } from '@/lib/cart/texts';
import { PAGES, pageIn } from '@/lib/paths';
import type { RequestMessages } from './definition';
import { DIALING_CODES } from './dialingCodes';
import { frenchCountries, type ApplicationFormTexts, type Choice, type FieldTexts, type RequestFormTexts } from './fieldTexts';
import { CONTACT_SERVICES, QUOTE_SERVICES } from './serviceOptions';
import type { NewsletterTexts } from './newsletter';

type FormsTexts = ReturnType<typeof textsOf>['forms'];

/**
 * The dialing codes' options: `country (code)`, the French names as the firm wrote them (in its order), the other
 * editions' the standard names (CLDR's, through Intl), sorted in their language.
 */
function countriesIn(edition: Edition): FieldTexts['countries'] {
  if (edition === 'fr') return frenchCountries();
  const { lang, dir } = EDITION_INFO[edition];
  const names = new Intl.DisplayNames([lang === 'en' ? 'en-GB' : lang], { type: 'region' });
  const collator = new Intl.Collator(lang);
  // The code kept left to right in Arabic text: an option holds no markup, so Unicode's isolates.
  const code = (value: string) => (dir === 'rtl' ? `\u2066${value}\u2069` : value);
  return DIALING_CODES.map((entry) => ({ code: entry.code, country: names.of(entry.region) ?? entry.country }))
    .sort((a, b) => collator.compare(a.country, b.country))
    .map((entry) => ({ code: entry.code, label: `${entry.country} (${code(entry.code)})` }));
}

/** The words of the shared controls in `edition`. */
export function fieldTexts(edition: Edition): FieldTexts {
  const { fields } = textsOf(edition).forms;
  return {
    edition,
    name: fields.name,
    namePlaceholder: fields.namePlaceholder,
    email: fields.email,
    emailPlaceholder: fields.emailPlaceholder,
    phone: fields.phone,
    dialingCode: fields.dialingCode,
    dialingCodePlaceholder: fields.dialingCodePlaceholder,
    phoneNumber: fields.phoneNumber,
    characters: fields.characters('{count}', '{max}'),
    allRequired: fields.allRequired,
    sending: fields.sending,
    closeMessage: fields.closeMessage,
    honeypot: fields.honeypot,
    queued: fields.queued,
    countries: countriesIn(edition),
  };
}

function servicesIn(forms: FormsTexts, services: readonly (keyof FormsTexts['services'])[]): Choice[] {
  return services.map((value) => ({ value, label: forms.services[value] }));
}

/** The messages of the person's fields, every form's. */
function personMessages(forms: FormsTexts) {
  const { rules } = forms;
  return { name: rules.name, email: rules.email, dialingCode: rules.dialingCode, phone: rules.phone };
}

export function quoteMessages(edition: Edition): RequestMessages<'name' | 'email' | 'phone' | 'service' | 'message'> {
  const { forms } = textsOf(edition);
  const { name, email, phone } = personMessages(forms);
  return {
    fields: { name, email, phone, service: forms.rules.service, message: forms.rules.message },
    sent: forms.requestSent,
    failed: forms.requestFailed,
    queuedSent: forms.quote.queuedSent,
    limited: forms.rateLimited,
  };
}

export function contactMessages(edition: Edition): RequestMessages<'name' | 'email' | 'dialingCode' | 'phone' | 'service' | 'message'> {
  const { forms } = textsOf(edition);
  return {
    fields: { ...personMessages(forms), service: forms.rules.service, message: forms.rules.message },
    sent: forms.requestSent,
    failed: forms.requestFailed,
    queuedSent: forms.contact.queuedSent,
    limited: forms.rateLimited,
  };
}

/** The quote form's words in `edition` (components/forms/QuoteForm.tsx). */
export function quoteFormTexts(edition: Edition): RequestFormTexts<keyof ReturnType<typeof quoteMessages>['fields']> {
  const { forms } = textsOf(edition);
  return {
    fields: fieldTexts(edition),
    messages: quoteMessages(edition),
    label: forms.quote.label,
    submit: forms.quote.submit,
    service: forms.quote.service,
    servicePlaceholder: forms.fields.servicePlaceholder,
    services: servicesIn(forms, QUOTE_SERVICES),
    message: forms.quote.message,
    messagePlaceholder: forms.quote.messagePlaceholder,
  };
}

/** The contact form's words in `edition` (components/forms/ContactForm.tsx). */
export function contactFormTexts(edition: Edition): RequestFormTexts<keyof ReturnType<typeof contactMessages>['fields']> {
  const { forms } = textsOf(edition);
  return {
    fields: fieldTexts(edition),
    messages: contactMessages(edition),
    label: forms.contact.label,
    submit: forms.contact.submit,
    service: forms.contact.service,
    servicePlaceholder: forms.fields.servicePlaceholder,
    services: servicesIn(forms, CONTACT_SERVICES),
    message: forms.contact.message,
    messagePlaceholder: forms.contact.messagePlaceholder,
  };
}

/** What the newsletter's action answers in `edition`. */
export function newsletterMessages(edition: Edition): { invalid: string; sent: string; failed: string; limited: string } {
  const { forms } = textsOf(edition);
  return { invalid: forms.newsletter.invalid, sent: forms.newsletter.sent, failed: forms.newsletter.failed, limited: forms.rateLimited };
}

/**
 * The newsletter form's words in `edition` (components/forms/NewsletterForm.tsx; its label is the block's own, passed
 * apart by the footer and the side menu).
 */
export function newsletterFormTexts(edition: Edition): NewsletterTexts {
  const { forms } = textsOf(edition);
  return {
    edition,
    invalid: forms.newsletter.invalid,
    subscribe: forms.newsletter.subscribe,
    subscribing: forms.newsletter.subscribing,
    placeholder: forms.fields.emailPlaceholder,
    closeMessage: forms.fields.closeMessage,
    honeypot: forms.fields.honeypot,
  };
}

/** What the application's action and form say in `edition` (the French ones: lib/forms/application.ts). */
export function applicationMessagesIn(edition: Edition) {
  const { forms } = textsOf(edition);
  const words = forms.application;
  return {
    request: {
      fields: { ...personMessages(forms), message: words.messageTooLong },
      failed: words.failure,
      limited: forms.rateLimited,
    } satisfies RequestMessages<'name' | 'email' | 'dialingCode' | 'phone' | 'message'>,
    cv: { cvRequired: words.cvRequired, cvTooLarge: words.cvTooLarge, cvWrongType: words.cvWrongType, cvUnreadable: words.cvUnreadable, cvAgain: words.cvAgain },
    success: words.success,
    spontaneousSuccess: words.spontaneousSuccess,
    jobUnknown: words.jobUnknown,
    jobExpired: words.jobExpired,
    jobExpiredUndated: words.jobExpiredUndated,
  };
}

/** The application form's own words in `edition` (components/jobs/ApplicationForm.tsx). */
export function applicationFormTexts(edition: Edition): ApplicationFormTexts {
  const { application } = textsOf(edition).forms;
  const { request, cv } = applicationMessagesIn(edition);
  return { fields: fieldTexts(edition), messages: request, cv, failure: application.failure, cvLabel: application.cvLabel, messageLabel: application.messageLabel };
}

/** What the book order's action says in `edition` (the French ones: lib/forms/order.ts). */
export function orderMessagesIn(edition: Edition) {
  const { forms } = textsOf(edition);
  const { name, phone, email } = personMessages(forms);
  return {
    request: {
      fields: { name, phone, email },
      sent: forms.order.sent,
      failed: forms.requestFailed,
      queuedSent: forms.order.queuedSent,
      limited: forms.rateLimited,
    } satisfies RequestMessages<'name' | 'phone' | 'email'>,
    emptyCart: forms.order.empty,
    bookUnavailable: forms.order.bookUnavailable,
    bookWithoutPrice: forms.order.bookWithoutPrice,
  };
}

/** `{count}`-templates of a text written for one and for more. */
function counted(one: (count: string) => string, other: (count: string) => string) {
  return { one: one('{count}'), other: other('{count}') };
}

/** The cart's and the order form's words in `edition` (components/cart). */
/** The shared controls' words in `edition` (dialogs, quantity steppers). */
export function controlTexts(edition: Edition): ControlTexts {
  const { close, decrease, increase } = textsOf(edition).layout.controls;
  return { close, decrease, increase };
}

export function cartTexts(edition: Edition): CartTexts {
  const { order } = textsOf(edition).forms;
  const messages = orderMessagesIn(edition);
  return {
    edition,
    controls: controlTexts(edition),
    cart: order.cart,
    myCart: order.myCart,
    bookCount: counted(order.bookCountOne, order.bookCountOther),
    empty: order.empty,
    lines: order.lines,
    unitPrice: order.unitPrice('{price}'),
    remove: order.remove('{title}'),
    total: order.total,
    lineQuantity: order.lineQuantity('{title}'),
    order: {
      fields: fieldTexts(edition),
      messages: messages.request,
      emptyCart: messages.emptyCart,
      form: order.form,
      yourDetails: order.yourDetails,
      submit: order.submit,
      whatsapp: order.whatsapp,
      whatsappAlso: order.whatsappAlso,
      newTab: order.newTab,
    },
  };
}

/** The book dialog's words in `edition` (components/books/BookDialog.tsx, components/cart/CartActions.tsx). */
export function bookActionTexts(edition: Edition): BookActionTexts {
  const { order } = textsOf(edition).forms;
  return {
    controls: controlTexts(edition),
    quantity: order.quantity,
    added: counted(order.addedOne, order.addedOther),
    addToCart: order.addToCart,
    buy: order.buy,
    orderBook: order.orderBook,
    orderMessage: { one: order.orderMessageOne('{count}', '{title}'), other: order.orderMessageOther('{count}', '{title}') },
    quoteHref: pageIn(edition, PAGES.quote),
  };
}
