// EmailJS settings: the quote, contact and order forms are e-mailed from the browser. Defaults are ADIVE's ids, each
// overridable by a NEXT_PUBLIC_EMAILJS_* variable (inlined at build time), so a form never lacks a configuration.

export const EMAILJS_DEFAULTS = {
  serviceId: 'service_adive',
  quoteTemplateId: 'template_devis',
  contactTemplateId: 'template_contact',
  orderTemplateId: 'template_commande',
  publicKey: 'adive_public_key',
  /** Refuse to send from a headless browser (the service answers 451 to them anyway). */
  blockHeadless: true,
  /** At most one send per page path in this interval (EmailJS limitRate, stored in localStorage); 0 turns it off. */
  throttleMs: 10_000,
} as const;

/** EmailJS option shapes (as the library declares them). */
export type BlockList = { list?: string[]; watchVariable?: string };
export type LimitRate = { id?: string; throttle?: number };

export type EmailTemplate = 'quote' | 'contact' | 'order';

export type EmailJsConfig = {
  serviceId: string;
  templates: Record<EmailTemplate, string>;
  publicKey: string;
  blockHeadless: boolean;
  /** Addresses the forms refuse to send for (EmailJS blockList, watching the `email` field); empty: off. */
  blockList: string[];
  throttleMs: number;
};

export type EmailJsEnv = {
  NEXT_PUBLIC_EMAILJS_SERVICE_ID?: string;
  NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID?: string;
  NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID?: string;
  NEXT_PUBLIC_EMAILJS_ORDER_TEMPLATE_ID?: string;
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY?: string;
  NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS?: string;
  NEXT_PUBLIC_EMAILJS_BLOCK_LIST?: string;
  NEXT_PUBLIC_EMAILJS_THROTTLE_MS?: string;
};

function text(value: string | undefined, fallback: string): string {
  return value && value.trim() !== '' ? value.trim() : fallback;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase();
  if (v === 'false' || v === '0' || v === 'no') return false;
  if (v === 'true' || v === '1' || v === 'yes') return true;
  return fallback;
}

function milliseconds(value: string | undefined, fallback: number): number {
  const v = value?.trim();
  if (!v || !/^\d+$/.test(v)) return fallback;
  const n = Number(v);
  return Number.isSafeInteger(n) ? n : fallback;
}

export function buildEmailJsConfig(env: EmailJsEnv): EmailJsConfig {
  return {
    serviceId: text(env.NEXT_PUBLIC_EMAILJS_SERVICE_ID, EMAILJS_DEFAULTS.serviceId),
    templates: {
      quote: text(env.NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID, EMAILJS_DEFAULTS.quoteTemplateId),
      contact: text(env.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID, EMAILJS_DEFAULTS.contactTemplateId),
      order: text(env.NEXT_PUBLIC_EMAILJS_ORDER_TEMPLATE_ID, EMAILJS_DEFAULTS.orderTemplateId),
    },
    publicKey: text(env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY, EMAILJS_DEFAULTS.publicKey),
    blockHeadless: flag(env.NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS, EMAILJS_DEFAULTS.blockHeadless),
    blockList: (env.NEXT_PUBLIC_EMAILJS_BLOCK_LIST ?? '')
      .split(',')
      .map((address) => address.trim())
      .filter((address) => address !== ''),
    throttleMs: milliseconds(env.NEXT_PUBLIC_EMAILJS_THROTTLE_MS, EMAILJS_DEFAULTS.throttleMs),
  };
}

/** The EmailJS options of one send (headless refusal, blocklist, per-page throttle). */
export function emailJsOptions(config: EmailJsConfig): {
  publicKey: string;
  blockHeadless: boolean;
  blockList: BlockList;
  limitRate: LimitRate;
} {
  return {
    publicKey: config.publicKey,
    blockHeadless: config.blockHeadless,
    blockList: config.blockList.length > 0 ? { list: config.blockList, watchVariable: 'email' } : {},
    // No id: EmailJS then keys the throttle by the page path (location.pathname).
    limitRate: config.throttleMs > 0 ? { throttle: config.throttleMs } : {},
  };
}

// Each variable read by its literal name so Next inlines it in the browser bundle.
export const emailJsConfig: EmailJsConfig = buildEmailJsConfig({
  NEXT_PUBLIC_EMAILJS_SERVICE_ID: process.env.NEXT_PUBLIC_EMAILJS_SERVICE_ID,
  NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_QUOTE_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_CONTACT_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_ORDER_TEMPLATE_ID: process.env.NEXT_PUBLIC_EMAILJS_ORDER_TEMPLATE_ID,
  NEXT_PUBLIC_EMAILJS_PUBLIC_KEY: process.env.NEXT_PUBLIC_EMAILJS_PUBLIC_KEY,
  NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS: process.env.NEXT_PUBLIC_EMAILJS_BLOCK_HEADLESS,
  NEXT_PUBLIC_EMAILJS_BLOCK_LIST: process.env.NEXT_PUBLIC_EMAILJS_BLOCK_LIST,
  NEXT_PUBLIC_EMAILJS_THROTTLE_MS: process.env.NEXT_PUBLIC_EMAILJS_THROTTLE_MS,
});
