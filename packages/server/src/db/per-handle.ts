/**
 * What a module keeps in memory about the data, per database handle (page-anchors.ts, kept-counts.ts):
 * two databases in one process (the tests) never share an entry, and a transaction's handle keeps its own
 * for its life.
 */
export function perHandle<V>() {
  let handles = new WeakMap<object, Map<string, V>>();
  return {
    /** The entries kept for `db` (made empty the first time). */
    of(db: object): Map<string, V> {
      const entries = handles.get(db) ?? new Map<string, V>();
      handles.set(db, entries);
      return entries;
    },
    /** Forgets every entry of every handle. */
    forget(): void {
      handles = new WeakMap();
    },
  };
}
