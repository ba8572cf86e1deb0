import { afterEach, describe, expect, it } from 'vitest';
import { operationRounds } from '../src/state/invalidation';
import {
  LIVE_BATCH_MS,
  type LiveChange,
  type LiveHandlers,
  liveLastId,
  liveStatus,
  onLiveChange,
  startLive,
} from '../src/state/live';

/** A fake stream: the test says what the server sends. */
function fakeSource() {
  const opened: { handlers: LiveHandlers; signal: AbortSignal; lastEventId?: string }[] = [];
  return {
    opened,
    source: (handlers: LiveHandlers, signal: AbortSignal, lastEventId?: string) => {
      opened.push({ handlers, signal, lastEventId });
    },
  };
}

const change = (id: string, kind: LiveChange['kind'], recordId: string): LiveChange => ({
  id,
  kind,
  recordId,
  version: 2,
  state: 'APPROVED',
  changed: ['state'],
  by: 'supervisor',
  at: '2026-11-29T08:32:00Z',
});

const settle = () => new Promise((resolve) => setTimeout(resolve, LIVE_BATCH_MS + 20));
const round = (op: string) => operationRounds.value[op] ?? 0;

let stop: (() => void) | null = null;
afterEach(() => {
  stop?.();
  stop = null;
  liveLastId.value = null;
});

describe('the live stream (state/live.ts)', () => {
  it('hands each change to the listeners of its kind and reloads the operations that show it, once a burst', async () => {
    const fake = fakeSource();
    stop = startLive(fake.source);
    const stream = fake.opened[0]?.handlers;
    if (!stream) throw new Error('the stream was not opened');
    stream.onStatus('live');
    expect(liveStatus.value).toBe('live');
    stream.onHello('41');
    expect(liveLastId.value).toBe('41');
    const heard: string[] = [];
    const unsubscribe = onLiveChange(['approval'], (c) => heard.push(c.recordId));
    const before = { requests: round('gateway.requests'), approvals: round('approvals.list') };
    for (let n = 0; n < 50; n += 1) stream.onChange(change(String(42 + n), 'withdrawal', String(n)));
    stream.onChange(change('92', 'approval', '7'));
    unsubscribe();
    expect(heard).toEqual(['7']);
    expect(liveLastId.value).toBe('92');
    await settle();
    expect(round('gateway.requests')).toBe(before.requests + 1);
    expect(round('approvals.list')).toBe(before.approvals + 1);
  });

  it('reloads every live reader when the stream says its events are gone', async () => {
    const fake = fakeSource();
    stop = startLive(fake.source);
    const before = { board: round('board.day'), chat: round('chat.threads') };
    fake.opened[0]?.handlers.onReload('Last-Event-ID older than the outbox');
    await settle();
    expect(round('board.day')).toBe(before.board + 1);
    expect(round('chat.threads')).toBe(before.chat + 1);
  });

  it('says Reconnecting while it retries, resumes from the last id, and polls once it stops for good', () => {
    liveLastId.value = '77';
    const fake = fakeSource();
    stop = startLive(fake.source);
    expect(fake.opened[0]?.lastEventId).toBe('77');
    fake.opened[0]?.handlers.onStatus('reconnecting');
    expect(liveStatus.value).toBe('reconnecting');
    fake.opened[0]?.handlers.onStatus('stopped');
    expect(liveStatus.value).toBe('polling');
    stop();
    stop = null;
    expect(liveStatus.value).toBe('off');
    expect(fake.opened[0]?.signal.aborted).toBe(true);
  });
});
