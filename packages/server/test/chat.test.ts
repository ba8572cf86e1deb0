/** Support chat: every operation's checks, kind permissions, paging of messages, and the live event stream. */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { addChatMessage } from '../src/db/chat-messages.js';
import { createPlayerWithBalance, validateResponse } from './support/app.js';
import { addStaff, describeOperations, type OperationCase, useAreaWorld } from './support/area-checks.js';
import { openEventStream } from './support/event-stream.js';

const w = useAreaWorld({ players: false });
let userChat: Record<string, string>;
const id = { thread: 0, system: 0, closed: 0, player: 0 };

beforeAll(async () => {
  const t = w.t;
  await addStaff(t.db, {
    username: 'support',
    fullName: 'Support Desk',
    password: 'Support@123',
    permission: ['support.chat'],
  });
  userChat = await t.login('support', 'Support@123');
  id.player = await createPlayerWithBalance(t.db, 0);
  const threads = await t.db.query<{ thread_id: number }>(
    `INSERT INTO chat_threads (kind, user_id, status) VALUES ('USER', $1, 'OPEN'), ('SYSTEM', $1, 'OPEN'), ('USER', $1, 'CLOSED')
     RETURNING thread_id`,
    [id.player],
  );
  [id.thread, id.system, id.closed] = threads.map((r) => r.thread_id) as [number, number, number];
  for (let i = 1; i <= 5; i += 1)
    await addChatMessage(t.db, { threadId: id.thread, sender: 'PLAYER', body: `question ${i}` });
  await addChatMessage(t.db, { threadId: id.system, sender: 'PLAYER', body: 'system reply' });
}, 60_000);

const data = (b: Record<string, unknown>) => b.data as Record<string, unknown>;

const CASES: OperationCase[] = [
  {
    operationId: 'chat.threads',
    method: 'GET',
    url: '/v1/support/chat/threads?unread_only=true',
    bad: { url: '/v1/support/chat/threads?kind=EMAIL' },
    expectBody: (b) =>
      expect(data(b).rows).toEqual([
        expect.objectContaining({ unread_count: 5, last_message: 'question 5' }),
      ]),
  },
  {
    operationId: 'chat.messages',
    method: 'GET',
    url: () => `/v1/support/chat/threads/${id.thread}/messages?limit=2`,
    bad: { url: () => `/v1/support/chat/threads/${id.thread}/messages?limit=0` },
    expectBody: (b) => {
      expect((data(b).rows as { body: string }[]).map((r) => r.body)).toEqual(['question 4', 'question 5']);
      expect(data(b).has_more).toBe(true);
    },
  },
  {
    operationId: 'chat.send',
    method: 'POST',
    url: () => `/v1/support/chat/threads/${id.thread}/messages`,
    payload: { body: 'Hello <b>there</b>' },
    bad: { payload: { body: 'x'.repeat(2001) } },
    expectBody: (b) =>
      expect(data(b)).toMatchObject({
        sender: 'STAFF',
        sender_name: 'Demo Admin',
        body: 'Hello <b>there</b>',
      }),
  },
  {
    operationId: 'chat.markRead',
    method: 'PUT',
    url: () => `/v1/support/chat/threads/${id.thread}/read`,
    bad: { url: '/v1/support/chat/threads/abc/read' },
    expectBody: (b) => expect(data(b)).toEqual({ thread_id: id.thread, unread_count: 0 }),
  },
  {
    operationId: 'chat.setStatus',
    method: 'PUT',
    url: () => `/v1/support/chat/threads/${id.closed}/status`,
    payload: { status: 'OPEN' },
    bad: { payload: { status: 'ARCHIVED' } },
  },
];

describe('chat operations', () => {
  describeOperations(() => w, CASES);

  it('chat.unreadCounts: answers 200 matching the contract, 401 and 403', async () => {
    const ok = await w.t.app.inject({
      method: 'GET',
      url: '/v1/support/chat/unread-counts',
      headers: w.admin,
    });
    validateResponse('chat.unreadCounts', 200, ok.json());
    expect(ok.json().data).toEqual({ user: 0, system: 1, total: 1 });
    expect((await w.t.app.inject({ method: 'GET', url: '/v1/support/chat/unread-counts' })).statusCode).toBe(
      401,
    );
    expect(
      (await w.t.app.inject({ method: 'GET', url: '/v1/support/chat/unread-counts', headers: w.outsider }))
        .statusCode,
    ).toBe(403);
  });
});

