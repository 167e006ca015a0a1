import { colonIn, openingSlotsIn } from '@/lib/content/hours';
import { Clock, Icon, Mail, MapPin, Phone } from '@/components/ui/icons';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';
import { editionTexts } from '@/lib/i18n/edition';

/**
 * Phone(s), e-mail, location and hours of the firm, from the site configuration, in the page's edition (numbers and
 * the address kept left to right).
 * `cards`: one card each (two columns on tablets); `list`: one card with the four rows.
 */
export async function ContactDetails({ layout = 'cards' }: { layout?: 'cards' | 'list' }) {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.contactDetails;
  const place = (name: string) => (words.places as Readonly<Record<string, string>>)[name] ?? name;
  const list = layout === 'list';
  return (
    <ul
      className={
        list
          ? 'divide-y divide-ink-100 rounded-2xl border border-ink-100 bg-white px-5 shadow-sm'
          : 'grid gap-4 sm:grid-cols-2 lg:grid-cols-1'
      }
      data-testid="contact-details"
    >
      <DetailItem list={list} icon={<Icon of={{ Phone }} aria-hidden className="size-5" />} title={words.phone}>
        {site.phones.map((phone) => (
          <a key={phone.href} href={phone.href} className="block font-bold text-ink-900 hover:text-brand-700">
            <span className="whitespace-nowrap" dir="ltr">
              {phone.display}
            </span>
            <span className="ms-1 text-sm font-normal text-ink-500">{`(${place(phone.country)})`}</span>
          </a>
        ))}
      </DetailItem>
      <DetailItem list={list} icon={<Icon of={{ Mail }} aria-hidden className="size-5" />} title={words.email}>
        <a href={`mailto:${site.email}`} className="font-bold break-all text-ink-900 hover:text-brand-700" dir="ltr">
          {site.email}
        </a>
      </DetailItem>
      <DetailItem list={list} icon={<Icon of={{ MapPin }} aria-hidden className="size-5" />} title={words.address}>
        <p className="font-bold text-ink-900">{place(site.address.street)}</p>
        <p className="text-ink-600">{`${place(site.address.city)}${edition === 'ar' ? '، ' : ', '}${place(site.address.country)}`}</p>
      </DetailItem>
      <DetailItem list={list} icon={<Icon of={{ Clock }} aria-hidden className="size-5" />} title={words.hours}>
        {openingSlotsIn(edition).map((slot) => (
          <p key={slot.days} className="text-ink-700">
            <span className="font-bold text-ink-900">{slot.days}</span>
            {/* The hours left to right in every edition. */}
            <span className="whitespace-nowrap">
              {colonIn(edition)}
              <bdi dir="ltr">{slot.hours}</bdi>
            </span>
          </p>
        ))}
      </DetailItem>
    </ul>
  );
}

function DetailItem({ list, icon, title, children }: { list: boolean; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={list ? 'flex gap-4 py-4' : 'flex gap-4 rounded-2xl border border-ink-100 bg-white p-5 shadow-sm'}>
      <span
        className={`inline-flex size-11 shrink-0 items-center justify-center rounded-xl ${list ? 'bg-brand-50 text-brand-700' : 'bg-brand-gradient text-white'}`}
      >
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-bold uppercase tracking-wide text-ink-500">{title}</h3>
        <div className="mt-1 space-y-0.5">{children}</div>
      </div>
    </li>
  );
}
