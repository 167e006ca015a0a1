'use server';
import { redirect } from 'next/navigation';
import { unsubscribe } from '@/lib/cms';
import { readEdition } from '@/lib/forms/editionField';
import { PAGES, pageIn } from '@/lib/paths';

/**
 * The unsubscribe page's button (a plain form post, also without JavaScript): the CMS checks the token and removes the
 * address; the page then says what happened, in the edition the form names (French by default). Only a failure to
 * reach the CMS keeps the token, to try again.
 */
export async function unsubscribeFromNewsletter(formData: FormData): Promise<void> {
  const raw = formData instanceof FormData ? formData.get('jeton') : null;
  const token = typeof raw === 'string' && raw.length <= 1000 ? raw.trim() : '';
  const outcome = token ? await unsubscribe(token) : 'invalid';
  const query = new URLSearchParams({ resultat: outcome, ...(outcome === 'error' ? { jeton: token } : {}) });
  redirect(`${pageIn(readEdition(formData instanceof FormData ? formData : null), PAGES.unsubscribe)}?${query}`);
}
