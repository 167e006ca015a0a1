import { PageLink } from '@/components/ui/PageLink';
import { ArrowRight, Bike, Icon, Info, Phone, Send } from '@/components/ui/icons';
import { DELIVERY_CALL_PAGES, DELIVERY_PRICES } from '@/lib/content/delivery';
import { formatFcfa } from '@/lib/content/money';
import { editionTexts } from '@/lib/i18n/edition';
import { mainPhone } from '@/lib/site';
import { SectionHeading } from '@/components/ui/SectionHeading';

/** Delivery prices ("from …" per zone) and what they depend on. */
export async function DeliveryPrices() {
  const { edition, texts } = await editionTexts();
  const words = texts.services.delivery;
  return (
    <section aria-labelledby="tarifs" className="container-page py-12 md:py-16">
      <SectionHeading id="tarifs" eyebrow={words.pricesEyebrow} title={words.pricesTitle} align="center" />
      <ul className="mx-auto mt-10 grid max-w-3xl gap-4 sm:grid-cols-2 md:gap-6">
        {DELIVERY_PRICES.map((price, index) => (
          <li
            key={price.zone}
            className={`rounded-3xl p-6 text-center md:p-8 ${
              index === 0 ? 'bg-linear-120 from-brand-700 via-brand-700 to-accent-700 text-white shadow-xl shadow-accent-600/20' : 'bg-white shadow-sm ring-1 ring-ink-100'
            }`}
          >
            <p className={`font-bold ${index === 0 ? 'text-white/90' : 'text-ink-600'}`}>{words.zones[price.zone]}</p>
            <p className={`mt-2 text-sm ${index === 0 ? 'text-white/80' : 'text-ink-500'}`}>{words.from}</p>
            <p className={`font-display text-3xl font-extrabold md:text-4xl ${index === 0 ? 'text-white' : 'text-ink-900'}`}>
              {formatFcfa(price.from, edition)}
            </p>
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-6 flex max-w-3xl items-start justify-center gap-2 text-center text-ink-600">
        <Icon of={{ Info }} aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
        {words.priceNote}
      </p>
    </section>
  );
}

/** The two calls to action: request a delivery (also by phone) and become a courier. */
export async function DeliveryCalls() {
  const { texts } = await editionTexts();
  const { callsLabel, request, courier } = texts.services.delivery;
  return (
    <section aria-label={callsLabel} className="container-page grid gap-6 py-12 md:grid-cols-2 md:py-16">
      <div className="bg-linear-120 from-brand-700 via-brand-700 to-accent-700 relative overflow-hidden rounded-3xl p-6 text-white shadow-xl shadow-accent-600/20 md:p-10">
        <Icon of={{ Send }} aria-hidden className="absolute -bottom-6 -right-6 size-40 text-white/10" />
        <h2 className="text-2xl font-extrabold text-white">{request.heading}</h2>
        <p className="mt-3 text-white/90">{request.text}</p>
        <div className="relative mt-6 flex flex-wrap gap-3">
          <PageLink page={DELIVERY_CALL_PAGES.request} className="btn bg-white text-ink-900 shadow-lg hover:bg-brand-50">
            {request.action}
            <Icon of={{ ArrowRight }} aria-hidden className="size-4" />
          </PageLink>
          <a href={mainPhone.href} className="btn border-2 border-white/40 text-white hover:border-white">
            <Icon of={{ Phone }} aria-hidden className="size-4" />
            <bdi dir="ltr">{mainPhone.display}</bdi>
          </a>
        </div>
      </div>
      <div className="relative overflow-hidden rounded-3xl bg-ink-900 p-6 text-white md:p-10">
        <Icon of={{ Bike }} aria-hidden className="absolute -bottom-6 -right-6 size-40 text-white/10" />
        <h2 className="text-2xl font-extrabold text-white">{courier.heading}</h2>
        <p className="mt-3 text-ink-200">{courier.text}</p>
        <div className="relative mt-6">
          <PageLink page={DELIVERY_CALL_PAGES.courier} className="btn border-2 border-white/40 text-white hover:border-white">
            {courier.action}
            <Icon of={{ ArrowRight }} aria-hidden className="size-4" />
          </PageLink>
        </div>
      </div>
    </section>
  );
}
