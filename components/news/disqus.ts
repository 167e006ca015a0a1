import type { Edition } from '@/lib/editions';

/** The comment thread's language (Disqus's code), the page's edition's. */
export const COMMENTS_LANGUAGES: Readonly<Record<Edition, string>> = { fr: 'fr', en: 'en', ar: 'ar' };

/** Disqus shortname from the configuration; '' (comments hidden) when it is not set. */
export function disqusShortname(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const value = env.NEXT_PUBLIC_DISQUS_SHORTNAME?.trim() ?? '';
  // A shortname is a Disqus subdomain: letters, digits and hyphens only.
  return /^[a-z0-9-]+$/i.test(value) ? value : '';
}
