import type { LiveChange, LiveStatus as SdkLiveStatus } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';
import { invalidate } from './invalidation';

export type { LiveChange };

/** The record kinds the live stream (live.events) reports, as the contract names them. */
export type LiveKind = LiveChange['kind'];

export type LiveStreamStatus = SdkLiveStatus;

/** What a stream reader calls: the SDK's readLiveEvents in the console, a fake in tests. */
export interface LiveHandlers {
  onHello: (lastId: string) => void;
  onChange: (change: LiveChange) => void;
  onReload: (reason: string) => void;
  onStatus: (status: LiveStreamStatus, error?: unknown) => void;
}

/** Opens the stream and reads it until `signal` aborts; resumes from `lastEventId` when given. */
export type LiveSource = (handlers: LiveHandlers, signal: AbortSignal, lastEventId?: string) => void;

/**
 * How this console learns of others' changes: `connecting`, `live` (the stream is open), `reconnecting`,
 * `polling` (the host offers no stream, so the watchers and live lists read on a timer) or `off` (not
 * known yet: before the first screen's reads).
 */
export type LiveStatus = 'off' | 'connecting' | 'live' | 'reconnecting' | 'polling';

export const liveStatus = signal<LiveStatus>('off');
/** The newest event id seen: where a reconnect resumes. */
export const liveLastId = signal<string | null>(null);

/**
 * The operations whose answers show each kind: a change marks them stale (state/invalidation.ts), so
 * every list and record reading them reloads. One table; watchers and live lists read it too.
 */
export const LIVE_KIND_OPERATIONS: Readonly<Record<LiveKind, readonly string[]>> = {
  fund_request: ['gateway.requests', 'gateway.counts', 'gateway.history', 'wallet.withdrawHistory'],
  withdrawal: ['gateway.requests', 'gateway.counts', 'gateway.history', 'wallet.withdrawHistory'],
  gateway_request: ['gateway.requests', 'gateway.counts', 'gateway.history'],
  approval: ['approvals.list', 'approvals.get'],
  result: ['board.day', 'results.list', 'integrity.alarms', 'integrity.lateBids', 'integrity.sessionChecks'],
  board_slot: ['board.day', 'integrity.lateBids'],
  integrity_alarm: ['integrity.alarms', 'integrity.lateBids', 'integrity.sessionChecks', 'integrity.books'],
  chat_thread: ['chat.threads', 'chat.unreadCounts'],
  session: ['auth.sessions', 'employees.sessions'],
  late_bid: ['integrity.lateBids', 'integrity.alarms', 'board.day'],
  fingerprint: ['fingerprints.list'],
};

/** The kinds whose changes show in an operation's answer. */
export function kindsShownBy(operationIds: readonly string[]): LiveKind[] {
  return (Object.keys(LIVE_KIND_OPERATIONS) as LiveKind[]).filter((kind) =>
    LIVE_KIND_OPERATIONS[kind].some((op) => operationIds.includes(op)),
  );
}

type ChangeListener = (change: LiveChange) => void;
const changeListeners = new Map<ChangeListener, readonly LiveKind[]>();
const reloadListeners = new Set<() => void>();

/** Calls `listener` with every change of these kinds (before the lists reload); returns the unsubscribe. */
export function onLiveChange(kinds: readonly LiveKind[], listener: ChangeListener): () => void {
  changeListeners.set(listener, kinds);
  return () => changeListeners.delete(listener);
}

/** Calls `listener` when the stream says the events since the last id are gone: reload everything. */
export function onLiveReload(listener: () => void): () => void {
  reloadListeners.add(listener);
  return () => reloadListeners.delete(listener);
}

/** Changes that come together (50 requests in one burst) reload each reader once, this long after the first. */
export const LIVE_BATCH_MS = 100;
const stale = new Set<string>();
let flush: ReturnType<typeof setTimeout> | null = null;

function invalidateSoon(operationIds: readonly string[]): void {
  for (const id of operationIds) stale.add(id);
  if (flush !== null) return;
  flush = setTimeout(() => {
    flush = null;
    const ids = [...stale];
    stale.clear();
    invalidate(ids);
  }, LIVE_BATCH_MS);
}

/** One change: its listeners hear of it first (a list notes who moved a row), then its readers reload. */
export function applyLiveChange(change: LiveChange): void {
  if (liveLastId.value === null || Number(change.id) > Number(liveLastId.value)) liveLastId.value = change.id;
  for (const [listener, kinds] of changeListeners) if (kinds.includes(change.kind)) listener(change);
  invalidateSoon(LIVE_KIND_OPERATIONS[change.kind] ?? []);
}

/** The events since the last id are gone: every live list and watcher reads again. */
export function applyLiveReload(): void {
  for (const listener of reloadListeners) listener();
  invalidateSoon([...new Set(Object.values(LIVE_KIND_OPERATIONS).flat())]);
}

/**
 * Reads the stream until the returned function is called (sign-out, or the host stops offering it).
 * A stream that stops for good (a refused token) leaves the console polling.
 */
export function startLive(source: LiveSource, onStopped?: (error: unknown) => void): () => void {
  const stop = new AbortController();
  liveStatus.value = 'connecting';
  source(
    {
      onHello: (lastId) => {
        // The first cursor of this console: what changed between the first reads and now is read again.
        if (liveLastId.value === null) applyLiveReload();
        liveLastId.value = lastId;
      },
      onChange: applyLiveChange,
      onReload: applyLiveReload,
      onStatus: (status, error) => {
        if (stop.signal.aborted) return;
        liveStatus.value = status === 'stopped' ? 'polling' : status;
        if (status === 'stopped' && error) onStopped?.(error);
      },
    },
    stop.signal,
    liveLastId.value ?? undefined,
  );
  return () => {
    stop.abort();
    liveStatus.value = 'off';
  };
}

/** The host offers no stream: watchers and live lists read on a timer, and say so. */
export function pollInstead(): () => void {
  liveStatus.value = 'polling';
  return () => {
    liveStatus.value = 'off';
  };
}

/** Whether others' changes reach this console by the stream (no timer needed). */
export const isLive = (): boolean => ['connecting', 'live', 'reconnecting'].includes(liveStatus.value);

/** Polling is the fallback: the words a screen shows while it reads on a timer. */
export const pollingText = (ms: number): string => `Polling every ${Math.round(ms / 1000)} s`;
