/* The states every work-area list goes through (loading, failed, paged), drawn the same way everywhere. */

export function ListLoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="rounded-lg border border-danger-600/30 bg-red-50 p-4 text-sand-900">
      <p>{message}</p>
      <button type="button" className="btn-secondary mt-3 min-h-11 text-sm" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}

/** Grey rows in place of the list while it loads; `rowClassName` gives their height. */
export function ListSkeleton({ rows, rowClassName }: { rows: number; rowClassName: string }) {
  return (
    <div aria-hidden="true" className="grid gap-3">
      {Array.from({ length: rows }, (_, key) => (
        <div key={key} className={`${rowClassName} animate-pulse rounded-xl bg-sand-100`} />
      ))}
    </div>
  );
}

interface ListPagerProps {
  label: string;
  previousLabel: string;
  nextLabel: string;
  /** "Page 2 of 7", already translated. */
  positionLabel: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
}

export function ListPager({ label, previousLabel, nextLabel, positionLabel, page, pages, onPage }: ListPagerProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <button type="button" className="btn-secondary min-h-11 text-sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </button>
      <span className="text-sm text-sand-700">{positionLabel}</span>
      <button type="button" className="btn-secondary min-h-11 text-sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </button>
    </nav>
  );
}
