import { PageLink } from '@/components/ui/PageLink';
import { ArrowRight, Icon } from '@/components/ui/icons';
import type { Action } from '@/lib/content/services';

/**
 * A row of call-to-action links, each `href` a French page address written here in the page's edition (an outside
 * address is kept as it is); `onDark` for gradient or navy backgrounds.
 */
export function ActionLinks({ actions, onDark = false }: { actions: readonly Action[]; onDark?: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      {actions.map((action) => (
        <PageLink
          key={`${action.label}-${action.href}`}
          page={action.href}
          className={`btn ${
            action.primary
              ? onDark
                ? 'bg-white text-ink-900 shadow-lg hover:bg-brand-50'
                : 'btn-primary'
              : onDark
                ? 'border-2 border-white/40 text-white hover:border-white'
                : 'btn-outline'
          }`}
        >
          {action.label}
          {action.primary ? <Icon of={{ ArrowRight }} aria-hidden className="size-4" /> : null}
        </PageLink>
      ))}
    </div>
  );
}
