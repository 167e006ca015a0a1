import { servicePath } from '@/lib/paths';
import { site } from '@/lib/site';

/** Option 1 (with assistance): the job-matching service, where the pro CV is made. */
export const CV_SERVICE_HREF = servicePath('mise-en-relation');

/** Option 2's fallback when the form cannot be used: an e-mail to the firm with the job in the subject. */
export function applyByEmailHref(title: string): string {
  const subject = `Candidature : ${title}`;
  const body = `Bonjour,\n\nJe souhaite postuler à l'offre « ${title} ». Vous trouverez mon CV en pièce jointe.\n\nCordialement,`;
  return `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
