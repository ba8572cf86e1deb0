/**
 * Exports that page through a list operation (the answers whose rows are few enough that one more
 * operation is not worth it): every page in turn, reporting progress, stoppable.
 */

export interface PageAnswer<T> {
  rows: readonly T[];
  pagination: { totalPage: number; totalCount: number };
}

export interface ExportProgress {
  done: number;
  total: number;
}

/** The rows of every page, asked one page at a time; `onProgress` after each, `signal` stops it. */
export async function collectPages<T>(
  loadPage: (page: number) => Promise<PageAnswer<T>>,
  onProgress: (progress: ExportProgress) => void,
  signal?: AbortSignal,
): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page++) {
    if (signal?.aborted) throw new DOMException('Export stopped', 'AbortError');
    const answer = await loadPage(page);
    rows.push(...answer.rows);
    onProgress({ done: rows.length, total: answer.pagination.totalCount });
    if (page >= answer.pagination.totalPage || answer.rows.length === 0) return rows;
  }
}
