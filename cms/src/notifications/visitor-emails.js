'use strict';

/**
 * The e-mails the CMS writes to visitors (a request's acknowledgement, the newsletter's welcome), in the language they
 * wrote in (requests/languages.js): French, British English, Modern Standard Arabic with western digits, the words of
 * docs/glossary.md (ADIVE as it is, in Latin letters). French is plain text, as it always was; English and Arabic
 * carry an HTML part beside their text, saying its language, and for Arabic its direction (`dir="rtl"`), with the
 * addresses, numbers and links kept left to right.
 */

const { LANGUAGE_INFO, languageOf } = require('../requests/languages');

/** The firm's signature, in each language. */
const SIGNATURE = {
  fr: "Cordialement,\nL'équipe ADIVE — Agence du digital et de la vente\n+226 69 09 09 37 · contact@adive.net",
  en: 'Kind regards,\nThe ADIVE team — Digital and Sales Agency\n+226 69 09 09 37 · contact@adive.net',
  ar: 'مع خالص التحية،\nفريق ADIVE — وكالة الرقمنة والمبيعات\n+226 69 09 09 37 · contact@adive.net',
};

/** A request's acknowledgement; `what` is what it thanks for (requests/kinds.js `email.thanks`). */
const ACKNOWLEDGEMENT = {
  fr: {
    subject: (what) => `ADIVE a bien reçu ${what}`,
    greeting: 'Bonjour,',
    received: (what) => `Nous avons bien reçu ${what} et nous revenons vers vous rapidement.`,
    automatic: "Ce message est envoyé automatiquement : inutile d'y répondre.",
  },
  en: {
    subject: (what) => `ADIVE has received ${what}`,
    greeting: 'Hello,',
    received: (what) => `We have received ${what} and will get back to you shortly.`,
    automatic: 'This message was sent automatically: there is no need to reply to it.',
  },
  ar: {
    subject: (what) => `تلقّت ADIVE ${what}`,
    greeting: 'تحية طيبة،',
    received: (what) => `لقد تلقّينا ${what}، وسنعود إليكم في أقرب وقت.`,
    automatic: 'أُرسلت هذه الرسالة تلقائيًا، فلا حاجة إلى الرد عليها.',
  },
};

/** The newsletter's welcome; `link` is the unsubscribe page of the subscriber's edition. */
const WELCOME = {
  fr: {
    subject: 'Votre inscription à la lettre d’ADIVE',
    greeting: 'Bonjour,',
    subscribed: 'Votre adresse est inscrite à la lettre d’information d’ADIVE : formations programmées, offres d’emploi et conseils, une fois par mois.',
    leave: (link) => `Pour vous désinscrire, à tout moment : ${link}`,
    notYou: "Vous n'êtes pas à l'origine de cette inscription ? Le lien ci-dessus efface votre adresse.",
  },
  en: {
    subject: 'Your subscription to the ADIVE newsletter',
    greeting: 'Hello,',
    subscribed: 'Your address has been added to the ADIVE newsletter: upcoming training courses, job vacancies and advice, once a month.',
    leave: (link) => `To unsubscribe at any time: ${link}`,
    notYou: 'If you did not subscribe, the link above removes your address.',
  },
  ar: {
    subject: 'اشتراككم في نشرة ADIVE الإخبارية',
    greeting: 'تحية طيبة،',
    subscribed: 'تم تسجيل بريدكم الإلكتروني في نشرة ADIVE الإخبارية: الدورات التدريبية المبرمجة وعروض العمل والنصائح، مرة واحدة في الشهر.',
    leave: (link) => `لإلغاء الاشتراك في أي وقت: ${link}`,
    notYou: 'لم تطلبوا هذا الاشتراك؟ الرابط أعلاه يحذف بريدكم الإلكتروني من القائمة.',
  },
};

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Letters written right to left (Arabic, Hebrew…): a line without any is an address, a number, a link. */
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/** One line of text as HTML: escaped, its links clickable; in a right-to-left e-mail, what reads left to right kept so. */
function htmlLine(line, dir) {
  const ltr = dir === 'rtl' ? ' dir="ltr"' : '';
  const html = line
    .split(/(https?:\/\/[^\s<>"']+)/)
    .map((part, index) => (index % 2 ? `<a href="${escapeHtml(part)}"${ltr}>${escapeHtml(part)}</a>` : escapeHtml(part)))
    .join('');
  return dir === 'rtl' && !RIGHT_TO_LEFT.test(line) ? `<span dir="ltr">${html}</span>` : html;
}

/** The HTML part of an e-mail whose text is `text` (paragraphs between blank lines), in `language`. */
function htmlPart(subject, text, language) {
  const { lang, dir } = LANGUAGE_INFO[language];
  const paragraphs = text.split(/\n{2,}/).map((paragraph) => `<p style="margin:0 0 16px">${paragraph.split('\n').map((line) => htmlLine(line, dir)).join('<br>')}</p>`);
  const align = dir === 'rtl' ? 'right' : 'left';
  return [
    '<!DOCTYPE html>',
    `<html lang="${lang}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:0;background:#ffffff">`,
    // The direction said again on the body's first block: some webmails keep only the body's content.
    `<div lang="${lang}" dir="${dir}" style="padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#0f1e3d;text-align:${align}">`,
    ...paragraphs,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

/** An e-mail to a visitor in `language`: its text, and for a language other than French its HTML part. */
function visitorEmail({ to, subject, paragraphs, language }) {
  const text = paragraphs.join('\n\n');
  const mail = { to, subject: subject.slice(0, 200), text };
  return language === 'fr' ? mail : { ...mail, html: htmlPart(mail.subject, text, language) };
}

/** The acknowledgement of a request sent to `to` in the language of `record`, thanking for `thanks[language]`. */
function acknowledgementEmail({ to, record, thanks }) {
  const language = languageOf(record);
  const words = ACKNOWLEDGEMENT[language];
  const what = thanks[language](record);
  // No name typed by the visitor: anyone may give any address, and this text goes to it from the firm's server.
  return visitorEmail({ to, subject: words.subject(what), paragraphs: [words.greeting, words.received(what), SIGNATURE[language], words.automatic], language });
}

/** The welcome of a subscriber in `language`, with `link`, the way out. */
function welcomeEmailIn(language, { to, link }) {
  const words = WELCOME[language];
  return visitorEmail({ to, subject: words.subject, paragraphs: [words.greeting, words.subscribed, words.leave(link), SIGNATURE[language], words.notYou], language });
}

module.exports = { ACKNOWLEDGEMENT, SIGNATURE, WELCOME, acknowledgementEmail, htmlPart, visitorEmail, welcomeEmailIn };
