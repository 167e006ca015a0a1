'use client';
import { useState, useSyncExternalStore, type MouseEvent } from 'react';
import { ClientIcon } from '@/components/ui/ClientIcon';
import { EDITION_COOKIE, EDITION_INFO, PUBLISHED_EDITIONS, isEdition, type Edition } from '@/lib/editions';
import { INTERNAL_ROUTES, PAGES, editionPath, pageIn } from '@/lib/paths';
import { usePagePath } from './usePagePath';

// The switcher is plain links to the same page in the other editions (DESIGN.md « Editions »): it works without
// JavaScript, and crawlers follow it. The visitor's choice is recorded in `selectedLang` (spec), read only to offer a
// link (EditionOffer), never to redirect.

const YEAR = 365 * 24 * 3600;

/** The public page an internal route stands for (a filtered list is its list, the not-found page the home). */
const PUBLIC_PAGE_OF: Readonly<Record<string, string>> = {
  [INTERNAL_ROUTES.jobSearch]: PAGES.jobs,
  [INTERNAL_ROUTES.quotePrefill]: PAGES.quote,
  [INTERNAL_ROUTES.spontaneousFromJob]: PAGES.spontaneousApplication,
  [INTERNAL_ROUTES.notFound]: PAGES.home,
};

/** The address of the page shown, in `edition`: the edition's home when the page has no address there. */
function samePageIn(edition: Edition, page: string): string {
  // A tag or category has its own slug in each language, and a later page of the list its own count: the list itself.
  const shown = page.startsWith(`${PAGES.news}/`) ? PAGES.news : (PUBLIC_PAGE_OF[page] ?? page);
  return editionPath(edition, shown) ?? pageIn(edition, PAGES.home);
}

function recordChoice(edition: Edition, event: MouseEvent<HTMLAnchorElement>) {
  document.cookie = `${EDITION_COOKIE}=${edition}; path=/; max-age=${YEAR}; samesite=lax`;
  // The same filters of a list, or the same prefilled form, in the other edition (the server's links cannot know them).
  if (window.location.search) event.currentTarget.search = window.location.search;
}

/** FR · EN · AR: the page shown, in each published edition. */
export function LanguageSwitcher({ edition, label, tone = 'light' }: { edition: Edition; label: string; tone?: 'light' | 'dark' }) {
  const page = usePagePath();
  const dark = tone === 'dark';
  return (
    <nav aria-label={label} className="flex items-center gap-1.5">
      <ClientIcon name="globe" className={`size-3.5 ${dark ? 'text-brand-400' : 'text-brand-600'}`} />
      <ul className="flex items-center gap-0.5 text-[0.8rem] font-bold">
        {PUBLISHED_EDITIONS.map((other) => {
          const { lang, name, short } = EDITION_INFO[other];
          const current = other === edition;
          return (
            <li key={other}>
              <a
                href={samePageIn(other, page)}
                hrefLang={lang}
                lang={lang}
                title={name}
                aria-current={current ? 'page' : undefined}
                onClick={(event) => recordChoice(other, event)}
                className={`rounded px-1.5 py-0.5 ${
                  current ? (dark ? 'bg-white/15 text-white' : 'bg-brand-50 text-brand-800') : dark ? 'text-ink-100 hover:text-brand-300' : 'text-ink-700 hover:text-brand-700'
                }`}
              >
                <span aria-hidden>{short}</span>
                <span className="sr-only">{name}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function subscribeToNothing() {
  return () => {};
}

/** The edition the visitor chose earlier, from a `document.cookie` string; null when none or unknown. */
export function chosenEdition(cookies: string): Edition | null {
  for (const part of cookies.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === EDITION_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isEdition(value) ? value : null;
    }
  }
  return null;
}

export type EditionOfferTexts = Partial<Record<Edition, { text: string; close: string }>>;

/**
 * On a page of another edition than the one the visitor chose, a link to the same page in theirs, written in their
 * language (`offers`), and no more. Fixed at the bottom, so that it shifts nothing when it appears after load.
 */
export function EditionOffer({ edition, offers }: { edition: Edition; offers: EditionOfferTexts }) {
  const page = usePagePath();
  const chosen = useSyncExternalStore(subscribeToNothing, () => chosenEdition(document.cookie), () => null);
  const [closed, setClosed] = useState(false);
  const offer = chosen && chosen !== edition && PUBLISHED_EDITIONS.includes(chosen) ? offers[chosen] : undefined;
  if (!chosen || !offer || closed) return null;
  const { lang, dir } = EDITION_INFO[chosen];
  return (
    <div
      lang={lang}
      dir={dir}
      className="fixed inset-x-3 bottom-20 z-[60] mx-auto flex max-w-md items-center justify-between gap-3 rounded-2xl bg-ink-900 px-4 py-3 text-sm text-white shadow-lg lg:bottom-6"
    >
      <a href={samePageIn(chosen, page)} hrefLang={lang} className="font-bold underline underline-offset-2 hover:text-brand-300">
        {offer.text}
      </a>
      <button type="button" onClick={() => setClosed(true)} className="rounded-full px-2 py-1 text-ink-200 hover:text-white">
        <span aria-hidden>×</span>
        <span className="sr-only">{offer.close}</span>
      </button>
    </div>
  );
}
