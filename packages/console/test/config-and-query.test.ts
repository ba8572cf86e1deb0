import { describe, expect, it } from 'vitest';
import { loadRuntimeConfig } from '../src/app/config';
import { parseQuery, queryString } from '../src/components/use-url-query';

const reply = (body: unknown, status = 200): typeof fetch =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;

describe('runtime configuration', () => {
  it('reads apiBaseUrl from /config.json', async () => {
    expect(await loadRuntimeConfig(reply({ apiBaseUrl: 'https://api.example.com/v1/' }))).toEqual({
      apiBaseUrl: 'https://api.example.com/v1',
    });
  });

  it("falls back to the same origin's /v1 when the file is missing, malformed or unreachable", async () => {
    expect(await loadRuntimeConfig(reply({}, 404))).toEqual({ apiBaseUrl: '/v1' });
    expect(await loadRuntimeConfig(reply({ apiBaseUrl: 7 }))).toEqual({ apiBaseUrl: '/v1' });
    const offline = (async () => {
      throw new TypeError('offline');
    }) as typeof fetch;
    expect(await loadRuntimeConfig(offline)).toEqual({ apiBaseUrl: '/v1' });
  });
});

describe('list state in the URL', () => {
  const defaults = { stage: 'REGISTERED', page: 1, search: '' };
  const allowed = { stage: ['REGISTERED', 'BLOCKED'] };

  it('parses numbers and allowed values, ignoring the rest', () => {
    expect(parseQuery('?stage=BLOCKED&page=3&search=ravi', defaults, allowed)).toEqual({
      stage: 'BLOCKED',
      page: 3,
      search: 'ravi',
    });
    expect(parseQuery('?stage=NOPE&page=-2', defaults, allowed)).toEqual(defaults);
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    const keep = new URLSearchParams('user=42&page=9');
    expect(queryString({ stage: 'REGISTERED', page: 2, search: '' }, defaults, keep)).toBe('?user=42&page=2');
    expect(queryString(defaults, defaults, new URLSearchParams())).toBe('');
  });
});
