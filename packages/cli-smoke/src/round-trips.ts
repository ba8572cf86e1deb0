import type { BackofficeClient, CallOptions, OperationId } from '@backoffice/sdk';

/** What a round-trip ended with when it did not throw. */
export type RoundTripOutcome = { kind: 'ok' } | { kind: 'skipped'; reason: string };

/** A reversible write (--write): changes something and always puts it back, even when a step fails. */
export interface RoundTrip {
  name: string;
  tag: string;
  /** Every operation it calls; the account needs a permission for each. */
  operations: readonly [OperationId, ...OperationId[]];
  /** Throws when a step failed (after restoring); `callOptions` gives each call its own timeout. */
  run(client: BackofficeClient, callOptions: () => CallOptions): Promise<RoundTripOutcome>;
}

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A failed restore: says what may be left changed, and keeps the step failure that came before it. */
export class RestoreError extends Error {
  constructor(what: string, restoreFailure: unknown, stepFailure: unknown) {
    const before = stepFailure === undefined ? '' : `${messageOf(stepFailure)}; then `;
    super(`${before}restore failed: ${messageOf(restoreFailure)} (${what})`, { cause: restoreFailure });
  }
}

/** Puts a player on the watchlist (or off it) and back as they were, reason included. */
const watchlist: RoundTrip = {
  name: 'users.setWatchlist (toggle and back)',
  tag: 'users',
  operations: ['users.list', 'users.setWatchlist'],
  async run(client, callOptions) {
    const { rows } = await client.users.list({ perPage: 1 }, callOptions());
    const player = rows[0];
    if (!player) return { kind: 'skipped', reason: 'no user to test with' };
    const { userId, toWatch, watchlistReason } = player;
    let stepFailure: unknown;
    try {
      const reason = toWatch ? null : 'backoffice-smoke round-trip';
      const toggled = await client.users.setWatchlist({ userId, status: !toWatch, reason }, callOptions());
      if (toggled.toWatch === toWatch)
        throw new Error(`the watchlist flag did not change (to_watch stayed ${toWatch})`);
    } catch (error) {
      stepFailure = error;
    }
    try {
      const restored = await client.users.setWatchlist(
        { userId, status: toWatch, reason: watchlistReason },
        callOptions(),
      );
      if (restored.toWatch !== toWatch) throw new Error(`to_watch is ${restored.toWatch} after the restore`);
    } catch (error) {
      throw new RestoreError(`user ${userId} may be left with to_watch=${!toWatch}`, error, stepFailure);
    }
    if (stepFailure !== undefined) throw stepFailure;
    return { kind: 'ok' };
  },
};

/** Adds a uniquely named manual fund reason and deletes it again. */
const manualFundReason: RoundTrip = {
  name: 'manualFunds.create+delete',
  tag: 'manualFunds',
  operations: ['manualFunds.create', 'manualFunds.delete', 'manualFunds.list'],
  async run(client, callOptions) {
    const reasons = `backoffice-smoke round-trip ${new Date().toISOString()}`;
    let created: number | undefined;
    let stepFailure: unknown;
    try {
      const row = await client.manualFunds.create({ reasons }, callOptions());
      if (typeof row?.manualFundId !== 'number')
        throw new Error('the added reason came back without its manual_fund_id');
      created = row.manualFundId;
    } catch (error) {
      stepFailure = error;
    }
    try {
      // When the create's answer was lost, the reason may still exist: find it by its unique text.
      const ids =
        created === undefined
          ? (await client.manualFunds.list({ search: reasons, perPage: 10 }, callOptions())).rows
              .filter((row) => row.reasons === reasons)
              .map((row) => row.manualFundId)
          : [created];
      for (const manualFundId of ids) await client.manualFunds.delete({ manualFundId }, callOptions());
    } catch (error) {
      throw new RestoreError(`manual fund reason "${reasons}" may be left behind`, error, stepFailure);
    }
    if (stepFailure !== undefined) throw stepFailure;
    return { kind: 'ok' };
  },
};

export const ROUND_TRIPS: readonly RoundTrip[] = [watchlist, manualFundReason];
