/**
 * Previous / next over a paged list, with where we are in words. It takes the page the list
 * shows (the response's own total, limit and offset), so while the next page loads the words
 * and buttons still describe the rows on screen.
 */
export function Pager({ page, onOffset, label }: { page: { total: number; limit: number; offset: number }; onOffset: (o: number) => void; label: string }) {
  const { total, limit, offset } = page;
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
