import { CircleCheck, Icon } from '@/components/ui/icons';
import { ActionLinks } from '@/components/ui/ActionLinks';
import { heroOf } from '@/lib/content/home';
import { editionTexts } from '@/lib/i18n/edition';
import { HeroIllustration } from './HeroIllustration';
import { PAGE_OPENING_ID, PageOpeningEnd } from '@/components/layout/PageOpening';

/** The home page's opening: the h1, the pitch, the quote and contact calls to action, the illustration. */
export async function Hero() {
  const { edition, texts } = await editionTexts();
  const hero = heroOf(edition);
  return (
    <section id={PAGE_OPENING_ID} className="relative overflow-hidden bg-ink-900 text-white">
      <div aria-hidden className="glow-brand absolute -right-40 -top-40 size-[30rem] opacity-40" />
      <div aria-hidden className="glow-accent absolute -bottom-48 -left-24 size-96 opacity-25" />
      <div className="container-page relative grid items-center gap-10 py-12 md:py-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:gap-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-xs font-bold uppercase tracking-widest text-brand-300 ring-1 ring-white/15">
            <span className="size-1.5 rounded-full bg-brand-400" />
            {hero.eyebrow}
          </p>
          <h1 className="mt-5 text-3xl font-extrabold leading-[1.15] text-white sm:text-4xl lg:text-5xl">{hero.heading}</h1>
          <p className="mt-5 max-w-2xl text-base leading-relaxed text-ink-200 md:text-lg">{hero.text}</p>
          <div className="mt-8">
            <ActionLinks actions={hero.actions} onDark />
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-100">
            {hero.proofs.map((proof) => (
              <li key={proof} className="flex items-center gap-2">
                <Icon of={{ CircleCheck }} aria-hidden className="size-4 text-brand-400" />
                {proof}
              </li>
            ))}
          </ul>
        </div>
        <div className="hidden lg:block">
          <HeroIllustration texts={texts.home.illustration} />
        </div>
      </div>
      <PageOpeningEnd />
    </section>
  );
}
