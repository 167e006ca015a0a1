// A CMS item not yet written in the page's edition is shown in French (lib/cms/locales.ts): a short notice in the
// page's language above it, its own text marked lang="fr" (screen readers and translators read it as French), and in
// lists a mark beside its title. Nothing on a French page, nor for a translated item.
import type { ReactNode } from 'react';
import { DEFAULT_EDITION, EDITION_INFO, type Edition } from '@/lib/editions';
import type { ItemLocale } from '@/lib/cms';
import { textsOf } from '@/lib/i18n';
import { editionTexts } from '@/lib/i18n/edition';

/** The notice above an item shown in French on another edition's page. */
export async function UntranslatedNotice({ className = '' }: { className?: string }) {
  const { edition, texts } = await editionTexts();
  if (edition === DEFAULT_EDITION) return null;
  return (
    <p role="note" className={`rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-ink-800 ${className}`}>
      {texts.screens.untranslated.notice}
    </p>
  );
}

/** The language a CMS item is written in (French when the CMS names none), for its `lang` and its mark. */
export function itemLanguage(item: { localization?: ItemLocale }): Edition {
  return item.localization?.locale ?? DEFAULT_EDITION;
}

/**
 * In a list of `edition`, the mark beside the title of an item written in another language (shown in French), and
 * the `lang` of its title and excerpt; nothing for an item written in the edition.
 */
export function untranslatedIn(edition: Edition, item: { localization?: ItemLocale }): { lang?: string; mark: ReactNode } {
  const language = itemLanguage(item);
  if (language === edition) return { mark: null };
  return {
    lang: EDITION_INFO[language].lang,
    mark: (
      <span lang={EDITION_INFO[edition].lang} className="ms-2 inline-block rounded-full bg-amber-100 px-2 py-0.5 align-middle text-[0.7rem] font-bold text-amber-900">
        {textsOf(edition).screens.untranslated.mark}
      </span>
    ),
  };
}

/** An item's text, in the language it is written in (French, for an untranslated one). */
export function InItemLanguage({ language, children, className }: { language: string; children: ReactNode; className?: string }) {
  const { dir } = EDITION_INFO[language === 'ar' ? 'ar' : language === 'en' ? 'en' : DEFAULT_EDITION];
  return (
    <div lang={language} dir={dir} className={className}>
      {children}
    </div>
  );
}
