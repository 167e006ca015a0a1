// Language switcher through an external page-translation widget: French pages translated in the browser into English
// or Arabic. Our choice is in cookie `selectedLang`; the widget reads its own `googtrans` ("/fr/en"). No React here.

export const LANGUAGES = [
  { code: 'fr', label: 'Français', short: 'FR' },
  { code: 'en', label: 'English', short: 'EN' },
  { code: 'ar', label: 'العربية', short: 'AR' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_COOKIE = 'selectedLang';
const WIDGET_COOKIE = 'googtrans';
export const PAGE_LANGUAGE: LanguageCode = 'fr';
export const WIDGET_CALLBACK = '__adiveTranslateInit';
export const WIDGET_SCRIPT_URL = `https://translate.google.com/translate_a/element.js?cb=${WIDGET_CALLBACK}`;
export const WIDGET_CONTAINER_ID = 'google_translate_element';

export function isLanguage(value: string): value is LanguageCode {
  return LANGUAGES.some((language) => language.code === value);
}

/** The language chosen earlier, from a `document.cookie` string; French when none or unknown. */
export function readLanguage(cookieString: string): LanguageCode {
  for (const part of cookieString.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE) {
      const value = decodeURIComponent(rest.join('='));
      return isLanguage(value) ? value : PAGE_LANGUAGE;
    }
  }
  return PAGE_LANGUAGE;
}

const YEAR = 365 * 24 * 3600;

/**
 * The `document.cookie` assignments that record `language`: our cookie, and the widget's (set for the
 * page language, expired otherwise, on the host and on its parent domain where the widget also writes it).
 */
export function languageCookies(language: LanguageCode, hostname: string): string[] {
  const cookies = [`${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR}; samesite=lax`];
  const domains = ['', ...(hostname.includes('.') && !/^[\d.]+$/.test(hostname) ? [`; domain=.${hostname.replace(/^www\./, '')}`] : [])];
  for (const domain of domains) {
    cookies.push(
      language === PAGE_LANGUAGE
        ? `${WIDGET_COOKIE}=; path=/; max-age=0${domain}`
        : `${WIDGET_COOKIE}=/${PAGE_LANGUAGE}/${language}; path=/; max-age=${YEAR}${domain}`,
    );
  }
  return cookies;
}

let guardInstalled = false;

/**
 * The widget moves text nodes into its own <font> elements, so React's later removeChild/insertBefore throw
 * NotFoundError and break the page. This makes both tolerate a moved node (nothing to remove, insert at the end).
 */
export function installDomGuard(): void {
  if (guardInstalled || typeof Node === 'undefined') return;
  guardInstalled = true;
  const originalRemoveChild = Node.prototype.removeChild;
  Node.prototype.removeChild = function removeChild<T extends Node>(this: Node, child: T): T {
    if (child.parentNode !== this) return child;
    return originalRemoveChild.call(this, child) as T;
  };
  const originalInsertBefore = Node.prototype.insertBefore;
  Node.prototype.insertBefore = function insertBefore<T extends Node>(this: Node, node: T, reference: Node | null): T {
    if (reference && reference.parentNode !== this) return originalInsertBefore.call(this, node, null) as T;
    return originalInsertBefore.call(this, node, reference) as T;
  };
}
