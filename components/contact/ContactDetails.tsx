import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { site } from '@/lib/site';

/** Phone(s), e-mail, location and hours of the firm, from the site configuration. */
export function ContactDetails({ compact = false }: { compact?: boolean }) {
  return (
    <ul className={`grid gap-4 ${compact ? '' : 'sm:grid-cols-2'}`} data-testid="contact-details">
      <DetailItem icon={<Phone aria-hidden className="size-5" />} title="Téléphone">
        {site.phones.map((phone) => (
          <a key={phone.href} href={phone.href} className="block font-semibold text-ink-900 hover:text-brand-700">
            {phone.display}
            <span className="ml-1 text-sm font-normal text-ink-500">{`(${phone.country})`}</span>
          </a>
        ))}
      </DetailItem>
      <DetailItem icon={<Mail aria-hidden className="size-5" />} title="E-mail">
        <a href={`mailto:${site.email}`} className="font-semibold break-all text-ink-900 hover:text-brand-700">
          {site.email}
        </a>
      </DetailItem>
      <DetailItem icon={<MapPin aria-hidden className="size-5" />} title="Adresse">
        <p className="font-semibold text-ink-900">{site.address.street}</p>
        <p className="text-ink-600">{`${site.address.city}, ${site.address.country}`}</p>
      </DetailItem>
      <DetailItem icon={<Clock aria-hidden className="size-5" />} title="Horaires">
        {site.hours.map((slot) => (
          <p key={slot.days} className="text-ink-700">
            <span className="font-semibold text-ink-900">{slot.days}</span>
            {` : ${slot.hours}`}
          </p>
        ))}
      </DetailItem>
    </ul>
  );
}

function DetailItem({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl border border-ink-100 bg-white p-5 shadow-sm">
      <span className="bg-brand-gradient inline-flex size-11 shrink-0 items-center justify-center rounded-xl text-white">{icon}</span>
      <div className="min-w-0">
        <h3 className="text-sm font-bold uppercase tracking-wide text-ink-500">{title}</h3>
        <div className="mt-1 space-y-0.5">{children}</div>
      </div>
    </li>
  );
}
