import type { Action } from '@/lib/content/services';
import { ActionLinks } from './ActionLinks';

/** The closing call to action of a page: a gradient panel with a heading, a line and its links. */
export function CtaBand({ heading, text, actions }: { heading: string; text: string; actions: readonly Action[] }) {
  return (
    <section className="render-when-near reserve-cta-band container-page py-12 md:py-16" aria-labelledby="cta-heading">
      <div className="bg-linear-120 from-brand-700 via-brand-700 to-accent-700 relative overflow-hidden rounded-3xl px-6 py-10 text-white shadow-xl shadow-accent-600/20 md:px-12 md:py-14">
        <svg aria-hidden viewBox="0 0 400 400" className="absolute -right-20 -top-24 size-80 opacity-20 md:size-[26rem]">
          <circle cx="200" cy="200" r="150" fill="none" stroke="white" strokeWidth="2" />
          <circle cx="200" cy="200" r="110" fill="none" stroke="white" strokeWidth="2" />
          <circle cx="200" cy="200" r="70" fill="none" stroke="white" strokeWidth="2" />
        </svg>
        <div className="relative flex flex-col gap-6 md:flex-row md:items-center md:justify-between">
          <div className="max-w-2xl">
            <h2 id="cta-heading" className="text-2xl font-extrabold text-white md:text-3xl">
              {heading}
            </h2>
            <p className="mt-3 text-white/90 md:text-lg">{text}</p>
          </div>
          <div className="shrink-0">
            <ActionLinks actions={actions} onDark />
          </div>
        </div>
      </div>
    </section>
  );
}
