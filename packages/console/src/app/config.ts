import { type OperationMap, parseOfferList, parseOperationMap } from '@backoffice/sdk';

export interface RuntimeConfig {
  apiBaseUrl: string;
  /** Operations the host serves on other methods or paths (checked against the contract at start). */
  operationMap?: OperationMap | undefined;
  /** What the host offers when it has no GET /capabilities ("spec", "all" or ids); undefined: ask it. */
  offers?: readonly string[] | undefined;
}

export const DEFAULT_CONFIG: RuntimeConfig = { apiBaseUrl: '/v1' };

/** `/config.json` that does not fit the contract: the console stops at start with this text. */
export class ConfigError extends Error {}

/**
 * Reads `/config.json` at start-up so one build serves any host; without it (or on a failure to read
 * it) the console talks to the same origin's `/v1`. Its `operationMap` and `offers` are checked against
 * the contract here: a faulty entry throws a ConfigError naming it, before any screen.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  let body: unknown;
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' });
    if (!response.ok) return DEFAULT_CONFIG;
    body = await response.json();
  } catch {
    return DEFAULT_CONFIG;
  }
  if (!body || typeof body !== 'object') return DEFAULT_CONFIG;
  const raw = body as { apiBaseUrl?: unknown; operationMap?: unknown; offers?: unknown };
  const apiBaseUrl =
    typeof raw.apiBaseUrl === 'string'
      ? raw.apiBaseUrl.replace(/\/+$/, '') || DEFAULT_CONFIG.apiBaseUrl
      : DEFAULT_CONFIG.apiBaseUrl;
  try {
    return {
      apiBaseUrl,
      operationMap: raw.operationMap === undefined ? undefined : parseOperationMap(raw.operationMap),
      offers: raw.offers === undefined ? undefined : parseOfferList(raw.offers),
    };
  } catch (error) {
    throw new ConfigError(`/config.json: ${(error as Error).message}`);
  }
}
