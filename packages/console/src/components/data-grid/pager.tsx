import type { GridPagination } from './types';

/** Server paging bound to the contract's pagination (per_page, current_page, total_page, total_count). */
export function Pager({
  label,
  pagination,
  onPageChange,
}: {
  /** The list's name: each pager is its own landmark, named after its list. */
  label: string;
  pagination: GridPagination;
  onPageChange: (p: number) => void;
}) {
  const { currentPage, totalPage, totalCount, perPage, totalCapped } = pagination;
  const last = Math.max(totalPage, 1);
  const from = totalCount === 0 ? 0 : (currentPage - 1) * perPage + 1;
  const to = Math.min(currentPage * perPage, totalCount);
  // A capped count is a floor, not the total: say so rather than show the cap as the list's size.
  const of = totalCapped ? `more than ${totalCount.toLocaleString('en-IN')}` : totalCount;
  return (
    <nav className="pager" aria-label={`${label} pages`}>
      <span className="pager-info">
        {from}–{to} of {of} · Page {currentPage} of {last}
        {totalCapped ? '+' : ''}
      </span>
      <button
        type="button"
        onClick={() => onPageChange(1)}
        disabled={currentPage <= 1}
        aria-label="First page"
      >
        «
      </button>
      <button
        type="button"
        onClick={() => onPageChange(currentPage - 1)}
        disabled={currentPage <= 1}
        aria-label="Previous page"
      >
        ‹
      </button>
      <button
        type="button"
        onClick={() => onPageChange(currentPage + 1)}
        disabled={currentPage >= last}
        aria-label="Next page"
      >
        ›
      </button>
      <button
        type="button"
        onClick={() => onPageChange(last)}
        disabled={currentPage >= last}
        aria-label="Last page"
      >
        »
      </button>
    </nav>
  );
}
