// Site configuration (spec section 3, "Site configuration"): the one place for the firm's identity,
// contact details, hours and feature switches. Everything here is shown somewhere; import it, never retype it.

function envOr(name: string, fallback: string): string {
  const value = process.env[name];
  return value && value.trim() !== '' ? value.trim() : fallback;
}

export type Phone = { country: string; display: string; href: string };

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
    // The spec names a second country's phone without giving it: a setting, shown only when set.
    ...(process.env.NEXT_PUBLIC_SECOND_PHONE
      ? [phone(envOr('NEXT_PUBLIC_SECOND_PHONE_COUNTRY', "Côte d'Ivoire"), process.env.NEXT_PUBLIC_SECOND_PHONE)]
      : []),
  ] as Phone[],
  address: { street: 'Ouaga 2000', city: 'Ouagadougou', country: 'Burkina Faso' },
  hours: [
    { days: 'Lundi - Vendredi', hours: '08H - 18H' },
    { days: 'Samedi', hours: '08H - 13H' },
  ],
  copyrightYear: 2023,
  features: {
    languageSwitcher: true,
    topBanner: false,
    search: false,
  },
} as const;

export const mainPhone = site.phones[0] as Phone;
