import { PageLink } from '@/components/ui/PageLink';
import { ChevronRight, Icon } from '@/components/ui/icons';
import { JsonLd } from '@/components/ui/JsonLd';
import { breadcrumbJsonLd } from '@/lib/seo/jsonLd';
import { PAGE_OPENING_ID, PageOpeningEnd } from '@/components/layout/PageOpening';
import { PAGES, pageIn } from '@/lib/paths';
import { editionTexts } from '@/lib/i18n/edition';
import { EDITION_INFO } from '@/lib/editions';

/** A step of the trail; `href` is its page's French address (written in the page's edition here). */
export type Crumb = { label: string; href?: string };

/**
 * Page banner with the page's h1 and the trail Accueil › … › current page, which every page carries. `titleLanguage`:
 * the language of a CMS item's title when it is not the page's (an item not yet translated, lib/cms/locales.ts).
 */
export async function Breadcrumb({ title, trail, intro, titleLanguage }: { title: string; trail: Crumb[] | string; intro?: string; titleLanguage?: string }) {
  const { edition, texts } = await editionTexts();
  const titleLang = titleLanguage && titleLanguage !== EDITION_INFO[edition].lang ? titleLanguage : undefined;
  const home = texts.layout.breadcrumb.home;
  const pageCrumbs: Crumb[] = typeof trail === 'string' ? [{ label: trail }] : trail;
  const crumbs: Crumb[] = [{ label: home, href: PAGES.homeAlias }, ...pageCrumbs];
  return (
    <section id={PAGE_OPENING_ID} className="relative overflow-hidden bg-ink-900 text-white">
      {/* For search engines, the home step is the home page's canonical address. */}
      <JsonLd data={breadcrumbJsonLd([{ label: home, href: PAGES.home }, ...pageCrumbs].map((crumb) => (crumb.href ? { ...crumb, href: pageIn(edition, crumb.href) } : crumb)))} />
      <div aria-hidden className="glow-brand absolute -end-24 -top-24 size-72 opacity-40" />
      <div aria-hidden className="glow-accent absolute -bottom-32 start-1/3 size-72 opacity-30" />
      <div className="container-page relative py-10 md:py-14">
        <nav aria-label={texts.layout.breadcrumb.label}>
          <ol className="flex flex-wrap items-center gap-1 text-sm text-ink-200">
            {crumbs.map((crumb, index) => {
              const last = index === crumbs.length - 1;
              return (
                <li key={`${crumb.label}-${index}`} className="flex items-center gap-1">
                  {crumb.href && !last ? (
                    <PageLink page={crumb.href} className="font-bold text-white hover:text-brand-300">
                      {crumb.label}
                    </PageLink>
                  ) : (
                    <span aria-current={last ? 'page' : undefined} lang={last ? titleLang : undefined} className={last ? 'text-brand-300' : undefined}>
                      {crumb.label}
                    </span>
                  )}
                  {last ? null : <Icon of={{ ChevronRight }} aria-hidden className="size-4 text-ink-400" />}
                </li>
              );
            })}
          </ol>
        </nav>
        <h1 lang={titleLang} className="mt-3 max-w-4xl text-2xl font-extrabold leading-tight text-white md:text-4xl">
          {title}
        </h1>
        {intro ? <p className="mt-3 max-w-2xl text-ink-200 md:text-lg">{intro}</p> : null}
      </div>
      <PageOpeningEnd />
    </section>
  );
}
