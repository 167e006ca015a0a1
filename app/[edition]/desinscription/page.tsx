import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { unsubscribeFromNewsletter } from '@/lib/actions/unsubscribe';
import type { UnsubscribeOutcome } from '@/lib/cms';
import { PageLink } from '@/components/ui/PageLink';
import { DEFAULT_EDITION } from '@/lib/editions';
import { EDITION_FIELD } from '@/lib/forms/editionField';
import { editionTexts } from '@/lib/i18n/edition';
import { PAGES } from '@/lib/paths';
import { site } from '@/lib/site';
import { pageMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(): Promise<Metadata> {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.unsubscribe;
  return pageMetadata({ edition, title: words.title, description: words.description(site.name), path: PAGES.unsubscribe, noindex: true });
}

/**
 * The shapes of the tokens the CMS makes (cms/src/newsletter): the address encrypted (12 bytes of nonce, 16 of tag and
 * the address, in base64url), or, in the e-mails sent before, the address beside its signature. Anything else is
 * answered at once; the CMS alone says whether a token of the right shape is one of its own.
 */
const TOKEN = /^(?:[A-Za-z0-9_-]{44,600}|[A-Za-z0-9_-]{1,600}\.[A-Za-z0-9_-]{43})$/;

const OUTCOMES = {
  removed: 'success',
  absent: 'success',
  invalid: 'error',
  error: 'error',
} as const satisfies Record<UnsubscribeOutcome, 'success' | 'error'>;

type Outcome = keyof typeof OUTCOMES;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** Leaving the newsletter: the link of the welcome e-mail opens this page; one button (no JavaScript needed) removes the address. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { edition, texts } = await editionTexts();
  const words = texts.requests.unsubscribe;
  const params = await searchParams;
  const token = first(params.jeton).trim();
  const result = first(params.resultat);
  // A result after the button; before it, a link whose token cannot be one is answered at once.
  const outcome: Outcome | null = Object.hasOwn(OUTCOMES, result) ? (result as Outcome) : TOKEN.test(token) ? null : 'invalid';
  const message = outcome ? { tone: OUTCOMES[outcome], text: outcome === 'invalid' ? words.invalid(site.email) : words[outcome] } : null;
  const showForm = (outcome === null || outcome === 'error') && TOKEN.test(token);
  return (
    <>
      <Breadcrumb title={words.heading} trail={words.title} />
      <section className="container-page py-12 md:py-16">
        <div className="max-w-xl space-y-5 rounded-3xl border border-ink-100 bg-white p-6 shadow-xl shadow-ink-900/5 md:p-10">
          <h2 className="text-xl font-bold md:text-2xl">{words.letter(site.name)}</h2>
          {message ? (
            <p role={message.tone === 'error' ? 'alert' : 'status'} data-alert={message.tone} className={message.tone === 'error' ? 'rounded-xl bg-red-50 p-4 text-red-800' : 'rounded-xl bg-green-50 p-4 text-green-900'}>
              {message.text}
            </p>
          ) : (
            <p className="text-ink-700">{words.intro}</p>
          )}
          {showForm ? (
            <form action={unsubscribeFromNewsletter}>
              <input type="hidden" name="jeton" value={token} />
              {edition === DEFAULT_EDITION ? null : <input type="hidden" name={EDITION_FIELD} value={edition} />}
              <button type="submit" className="btn btn-primary">
                {words.button}
              </button>
            </form>
          ) : null}
          <p className="text-sm text-ink-600">
            {words.dataStart}{' '}
            <PageLink page={PAGES.privacy} className="font-bold text-brand-700 underline underline-offset-2">
              {words.privacy}
            </PageLink>
            .
          </p>
        </div>
      </section>
    </>
  );
}
