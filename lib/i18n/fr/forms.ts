// The request forms' texts in French: labels, placeholders, rules' messages and what a form says once sent (quote,
// contact, newsletter, book order, job application). The spec's exact messages (section 8) are read from the forms'
// own modules (lib/forms), which keep them for the browser's French defaults: one spelling of each.
import { applicationMessages } from '@/lib/forms/application';
import { newsletterRequest } from '@/lib/forms/newsletter';
import { orderMessages, orderRequest } from '@/lib/forms/order';
import { quoteRequest } from '@/lib/forms/quote';
import { REQUEST_RATE_LIMITED } from '@/lib/forms/rateLimited';
import { requestFailed, requestSent } from '@/lib/forms/rules';
import { messages } from '@/lib/messages';

export const forms = {
  /** The controls every form shares (components/forms/fields.tsx). */
  fields: {
    name: 'Nom complet',
    namePlaceholder: 'Awa Ouédraogo',
    email: 'Adresse e-mail',
    emailPlaceholder: 'nom@exemple.com',
    phone: 'Téléphone',
    dialingCode: 'Indicatif du pays',
    dialingCodePlaceholder: 'Indicatif',
    phoneNumber: 'Numéro de téléphone',
    characters: (count: string, max: string) => `${count} / ${max} caractères`,
    allRequired: 'Tous les champs sont obligatoires.',
    sending: 'Envoi en cours...',
    closeMessage: 'Fermer le message',
    honeypot: 'Ne pas remplir ce champ',
    queued: messages.requestQueued,
    servicePlaceholder: 'Choisissez un service',
  },
  /** The rules' messages (lib/forms/rules.ts), the e-mail's as the spec writes it for the quote form. */
  rules: {
    name: 'Veuillez saisir votre nom.',
    email: quoteRequest.fields.email.message,
    phone: 'Veuillez saisir votre numéro de téléphone (chiffres uniquement).',
    dialingCode: 'Veuillez sélectionner un indicatif.',
    service: quoteRequest.fields.service.message,
    message: quoteRequest.fields.message.message,
  },
  requestSent,
  requestFailed,
  rateLimited: REQUEST_RATE_LIMITED,
  /** Said of a request kept offline once the site answered it (lib/offline/sendQueued.ts, lib/messages.ts's). */
  keptSent: messages.queuedSent,
  keptRefused: messages.queuedRefused,
  /** The services the quote and contact forms offer, by the value stored (the firm's French label). */
  services: {
    'Mise en relation emploi': 'Mise en relation emploi',
    'Formation professionnelle': 'Formation professionnelle',
    'Service de livraison': 'Service de livraison',
    'Prospection commerciale': 'Prospection commerciale',
    'Stratégie de marketing digital': 'Stratégie de marketing digital',
    'Rédaction de contenu web': 'Rédaction de contenu web',
    'Conception graphique': 'Conception graphique',
    'Vente en ligne': 'Vente en ligne',
    Autres: 'Autres',
  },
  quote: {
    label: 'Demande de devis',
    submit: 'Envoyer la demande',
    service: 'Service souhaité',
    message: 'Votre besoin',
    messagePlaceholder: 'Décrivez votre projet : objectifs, délais, budget…',
    queuedSent: 'Connexion retrouvée : votre demande de devis a bien été envoyée !',
  },
  contact: {
    label: 'Envoyer un message',
    submit: 'Envoyer le message',
    service: 'Service concerné',
    message: 'Votre message',
    messagePlaceholder: 'Comment pouvons-nous vous aider ?',
    queuedSent: 'Connexion retrouvée : votre message a bien été envoyé !',
  },
  newsletter: {
    invalid: newsletterRequest.fields.email.message,
    sent: newsletterRequest.sent,
    failed: newsletterRequest.failed,
    subscribe: "S'abonner",
    subscribing: 'Inscription...',
  },
  application: {
    cvLabel: 'Votre CV (PDF, DOC ou DOCX, 5 Mo au plus)',
    messageLabel: 'Un mot pour le recruteur (facultatif)',
    cvRequired: applicationMessages.cvRequired,
    cvTooLarge: applicationMessages.cvTooLarge,
    cvWrongType: applicationMessages.cvWrongType,
    cvUnreadable: applicationMessages.cvUnreadable,
    cvAgain: applicationMessages.cvAgain,
    messageTooLong: applicationMessages.applicationMessageTooLong,
    success: (title: string) => applicationMessages.applicationSuccess(title),
    spontaneousSuccess: applicationMessages.spontaneousSuccess,
    failure: applicationMessages.applicationFailure,
    jobUnknown: applicationMessages.applicationJobUnknown,
    jobExpired: (day: string) => applicationMessages.applicationJobExpired(day),
    jobExpiredUndated: applicationMessages.applicationJobExpired(''),
  },
  /** The cart and the book order (components/cart, components/books/BookDialog.tsx). */
  order: {
    cart: 'Votre panier',
    myCart: 'Mon panier',
    bookCountOne: (count: string) => `: ${count} livre`,
    bookCountOther: (count: string) => `: ${count} livres`,
    empty: orderMessages.emptyCart,
    lines: 'Livres du panier',
    unitPrice: (price: string) => `${price} l'unité`,
    remove: (title: string) => `Retirer : ${title}`,
    total: 'Total',
    lineQuantity: (title: string) => `Quantité : ${title}`,
    quantity: 'Quantité',
    addedOne: (count: string) => `${count} ajouté au panier`,
    addedOther: (count: string) => `${count} ajoutés au panier`,
    addToCart: 'Ajouter au panier',
    buy: 'Acheter',
    orderBook: 'Commander',
    orderMessageOne: (count: string, title: string) => `Bonjour, je souhaite commander ${count} exemplaire du livre « ${title} ».`,
    orderMessageOther: (count: string, title: string) => `Bonjour, je souhaite commander ${count} exemplaires du livre « ${title} ».`,
    form: 'Commande',
    yourDetails: 'Vos coordonnées',
    submit: 'Envoyer la commande',
    whatsapp: 'Commander sur WhatsApp',
    whatsappAlso: 'Envoyer aussi sur WhatsApp',
    newTab: '(nouvel onglet)',
    sent: orderRequest.sent,
    queuedSent: orderRequest.queued.sent,
    bookUnavailable: orderMessages.bookUnavailable,
    bookWithoutPrice: (title: string) => orderMessages.bookWithoutPrice(title),
  },
};
