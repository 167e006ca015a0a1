/** The placeholder while a list page loads: an avatar, a title and 10 paragraph rows. */
export const SKELETON_ROWS = 10;

export function ListSkeleton() {
  return (
    <div role="status" aria-live="polite" className="container-page py-12" data-testid="list-skeleton">
      <span className="sr-only">Chargement…</span>
      <div aria-hidden className="animate-pulse motion-reduce:animate-none">
        <div className="flex items-center gap-4">
          <div className="size-14 rounded-full bg-ink-100" />
          <div className="h-6 w-2/3 max-w-md rounded-full bg-ink-100" />
        </div>
        <div className="mt-8 space-y-3">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <div key={row} className="h-4 rounded-full bg-ink-100" style={{ width: `${100 - ((row * 7) % 30)}%` }} />
          ))}
        </div>
      </div>
    </div>
  );
}
