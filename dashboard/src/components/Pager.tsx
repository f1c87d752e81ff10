/** Previous / next over a paged list, with where we are in words. */
export function Pager({ total, limit, offset, onOffset, label }: { total: number; limit: number; offset: number; onOffset: (o: number) => void; label: string }) {
  if (total === 0) return null;
  const last = Math.min(offset + limit, total);
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <button type="button" className="secondary" disabled={offset === 0} onClick={() => onOffset(Math.max(0, offset - limit))}>
        Previous page
      </button>
      <span>
        {offset + 1}–{last} of {total}
      </span>
      <button type="button" className="secondary" disabled={last >= total} onClick={() => onOffset(offset + limit)}>
        Next page
      </button>
    </nav>
  );
}
