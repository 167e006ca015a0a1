// Site configuration: the one place for the firm's identity, contact details, hours and feature switches. Everything
// here is shown somewhere; import it, never retype it.

function envOr(name: string, fallback: string): string {
  const value = process.env[name];
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export type Phone = { country: string; display: string; href: string };

export type Weekday = 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday' | 'Sunday';
export type OpeningSlot = { days: string; hours: string; dayOfWeek: Weekday[]; opens: string; closes: string };

/** `hours` as the site shows it: '08H - 18H' for 08:00 to 18:00. */
function openingSlot(days: string, dayOfWeek: Weekday[], opens: string, closes: string): OpeningSlot {
  const hour = (time: string) => `${time.slice(0, 2)}H`;
  return { days, hours: `${hour(opens)} - ${hour(closes)}`, dayOfWeek, opens, closes };
}

function phone(country: string, display: string): Phone {
  return { country, display, href: `tel:${display.replace(/[^+\d]/g, '')}` };
}

export const site = {
  name: 'ADIVE',
  legalName: 'Agence du digital et de la vente',
  tagline: 'Conseil, études, formation, recrutement et services digitaux au Burkina Faso',
  description:
    "ADIVE, Agence du digital et de la vente : conseil, études de marché, formations professionnelles, recrutement et services digitaux à Ouagadougou et en Afrique de l'Ouest.",
  // Public base URL, used for canonical links, the sitemap and social previews.
  url: envOr('SITE_URL', 'http://localhost:3000').replace(/\/+$/, ''),
  email: 'contact@adive.net',
  phones: [
    phone('Burkina Faso', '+226 69 09 09 37'),
    // A second country's phone is planned but its number not known: a setting, shown only when set.
    ...(process.env.NEXT_PUBLIC_SECOND_PHONE
      ? [phone(envOr('NEXT_PUBLIC_SECOND_PHONE_COUNTRY', "Côte d'Ivoire"), process.env.NEXT_PUBLIC_SECOND_PHONE)]
      : []),
  ] as Phone[],
  address: { street: 'Ouaga 2000', city: 'Ouagadougou', country: 'Burkina Faso' },
  // Shown as `days : hours`, and given to search engines in the home page's structured data (days in schema.org's
  // English names, times as HH:MM).
  hours: [
    openingSlot('Lundi - Vendredi', ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], '08:00', '18:00'),
    openingSlot('Samedi', ['Saturday'], '08:00', '13:00'),
  ],
  // Public profiles of the firm (Facebook page, LinkedIn...), given to search engines as `sameAs`: none yet.
  socialProfiles: [] as string[],
  copyrightYear: 2023,
  features: {
    languageSwitcher: true,
    topBanner: false,
    search: false,
  },
} as const;

export const mainPhone = site.phones[0] as Phone;

/** Absolute URL of a path of the site (lib/paths.ts), on SITE_URL: canonical links, share links, structured data. */
export function absoluteUrl(path: string): string {
  return `${site.url}${path.startsWith('/') ? path : `/${path}`}`;
}
