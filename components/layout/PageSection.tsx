import { Link } from '@/components/ui/Link';
import type { ReactNode } from 'react';

/** A plain content section under the breadcrumb, with optional calls to action. */
export function PageSection({
  heading,
  children,
  actions = [],
}: {
  heading?: string;
  children?: ReactNode;
  actions?: { href: string; label: string; primary?: boolean }[];
}) {
  return (
    <section className="container-page py-12 md:py-16">
      <div className="max-w-3xl">
        {heading ? <h2 className="text-2xl font-extrabold md:text-3xl">{heading}</h2> : null}
        {children ? <div className="mt-4 space-y-4 text-lg leading-relaxed text-ink-600">{children}</div> : null}
        {actions.length > 0 ? (
          <div className="mt-8 flex flex-wrap gap-3">
            {actions.map((action) => (
              <Link key={action.href} href={action.href} className={`btn ${action.primary ? 'btn-primary' : 'btn-outline'}`}>
                {action.label}
              </Link>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
