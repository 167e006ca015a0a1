import { DataNotice } from '@/components/legal/DataNotice';
import { Link } from '@/components/ui/Link';
import { Clock, Icon, Mail, MapPin, Phone } from '@/components/ui/icons';
import { NewsletterForm } from '@/components/forms/NewsletterForm';
import { newsletterFormTexts } from '@/lib/forms/editionTexts';
import { getRecentNewsPosts } from '@/lib/cms';
import { RECENT_NEWS_COUNT } from '@/lib/news/list';
import { formatDate, truncate } from '@/lib/format';
import type { NavLink } from '@/lib/layout/navigation';
import { site } from '@/lib/site';
import { Logo } from './Logo';
import { colonIn, openingSlotsIn } from '@/lib/content/hours';
import { PAGES, pageIn, postPath, servicePath } from '@/lib/paths';
import { DEFAULT_EDITION, type Edition } from '@/lib/editions';
import { textsOf, type Texts } from '@/lib/i18n';
import { pageEdition } from '@/lib/i18n/edition';

/** Footer post titles are cut at 50 characters (spec section 9). */
const FOOTER_TITLE_MAX = 50;

// The footer's links live here and not with the other menus (lib/layout/navigation.ts), whose module rides in the
// client script of the side menu and the bottom bar: left there, they cost every page 284 bytes of dead code (62 gzip).
const QUICK_LINKS = {
  about: PAGES.about,
  news: PAGES.news,
  jobs: PAGES.jobs,
  shop: PAGES.shop,
  faq: PAGES.faq,
  contact: PAGES.contact,
  terms: PAGES.terms,
  privacy: PAGES.privacy,
} as const satisfies Record<keyof FooterTexts['links'], string>;

type FooterTexts = Texts['layout']['footer'];

/** The footer's two lists of links in `edition`: its own words, its own addresses. */
export function footerLinks(edition: Edition): { quick: NavLink[]; services: NavLink[] } {
  const { links, services } = textsOf(edition).layout.footer;
  return {
    quick: (Object.keys(QUICK_LINKS) as (keyof typeof QUICK_LINKS)[]).map((key) => ({ href: pageIn(edition, QUICK_LINKS[key]), label: links[key] })),
    // The service pages in the order of their texts (lib/i18n/fr/layout.ts, footer.services).
    services: (Object.keys(textsOf(DEFAULT_EDITION).layout.footer.services) as (keyof typeof services)[]).map((slug) => ({ href: pageIn(edition, servicePath(slug)), label: services[slug] })),
  };
}

export async function Footer() {
  const edition = await pageEdition();
  const texts = textsOf(edition).layout.footer;
  const links = footerLinks(edition);
  return (
    // Rendered only near the screen: it took a fifth of the first frame's style and layout. Reserved heights must cover
    // its measured ones: contrast checkers judge skipped text past the box against white, where its light links fail.
    <footer className="render-when-near reserve-footer mt-16 bg-ink-900 text-ink-100">
      <div className="bg-brand-gradient">
        <div className="container-page flex flex-col gap-5 py-8 md:flex-row md:items-center md:justify-between">
          <div className="max-w-xl">
            <h2 className="text-xl font-bold text-white md:text-2xl">{texts.newsletterTitle}</h2>
            <p className="mt-1 text-sm text-white/90">{texts.newsletterText}</p>
          </div>
          <div className="w-full md:max-w-md">
            <NewsletterForm variant="dark" label={texts.newsletterLabel} texts={newsletterFormTexts(edition)} />
            <DataNotice kind="newsletter" tone="dark" />
          </div>
        </div>
      </div>
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-4">
          <Logo inverted className="h-10 w-auto" />
          <p className="text-sm leading-relaxed text-ink-200">{site.description}</p>
          <ul className="space-y-2 text-sm">
            <li className="flex items-start gap-2">
              <Icon of={{ MapPin }} aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-400" />
              {`${site.address.street}, ${site.address.city}, ${site.address.country}`}
            </li>
            {site.phones.map((phone) => (
              <li key={phone.href}>
                <a href={phone.href} className="flex items-center gap-2 hover:text-brand-300">
                  <Icon of={{ Phone }} aria-hidden className="size-4 text-brand-400" />
                  <bdi dir="ltr">{phone.display}</bdi>
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${site.email}`} className="flex items-center gap-2 hover:text-brand-300">
                <Icon of={{ Mail }} aria-hidden className="size-4 text-brand-400" />
                {site.email}
              </a>
            </li>
            {openingSlotsIn(edition).map((slot) => (
              <li key={slot.days} className="flex items-center gap-2">
                <Icon of={{ Clock }} aria-hidden className="size-4 text-brand-400" />
                {slot.days}
                {colonIn(edition)}
                <bdi dir="ltr">{slot.hours}</bdi>
              </li>
            ))}
          </ul>
        </div>
        <FooterLinks title={texts.quickLinks} links={links.quick} />
        <FooterLinks title={texts.ourServices} links={links.services} />
        <div>
          <h2 className="text-base font-bold text-white">{texts.recentNews}</h2>
          {/* Awaited, not behind Suspense: the posts must be in the HTML itself (crawlers, no JavaScript). */}
          <FooterRecentNews edition={edition} />
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="container-page py-5 pb-24 text-center text-xs text-ink-400 lg:pb-5">
          {`© ${site.copyrightYear} ${site.name} — ${site.legalName}. ${texts.rights}`}
        </p>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: NavLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-base font-bold text-white">{title}</h2>
      <ul className="mt-4 space-y-2 text-sm">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="text-ink-200 hover:text-brand-300">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export async function FooterRecentNews({ edition }: { edition: Edition }) {
  const result = await getRecentNewsPosts(RECENT_NEWS_COUNT, edition);
  if (!result.ok) {
    return <p className="mt-4 text-sm text-ink-400">{textsOf(edition).common.cmsUnavailable}</p>;
  }
  if (result.data.length === 0) {
    return <p className="mt-4 text-sm text-ink-400">{textsOf(edition).layout.footer.noNews}</p>;
  }
  return (
    <ul className="mt-4 space-y-4" data-testid="footer-recent-posts">
      {result.data.map((post) => (
        <li key={post.id}>
          <Link href={pageIn(edition, postPath(post.slug))} className="group block">
            <span className="block text-sm font-bold text-white group-hover:text-brand-300">
              {truncate(post.title, FOOTER_TITLE_MAX)}
            </span>
            {post.publishedAt ? (
              <time dateTime={post.publishedAt} className="text-xs text-ink-400">
                {formatDate(post.publishedAt, edition)}
              </time>
            ) : null}
          </Link>
        </li>
      ))}
    </ul>
  );
}
