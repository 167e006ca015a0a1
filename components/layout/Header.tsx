import { DataNotice } from '@/components/legal/DataNotice';
import { Link } from '@/components/ui/Link';
import { Clock, Icon, Mail, Phone, UserRound } from '@/components/ui/icons';
import { mainPhone, site } from '@/lib/site';
import { NewsletterForm } from '@/components/forms/NewsletterForm';
import { newsletterFormTexts } from '@/lib/forms/editionTexts';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo, LOGO_WORDS } from './Logo';
import { Fragment } from 'react';
import { colonIn, openingSlotsIn } from '@/lib/content/hours';
import { MainNav } from './MainNav';
import { SideMenu } from './SideMenu';
import { pageEdition } from '@/lib/i18n/edition';
import { PUBLISHED_EDITIONS } from '@/lib/editions';
import { menusOf } from '@/lib/layout/menus';
import { textsOf } from '@/lib/i18n';
import { PAGES, pageIn } from '@/lib/paths';

export async function Header() {
  const edition = await pageEdition();
  const texts = textsOf(edition).layout;
  const menus = menusOf(edition);
  // One edition alone has no other to offer.
  const switcher = site.features.languageSwitcher && PUBLISHED_EDITIONS.length > 1;
  // No backdrop-filter on the header: it would become the containing block of the side menu's fixed drawer.
  return (
    <header className="sticky top-0 z-50 border-b border-ink-100 bg-white">
      <div className="hidden bg-ink-900 text-[0.8rem] text-ink-100 md:block">
        <div className="container-page flex h-9 items-center justify-between gap-4">
          <div className="flex items-center gap-5">
            {site.phones.map((phone) => (
              <a key={phone.href} href={phone.href} className="inline-flex items-center gap-1.5 whitespace-nowrap hover:text-brand-300">
                <Icon of={{ Phone }} aria-hidden className="size-3.5 text-brand-400" />
                <span className="sr-only">{texts.phoneOf(phone.country)}</span>
                <bdi dir="ltr">{phone.display}</bdi>
              </a>
            ))}
            <a href={`mailto:${site.email}`} className="inline-flex items-center gap-1.5 hover:text-brand-300">
              <Icon of={{ Mail }} aria-hidden className="size-3.5 text-brand-400" />
              <span className="sr-only">{texts.email}</span>
              {site.email}
            </a>
          </div>
          <div className="flex items-center gap-5">
            <p className="hidden items-center gap-1.5 whitespace-nowrap lg:inline-flex">
              <Icon of={{ Clock }} aria-hidden className="size-3.5 text-brand-400" />
              {openingSlotsIn(edition).map((slot, index) => (
                <Fragment key={slot.days}>
                  {index > 0 ? ' · ' : null}
                  {slot.days}
                  {colonIn(edition)}
                  <bdi dir="ltr">{slot.hours}</bdi>
                </Fragment>
              ))}
            </p>
            {switcher ? <LanguageSwitcher edition={edition} label={texts.language} tone="dark" /> : null}
          </div>
        </div>
      </div>
      <div className="container-page flex h-16 items-center justify-between gap-3 lg:h-[4.5rem]">
        <div className="flex items-center gap-1">
          <SideMenu
            items={menus.side}
            homeHref={pageIn(edition, PAGES.home)}
            labels={{ open: texts.openMenu, close: texts.closeMenu, nav: texts.mobileMenu, title: texts.menuTitle }}
            logo={<Logo className="h-9 w-auto" />}
            footer={
              <div className="space-y-4">
                <div>
                  <NewsletterForm label={texts.newsletterInvite} texts={newsletterFormTexts(edition)} />
                  <DataNotice kind="newsletter" />
                </div>
                {switcher ? <LanguageSwitcher edition={edition} label={texts.language} /> : null}
                <div className="space-y-1 text-sm text-ink-600">
                  <a href={mainPhone.href} className="flex items-center gap-2 hover:text-brand-700">
                    <Icon of={{ Phone }} aria-hidden className="size-4 text-brand-600" />
                    <bdi dir="ltr">{mainPhone.display}</bdi>
                  </a>
                  <a href={`mailto:${site.email}`} className="flex items-center gap-2 hover:text-brand-700">
                    <Icon of={{ Mail }} aria-hidden className="size-4 text-brand-600" />
                    {site.email}
                  </a>
                </div>
              </div>
            }
          />
          <Link href={pageIn(edition, PAGES.home)} className="block" aria-label={texts.homeLink(LOGO_WORDS)}>
            <Logo className="h-9 w-auto lg:h-10" />
          </Link>
        </div>
        <MainNav items={menus.header} label={menus.labels.main} />
        <div className="flex items-center gap-2">
          <a
            href={mainPhone.href}
            className="inline-flex size-10 items-center justify-center rounded-full text-brand-700 hover:bg-brand-50 md:hidden"
          >
            <Icon of={{ Phone }} aria-hidden className="size-5" />
            <span className="sr-only">{texts.call(mainPhone.display)}</span>
          </a>
          <Link href={pageIn(edition, PAGES.quote)} className="btn btn-primary hidden whitespace-nowrap text-sm xl:inline-flex">
            {texts.requestQuote}
          </Link>
          <Link
            href={pageIn(edition, PAGES.login)}
            className="inline-flex size-10 items-center justify-center rounded-full border border-ink-200 text-ink-800 hover:border-brand-500 hover:text-brand-700"
          >
            <Icon of={{ UserRound }} aria-hidden className="size-5" />
            <span className="sr-only">{texts.customerSpace}</span>
          </Link>
        </div>
      </div>
    </header>
  );
}
