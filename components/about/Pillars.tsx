import { digitalPath, pageIn, servicePath } from '@/lib/paths';
import { Link } from '@/components/ui/Link';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { DIGITAL_SERVICES } from '@/lib/content/digital';
import { SERVICES } from '@/lib/content/services';
import { editionTexts } from '@/lib/i18n/edition';

/** The firm's four trades, as links to their pages in the page's edition (beside the About introduction). */
export async function Pillars() {
  const { edition, texts } = await editionTexts();
  const titles = texts.about.pillars;
  const digital = DIGITAL_SERVICES[0];
  const pillars = [
    { href: servicePath('conseils'), icon: SERVICES.conseils.icon, title: titles.consulting },
    {
      href: servicePath('formations-profesionnelles'),
      icon: SERVICES['formations-profesionnelles'].icon,
      title: titles.training,
    },
    { href: servicePath('mise-en-relation'), icon: SERVICES['mise-en-relation'].icon, title: titles.jobs },
    ...(digital ? [{ href: digitalPath(digital.slug), icon: digital.icon, title: titles.digital }] : []),
  ].map((pillar) => ({ ...pillar, href: pageIn(edition, pillar.href) }));
  return (
    <ul className="grid grid-cols-2 gap-3 md:gap-4">
      {pillars.map((pillar, index) => (
        <li key={pillar.href}>
          <Link
            href={pillar.href}
            className={`flex h-full flex-col gap-3 rounded-2xl p-4 font-display sm:p-5 font-bold leading-snug transition hover:-translate-y-0.5 motion-reduce:transform-none ${
              index === 0 || index === 3
                ? 'bg-ink-900 text-white hover:bg-ink-800'
                : 'bg-white text-ink-900 shadow-sm ring-1 ring-ink-100 hover:ring-brand-300'
            }`}
          >
            <ContentIcon name={pillar.icon} className={`size-7 ${index === 0 || index === 3 ? 'text-brand-300' : 'text-brand-600'}`} />
            {pillar.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
