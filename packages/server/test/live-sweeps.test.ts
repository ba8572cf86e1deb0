/**
 * The live events no statement makes (issue 38): late bids, browser fingerprints, approvals past their expiry
 * and staff sessions past their timeout. Each is emitted once per committed change and never for a rolled-back
 * one, the background sweep marks what it announced (a second sweep, or a second instance's, finds nothing),
 * reads never write, and each event reaches only those who may see it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listLateBids } from '../src/db/late-bids.js';
import { type OutboxRow, outboxAfter, outboxBounds } from '../src/db/live-outbox.js';
import { sweepLive } from '../src/db/live-sweeps.js';
import type { Staff } from '../src/http/handler.js';
import { mayReceive } from '../src/routes/live-audience.js';
import {
  createPlayerWithBalance,
  createTestApp,
  onPostgres,
  type TestApp,
  validateResponse,
} from './support/app.js';
import { addProvider } from './support/games-fixture.js';

const D = '2024-03-05'; // a Tuesday
let t: TestApp;
let player = 0;
let market = 0;
let starline = 0;
let adminId = 0;
let viewerId = 0;

const lifetimes = () => ({ idleMinutes: t.config.tokenIdleMinutes, maxHours: t.config.tokenMaxHours });
const sweep = () => sweepLive(t.db, t.clock.now(), lifetimes());

/** The committed events since `from`, of one kind. */
async function eventsSince(from: number, kind: OutboxRow['kind']): Promise<OutboxRow[]> {
  return (await outboxAfter(t.db, from, 1000)).filter((row) => row.kind === kind);
}
const newest = async () => (await outboxBounds(t.db)).newest;

const staff = (employeeId: number, permission: string[], isAdmin = false): Staff => ({
  employeeId,
  username: `staff${employeeId}`,
  fullName: 'Staff',
  isAdmin,
  permission,
  tokenId: 0,
});

/** A bid placed at an IST wall-clock instant of D, committed (or rolled back with `rollBack`). */
async function bidAt(
  providerId: number,
  providerType: 1 | 2,
  session: 'Open' | 'Close' | null,
  bidType: string,
  at: string,
  rollBack = false,
): Promise<number> {
  let bidId = 0;
  await t.db
    .transaction(async (tx) => {
      const [row] = await tx.query<{ bid_id: unknown }>(
        `INSERT INTO bids (user_id, provider_id, provider_type, game_date, session, bid_type, digit, amount_paise,
                           bid_created_at)
         VALUES ($1, $2, $3, $4, $5, $6, '1', 1000, $7::timestamptz) RETURNING bid_id`,
        [player, providerId, providerType, D, session, bidType, `${D}T${at}+05:30`],
      );
      bidId = Number(row?.bid_id);
      if (rollBack) throw new Error('rolled back');
    })
    .catch((error: Error) => {
      if (!rollBack) throw error;
    });
  return bidId;
}

async function timings(providerId: number, obt: string, cbt: string | null) {
  await t.db.query(
    `INSERT INTO provider_settings (provider_id, day, obt, obrt, cbt, cbrt)
     SELECT $1, day, $2::time, $2::time + interval '10 minutes', $3::time, $3::time + interval '10 minutes'
       FROM unnest(ARRAY['MONDAY','TUESDAY','WEDNESDAY','THURSDAY','FRIDAY','SATURDAY','SUNDAY']) AS day`,
    [providerId, obt, cbt],
  );
}

async function employeeId(username: string): Promise<number> {
  const [row] = await t.db.query<{ employee_id: number }>(
    'SELECT employee_id FROM employees WHERE username = $1',
    [username],
  );
  return Number(row?.employee_id);
}

