import { describe, expect, it } from 'vitest';
import {
  createBackofficeClient,
  createMemorySession,
  type LiveChange,
  type LiveStatus,
  NotOfferedError,
  readLiveEvents,
} from '../src/index.js';
import { fakeFetch } from './fake-fetch.js';

const SSE = { 'content-type': 'text/event-stream' };
const hello = (id: number) =>
  `retry: 2000\nid: ${id}\nevent: hello\ndata: {"last_id":"${id}","retry_ms":2000}\n\n`;
const change = (id: number, state: string) =>
  `id: ${id}\nevent: change\ndata: ${JSON.stringify({ id: String(id), kind: 'withdrawal', record_id: '10', version: id, state, changed: ['tran_status'], by: 'supervisor', at: '2026-11-29T14:02:00+05:30' })}\n\n`;

function clientOf(fetch: typeof globalThis.fetch) {
  const session = createMemorySession();
  session.set({ token: 'tok', xApiKey: 'key', permission: [] });
  return createBackofficeClient({ baseUrl: 'http://bo.test/v1', session, fetch });
}

describe('readLiveEvents', () => {
  it('reconnects after a drop and after `dropped` with the last id it saw as Last-Event-ID, and stops on 401', async () => {
    const fake = fakeFetch(
      { raw: `${hello(5)}${change(6, 'HOLD')}`, headers: SSE },
      new TypeError('network down'),
      {
        raw: `${hello(6)}${change(8, 'APPROVED')}event: dropped\ndata: {"reason":"behind"}\n\n`,
        headers: SSE,
      },
      {
        raw: `${hello(8)}event: reload\ndata: {"reason":"Events after 8 are no longer kept"}\n\n`,
        headers: SSE,
      },
      { status: 401, body: { error: true, msg: 'Invalid credentials' } },
    );
    const changes: LiveChange[] = [];
    const statuses: LiveStatus[] = [];
    const reloads: string[] = [];
    const hellos: string[] = [];
    await readLiveEvents(clientOf(fake.fetch), {
      lastEventId: '4',
      signal: new AbortController().signal,
      backoffMs: [1],
      onHello: (h) => hellos.push(h.lastId),
      onChange: (c) => changes.push(c),
      onReload: (reason) => reloads.push(reason),
      onStatus: (s) => statuses.push(s),
    });
    expect(changes).toEqual([
      expect.objectContaining({
        id: '6',
        kind: 'withdrawal',
        recordId: '10',
        state: 'HOLD',
        by: 'supervisor',
      }),
      expect.objectContaining({ id: '8', state: 'APPROVED', changed: ['tran_status'] }),
    ]);
    expect(hellos).toEqual(['5', '6', '8']);
    expect(reloads).toEqual(['Events after 8 are no longer kept']);
    expect(fake.requests.map((r) => r.headers.get('last-event-id'))).toEqual(['4', '6', '6', '8', '8']);
    for (const request of fake.requests) {
      expect(request.url.pathname).toBe('/v1/live/events');
      expect(request.url.search).toBe('');
      expect(request.headers.get('authorization')).toBe('Bearer tok');
    }
    expect(statuses).toEqual([
      'live',
      'reconnecting',
      'reconnecting',
      'live',
      'reconnecting',
      'live',
      'reconnecting',
      'stopped',
    ]);
  });

  it('stops with NotOfferedError on a host without live.events (404), without retrying', async () => {
    const fake = fakeFetch(
      { status: 404, body: { error: true, msg: 'Not found' } },
      { raw: hello(1), headers: SSE },
    );
    const stops: unknown[] = [];
    await readLiveEvents(clientOf(fake.fetch), {
      signal: new AbortController().signal,
      backoffMs: [1],
      onChange: () => undefined,
      onStatus: (status, error) => status === 'stopped' && stops.push(error),
    });
    expect(fake.requests).toHaveLength(1);
    expect(stops).toEqual([expect.any(NotOfferedError)]);
  });

  it('stops without another request once aborted', async () => {
    const fake = fakeFetch(
      { raw: `${hello(1)}${change(2, 'HOLD')}`, headers: SSE },
      { raw: hello(2), headers: SSE },
    );
    const stop = new AbortController();
    await readLiveEvents(clientOf(fake.fetch), {
      signal: stop.signal,
      backoffMs: [60_000],
      onChange: () => stop.abort(),
    });
    expect(fake.requests).toHaveLength(1);
  });
});
