/** The comment thread is in French, like the site. */
export const COMMENTS_LANGUAGE = 'fr';

/** Disqus shortname from the configuration; '' (comments hidden) when it is not set. */
export function disqusShortname(env: Readonly<Record<string, string | undefined>> = process.env): string {
  const value = env.NEXT_PUBLIC_DISQUS_SHORTNAME?.trim() ?? '';
  // A shortname is a Disqus subdomain: letters, digits and hyphens only.
  return /^[a-z0-9-]+$/i.test(value) ? value : '';
}

/** Shown in the thread's place when the comments' code cannot be fetched (weak or lost network). */
export const COMMENTS_UNAVAILABLE = 'Les commentaires ne peuvent pas être chargés pour le moment. Réessayez plus tard.';