beforeAll(async () => {
  t = await createTestApp();
  player = await createPlayerWithBalance(t.db, 1_000_000);
  market = await addProvider(t.db, 1, 'Sweep Market');
  starline = await addProvider(t.db, 2, 'Sweep Star');
  await timings(market, '12:00', '14:00');
  await timings(starline, '10:55', null);
  adminId = await employeeId('admin');
  viewerId = await employeeId('viewer');
  // What was there before the tests (the demo staff's) is swept once, here.
  await sweep();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

describe('late bids', () => {
  it('announces each committed late bid once, the same bids the late-bids list shows, and no on-time or rolled-back bid', async () => {
    const from = await newest();
    const late = [
      await bidAt(market, 1, 'Open', 'SINGLE_DIGIT_MARKET', '12:00:01.000'),
      await bidAt(market, 1, 'Close', 'SINGLE_DIGIT_MARKET', '14:00:01.000'),
      await bidAt(market, 1, null, 'JODI_MARKET', '12:00:01.000'),
      await bidAt(starline, 2, null, 'SINGLE_DIGIT_STARLINE', '10:55:01.000'),
    ];
    await bidAt(market, 1, 'Open', 'SINGLE_DIGIT_MARKET', '12:00:00.999');
    await bidAt(market, 1, 'Close', 'SINGLE_DIGIT_MARKET', '13:59:59.000');
    await bidAt(starline, 2, null, 'SINGLE_DIGIT_STARLINE', '10:55:00.500');
    const rolledBack = await bidAt(market, 1, 'Open', 'SINGLE_DIGIT_MARKET', '12:30:00.000', true);

    if (onPostgres) {
      // Another instance mid-sweep holds the watch: this one skips its turn, without waiting.
      let release: () => void = () => undefined;
      let held = false;
      const other = t.db.transaction(async (tx) => {
        await tx.query('SELECT swept_to FROM late_bid_watch FOR UPDATE');
        held = true;
        await new Promise<void>((resolve) => {
          release = resolve;
        });
      });
      while (!held) await new Promise((resolve) => setTimeout(resolve, 10));
      expect((await sweep()).lateBids).toBe(0);
      release();
      await other;
    }
    expect((await sweep()).lateBids).toBe(late.length);
    const events = await eventsSince(from, 'late_bid');
    expect(events.map((e) => Number(e.recordId)).sort((a, b) => a - b)).toEqual(late.sort((a, b) => a - b));
    expect(events.map((e) => e.recordId)).not.toContain(String(rolledBack));
    expect(events.every((e) => e.state === 'PENDING')).toBe(true);
    const listed = await listLateBids(t.db, { startDate: D, endDate: D }, { perPage: 100, offset: 0 });
    expect(listed.rows.map((r) => r.bidId).sort((a, b) => a - b)).toEqual(late);

    // Swept again (by this instance or another): nothing new, nothing twice.
    expect((await sweep()).lateBids).toBe(0);
    expect(await eventsSince(from, 'late_bid')).toHaveLength(late.length);
  });

  it('announces a bid committed late after the sweep moved past its id', async () => {
    const from = await newest();
    // A transaction takes a bid id, a later bid commits and is swept, then the first commits.
    let slowId = 0;
    let later = 0;
    let releaseSlow: () => void = () => undefined;
    const slow = t.db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: unknown }>(`SELECT nextval('bids_bid_id_seq') AS id`);
      slowId = Number(row?.id);
      await new Promise<void>((resolve) => {
        releaseSlow = resolve;
      });
      await tx.query(
        `INSERT INTO bids (bid_id, user_id, provider_id, provider_type, game_date, session, bid_type, digit,
                           amount_paise, bid_created_at)
         VALUES ($1, $2, $3, 1, $4, 'Open', 'SINGLE_DIGIT_MARKET', '1', 1000, $5::timestamptz)`,
        [slowId, player, market, D, `${D}T12:05:00+05:30`],
      );
    });
    // On PGlite the transaction holds the one connection: the later bid and the sweep wait for it.
    if (onPostgres) {
      while (slowId === 0) await new Promise((resolve) => setTimeout(resolve, 10));
      later = await bidAt(market, 1, 'Open', 'SINGLE_DIGIT_MARKET', '12:06:00.000');
      expect((await sweep()).lateBids).toBe(1);
      expect((await eventsSince(from, 'late_bid')).map((e) => Number(e.recordId))).toEqual([later]);
    } else {
      while (slowId === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    releaseSlow();
    await slow;
    expect((await sweep()).lateBids).toBe(1);
    // The bid read again with it (the later one, on PostgreSQL) is not announced twice.
    const announced = (await eventsSince(from, 'late_bid')).map((e) => Number(e.recordId));
    expect(announced).toEqual(later ? [later, slowId] : [slowId]);
  });

  it('reaches the late-bids watch and the staff of the bid family, not a viewer', async () => {
    const [event] = await eventsSince(0, 'late_bid');
    if (!event) throw new Error('no late-bid event');
    expect(event.scope).toBe(String((await bidFamily(Number(event.recordId))) ?? ''));
    expect(mayReceive(staff(9, ['risk.lateBids']), event)).toBe(true);
    expect(mayReceive(staff(9, [`${event.scope === '2' ? 'starline' : 'games'}.result`]), event)).toBe(true);
    expect(mayReceive(staff(9, ['jackpot.result']), event)).toBe(false);
    expect(mayReceive(staff(viewerId, ['users.list']), event)).toBe(false);
  });
});

async function bidFamily(bidId: number): Promise<number | undefined> {
  const [row] = await t.db.query<{ provider_type: number }>(
    'SELECT provider_type FROM bids WHERE bid_id = $1',
    [bidId],
  );
  return row?.provider_type;
}

describe('browser fingerprints', () => {
  it('emits one event when a fingerprint is asked for and when it is decided, none for a sign-in seen again or a rolled-back one', async () => {
    const from = await newest();
    const [row] = await t.db.query<{ fingerprint_id: number }>(
      `INSERT INTO fingerprints (employee_id, fingerprint_hash) VALUES ($1, 'fp-one') RETURNING fingerprint_id`,
      [viewerId],
    );
    const id = String(row?.fingerprint_id);
    await t.db.query('UPDATE fingerprints SET last_seen_at = now() WHERE fingerprint_id = $1', [id]);
    await t.db.query(
      `UPDATE fingerprints SET status = 'APPROVED', decided_by = $2 WHERE fingerprint_id = $1`,
      [id, adminId],
    );
    await t.db
      .transaction(async (tx) => {
        await tx.query(`INSERT INTO fingerprints (employee_id, fingerprint_hash) VALUES ($1, 'fp-gone')`, [
          viewerId,
        ]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    const events = await eventsSince(from, 'fingerprint');
    expect(events.map((e) => [e.recordId, e.state, e.version])).toEqual([
      [id, 'PENDING', 1],
      [id, 'APPROVED', 2],
    ]);
    expect(mayReceive(staff(9, ['masters.manageBrowserFingerprints']), events[0] as OutboxRow)).toBe(true);
    expect(mayReceive(staff(viewerId, ['users.list']), events[0] as OutboxRow)).toBe(false);
  });
});

describe('approvals past their expiry', () => {
  async function newApproval(expiresInMinutes: number): Promise<string> {
    const [row] = await t.db.query<{ request_id: unknown }>(
      `INSERT INTO approval_requests (action, operation_id, payload, preview, summary, entity, entity_id, maker_id,
                                      expires_at)
       VALUES ('wallet.adjust', 'wallet.updateFromAdmin', '{}', '{}', 'Credit', 'wallet', '1', $1, $2)
       RETURNING request_id`,
      [adminId, new Date(t.clock.now().getTime() + expiresInMinutes * 60_000)],
    );
    return String(row?.request_id);
  }

  it('are announced EXPIRED once by the sweep, and an unexpired one is left PENDING', async () => {
    const expired = await newApproval(-1);
    const open = await newApproval(60);
    const from = await newest();
    const counts = await sweep();
    expect(counts.expiredApprovals).toBe(1);
    const events = await eventsSince(from, 'approval');
    expect(events.map((e) => [e.recordId, e.state])).toEqual([[expired, 'EXPIRED']]);
    const states = await t.db.query<{ request_id: unknown; state: string }>(
      'SELECT request_id, state FROM approval_requests WHERE request_id = ANY($1::bigint[]) ORDER BY request_id',
      [[expired, open]],
    );
    expect(states.map((r) => r.state)).toEqual(['EXPIRED', 'PENDING']);
    // Two sweeps (two instances) at once: the second finds nothing left.
    const again = await Promise.all([sweep(), sweep()]);
    expect(again.map((c) => c.expiredApprovals)).toEqual([0, 0]);
    expect(await eventsSince(from, 'approval')).toHaveLength(1);
    expect(mayReceive(staff(9, ['approvals.resultDeclare']), events[0] as OutboxRow)).toBe(true);
    expect(mayReceive(staff(viewerId, ['users.list']), events[0] as OutboxRow)).toBe(false);
  });

  it('are refused as expired when approved after the sweep, even with the version seen before it', async () => {
    const [row] = await t.db.query<{ request_id: unknown }>(
      `INSERT INTO approval_requests (action, operation_id, payload, preview, summary, entity, entity_id, maker_id,
                                      expires_at)
       VALUES ('WALLET_CREDIT', 'wallet.adjust', '{}', '{}', 'Credit', 'wallet', '1', $1, $2) RETURNING request_id`,
      [viewerId, new Date(t.clock.now().getTime() - 60_000)],
    );
    const id = String(row?.request_id);
    await sweep();
    const admin = await t.login('admin', 'Admin@123');
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/approvals/request/${id}/approve`,
      headers: { ...admin, 'if-match': '"1"', 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.statusCode).toBe(410);
    validateResponse('approvals.approve', 410, res.json());
    expect(res.json().msg).toBe('This request has expired: ask the maker to send it again');
  });

  it('are not written by a read: the list answers EXPIRED and the row stays PENDING until the sweep', async () => {
    const id = await newApproval(-1);
    const admin = await t.login('admin', 'Admin@123');
    const res = await t.app.inject({ method: 'GET', url: `/v1/approvals/request/${id}`, headers: admin });
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.query<{ state: string }>(
      'SELECT state FROM approval_requests WHERE request_id = $1',
      [id],
    );
    expect(row?.state).toBe('PENDING');
    await sweep();
  });
});

describe("a staff member's sessions past their timeout", () => {
  it('are announced EXPIRED once, to that staff member only; a signed-out one says ENDED', async () => {
    const viewer = await t.login('viewer', 'Viewer@123');
    const [token] = await t.db.query<{ token_id: unknown }>(
      'SELECT token_id FROM staff_tokens WHERE employee_id = $1 AND revoked_at IS NULL ORDER BY token_id DESC LIMIT 1',
      [viewerId],
    );
    const tokenId = String(token?.token_id);
    const from = await newest();
    expect((await sweep()).endedSessions).toBe(0);
    t.clock.advance((t.config.tokenIdleMinutes + 1) * 60_000);
    const counts = await sweep();
    expect(counts.endedSessions).toBeGreaterThanOrEqual(1);
    const events = (await eventsSince(from, 'session')).filter((e) => e.recordId === tokenId);
    expect(events.map((e) => [e.state, e.scope])).toEqual([['EXPIRED', String(viewerId)]]);
    expect(mayReceive(staff(viewerId, []), events[0] as OutboxRow)).toBe(true);
    expect(mayReceive(staff(adminId, [], true), events[0] as OutboxRow)).toBe(false);
    expect((await sweep()).endedSessions).toBe(0);

    // Its next call says so, as before the sweep.
    const res = await t.app.inject({ method: 'GET', url: '/v1/auth/admin/me', headers: viewer });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ msg: 'Session expired. Please log in again.', token_expired: true });
  });
});
