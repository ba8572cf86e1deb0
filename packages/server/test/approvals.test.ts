/**
 * Two-person control (issue 25): a guarded call under its policy answers 202 and moves nothing; the
 * request is approved by a second person only, once, against an unchanged preview, before it expires;
 * a declaration's checker types the result blind.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../src/db/employees.js';
import { checkLedgerInvariant } from '../src/db/ledger.js';
import { GRANT_AT_CREATE } from '../src/routes/approval-guards.js';
import {
  createPlayerWithBalance,
  createTestApp,
  type TestApp,
  validateResponse,
  walletPaise,
} from './support/app.js';
import { addProvider, placeBid } from './support/games-fixture.js';

let t: TestApp;
let admin: Record<string, string>;
let admin2: Record<string, string>;
let supervisor: Record<string, string>;
let viewer: Record<string, string>;
let clerk: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  supervisor = await t.login('supervisor', 'Supervisor@123');
  viewer = await t.login('viewer', 'Viewer@123');
  await createStaff(t.db, {
    username: 'admin2',
    fullName: 'Second Admin',
    password: 'Second@123',
    isAdmin: true,
    permission: [],
  });
  admin2 = await t.login('admin2', 'Second@123');
  await createStaff(t.db, {
    username: 'cashier',
    fullName: 'Cashier',
    password: 'Cashier@123',
    isAdmin: false,
    permission: ['wallet.viewWallet', 'wallet.adjustBalance'],
  });
  clerk = await t.login('cashier', 'Cashier@123');
}, 60_000);

afterAll(async () => {
  await t.close();
});

type Headers = Record<string, string>;
const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  headers: Headers,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url: `/v1${url}`, headers, ...(payload === undefined ? {} : { payload }) });

async function setPolicy(action: string, body: Record<string, unknown>) {
  const res = await send('PUT', `/approvals/policies/${action}`, admin, body);
  expect(res.statusCode, res.body).toBe(200);
  validateResponse('approvals.updatePolicy', 200, res.json());
}

const credit = (userId: number, amount: number, headers: Headers, key?: string) =>
  send(
    'POST',
    '/users/fund/update-wallet-from-admin',
    key ? { ...headers, 'idempotency-key': key } : headers,
    {
      user_id: userId,
      amount,
      type: 0,
      reason: 'Goodwill credit',
    },
  );

const approve = (id: number, headers: Headers, entry?: string) =>
  send('POST', `/approvals/request/${id}/approve`, headers, entry === undefined ? {} : { entry });

async function requestOf(id: number, headers = supervisor) {
  const res = await send('GET', `/approvals/request/${id}`, headers);
  expect(res.statusCode, res.body).toBe(200);
  validateResponse('approvals.get', 200, res.json());
  return res.json().data;
}

async function expectLedgerHolds() {
  expect(await checkLedgerInvariant(t.db)).toEqual([]);
}

describe('policies', () => {
  it('lists every guarded action, off by default with a 60-minute expiry', async () => {
    const res = await send('GET', '/approvals/policies', clerk);
    expect(res.statusCode).toBe(200);
    validateResponse('approvals.policies', 200, res.json());
    const rows = res.json().data.rows as { action: string; enabled: boolean; expiry_minutes: number }[];
    expect(rows.map((r) => r.action)).toContain('WALLET_CREDIT');
    expect(rows.map((r) => r.action)).toContain('RESULT_DECLARE_GAMES');
    expect(rows.every((r) => !r.enabled && r.expiry_minutes === 60)).toBe(true);
  });

  it('lets only masters.approvalPolicies change a policy', async () => {
    const res = await send('PUT', '/approvals/policies/WALLET_CREDIT', supervisor, { enabled: true });
    expect(res.statusCode).toBe(403);
  });

  it('keeps staff without an approvals or maker key out of the requests', async () => {
    const res = await send('GET', '/approvals/requests', viewer);
    expect(res.statusCode).toBe(403);
  });
});

describe('a manual credit above the threshold', () => {
  let player = 0;
  let requestId = 0;

  beforeAll(async () => {
    player = await createPlayerWithBalance(t.db, 1_000_00);
    await setPolicy('WALLET_CREDIT', { enabled: true, threshold: 10_000, expiry_minutes: 60 });
  });

  it('goes through alone below the threshold', async () => {
    const res = await credit(player, 10_000, clerk);
    expect(res.statusCode, res.body).toBe(200);
    expect(await walletPaise(t.db, player)).toBe(11_000_00);
  });

  it('answers 202 with the request and moves nothing', async () => {
    const sentAt = new Date();
    const res = await credit(player, 50_000, clerk, 'credit-50k-first-try');
    expect(res.statusCode, res.body).toBe(202);
    validateResponse('wallet.adjust', 202, res.json());
    const body = res.json();
    // The message names the request, until when it waits (IST, with its date when that is another
    // day than today's in IST) and who may approve it.
    const expires = new Date(body.data.expires_at);
    const istDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Asia/Kolkata' });
    const time = expires.toLocaleTimeString('en-GB', {
      timeZone: 'Asia/Kolkata',
      hour: '2-digit',
      minute: '2-digit',
    });
    const until = istDay(expires) === istDay(sentAt) ? time : `${istDay(expires)} ${time}`;
    expect(body.msg).toBe(
      `Awaiting approval: a second person must approve this (Manual wallet credit): request #${body.data.request_id}, until ${until} IST; staff holding approvals.walletAdjust may approve it, not you`,
    );
    expect(body.data).toMatchObject({
      action: 'WALLET_CREDIT',
      state: 'PENDING',
      amount: 50_000,
      entity: 'wallet',
      entity_id: String(player),
      preview: { user_id: player, amount: 50_000, balance_before: 11_000, balance_after: 61_000 },
      can_cancel: true,
      can_approve: false,
    });
    requestId = body.data.request_id;
    expect(await walletPaise(t.db, player)).toBe(11_000_00);
    // A retry with the same key replays the 202: still one request, still nothing moved.
    const again = await credit(player, 50_000, clerk, 'credit-50k-first-try');
    expect(again.statusCode).toBe(202);
    expect(again.json().data.request_id).toBe(requestId);
    await expectLedgerHolds();
  });

  it('shows the request to the supervisor, PENDING and counted', async () => {
    const res = await send('GET', '/approvals/requests?state=PENDING', supervisor);
    expect(res.statusCode).toBe(200);
    validateResponse('approvals.list', 200, res.json());
    const data = res.json().data;
    expect(data.counts.pending).toBeGreaterThanOrEqual(1);
    const row = data.rows.find((r: { request_id: number }) => r.request_id === requestId);
    expect(row).toMatchObject({ can_approve: true, can_cancel: false, maker_name: 'Cashier' });
  });

  it('refuses self-approval, also for an admin', async () => {
    const own = await approve(requestId, clerk);
    expect(own.statusCode).toBe(403);
    const adminRequest = await credit(player, 20_000, admin);
    expect(adminRequest.statusCode).toBe(202);
    const adminOwn = await approve(adminRequest.json().data.request_id, admin);
    expect(adminOwn.statusCode).toBe(403);
    expect(adminOwn.json().msg).toBe('You cannot approve your own request: a second person must approve it');
    validateResponse('approvals.approve', 403, adminOwn.json());
    const cancelled = await send(
      'POST',
      `/approvals/request/${adminRequest.json().data.request_id}/cancel`,
      admin,
      {},
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.state).toBe('CANCELLED');
    expect(await walletPaise(t.db, player)).toBe(11_000_00);
  });

  it('applies exactly what was asked once when two checkers approve at the same time', async () => {
    const [a, b] = await Promise.all([
      send(
        'POST',
        `/approvals/request/${requestId}/approve`,
        { ...supervisor, 'idempotency-key': 'sup-approve-1' },
        {},
      ),
      send(
        'POST',
        `/approvals/request/${requestId}/approve`,
        { ...admin2, 'idempotency-key': 'adm-approve-1' },
        {},
      ),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([200, 409]);
    const winner = a.statusCode === 200 ? a : b;
    validateResponse('approvals.approve', 200, winner.json());
    expect(winner.json().msg).toBe('₹50,000.00 credited successfully to wallet');
    expect(winner.json().data.state).toBe('APPROVED');
    expect(await walletPaise(t.db, player)).toBe(61_000_00);
    const entries = await t.db.query<{ amount_paise: unknown; trans_type: string; created_by: number }>(
      "SELECT amount_paise, trans_type, created_by FROM ledger_entries WHERE user_id = $1 AND trans_type = 'ADMIN_CREDIT' AND amount_paise = 5000000",
      [player],
    );
    expect(entries).toHaveLength(1);
    await expectLedgerHolds();
    const detail = await requestOf(requestId);
    expect(detail.outcome).toMatchObject({ data: { user_id: player, amount: 50_000 } });
    // Approving again is refused: it is no longer pending.
    const late = await approve(requestId, supervisor);
    expect(late.statusCode).toBe(409);
    expect(await walletPaise(t.db, player)).toBe(61_000_00);
  });

  it('goes STALE and applies nothing when the balance moved in between', async () => {
    const res = await credit(player, 30_000, clerk);
    expect(res.statusCode).toBe(202);
    const id = res.json().data.request_id;
    expect((await credit(player, 100, clerk)).statusCode).toBe(200);
    const detail = await requestOf(id);
    expect(detail.current_preview).toMatchObject({ balance_before: 61_100 });
    expect(detail.preview).toMatchObject({ balance_before: 61_000 });
    const stale = await approve(id, supervisor);
    expect(stale.statusCode).toBe(409);
    validateResponse('approvals.approve', 409, stale.json());
    expect((await requestOf(id)).state).toBe('STALE');
    expect(await walletPaise(t.db, player)).toBe(61_100_00);
    await expectLedgerHolds();
  });

  it('cannot be approved once expired', async () => {
    await setPolicy('WALLET_CREDIT', { enabled: true, threshold: 10_000, expiry_minutes: 1 });
    const res = await credit(player, 40_000, clerk);
    expect(res.statusCode).toBe(202);
    const id = res.json().data.request_id;
    await setPolicy('WALLET_CREDIT', { enabled: true, threshold: 10_000, expiry_minutes: 60 });
    t.clock.advance(2 * 60_000);
    const expired = await approve(id, supervisor);
    expect(expired.statusCode).toBe(410);
    validateResponse('approvals.approve', 410, expired.json());
    expect((await requestOf(id)).state).toBe('EXPIRED');
    expect(await walletPaise(t.db, player)).toBe(61_100_00);
  });

  it('reads an expired request as EXPIRED without writing: the list, its counts and the detail change no row', async () => {
    await setPolicy('WALLET_CREDIT', { enabled: true, threshold: 10_000, expiry_minutes: 1 });
    const res = await credit(player, 41_000, clerk);
    expect(res.statusCode).toBe(202);
    const id = res.json().data.request_id;
    await setPolicy('WALLET_CREDIT', { enabled: true, threshold: 10_000, expiry_minutes: 60 });
    const stored = async () =>
      (
        await t.db.query<{ state: string; decided_at: unknown }>(
          'SELECT state, decided_at FROM approval_requests WHERE request_id = $1',
          [id],
        )
      )[0];
    t.clock.advance(2 * 60_000);
    const pending = await send('GET', '/approvals/requests?state=PENDING', supervisor);
    expect(pending.json().data.rows.map((r: { request_id: number }) => r.request_id)).not.toContain(id);
    const expired = await send('GET', '/approvals/requests?state=EXPIRED', supervisor);
    validateResponse('approvals.list', 200, expired.json());
    expect(expired.json().data.rows.map((r: { request_id: number }) => r.request_id)).toContain(id);
    expect(expired.json().data.counts.expired).toBeGreaterThan(0);
    const detail = await requestOf(id);
    expect(detail.state).toBe('EXPIRED');
    expect(detail.can_approve).toBe(false);
    expect(await stored()).toEqual({ state: 'PENDING', decided_at: null });
    // and a reject sees it as the reads do
    const reject = await send('POST', `/approvals/request/${id}/reject`, supervisor, { reason: 'late' });
    expect(reject.statusCode).toBe(409);
    expect(reject.json().msg).toBe('This request is no longer pending (EXPIRED)');
  });

  it('is rejected only with a reason, and then applies nothing', async () => {
    const res = await credit(player, 45_000, clerk);
    const id = res.json().data.request_id;
    const noReason = await send('POST', `/approvals/request/${id}/reject`, supervisor, { reason: '' });
    expect(noReason.statusCode).toBe(400);
    const rejected = await send('POST', `/approvals/request/${id}/reject`, supervisor, {
      reason: 'Not agreed',
    });
    expect(rejected.statusCode).toBe(200);
    validateResponse('approvals.reject', 200, rejected.json());
    expect(rejected.json().data).toMatchObject({ state: 'REJECTED', reason: 'Not agreed' });
    expect((await approve(id, supervisor)).statusCode).toBe(409);
    expect(await walletPaise(t.db, player)).toBe(61_100_00);
  });

  it("leaves the request on the wallet's History", async () => {
    const rows = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE entity = 'wallet' AND entity_id = $1 ORDER BY audit_id",
      [String(player)],
    );
    const actions = rows.map((r) => r.action);
    expect(actions).toContain('approvals.request');
    expect(actions).toContain('approvals.approve');
    expect(actions).toContain('approvals.reject');
  });
});

describe('a result declaration under its policy (blind re-entry)', () => {
  const D = '2026-03-02';
  let provider = 0;
  let winner = 0;
  let loser = 0;
  let resultId = 0;
  let requestId = 0;

  beforeAll(async () => {
    provider = await addProvider(t.db, 2, 'Star Blind 11:00');
    winner = await createPlayerWithBalance(t.db, 10_000_00);
    loser = await createPlayerWithBalance(t.db, 10_000_00);
    const slot = { providerId: provider, providerType: 2 as const, gameDate: D, session: null };
    await placeBid(t.db, {
      ...slot,
      userId: winner,
      bidType: 'SINGLE_PANNA_STARLINE',
      digit: '127',
      amountPaise: 100_00,
    });
    await placeBid(t.db, {
      ...slot,
      userId: loser,
      bidType: 'SINGLE_PANNA_STARLINE',
      digit: '128',
      amountPaise: 100_00,
    });
    await setPolicy('RESULT_DECLARE_STARLINE', { enabled: true, threshold: null });
    const saved = await send('POST', '/results/game-result/save', admin, {
      provider_id: provider,
      provider_type: 2,
      game_date: D,
      panna: '127',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    resultId = saved.json().data.result.result_id;
  });

  it('answers 202 without settling anything, and hides the result from the checker', async () => {
    const res = await send('POST', '/results/game-result/declared', admin, { result_id: resultId });
    expect(res.statusCode, res.body).toBe(202);
    validateResponse('results.declare', 202, res.json());
    requestId = res.json().data.request_id;
    expect(res.json().data).toMatchObject({ action: 'RESULT_DECLARE_STARLINE', blind: true });
    expect(JSON.stringify(res.json().data)).not.toContain('127');
    const [r] = await t.db.query<{ status: string }>('SELECT status FROM results WHERE result_id = $1', [
      resultId,
    ]);
    expect(r?.status).toBe('SAVED');
    expect(await walletPaise(t.db, winner)).toBe(9_900_00);
  });

  it('refuses an approval without the typed result', async () => {
    expect((await approve(requestId, supervisor)).statusCode).toBe(400);
  });

  it('refuses a blind entry that differs, and records it', async () => {
    const wrong = await approve(requestId, supervisor, '128');
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().msg).toContain('does not match');
    const detail = await requestOf(requestId);
    expect(detail.state).toBe('PENDING');
    expect(detail.entries).toMatchObject([{ value: '128', matched: false, full_name: 'Demo Supervisor' }]);
    expect(await walletPaise(t.db, winner)).toBe(9_900_00);
  });

  it('declares on a matching entry and pays exactly the preview', async () => {
    const right = await approve(requestId, supervisor, '127');
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json().msg).toBe('Result declared successfully');
    const [r] = await t.db.query<{ status: string; declared_by: number }>(
      'SELECT status, declared_by FROM results WHERE result_id = $1',
      [resultId],
    );
    expect(r?.status).toBe('DECLARED');
    const detail = await requestOf(requestId);
    expect(detail.entries.map((e: { matched: boolean }) => e.matched)).toEqual([false, true]);
    // SP at 10 ka 1500 on ₹100: the winner is paid ₹15,000 once; the loser nothing.
    expect(await walletPaise(t.db, winner)).toBe(9_900_00 + detail.preview.total_payout * 100);
    expect(detail.preview.total_payout).toBeGreaterThan(0);
    expect(await walletPaise(t.db, loser)).toBe(9_900_00);
    await expectLedgerHolds();
  });
});

describe('a result revert under its policy', () => {
  it('takes back exactly the previewed wins once approved', async () => {
    await setPolicy('RESULT_DECLARE_STARLINE', { enabled: false });
    await setPolicy('RESULT_REVERT', { enabled: true });
    const D = '2026-03-03';
    const provider = await addProvider(t.db, 2, 'Star Revert 12:00');
    const player = await createPlayerWithBalance(t.db, 10_000_00);
    const slot = { providerId: provider, providerType: 2 as const, gameDate: D, session: null };
    await placeBid(t.db, {
      ...slot,
      userId: player,
      bidType: 'SINGLE_PANNA_STARLINE',
      digit: '127',
      amountPaise: 10_00,
    });
    const saved = await send('POST', '/results/game-result/save', admin, {
      provider_id: provider,
      provider_type: 2,
      game_date: D,
      panna: '127',
    });
    const resultId = saved.json().data.result.result_id;
    expect(
      (await send('POST', '/results/game-result/declared', admin, { result_id: resultId })).statusCode,
    ).toBe(200);
    const afterDeclare = await walletPaise(t.db, player);
    const held = await send('POST', '/results/game-result/change', admin, {
      result_id: resultId,
      reason: 'wrong',
    });
    expect(held.statusCode, held.body).toBe(202);
    expect(held.json().data.preview).toMatchObject({ settled_bids: 1, winners: 1 });
    expect(await walletPaise(t.db, player)).toBe(afterDeclare);
    const approved = await approve(held.json().data.request_id, supervisor);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().msg).toBe('Result reverted successfully');
    expect(await walletPaise(t.db, player)).toBe(
      afterDeclare - held.json().data.preview.win_taken_back * 100,
    );
    await expectLedgerHolds();
  });
});

describe('correcting a declared result in one step', () => {
  const D = '2026-03-04';
  let provider = 0;
  let a = 0;
  let b = 0;
  let resultId = 0;
  let aBefore = 0;
  let bBefore = 0;

  beforeAll(async () => {
    await setPolicy('RESULT_DECLARE_STARLINE', { enabled: false });
    await setPolicy('RESULT_REVERT', { enabled: false });
    provider = await addProvider(t.db, 2, 'Star Correct 14:00');
    a = await createPlayerWithBalance(t.db, 1_000_00);
    b = await createPlayerWithBalance(t.db, 1_000_00);
    const slot = { providerId: provider, providerType: 2 as const, gameDate: D, session: null };
    await placeBid(t.db, {
      ...slot,
      userId: a,
      bidType: 'SINGLE_PANNA_STARLINE',
      digit: '127',
      amountPaise: 10_00,
    });
    await placeBid(t.db, {
      ...slot,
      userId: b,
      bidType: 'SINGLE_PANNA_STARLINE',
      digit: '128',
      amountPaise: 20_00,
    });
    aBefore = await walletPaise(t.db, a);
    bBefore = await walletPaise(t.db, b);
    const saved = await send('POST', '/results/game-result/save', admin, {
      provider_id: provider,
      provider_type: 2,
      game_date: D,
      panna: '127',
    });
    resultId = saved.json().data.result.result_id;
    expect(
      (await send('POST', '/results/game-result/declared', admin, { result_id: resultId })).statusCode,
    ).toBe(200);
  });

  it('previews every flipped player with the rupee difference, and changes nothing', async () => {
    const aWon = await walletPaise(t.db, a);
    expect(aWon).toBeGreaterThan(aBefore);
    const res = await send('POST', '/results/game-result/correct/preview', admin, {
      result_id: resultId,
      panna: '128',
    });
    expect(res.statusCode, res.body).toBe(200);
    validateResponse('results.correctPreview', 200, res.json());
    const preview = res.json().data;
    expect(preview).toMatchObject({
      from: '127-0',
      to: '128',
      can_apply: true,
      flipped_bids: 2,
      player_count: 2,
    });
    const byUser = new Map(preview.players.map((p: { user_id: number }) => [p.user_id, p]));
    expect(byUser.get(a)).toMatchObject({
      win_after: 0,
      difference: -(aWon - aBefore) / 100,
      balance: aWon / 100,
    });
    expect((byUser.get(b) as { difference: number }).difference).toBeGreaterThan(0);
    expect(preview.below_zero).toEqual([]);
    // A dry run: the result is still declared, the balances as they were.
    expect(await walletPaise(t.db, a)).toBe(aWon);
    const [r] = await t.db.query<{ status: string }>('SELECT status FROM results WHERE result_id = $1', [
      resultId,
    ]);
    expect(r?.status).toBe('DECLARED');
    await expectLedgerHolds();
  });

  it('is held under the revert policy, then applied once as one revert and declare', async () => {
    await setPolicy('RESULT_REVERT', { enabled: true });
    const held = await send(
      'POST',
      '/results/game-result/correct',
      { ...admin, 'idempotency-key': 'correct-127-to-128' },
      { result_id: resultId, panna: '128', reason: 'Typed 127 for 128' },
    );
    expect(held.statusCode, held.body).toBe(202);
    validateResponse('results.correct', 202, held.json());
    const preview = held.json().data.preview;
    const approved = await approve(held.json().data.request_id, supervisor);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().msg).toBe('Result corrected from 127-0 to 128-1');
    const results = await t.db.query<{ status: string; digit: string }>(
      'SELECT status, digit FROM results WHERE provider_id = $1 ORDER BY result_id',
      [provider],
    );
    expect(results).toEqual([
      { status: 'REVERTED', digit: '127-0' },
      { status: 'DECLARED', digit: '128-1' },
    ]);
    expect(await walletPaise(t.db, a)).toBe(aBefore);
    const bLine = preview.players.find((p: { user_id: number }) => p.user_id === b);
    expect(await walletPaise(t.db, b)).toBe(bBefore + Math.round(bLine.difference * 100));
    await expectLedgerHolds();
  });

  it('lists the players whose balance would go below zero and refuses to apply', async () => {
    await setPolicy('RESULT_REVERT', { enabled: false });
    const [declared] = await t.db.query<{ result_id: number }>(
      "SELECT result_id FROM results WHERE provider_id = $1 AND status = 'DECLARED'",
      [provider],
    );
    const id = Number(declared?.result_id);
    // b spends the win: the wallet now holds less than the win to take back.
    const balance = await walletPaise(t.db, b);
    const spent = await send('POST', '/users/fund/update-wallet-from-admin', admin, {
      user_id: b,
      amount: (balance - 1_00) / 100,
      type: 1,
      reason: 'Withdrawn',
    });
    expect(spent.statusCode, spent.body).toBe(200);
    const res = await send('POST', '/results/game-result/correct/preview', admin, {
      result_id: id,
      panna: '127',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ can_apply: false, below_zero: [{ user_id: b, balance: 1 }] });
    const refused = await send('POST', '/results/game-result/correct', admin, {
      result_id: id,
      panna: '127',
      reason: 'x',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().msg).toContain('below zero');
    await expectLedgerHolds();
  });
});

describe('the other guarded actions', () => {
  it('holds a withdrawal above the threshold, and approving it approves the withdrawal', async () => {
    await setPolicy('WITHDRAWAL', { enabled: true, threshold: 25_000 });
    const userId = await createPlayerWithBalance(t.db, 1_00_000_00);
    const requestId = await t.db.transaction(async (tx) => {
      const [acct] = await tx.query<{ account_id: number }>(
        `INSERT INTO bank_accounts (user_id, bank_name, account_holder, account_number, ifsc)
         VALUES ($1, 'HDFC Bank', 'Test Player', '50100099999999', 'HDFC0001234') RETURNING account_id`,
        [userId],
      );
      const [r] = await tx.query<{ request_id: number }>(
        `INSERT INTO fund_requests (user_id, account_id, amount_paise, tran_status) VALUES ($1, $2, 3000000, 'PENDING')
         RETURNING request_id`,
        [userId, acct?.account_id],
      );
      return Number(r?.request_id);
    });
    const held = await send('POST', '/gateway/request/verify', admin, {
      request_ids: [requestId],
      approve: true,
    });
    expect(held.statusCode, held.body).toBe(202);
    validateResponse('gateway.verify', 202, held.json());
    expect(held.json().data).toMatchObject({ action: 'WITHDRAWAL', amount: 30_000 });
    const status = async () =>
      (
        await t.db.query<{ tran_status: string }>(
          'SELECT tran_status FROM fund_requests WHERE request_id = $1',
          [requestId],
        )
      )[0]?.tran_status;
    expect(await status()).toBe('PENDING');
    // Declining is not guarded: only approving a withdrawal moves money out.
    const approved = await approve(held.json().data.request_id, supervisor);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await status()).toBe('APPROVED');
    await expectLedgerHolds();
  });

  it('holds a provider-wise refund, and approving it refunds exactly the previewed stakes', async () => {
    await setPolicy('BID_REFUND_PROVIDER', { enabled: true });
    const D = '2026-03-05';
    const provider = await addProvider(t.db, 2, 'Star Refund 15:00');
    const player = await createPlayerWithBalance(t.db, 1_000_00);
    const slot = { providerId: provider, providerType: 2 as const, gameDate: D, session: null };
    await placeBid(t.db, {
      ...slot,
      userId: player,
      bidType: 'SINGLE_PANNA_STARLINE',
      digit: '137',
      amountPaise: 25_00,
    });
    await placeBid(t.db, {
      ...slot,
      userId: player,
      bidType: 'SINGLE_PANNA_STARLINE',
      digit: '138',
      amountPaise: 15_00,
    });
    const afterBids = await walletPaise(t.db, player);
    const held = await send('POST', '/bids/game-result/revert-provider-wise-result', admin, {
      provider_id: provider,
      provider_type: 2,
      game_date: D,
      reason: 'Market cancelled',
    });
    expect(held.statusCode, held.body).toBe(202);
    expect(held.json().data.preview).toMatchObject({ bids: 2, players: 1, refund: 40 });
    expect(await walletPaise(t.db, player)).toBe(afterBids);
    const approved = await approve(held.json().data.request_id, supervisor);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await walletPaise(t.db, player)).toBe(afterBids + 40_00);
    await expectLedgerHolds();
  });

  it('refuses creating an employee with keys or as admin under the grant policy, so the grant is held as an update', async () => {
    await setPolicy('PERMISSION_GRANT', { enabled: true });
    const created = (username: string) =>
      t.db.query('SELECT 1 FROM employees WHERE username = $1', [username]).then((rows) => rows.length);
    for (const grant of [{ permission: ['wallet.adjustBalance'] }, { permission: [], is_admin: true }]) {
      const res = await send('POST', '/masters/employees', admin, {
        username: 'granted.at.create',
        full_name: 'Granted At Create',
        password: 'Granted@1234',
        ...grant,
      });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().msg).toBe(GRANT_AT_CREATE);
      expect(await created('granted.at.create')).toBe(0);
    }
    const plain = await send('POST', '/masters/employees', admin, {
      username: 'no.keys.yet',
      full_name: 'No Keys Yet',
      password: 'NoKeys@1234',
      permission: [],
    });
    expect(plain.statusCode, plain.body).toBe(200);
    await setPolicy('PERMISSION_GRANT', { enabled: false });
    const off = await send('POST', '/masters/employees', admin, {
      username: 'keys.policy.off',
      full_name: 'Keys Policy Off',
      password: 'KeysOff@1234',
      permission: ['dashboard'],
    });
    expect(off.statusCode, off.body).toBe(200);
  });

  it('holds granting new permission keys to an employee, not taking keys away', async () => {
    await setPolicy('PERMISSION_GRANT', { enabled: true });
    const id = await createStaff(t.db, {
      username: 'clerk2',
      fullName: 'Clerk Two',
      password: 'Clerk2@1234',
      isAdmin: false,
      permission: ['dashboard', 'users'],
    });
    const keysOf = async () =>
      (
        await t.db.query<{ permission: string[] }>(
          'SELECT permission FROM employees WHERE employee_id = $1',
          [id],
        )
      )[0]?.permission;
    const grant = await send('PUT', `/masters/employees/${id}`, admin, {
      full_name: 'Clerk Two',
      permission: ['dashboard', 'users', 'wallet.adjustBalance'],
      is_admin: false,
    });
    expect(grant.statusCode, grant.body).toBe(202);
    validateResponse('employees.update', 202, grant.json());
    expect(grant.json().data.preview).toMatchObject({ added: ['wallet.adjustBalance'], removed: [] });
    expect(await keysOf()).toEqual(['dashboard', 'users']);
    const narrower = await send('PUT', `/masters/employees/${id}`, admin, {
      full_name: 'Clerk Two',
      permission: ['dashboard'],
      is_admin: false,
    });
    expect(narrower.statusCode, narrower.body).toBe(200);
    // The grant was asked against ['dashboard', 'users']: the keys changed since, so it is stale.
    const stale = await approve(grant.json().data.request_id, supervisor);
    expect(stale.statusCode).toBe(409);
    expect(await keysOf()).toEqual(['dashboard']);
  });
});
