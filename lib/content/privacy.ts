// What the site tells visitors about their data (loi n° 001-2021/AN du Burkina Faso): the retention periods the CMS
// enforces (cms/src/requests/retention.js, the same variables, read on the server) and the short notice under each
// form. The privacy page (app/politique-de-confidentialite) says the rest.
import type { RequestKind } from '@/lib/forms/definition';

/**
 * Months kept, counted from when the request was handled (or received, if never handled); and the bound, whatever
 * the status: months after the team's last action on it.
 */
export function retentionMonths(env: Record<string, string | undefined> = process.env) {
  const months = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return Number.isInteger(number) && number > 0 ? number : fallback;
  };
  return {
    applications: months(env.CANDIDATURE_RETENTION_MONTHS, 24),
    requests: months(env.REQUEST_RETENTION_MONTHS, 36),
    inactive: months(env.INACTIVE_RETENTION_MONTHS, 36),
  };
}

/** Days the field measures' daily counts are kept (cms/src/measures, the same variable). */
export function measuresKeepDays(env: Record<string, string | undefined> = process.env): number {
  const text = (env.MEASURES_KEEP_DAYS ?? '').trim();
  return /^\d+$/.test(text) && Number(text) >= 1 ? Number(text) : 90;
}

/** A request form's kind, or the newsletter's. */
export type NoticeKind = RequestKind | 'newsletter';

/** The one line under a form: who receives the data, why, how long it is kept. */
export function dataNotice(kind: NoticeKind, months = retentionMonths()): string {
  // "conservés" agrees with the feminine and masculine nouns it follows, "conservées" with two feminine ones.
  const kept = (agreement: 's' | 'es') => `conservé${agreement} ${months.requests} mois après le traitement de votre demande`;
  switch (kind) {
    case 'quote':
      return `Vos coordonnées et votre besoin sont reçus par l’équipe ADIVE pour établir votre devis, ${kept('s')}.`;
    case 'contact':
      return `Vos coordonnées et votre message sont reçus par l’équipe ADIVE pour vous répondre, ${kept('s')}.`;
    case 'order':
      return `Vos coordonnées et votre commande sont reçues par l’équipe ADIVE pour la préparer et vous livrer, ${kept('es')}.`;
    case 'application':
      return `Votre candidature et votre CV sont reçus par l’équipe recrutement d’ADIVE pour étudier votre profil et le proposer à l’employeur, puis supprimés ${months.applications} mois après le traitement de votre candidature.`;
    case 'newsletter':
      return 'Votre adresse sert seulement à vous envoyer la lettre d’ADIVE ; l’e-mail de bienvenue porte un lien pour vous désinscrire.';
  }
}
