import { describe, expect, it } from 'vitest';
import {
  type ChatStreamEvent,
  type ChatStreamStatus,
  createBackofficeClient,
  createEventStreamParser,
  createMemorySession,
  readChatEvents,
  type ServerSentEvent,
} from '../src/index.js';
import { fakeFetch } from './fake-fetch.js';

const SSE = { 'content-type': 'text/event-stream' };
const message = (id: number, body: string) =>
  `id: ${id}\nevent: message\ndata: ${JSON.stringify({ message_id: id, thread_id: 3, sender: 'PLAYER', sender_name: 'Asha', body, created_at: '2026-11-25T10:00:00+05:30' })}\n\n`;

describe('createEventStreamParser', () => {
  it('joins events split across chunks, skips heartbeats and keeps ids', () => {
    const events: ServerSentEvent[] = [];
    const push = createEventStreamParser((e) => events.push(e));
    push(': ping\n\nid: 4\nevent: unr');
    push('ead\ndata: {"total":2}\n');
    push('\ndata: line one\ndata: line two\n\n');
    expect(events).toEqual([
      { id: '4', event: 'unread', data: '{"total":2}' },
      { id: undefined, event: 'message', data: 'line one\nline two' },
    ]);
  });
});

describe('readChatEvents', () => {
  it('sends the credentials as headers, reconnects after a drop with Last-Event-ID, and stops on 401', async () => {
    const fake = fakeFetch(
      {
        raw: `id: 6\nevent: unread\ndata: {"user":1,"system":0,"total":1}\n\n${message(7, 'hello')}`,
        headers: SSE,
      },
      new TypeError('network down'),
      { raw: message(8, 'missed <b>while</b> away'), headers: SSE },
      { status: 401, body: { error: true, msg: 'Invalid credentials' } },
    );
    const session = createMemorySession();
    session.set({ token: 'tok', xApiKey: 'key', permission: ['support.chat'] });
    const client = createBackofficeClient({ baseUrl: 'http://bo.test/v1', session, fetch: fake.fetch });
    const events: ChatStreamEvent[] = [];
    const statuses: ChatStreamStatus[] = [];
    await readChatEvents(client, {
      signal: new AbortController().signal,
      backoffMs: [1],
      onEvent: (e) => events.push(e),
      onStatus: (s) => statuses.push(s),
    });
    expect(events).toEqual([
      { name: 'unread', counts: { user: 1, system: 0, total: 1 } },
      {
        name: 'message',
        message: expect.objectContaining({ messageId: 7, senderName: 'Asha', body: 'hello' }),
      },
      {
        name: 'message',
        message: expect.objectContaining({ messageId: 8, body: 'missed <b>while</b> away' }),
      },
    ]);
    expect(fake.requests.map((r) => r.headers.get('last-event-id'))).toEqual([null, '7', '7', '8']);
    for (const request of fake.requests) {
      expect(request.url.search).toBe('');
      expect(request.headers.get('authorization')).toBe('Bearer tok');
      expect(request.headers.get('x-api-key')).toBe('key');
    }
    expect(statuses.at(-1)).toBe('stopped');
    expect(statuses).toContain('retrying');
  });

  it('stops without another request once aborted', async () => {
    const fake = fakeFetch(
      { raw: message(1, 'one'), headers: SSE },
      { raw: message(2, 'two'), headers: SSE },
    );
    const client = createBackofficeClient({
      baseUrl: 'http://bo.test/v1',
      session: createMemorySession(),
      fetch: fake.fetch,
    });
    const stop = new AbortController();
    await readChatEvents(client, {
      signal: stop.signal,
      backoffMs: [60_000],
      onEvent: () => stop.abort(),
    });
    expect(fake.requests).toHaveLength(1);
  });
});
