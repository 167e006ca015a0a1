'use client';
import { useEffect, useId, useSyncExternalStore } from 'react';
import { ClientIcon } from '@/components/ui/ClientIcon';
import {
  LANGUAGES,
  PAGE_LANGUAGE,
  WIDGET_CALLBACK,
  WIDGET_CONTAINER_ID,
  WIDGET_SCRIPT_URL,
  installDomGuard,
  isLanguage,
  languageCookies,
  readLanguage,
  type LanguageCode,
} from '@/lib/layout/translation';

type WidgetStatus = 'idle' | 'loading' | 'ready' | 'unavailable';

// One widget per page, shared by every switcher (header and side menu).
const listeners = new Set<() => void>();
let widgetStatus: WidgetStatus = 'idle';
function setWidgetStatus(status: WidgetStatus) {
  widgetStatus = status;
  listeners.forEach((listener) => listener());
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

type TranslateWindow = Window & {
  [WIDGET_CALLBACK]?: () => void;
  google?: { translate?: { TranslateElement?: new (options: object, containerId: string) => unknown } };
};

/** Loads the external widget once; the page keeps working (in French) when it cannot be reached. */
function loadWidget() {
  if (widgetStatus !== 'idle') return;
  installDomGuard();
  setWidgetStatus('loading');
  // The widget draws its own (hidden) menu in this element, outside React's tree.
  if (!document.getElementById(WIDGET_CONTAINER_ID)) {
    const container = document.createElement('div');
    container.id = WIDGET_CONTAINER_ID;
    container.hidden = true;
    document.body.appendChild(container);
  }
  const win = window as TranslateWindow;
  win[WIDGET_CALLBACK] = () => {
    const TranslateElement = win.google?.translate?.TranslateElement;
    if (!TranslateElement) return setWidgetStatus('unavailable');
    new TranslateElement(
      { pageLanguage: PAGE_LANGUAGE, includedLanguages: LANGUAGES.map((l) => l.code).join(','), autoDisplay: false },
      WIDGET_CONTAINER_ID,
    );
    setWidgetStatus('ready');
  };
  const script = document.createElement('script');
  script.src = WIDGET_SCRIPT_URL;
  script.async = true;
  script.onerror = () => setWidgetStatus('unavailable');
  document.body.appendChild(script);
}

function chooseLanguage(language: LanguageCode) {
  for (const cookie of languageCookies(language, window.location.hostname)) document.cookie = cookie;
  if (language === PAGE_LANGUAGE || widgetStatus === 'ready') {
    // Back to French, or another language on an already translated page: the widget applies its cookie on load.
    window.location.reload();
    return;
  }
  listeners.forEach((listener) => listener());
  loadWidget();
}

/** FR / EN / AR selector: the page is translated by an external widget. */
export function LanguageSwitcher({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const selectId = useId();
  const language = useSyncExternalStore(
    subscribe,
    () => readLanguage(document.cookie),
    () => PAGE_LANGUAGE,
  );
  const status = useSyncExternalStore(subscribe, () => widgetStatus, () => 'idle' as WidgetStatus);

  // A visitor who chose a language earlier gets the page translated again.
  useEffect(() => {
    if (language !== PAGE_LANGUAGE) loadWidget();
  }, [language]);

  // Arabic reads right to left. Written only when it changes: any write of `dir` on <html>, even of the same value,
  // recomputes the styles of the whole page (about 150 ms on the job list of a slow phone, on every page load).
  useEffect(() => {
    const rightToLeft = language === 'ar' && status === 'ready';
    const html = document.documentElement;
    if (rightToLeft !== (html.dir === 'rtl')) html.dir = rightToLeft ? 'rtl' : 'ltr';
  }, [language, status]);

  const dark = tone === 'dark';
  return (
    <div className="flex items-center gap-1.5" translate="no">
      <ClientIcon name="globe" className={`size-3.5 ${dark ? 'text-brand-400' : 'text-brand-600'}`} />
      <label htmlFor={selectId} className="sr-only">
        Langue
      </label>
      <select
        id={selectId}
        value={language}
        onChange={(event) => isLanguage(event.target.value) && chooseLanguage(event.target.value)}
        className={`rounded-md border-0 bg-transparent py-0.5 pr-6 text-[0.8rem] font-bold focus:ring-2 focus:ring-brand-400 ${
          dark ? 'text-ink-100 [&>option]:text-ink-900' : 'text-ink-800'
        }`}
      >
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {`${option.short} · ${option.label}`}
          </option>
        ))}
      </select>
      <span role="status" className={`text-[0.75rem] ${dark ? 'text-brand-300' : 'text-accent-700'}`}>
        {status === 'unavailable' ? 'Traduction indisponible pour le moment.' : status === 'loading' ? 'Traduction…' : ''}
      </span>
    </div>
  );
}
