import { ExternalLink, Icon, MapPin } from '@/components/ui/icons';
import { editionTexts } from '@/lib/i18n/edition';
import { site } from '@/lib/site';
import { osmEmbedUrl, osmPageUrl } from './location';
import { MapEmbed } from './MapEmbed';

/**
 * The office on a map: a drawn preview first (no request to a map server), the OpenStreetMap embed only on request.
 * Server-rendered; only MapEmbed's swap button runs in the browser.
 */
export async function OfficeMap() {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.officeMap;
  const names = texts.requests.contactDetails.places as Readonly<Record<string, string>>;
  const name = (value: string) => names[value] ?? value;
  const comma = edition === 'ar' ? '، ' : ', ';
  const place = `${name(site.address.street)}${comma}${name(site.address.city)}`;
  return (
    <figure className="flex flex-col overflow-hidden rounded-3xl border border-ink-100 bg-white shadow-sm">
      <div className="relative aspect-[4/3] w-full sm:aspect-[16/9] lg:aspect-auto lg:min-h-80 lg:flex-1">
        <MapEmbed
          title={words.title(site.name, place)}
          src={osmEmbedUrl()}
          icon={<Icon of={{ MapPin }} aria-hidden className="size-4" />}
          showLabel={words.show}
        >
          <MapPreview label={words.preview(site.name, place)} street={name(site.address.street)} />
        </MapEmbed>
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-2 px-5 py-4 text-sm">
        <span className="font-bold text-ink-900">{`${site.name} — ${place}${comma}${name(site.address.country)}`}</span>
        <a href={osmPageUrl()} target="_blank" rel="noopener noreferrer" className="inline-flex items-center gap-1 font-bold text-brand-700 hover:underline">
          {words.open}
          <Icon of={{ ExternalLink }} aria-hidden className="size-3.5" />
          <span className="sr-only">{words.newTab}</span>
        </a>
        <span id="carte-note" className="sr-only">
          {words.note}
        </span>
      </figcaption>
    </figure>
  );
}

/** A stylised street plan drawn in SVG, with the office pin. */
function MapPreview({ label, street }: { label: string; street: string }) {
  return (
    <svg
      viewBox="0 0 640 480"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
      role="img"
      aria-label={label}
      data-testid="map-preview"
    >
      <defs>
        <linearGradient id="map-pin" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f97316" />
          <stop offset="1" stopColor="#dc2626" />
        </linearGradient>
        <pattern id="map-blocks" width="80" height="80" patternUnits="userSpaceOnUse">
          <rect width="80" height="80" fill="#f3efe6" />
          <rect x="8" y="8" width="30" height="26" rx="3" fill="#e7e0d2" />
          <rect x="44" y="8" width="28" height="26" rx="3" fill="#ebe5d8" />
          <rect x="8" y="42" width="64" height="30" rx="3" fill="#e7e0d2" />
        </pattern>
      </defs>
      <rect width="640" height="480" fill="url(#map-blocks)" />
      {/* parks and a reservoir */}
      <path d="M0 330 C80 300 140 350 210 330 L210 480 L0 480 Z" fill="#cfe8c8" />
      <rect x="440" y="40" width="150" height="110" rx="18" fill="#cfe8c8" />
      <path d="M520 300 C560 280 640 300 640 300 L640 420 C600 430 560 400 520 380 Z" fill="#bfdcf2" />
      {/* streets */}
      <g stroke="#ffffff" strokeLinecap="round">
        <path d="M-10 240 L650 200" strokeWidth="26" />
        <path d="M300 -10 L340 490" strokeWidth="22" />
        <path d="M-10 90 L650 120" strokeWidth="10" />
        <path d="M-10 400 L650 370" strokeWidth="10" />
        <path d="M120 -10 L150 490" strokeWidth="10" />
        <path d="M500 -10 L470 490" strokeWidth="10" />
        <circle cx="322" cy="220" r="34" fill="#ffffff" />
      </g>
      <g stroke="#fbd38d" strokeLinecap="round" fill="none">
        <path d="M-10 240 L650 200" strokeWidth="6" />
        <path d="M300 -10 L340 490" strokeWidth="5" />
      </g>
      <circle cx="322" cy="220" r="20" fill="#cfe8c8" />
      {/* pin */}
      <g transform="translate(378 150)">
        <ellipse cx="0" cy="58" rx="18" ry="6" fill="#0b1730" opacity="0.18" />
        <path d="M0 56 C-6 44 -30 24 -30 0 A30 30 0 0 1 30 0 C30 24 6 44 0 56 Z" fill="url(#map-pin)" />
        <circle cx="0" cy="0" r="11" fill="#ffffff" />
      </g>
      <g transform="translate(418 116)">
        <rect width="176" height="52" rx="12" fill="#ffffff" opacity="0.95" />
        <text x="14" y="22" fontSize="16" fontWeight="700" fill="#0b1730" fontFamily="sans-serif">
          {site.name}
        </text>
        <text x="14" y="40" fontSize="13" fill="#3f4c66" fontFamily="sans-serif">
          {street}
        </text>
      </g>
    </svg>
  );
}
