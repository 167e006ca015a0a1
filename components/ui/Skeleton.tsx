/** Rows of a loading placeholder (spec section 9). */
export const SKELETON_ROWS = 10;

function Bar({ className }: { className: string }) {
  return <div className={`animate-pulse rounded-full bg-ink-100 motion-reduce:animate-none ${className}`} />;
}

/** The loading placeholder of a list (spec section 2): an avatar, a title and SKELETON_ROWS rows. */
export function ListSkeleton({ label = 'Chargement du contenu…' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="container-page py-12" data-testid="list-skeleton">
      <span className="sr-only">{label}</span>
      <div aria-hidden className="rounded-2xl border border-ink-100 p-6">
        <div className="flex items-center gap-4">
          <div className="size-14 shrink-0 animate-pulse rounded-full bg-ink-100 motion-reduce:animate-none" />
          <Bar className="h-5 w-2/3 max-w-md" />
        </div>
        <div className="mt-6 space-y-3">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <Bar key={row} className={`h-3 ${row % 3 === 2 ? 'w-4/5' : 'w-full'}`} />
          ))}
        </div>
      </div>
    </div>
  );
}
