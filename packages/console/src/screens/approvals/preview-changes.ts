/**
 * What changed between a request's preview when asked and the same preview read now. The server makes an
 * approval stale on any difference of value (key order aside: routes/approvals.ts compares sorted JSON),
 * so the check here is the same, key by key, and names what changed instead of just saying so.
 */
export type Preview = Readonly<Record<string, unknown>>;

/** One value in a canonical form: objects with sorted keys, so key order never reads as a change. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface PreviewChange {
  key: string;
  before: unknown;
  now: unknown;
}

/** The keys whose value differs (in the order the asked preview lists them, then the new ones). */
export function previewChanges(asked: Preview, now: Preview): PreviewChange[] {
  const keys = [...new Set([...Object.keys(asked), ...Object.keys(now)])];
  return keys
    .filter((key) => canonical(asked[key]) !== canonical(now[key]))
    .map((key) => ({ key, before: asked[key], now: now[key] }));
}