describe('chat rules', () => {
  it('keeps a support.chat clerk out of SYSTEM threads and counts them as 0', async () => {
    const list = await w.t.app.inject({
      method: 'GET',
      url: '/v1/support/chat/threads?kind=SYSTEM',
      headers: userChat,
    });
    expect(list.statusCode).toBe(403);
    const msgs = await w.t.app.inject({
      method: 'GET',
      url: `/v1/support/chat/threads/${id.system}/messages`,
      headers: userChat,
    });
    expect(msgs.statusCode).toBe(403);
    const counts = await w.t.app.inject({
      method: 'GET',
      url: '/v1/support/chat/unread-counts',
      headers: userChat,
    });
    expect(counts.json().data.system).toBe(0);
  });

  it('pages older messages with before_id', async () => {
    const first = await w.t.app.inject({
      method: 'GET',
      url: `/v1/support/chat/threads/${id.thread}/messages?limit=3`,
      headers: w.admin,
    });
    const oldest = (first.json().data.rows as { message_id: number }[])[0]?.message_id;
    const older = await w.t.app.inject({
      method: 'GET',
      url: `/v1/support/chat/threads/${id.thread}/messages?limit=3&before_id=${oldest}`,
      headers: w.admin,
    });
    expect((older.json().data.rows as { body: string }[]).map((r) => r.body)).toEqual([
      'question 1',
      'question 2',
      'question 3',
    ]);
    expect(older.json().data.has_more).toBe(false);
  });

  it('refuses to send into a closed thread', async () => {
    await w.t.db.query(`UPDATE chat_threads SET status = 'CLOSED' WHERE thread_id = $1`, [id.closed]);
    const res = await w.t.app.inject({
      method: 'POST',
      url: `/v1/support/chat/threads/${id.closed}/messages`,
      payload: { body: 'hi' },
      headers: w.admin,
    });
    expect(res.statusCode).toBe(409);
  });

  it('streams new messages and unread counts to an open console (SSE, credentials in headers)', async () => {
    const stream = await openEventStream(await streamUrl(), userChat);
    try {
      await stream.readUntil('event: unread');
      await addChatMessage(w.t.db, {
        threadId: id.system,
        sender: 'PLAYER',
        body: 'hidden from support.chat',
      });
      await addChatMessage(w.t.db, { threadId: id.thread, sender: 'PLAYER', body: 'are results out?' });
      await stream.readUntil('are results out?');
    } finally {
      stream.close();
    }
    expect(stream.text()).toMatch(/id: \d+\nevent: message\ndata: \{[^\n]*"are results out\?"/);
    expect(stream.text()).not.toContain('hidden from support.chat');
  });

  it('refuses a token and key in the query string (401): credentials never travel in a URL', async () => {
    const token = userChat.authorization?.replace('Bearer ', '') ?? '';
    const query = `access_token=${encodeURIComponent(token)}&api_key=${encodeURIComponent(userChat['x-api-key'] ?? '')}`;
    const res = await w.t.app.inject({ method: 'GET', url: `/v1/support/chat/events?${query}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: true, msg: 'Invalid credentials' });
    expect(w.t.contract.byId.get('chat.events')?.parameters.map((p) => p.name)).toEqual(['Last-Event-ID']);
  });

  it('replays the messages after Last-Event-ID before the live ones, and starts a fresh reader at the newest id', async () => {
    const fresh = await openEventStream(await streamUrl(), userChat);
    await fresh.readUntil('event: unread');
    fresh.close();
    const cursor = Number(/^id: (\d+)$/m.exec(fresh.text())?.[1]);
    expect(cursor).toBeGreaterThan(0);
    await addChatMessage(w.t.db, { threadId: id.thread, sender: 'PLAYER', body: 'missed while away' });
    await addChatMessage(w.t.db, { threadId: id.system, sender: 'PLAYER', body: 'not for support.chat' });
    const again = await openEventStream(await streamUrl(), { ...userChat, 'last-event-id': String(cursor) });
    try {
      await again.readUntil('event: unread');
      await addChatMessage(w.t.db, { threadId: id.thread, sender: 'PLAYER', body: 'live after replay' });
      await again.readUntil('live after replay');
    } finally {
      again.close();
    }
    const text = again.text();
    expect(text.indexOf('missed while away')).toBeLessThan(text.indexOf('event: unread'));
    expect(text).not.toContain('not for support.chat');
    expect(text).not.toContain('are results out?');
  });
});

let listening: Promise<number> | undefined;
/** The events URL of the world's app, listening on a free port of 127.0.0.1 (closed with the world). */
async function streamUrl(): Promise<string> {
  listening ??= w.t.app
    .listen({ host: '127.0.0.1', port: 0 })
    .then(() => (w.t.app.server.address() as AddressInfo).port);
  return `http://127.0.0.1:${await listening}/v1/support/chat/events`;
}
