// A production build must be told the site's public address (and a well-formed CMS_URL, when set): otherwise canonical
// links, the sitemap and share previews silently point at localhost. Read by next.config.ts: relative imports only.

export type Env = Readonly<Record<string, string | undefined>>;

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The problems that must stop a production build, in French; [] when there is none. */
export function deployEnvProblems(env: Env): string[] {
  const problems: string[] = [];
  const siteUrl = env.SITE_URL?.trim() ?? '';
  if (!siteUrl) {
    problems.push(
      "SITE_URL n'est pas défini : indiquez l'adresse publique du site, par exemple SITE_URL=https://www.adive.net " +
        '(en local : SITE_URL=http://localhost:3000). Elle sert aux liens canoniques, au plan du site et aux aperçus de partage.',
    );
  } else if (!isHttpUrl(siteUrl)) {
    problems.push(`SITE_URL doit être une adresse absolue en http(s), par exemple https://www.adive.net (reçu : « ${siteUrl} »).`);
  }
  const cmsUrl = env.CMS_URL?.trim() ?? '';
  if (cmsUrl && !isHttpUrl(cmsUrl)) {
    problems.push(`CMS_URL doit être l'adresse absolue de l'API Strapi, par exemple https://cms.adive.net/api (reçu : « ${cmsUrl} »).`);
  }
  return problems;
}

/** Throws one readable error listing every problem. */
export function assertDeployEnv(env: Env): void {
  const problems = deployEnvProblems(env);
  if (problems.length > 0) {
    throw new Error(`Configuration de production incomplète :\n- ${problems.join('\n- ')}`);
  }
}
