import type { ReactNode } from 'react';

/** Layout of the legal pages: a readable column of titled sections; `updated` is the whole « last updated » line. */
export function LegalText({ updated, sections }: { updated: string; sections: { title: string; body: ReactNode }[] }) {
  return (
    <article className="container-page py-12 md:py-16">
      <div className="prose-cms max-w-3xl text-ink-700">
        <p className="text-sm text-ink-500">{updated}</p>
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            {section.body}
          </section>
        ))}
      </div>
    </article>
  );
}
