import { digitalPath, servicePath } from '@/lib/paths';
import { Link } from '@/components/ui/Link';
import { ContentIcon } from '@/components/ui/ContentIcon';
import { digitalServices } from '@/lib/content/digital';
import { SERVICES } from '@/lib/content/services';

const digital = digitalServices[0];

/** The firm's four trades, as links to their pages (beside the About introduction). */
export function Pillars() {
  const pillars = [
    { href: servicePath('conseils'), icon: SERVICES.conseils.icon, title: 'Conseil et études' },
    {
      href: servicePath('formations-profesionnelles'),
      icon: SERVICES['formations-profesionnelles'].icon,
      title: 'Formation',
    },
    { href: servicePath('mise-en-relation'), icon: SERVICES['mise-en-relation'].icon, title: 'Recrutement et emploi' },
    ...(digital ? [{ href: digitalPath(digital.slug), icon: digital.icon, title: 'Services digitaux' }] : []),
  ];
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
