import type { Db, Notifications, Transaction } from './db.js';

/**
 * A Db whose every statement runs inside one open transaction `tx`: what a handler does through it
 * commits or rolls back with that transaction. The idempotency layer hands this to a keyed request's
 * handler, so the key's record and the money it moves commit together (http/idempotency.ts).
 * - `transaction(work)` nests as a SAVEPOINT: work that throws rolls back to it, as a transaction of its
 *   own would, and the outer transaction carries on.
 * - `notifications.notify` is held until `flush()` (call it after the commit): other instances must not
 *   hear of a change they cannot read yet, or of one that was rolled back.
 */
export interface TransactionView extends Db {
  /** Sends the notifications held back during the transaction (after it committed). */
  flush(): Promise<void>;
}

export function transactionView(tx: Transaction, base: Db): TransactionView {
  const held: Array<{ channel: string; payload: string }> = [];
  let savepoints = 0;
  const baseNotifications = base.notifications;
  const notifications: Notifications | undefined = baseNotifications && {
    async notify(channel, payload) {
      held.push({ channel, payload });
    },
    listen: (channel, onPayload, onReconnect) => baseNotifications.listen(channel, onPayload, onReconnect),
  };
  return {
    ...(notifications ? { notifications } : {}),
    sendsAhead: base.sendsAhead,
    oneAtATime: base.oneAtATime,
    query: (sql, params) => tx.query(sql, params),
    send: (sql, params) => tx.send(sql, params),
    exec: (sql) => tx.exec(sql),
    async transaction(work) {
      savepoints += 1;
      const name = `nested_${savepoints}`;
      // Sent, not waited for: the savepoint goes out with the work's first statement, its release with
      // the statement after the work (on PostgreSQL; see Queryable.send).
      await tx.send(`SAVEPOINT ${name}`);
      try {
        const result = await work(tx);
        await tx.send(`RELEASE SAVEPOINT ${name}`);
        return result;
      } catch (error) {
        await tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
        throw error;
      }
    },
    async close() {
      throw new Error('a transaction view cannot close the database');
    },
    async flush() {
      if (!baseNotifications) return;
      for (const { channel, payload } of held.splice(0)) await baseNotifications.notify(channel, payload);
    },
  };
}
