/** Eyebrow, h2 and lead of a page section. */
export function SectionHeading({
  eyebrow,
  title,
  lead,
  align = 'left',
  tone = 'light',
  id,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  align?: 'left' | 'center';
  tone?: 'light' | 'dark';
  id?: string;
}) {
  const dark = tone === 'dark';
  return (
    <div className={align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow ? (
        <p className={`text-sm font-bold uppercase tracking-widest ${dark ? 'text-brand-300' : 'text-brand-700'}`}>{eyebrow}</p>
      ) : null}
      <h2 id={id} className={`mt-2 text-2xl font-extrabold leading-tight md:text-4xl ${dark ? 'text-white' : ''}`}>
        {title}
      </h2>
      {lead ? <p className={`mt-4 text-base leading-relaxed md:text-lg ${dark ? 'text-ink-200' : 'text-ink-600'}`}>{lead}</p> : null}
    </div>
  );
}
