/**
 * LISTEN/NOTIFY for the PostgreSQL adapter. A notification reaches the listeners of its database only.
 * The LISTEN connection is its own client, never a pooled one (behind PgBouncer in transaction mode a LISTEN
 * would stay on a server connection other clients then use): openPostgres gives it DATABASE_DIRECT_URL.
 * One dedicated client carries every LISTEN of this process; when it drops it reconnects with backoff,
 * listens again and calls each listener's onReconnect (what was sent meanwhile was not heard).
 */
import pg from 'pg';
import { type Notifications, quoteIdentifier, schemaChannel } from './db.js';

const RETRY_MS = [250, 500, 1000, 2000, 5000];

export function postgresNotifications(
  pool: pg.Pool,
  connection: pg.ClientConfig,
): Notifications & { close: () => Promise<void> } {
  const listeners = new Map<string, Set<(payload: string) => void>>();
  const reconnected = new Set<() => void>();
  let everConnected = false;
  let client: pg.Client | undefined;
  let connecting: Promise<pg.Client> | undefined;
  let closed = false;
  let attempt = 0;

  async function connect(): Promise<pg.Client> {
    const next = new pg.Client(connection);
    next.on('notification', (message) => {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    for (const channel of listeners.keys()) await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    attempt = 0;
    client = next;
    if (everConnected) for (const callback of reconnected) callback();
    everConnected = true;
    return next;
  }

  /** The dedicated client dropped: end it and connect again after a growing pause. */
  function reconnect(lost: pg.Client) {
    if (client !== lost) return;
    client = undefined;
    lost.end().catch(() => undefined);
    retryLater();
  }

  function retryLater() {
    if (closed || listeners.size === 0) return;
    const delay = RETRY_MS[Math.min(attempt, RETRY_MS.length - 1)] ?? 5000;
    attempt += 1;
    setTimeout(() => {
      if (!closed && !client) ready().catch(retryLater);
    }, delay).unref();
  }

  function ready(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect().finally(() => {
      connecting = undefined;
    });
    return connecting;
  }

  return {
    async notify(channel, payload) {
      await pool.query('SELECT pg_notify($1, $2)', [schemaChannel(channel), payload]);
    },
    async listen(channel, onPayload, onReconnect) {
      const name = schemaChannel(channel);
      let set = listeners.get(name);
      const first = !set;
      if (!set) {
        set = new Set();
        listeners.set(name, set);
      }
      set.add(onPayload);
      if (onReconnect) reconnected.add(onReconnect);
      const live = await ready();
      if (first) await live.query(`LISTEN ${quoteIdentifier(name)}`);
      return async () => {
        set.delete(onPayload);
        if (onReconnect) reconnected.delete(onReconnect);
        if (set.size > 0) return;
        listeners.delete(name);
        await client?.query(`UNLISTEN ${quoteIdentifier(name)}`).catch(() => undefined);
      };
    },
    async close() {
      closed = true;
      const last = client;
      client = undefined;
      await last?.end().catch(() => undefined);
    },
  };
}
