/**
 * What changed between a request's preview when asked and the same preview read now. The server makes an
 * approval stale on any difference of value (key order aside: both compare the SDK's `canonicalJson`),
 * so the check here is the same, key by key, and names what changed instead of just saying so.
 */
import { canonicalJson } from '@backoffice/sdk';

export type Preview = Readonly<Record<string, unknown>>;

export interface PreviewChange {
  key: string;
  before: unknown;
  now: unknown;
}

/** The keys whose value differs (in the order the asked preview lists them, then the new ones). */
export function previewChanges(asked: Preview, now: Preview): PreviewChange[] {
  const keys = [...new Set([...Object.keys(asked), ...Object.keys(now)])];
  return keys
    .filter((key) => canonicalJson(asked[key]) !== canonicalJson(now[key]))
    .map((key) => ({ key, before: asked[key], now: now[key] }));
}
