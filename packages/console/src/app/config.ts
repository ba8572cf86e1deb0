export interface RuntimeConfig {
  apiBaseUrl: string;
}

export const DEFAULT_CONFIG: RuntimeConfig = { apiBaseUrl: '/v1' };

/**
 * Reads `/config.json` at start-up so one build serves any host; without it (or on any failure) the
 * console talks to the same origin's `/v1`.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' });
    if (!response.ok) return DEFAULT_CONFIG;
    const body: unknown = await response.json();
    if (body && typeof body === 'object' && 'apiBaseUrl' in body && typeof body.apiBaseUrl === 'string') {
      return { apiBaseUrl: body.apiBaseUrl.replace(/\/+$/, '') || DEFAULT_CONFIG.apiBaseUrl };
    }
    return DEFAULT_CONFIG;
  } catch {
    return DEFAULT_CONFIG;
  }
}
