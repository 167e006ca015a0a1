import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { BottomBar } from '@/components/layout/BottomBar';
import { Footer } from '@/components/layout/Footer';
import { Header } from '@/components/layout/Header';
import { ClientIconSprite } from '@/components/ui/ClientIconSprite';
import { NavigationSkeleton } from '@/components/layout/NavigationSkeleton';
import { FieldMeasures } from '@/components/layout/FieldMeasures';
import { OfflineSupport } from '@/components/layout/OfflineSupport';
import { CopyBanner } from '@/components/layout/CopyBanner';
import { EditionOffer, type EditionOfferTexts } from '@/components/layout/LanguageSwitcher';
import { PaintWithPageOpening } from '@/components/layout/PageOpening';
import { SiteStyles } from '@/components/layout/SiteStyles';
import { StoreHydrator } from '@/components/layout/StoreHydrator';
import { notFound } from 'next/navigation';
import { DEFAULT_EDITION, EDITION_INFO, PUBLISHED_EDITIONS, isEdition } from '@/lib/editions';
import { textsOf } from '@/lib/i18n';
import { menusOf } from '@/lib/layout/menus';
import { editionStaticParams } from '@/lib/i18n/edition';
import { measuresScriptSource } from '@/lib/measures/script';
import { site } from '@/lib/site';
import { DATE_LOCALES } from '@/lib/format';
// Next loads the error screens' code on every page anyway: imported here it rides in the layout's script, two requests
// (about 2.3 KB) fewer per first visit (e2e/chrome.spec.ts, "error screens").
import './error';
import '../global-error';

// Production inlines the styles (SiteStyles); dev links them for hot reload. Resolved at build time, so a production
// build has no stylesheet to link.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import cannot be left out of a build
if (process.env.NODE_ENV === 'development') require('@/styles/devStylesheet');

export async function generateMetadata({ params }: { params: Promise<{ edition: string }> }): Promise<Metadata> {
  const { edition } = await params;
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name} — ${site.legalName}`, template: `%s | ${site.name}` },
    description: site.description,
    applicationName: site.name,
    openGraph: { type: 'website', locale: EDITION_INFO[isEdition(edition) ? edition : DEFAULT_EDITION].ogLocale, siteName: site.name },
    twitter: { card: 'summary_large_image' },
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = {
  themeColor: '#f97316',
  width: 'device-width',
  initialScale: 1,
};

// Each edition is a root layout of its own (DESIGN.md « Editions »): its <html lang dir> is in the server's HTML. Only
// the published editions are built; another first segment never reaches here (the proxy sends it to the not-found
// page), the guard is for a request that bypassed it.
export const generateStaticParams = editionStaticParams;

export default async function EditionLayout({ children, params }: { children: ReactNode; params: Promise<{ edition: string }> }) {
  const { edition } = await params;
  if (!isEdition(edition)) notFound();
  const { lang, dir } = EDITION_INFO[edition];
  const menus = menusOf(edition);
  // Each other edition's offer, in its own language: only the visitor's chosen one shows.
  const offers: EditionOfferTexts = Object.fromEntries(
    PUBLISHED_EDITIONS.filter((other) => other !== edition).map((other) => [other, textsOf(other).layout.editionOffer]),
  );
  return (
    <html lang={lang} dir={dir}>
      <body className="flex min-h-dvh flex-col">
        <SiteStyles />
        <PaintWithPageOpening />
        <a
          href="#contenu"
          className="sr-only z-[70] rounded-full bg-white px-4 py-2 font-bold text-ink-900 shadow focus:not-sr-only focus:fixed focus:start-3 focus:top-3"
        >
          {textsOf(edition).layout.skipToContent}
        </a>
        <StoreHydrator />
        <CopyBanner texts={textsOf(edition).common.savedCopy} locale={DATE_LOCALES[edition]} />
        <OfflineSupport />
        <FieldMeasures source={measuresScriptSource()} />
        <Header />
        {PUBLISHED_EDITIONS.length > 1 ? <EditionOffer edition={edition} offers={offers} /> : null}
        <main id="contenu" className="flex-1">
          {children}
        </main>
        <NavigationSkeleton />
        <Footer />
        <BottomBar links={menus.bottomBar} label={menus.labels.quick} />
        {/* The icons of the client components (menus, bottom bar, newsletter, forms), drawn once for every page. */}
        <ClientIconSprite />
      </body>
    </html>
  );
}
