import { PageLink } from '@/components/ui/PageLink';
import { ArrowRight, Icon } from '@/components/ui/icons';
import type { IconName } from '@/lib/icons/names';
import { IconTile } from '@/components/ui/ContentIcon';
import { editionTexts } from '@/lib/i18n/edition';

/**
 * A service card linking to its page (`href`, a French page address, written in the page's edition); the whole card is
 * clickable through the title's link.
 */
export async function ServiceCard({ href, icon, title, text }: { href: string; icon: IconName; title: string; text: string }) {
  const { texts } = await editionTexts();
  return (
    <article className="group relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100 transition hover:-translate-y-0.5 hover:shadow-lg hover:ring-brand-200 motion-reduce:transform-none">
      <IconTile name={icon} />
      <h3 className="mt-5 text-lg font-bold">
        <PageLink page={href} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none focus-visible:after:outline-3 focus-visible:after:outline-brand-500">
          {title}
        </PageLink>
      </h3>
      <p className="mt-2 flex-1 leading-relaxed text-ink-600">{text}</p>
      <span aria-hidden className="mt-5 inline-flex items-center gap-1.5 text-sm font-bold text-brand-700">
        {texts.services.learnMore}
        <Icon of={{ ArrowRight }} className="size-4 transition-transform group-hover:translate-x-1" />
      </span>
    </article>
  );
}
