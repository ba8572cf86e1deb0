import { toCamelKeys } from '@backoffice/sdk';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SHELL_ACTIONS } from '../src/app/actions/shell-actions';
import { shortcutClashes } from '../src/app/actions/shortcut';
import { FAMILIES } from '../src/components/game/family';
import { ALL_PANNAS, ankOf } from '../src/components/game/panna';
import { ResultDigitsInput } from '../src/components/game/result-digits-input';
import { revertProviderAction } from '../src/screens/game-result/bid-revert-actions';
import { previews } from '../src/screens/game-result/result-actions';
import { currentScreenActions, focusedRecord, focusRecord } from '../src/state/scope';
import { type Call, fakeClient, loggedIn, ok, on } from './fake-client';
import { renderApp } from './render-app';

const DATE = '2026-11-26';

function Entry({ openAnk, onSubmit }: { openAnk?: string | null; onSubmit: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <ResultDigitsInput
      kind="panna"
      label="Close panna"
      value={value}
      onChange={setValue}
      onSubmit={onSubmit}
      openAnk={openAnk}
    />
  );
}

describe('panna entry', { timeout: 30_000 }, () => {
  it('shows the ank and the jodi of every one of the 220 pannas as it is typed', () => {
    const submitted: string[] = [];
    render(<Entry openAnk="6" onSubmit={(v) => submitted.push(v)} />);
    const input = screen.getByRole('combobox', { name: 'Close panna' });
    const read = () => input.parentElement?.querySelector('.result-read')?.textContent;
    for (const panna of ALL_PANNAS) {
      fireEvent.change(input, { target: { value: panna } });
      const ank = ankOf(panna);
      expect(read(), panna).toContain(`Ank ${ank}`);
      expect(read(), panna).toContain(`Jodi 6${ank}`);
      expect(screen.queryByRole('alert'), panna).toBeNull();
    }
  });

  it('refuses texts that are not pannas, naming the field, and keeps only digits', async () => {
    render(<Entry openAnk={null} onSubmit={() => undefined} />);
    const input = screen.getByRole('combobox', { name: 'Close panna' });
    for (const text of ['012', '021', '102', '210', '321', '987', '090', '101', '554']) {
      fireEvent.change(input, { target: { value: text } });
      expect(screen.getByRole('alert').textContent, text).toBe(
        `Close panna: ${text} is not a panna: digits go up, with 0 counted highest`,
      );
    }
    fireEvent.change(input, { target: { value: '01' } });
    expect(screen.getByRole('alert').textContent).toBe('Close panna: No panna starts with 01');
    fireEvent.change(input, { target: { value: '1a2x8' } });
    expect((input as HTMLInputElement).value).toBe('128');
    expect(input.parentElement?.textContent).toContain('(Open not declared)');
  });

  it('offers a typeahead over the valid pannas: ArrowDown and Enter take one, Enter again submits', async () => {
    const submitted: string[] = [];
    render(<Entry onSubmit={(v) => submitted.push(v)} />);
    const input = screen.getByRole('combobox', { name: 'Close panna' });
    input.focus();
    await userEvent.keyboard('13');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      '133',
      '134',
      '135',
      '136',
      '137',
      '138',
      '139',
      '130',
    ]);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect((input as HTMLInputElement).value).toBe('134');
    await userEvent.keyboard('{Enter}');
    expect(submitted).toEqual(['134']);
  });
});

// ---- the desk over a fake server ----

const wireResult = (over: Record<string, unknown>) => ({
  result_id: 11,
  provider_id: 5,
  provider_name: 'Kalyan',
  provider_type: 1,
  game_date: DATE,
  session: 'Open',
  panna: '128',
  ank: '1',
  digit: '128-1',
  status: 'SAVED',
  display: '128-1*-***',
  saved_at: `${DATE}T10:00:00+05:30`,
  declared_at: null,
  declared_by: null,
  reverted_at: null,
  total_bid: 1400,
  total_win: 0,
  ...over,
});

const topWinner = {
  bid_id: 7227,
  user_id: 9,
  full_name: 'Vivaan Iyer',
  bid_type: 'SINGLE_DIGIT_MARKET',
  session: 'Open',
  digit: '1',
  amount: 50,
  win_amount: 475,
};

const preview = {
  winners: 3,
  total_payout: 1425,
  total_bid: 2000,
  by_bid_type: [{ bid_type: 'SINGLE_DIGIT_MARKET', winners: 3, payout: 1425 }],
  top_winners: [topWinner],
};

const page = (rows: unknown[]) => ({
  rows,
  pagination: { per_page: 50, current_page: 1, total_page: 1, total_count: rows.length },
});

// The declared result's winning bids: Vivaan Iyer won twice, so 3 bids of 2 players.
const WINNERS = [
  { ...topWinner, provider_id: 5 },
  { ...topWinner, provider_id: 5, bid_id: 7231 },
  { ...topWinner, provider_id: 5, bid_id: 7240, user_id: 12, full_name: 'Meera Nair' },
];

/** A paged list as the server answers it: the asked page of `all`, and the totals of all of it. */
function pageOf(call: Call, all: readonly object[], totals: object) {
  const query = new URL(call.path, 'http://test').searchParams;
  const perPage = Number(query.get('per_page') ?? 50);
  const current = Number(query.get('current_page') ?? 1);
  return ok({
    rows: all.slice((current - 1) * perPage, current * perPage),
    pagination: {
      per_page: perPage,
      current_page: current,
      total_page: Math.ceil(all.length / perPage),
      total_count: all.length,
    },
    totals,
  });
}

/** results.winners: the asked page, and the totals of every winning bid. */
const winnersAnswer = (call: Call) =>
  pageOf(call, WINNERS, {
    bid_count: WINNERS.length,
    player_count: new Set(WINNERS.map((w) => w.user_id)).size,
    win_amount: WINNERS.reduce((sum, w) => sum + w.win_amount, 0),
  });

// The slot's pending bids, more than one page of 50: Vivaan Iyer placed the first 50 (₹10 each), two
// more players the last three (₹25.50 each). The first page alone holds ₹500.00 of one player.
const PENDING = Array.from({ length: 53 }, (_, i) => ({
  bid_id: 9000 + i,
  user_id: i < 50 ? 9 : 12 + (i % 2),
  full_name: i < 50 ? 'Vivaan Iyer' : 'Meera Nair',
  provider_id: 5,
  provider_name: 'Kalyan',
  provider_type: 1,
  game_date: DATE,
  session: 'Open',
  bid_type: 'SINGLE_DIGIT_MARKET',
  digit: String(i % 10),
  half_sangam_form: null,
  amount: i < 50 ? 10 : 25.5,
  win_amount: 0,
  bid_status: 'PENDING',
  bid_created_at: `${DATE}T09:00:00+05:30`,
}));

/** bids.revertList: the asked page, and the totals of every pending bid. */
const pendingAnswer = (call: Call) =>
  pageOf(call, PENDING, {
    bid_count: PENDING.length,
    player_count: new Set(PENDING.map((b) => b.user_id)).size,
    amount: PENDING.reduce((sum, b) => sum + b.amount * 100, 0) / 100,
  });

interface DeskServer {
  declareReplies?: (() => { status?: number; body: unknown })[];
  revertReply?: () => { status?: number; body: unknown };
  family?: 'market' | 'starline' | 'jackpot';
  results?: Record<string, unknown>[];
  /** The slot's pending late bids (wire rows). */
  lateBids?: Record<string, unknown>[];
  /** The provider list's answer, when it should come later than the desk's other reads. */
  providerList?: Promise<void>;
}

function deskServer(options: DeskServer = {}) {
  const family = options.family ?? 'market';
  const results = options.results ?? [];
  let declares = 0;
  return fakeClient([
    on('GET', '/games/providerlist/', async () => {
      await options.providerList;
      return ok({ rows: [{ provider_id: 5, provider_name: 'Kalyan', provider_type: 1, is_active: true }] });
    }),
    on('GET', `/bids/game-result/list/${family}`, () => ok(page(results))),
    on('GET', `/bids/game-result/bid_summary/${family}`, () => ok({ rows: [], total_amount: 0 })),
    on('GET', '/integrity/late-bids', () => {
      const rows = options.lateBids ?? [];
      const stake = rows.reduce((sum, r) => sum + Number(r.amount), 0);
      return ok({
        ...page(rows),
        totals: { count: rows.length, stake, players: new Set(rows.map((r) => r.user_id)).size },
      });
    }),
    on('GET', `/bids/game-result/winners/${family}`, winnersAnswer),
    on('POST', '/results/game-result/save', (call) => {
      const body = call.body as { panna?: string; digit?: string; session?: string };
      const saved = wireResult({
        result_id: 11 + results.length,
        panna: body.panna ?? null,
        session: body.session ?? null,
        digit: body.panna ? `${body.panna}-${body.panna === '128' ? 1 : 0}` : body.digit,
      });
      results.splice(0, results.length, saved);
      return ok({ result: saved, preview }, 'Result saved successfully');
    }),
    on('POST', '/results/game-result/declared', () => {
      const reply = options.declareReplies?.[declares++];
      if (reply) return reply();
      const first = results[0];
      if (first) Object.assign(first, { status: 'DECLARED', declared_by: 'admin', total_win: 1425 });
      return ok(
        { result: first, settled: { won: 3, lost: 9, payout: 1425 } },
        'Result declared successfully',
      );
    }),
    on(
      'POST',
      '/results/game-result/change',
      () => options.revertReply?.() ?? ok({}, 'Result reverted successfully'),
    ),
    on('GET', `/bids/user/revert/get-bids/${family}`, pendingAnswer),
    on('POST', '/bids/game-result/revert-provider-wise-result', () =>
      ok({ refunded_bids: 53, refunded_amount: 576.5 }, '53 bids refunded'),
    ),
  ]);
}

const calls = (all: Call[], path: string) => all.filter((c) => c.path.startsWith(`/v1${path}`));
const keyOf = (call: Call | undefined) => call?.headers.get('idempotency-key');

async function saveFromKeyboard(panna: string) {
  const input = await screen.findByRole('combobox', { name: 'Open panna' });
  input.focus();
  await userEvent.keyboard(`${panna}{Enter}`);
  await screen.findByLabelText('If declared now');
}

// Whole-app renders with a dialog or two: more than the default 5 s on a loaded machine.
describe('the declare desk', { timeout: 30_000 }, () => {
  it('saves from the keyboard, shows the preview, and asks with the result and the payout before declaring', async () => {
    const { client, session, calls: all } = deskServer();
    loggedIn(session, ['games.result']);
    renderApp(`/games/result?date=${DATE}&provider=5&session=Open`, client, session);
    await saveFromKeyboard('128');
    expect(calls(all, '/results/game-result/save').map((c) => c.body)).toEqual([
      { provider_id: 5, provider_type: 1, game_date: DATE, session: 'Open', panna: '128' },
    ]);
    const figures = screen.getByLabelText('If declared now').textContent;
    expect(figures).toContain('Winning bids3');
    expect(figures).toContain('Total payout₹1,425.00');
    expect(figures).toContain('House profit/loss₹575.00');
    const declare = screen.getByRole('button', { name: /Declare result/ });
    await waitFor(() => expect(document.activeElement).toBe(declare));
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Declare Kalyan Open 128-1' });
    expect(dialog.textContent).toContain(
      `Declare 128-1 for Kalyan Open on ${DATE}? 3 winning bids are paid ₹1,425.00 in all.`,
    );
    expect(dialog.textContent).toContain('House profit/loss₹575.00');
    // Focus starts on Cancel: Tab to Declare, Enter.
    expect(document.activeElement?.textContent).toBe('Cancel');
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(all, '/results/game-result/declared').map((c) => c.body)).toEqual([{ result_id: 11 }]);
    await waitFor(() => expect(window.location.search).toContain('panel=winners'));
  });

  it("lists the slot's late bids before Declare, and the confirmation repeats their count", async () => {
    const late = (bidId: number, userId: number, amount: number) => ({
      bid_id: bidId,
      user_id: userId,
      full_name: `Player ${userId}`,
      provider_id: 5,
      provider_name: 'Kalyan',
      type: 'market',
      game_date: DATE,
      session: 'Open',
      bid_type: 'SINGLE_DIGIT_MARKET',
      digit: '4',
      amount,
      win_amount: 0,
      bid_status: 'PENDING',
      placed_at: `${DATE}T10:21:40+05:30`,
      bids_close_at: `${DATE}T10:20:00+05:30`,
      result_saved_at: null,
      reasons: ['AFTER_CLOSE'],
      late_by_seconds: 100,
    });
    const { client, session, calls: all } = deskServer({ lateBids: [late(901, 7, 500), late(902, 8, 200)] });
    loggedIn(session, ['games.result']);
    renderApp(`/games/result?date=${DATE}&provider=5&session=Open`, client, session);
    const panel = await screen.findByRole('region', { name: 'Late bids' });
    expect(panel.textContent).toContain('2 late bids · stake ₹700.00 · 2 players');
    expect(within(panel).getByRole('table', { name: 'Late bids of this slot' }).textContent).toContain(
      '1 min 40 s after bids closed',
    );
    const asked = new URLSearchParams(calls(all, '/integrity/late-bids')[0]?.path.split('?')[1]);
    expect(Object.fromEntries(asked)).toMatchObject({
      type: 'market',
      provider_id: '5',
      session: 'Open',
      bid_status: 'PENDING',
    });
    await saveFromKeyboard('128');
    await userEvent.click(screen.getByRole('button', { name: /Declare result/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare Kalyan Open 128-1' });
    expect(dialog.textContent).toContain('2 late bids are settled with them.');
    expect(dialog.textContent).toContain('Late bids2');
  });

  it('retries a failed declare with the same Idempotency-Key; a new declare is a new key', async () => {
    const failure = () => ({ status: 500, body: { error: true, msg: 'Internal Server Error' } });
    const { client, session, calls: all } = deskServer({ declareReplies: [failure, failure] });
    loggedIn(session, ['games.result']);
    renderApp(`/games/result?date=${DATE}&provider=5&session=Open`, client, session);
    await saveFromKeyboard('128');
    await userEvent.click(screen.getByRole('button', { name: /Declare result/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Declare Kalyan Open 128-1' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Declare' }));
    await within(dialog).findByRole('alert');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry: Declare' }));
    await waitFor(() => expect(calls(all, '/results/game-result/declared')).toHaveLength(2));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: /Declare result/ }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Declare Kalyan Open 128-1' })).getByRole('button', {
        name: 'Declare',
      }),
    );
    await waitFor(() => expect(calls(all, '/results/game-result/declared')).toHaveLength(3));
    const [first, retry, fresh] = calls(all, '/results/game-result/declared').map(keyOf);
    expect(first).toBeTruthy();
    expect(retry).toBe(first);
    expect(fresh).toBeTruthy();
    expect(fresh).not.toBe(first);
  });

  it("shows the server's 409 plainly: a second declare, and an Open reverted before its Close", async () => {
    const already = () => ({ status: 409, body: { error: true, msg: 'Result already declared' } });
    const {
      client,
      session,
      calls: all,
    } = deskServer({
      declareReplies: [already],
      revertReply: () => ({
        status: 409,
        body: { error: true, msg: 'Revert the Close result of Kalyan on 2026-11-26 first' },
      }),
    });
    loggedIn(session, ['games.result']);
    renderApp(`/games/result?date=${DATE}&provider=5&session=Open`, client, session);
    await saveFromKeyboard('128');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Declare Kalyan Open 128-1' });
    await userEvent.keyboard('{Tab}{Enter}');
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Result already declared');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    // Declared (by the other tab): the change asks for a reason, then says what it takes back.
    await userEvent.click(screen.getByRole('button', { name: /Declare result/ }));
    await userEvent.keyboard('{Tab}{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(await screen.findByRole('button', { name: /Change \(revert\) result/ }));
    const form = await screen.findByRole('dialog', { name: 'Change (revert) Kalyan Open 128-1' });
    await userEvent.click(within(form).getByRole('button', { name: 'Review' }));
    expect(within(form).getByText('Reason is required')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Reason'), 'Wrong panna');
    await userEvent.click(within(form).getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revert Kalyan Open 128-1' });
    // One row is asked for: the totals count all three winning bids (three pages of one), and their two players.
    const winnerReads = calls(all, '/bids/game-result/winners/market');
    expect(winnerReads.map((c) => new URL(c.path, 'http://test').searchParams.get('per_page'))).toContain(
      '1',
    );
    expect(confirm.textContent).toContain(
      `Take back ₹1,425.00 from 2 players (3 winning bids) and put the bids of Kalyan Open on ${DATE} back to pending?`,
    );
    expect(confirm.textContent).not.toContain('at least');
    expect(confirm.textContent).toContain('Players2');
    expect(confirm.textContent).toContain('Winning bids3');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Revert result' }));
    expect((await within(confirm).findByRole('alert')).textContent).toBe(
      'Revert the Close result of Kalyan on 2026-11-26 first',
    );
  });
});

describe('reverting the pending bids of the provider', { timeout: 30_000 }, () => {
  it("states exactly what the refund moves, from the list's totals, though the bids fill more than one page", async () => {
    const { client, session, calls: all } = deskServer();
    loggedIn(session, ['games.result']);
    renderApp(`/games/result?date=${DATE}&provider=5&session=Open&panel=revert`, client, session);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Revert all 53 pending bids of Kalyan…' }),
    );
    const form = await screen.findByRole('dialog', { name: 'Revert the provider’s pending bids' });
    await userEvent.type(within(form).getByLabelText('Reason'), 'Market cancelled');
    await userEvent.click(within(form).getByRole('button', { name: 'Review' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund 53 pending bids' });
    expect(confirm.textContent).toContain(
      `Refund 53 pending bids of Kalyan Open on ${DATE}, ₹576.50 in stakes, to 3 players' wallets?`,
    );
    expect(confirm.textContent).not.toContain('at least');
    expect(confirm.textContent).toContain('Bids53');
    expect(confirm.textContent).toContain('Players3');
    expect(confirm.textContent).toContain('Stake refunded₹576.50');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Refund 53 bids' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(all, '/bids/game-result/revert-provider-wise-result').map((c) => c.body)).toEqual([
      { provider_id: 5, provider_type: 1, game_date: DATE, session: 'Open', reason: 'Market cancelled' },
    ]);
  });

  it('offers no refund before the provider list names the provider (no "Provider 5" in a confirmation)', async () => {
    let answer: () => void = () => undefined;
    const providerList = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { client, session, calls: all } = deskServer({ providerList });
    loggedIn(session, ['games.result']);
    renderApp(`/games/result?date=${DATE}&provider=5&session=Open&panel=revert`, client, session);
    await screen.findByText('Loading the provider…');
    await waitFor(() => expect(calls(all, '/bids/game-result/list/market')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Revert all/ })).toBeNull();
    expect(document.body.textContent).not.toContain('Provider 5');
    answer();
    await screen.findByRole('button', { name: 'Revert all 53 pending bids of Kalyan…' });
    expect(document.body.textContent).not.toContain('Provider 5');
  });

  it('says one bid and one player in the singular, and offers nothing when no bid is pending', () => {
    const action = revertProviderAction(FAMILIES.starline);
    const slot = { providerId: 7, gameDate: DATE, providerName: 'Star 10 AM' };
    const text = action.confirm?.({ ...slot, totals: { bidCount: 1, playerCount: 1, amount: 10 } }, {});
    expect(text?.title).toBe('Refund 1 pending bid');
    expect(text?.message).toBe(
      `Refund 1 pending bid of Star 10 AM on ${DATE}, ₹10.00 in stakes, to 1 player's wallet?`,
    );
    expect(text?.confirmLabel).toBe('Refund 1 bid');
    expect(action.when?.({ ...slot, totals: { bidCount: 0, playerCount: 0, amount: 0 } })).toBe(false);
  });
});

describe('one desk, three families', { timeout: 30_000 }, () => {
  it('starline: its own operations, its panna entry without session, its bid types', async () => {
    const { client, session, calls: all } = deskServer({ family: 'starline' });
    loggedIn(session, ['starline.result']);
    renderApp(`/starline/result?date=${DATE}&provider=5`, client, session);
    const input = await screen.findByRole('combobox', { name: 'Panna' });
    expect(screen.queryByLabelText('Session')).toBeNull();
    const tabs = within(screen.getByRole('tablist', { name: 'Bid type' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Single Digit',
      'Single Panna',
      'Double Panna',
      'Triple Panna',
    ]);
    input.focus();
    await userEvent.keyboard('128{Enter}');
    await screen.findByLabelText('If declared now');
    expect(calls(all, '/results/game-result/save')[0]?.body).toEqual({
      provider_id: 5,
      provider_type: 2,
      game_date: DATE,
      panna: '128',
    });
    expect(calls(all, '/games/providerlist/2')).not.toHaveLength(0);
    expect(calls(all, '/bids/game-result/list/starline')).not.toHaveLength(0);
    expect(
      new URLSearchParams(calls(all, '/bids/game-result/bid_summary/starline')[0]?.path.split('?')[1]).get(
        'bid_type',
      ),
    ).toBe('SINGLE_DIGIT_STARLINE');
  });

  it('jackpot: two digits, left and right shown, its own bid types and provider type', async () => {
    const { client, session, calls: all } = deskServer({ family: 'jackpot' });
    loggedIn(session, ['jackpot.result']);
    renderApp(`/jackpot/result?date=${DATE}&provider=5`, client, session);
    const input = await screen.findByRole('combobox', { name: 'Result (two digits)' });
    const tabs = within(screen.getByRole('tablist', { name: 'Bid type' })).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Left Digit', 'Right Digit', 'Jodi']);
    input.focus();
    await userEvent.keyboard('4');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Result (two digits): enter two digits (00 to 99)');
    await userEvent.keyboard('5');
    expect(input.parentElement?.textContent).toContain('Left 4');
    expect(input.parentElement?.textContent).toContain('Right 5');
    await userEvent.keyboard('{Enter}');
    await screen.findByLabelText('If declared now');
    expect(calls(all, '/results/game-result/save')[0]?.body).toEqual({
      provider_id: 5,
      provider_type: 3,
      game_date: DATE,
      digit: '45',
    });
    expect(calls(all, '/games/providerlist/3')).not.toHaveLength(0);
  });
});

describe('the desk keyboard', { timeout: 30_000 }, () => {
  it('Alt+D on a SAVED result this console has not previewed reads its settlement, then asks with the payout', async () => {
    previews.value = new Map(); // saved earlier, or in another tab: this console holds no preview of it
    const { client, session, calls: all } = deskServer({ results: [wireResult({})] });
    loggedIn(session, ['games.result']);
    renderApp(`/games/result?date=${DATE}&provider=5&session=Open&panel=revert`, client, session);
    await screen.findByRole('combobox', { name: 'Open panna' });
    await waitFor(() => expect(focusedRecord.value?.label).toBe('Kalyan Open 128-1'));
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.keyboard('{Alt>}d{/Alt}');
    const dialog = await screen.findByRole('dialog', { name: 'Declare Kalyan Open 128-1' });
    expect(dialog.textContent).toContain(
      `Declare 128-1 for Kalyan Open on ${DATE}? 3 winning bids are paid ₹1,425.00 in all.`,
    );
    // The settlement was read by saving the same result again; nothing is declared until confirmed.
    expect(calls(all, '/results/game-result/save').map((c) => c.body)).toEqual([
      { provider_id: 5, provider_type: 1, game_date: DATE, session: 'Open', panna: '128' },
    ]);
    expect(calls(all, '/results/game-result/declared')).toEqual([]);
    expect(document.activeElement?.textContent).toBe('Cancel');
  });

  it('gives each shortcut one command on the desk, for a saved and for a declared result', async () => {
    const { client, session } = deskServer({ results: [wireResult({})] });
    loggedIn(session, ['games.result']);
    renderApp(`/games/result?date=${DATE}&provider=5&session=Open&panel=revert`, client, session);
    await screen.findByRole('combobox', { name: 'Open panna' });
    await waitFor(() => expect(focusedRecord.value?.label).toBe('Kalyan Open 128-1'));
    const shown = () => currentScreenActions().filter((action) => action.when?.() ?? true);
    expect(shortcutClashes([...SHELL_ACTIONS, ...shown()])).toEqual([]);
    expect(shown().map((action) => action.shortcut)).toEqual(
      expect.arrayContaining(['Alt+P', 'Alt+Delete', 'Alt+E', 'Alt+1', 'Alt+7']),
    );
    focusRecord('results.list', 'Kalyan Open 128-1', { ...toCamelKeys(wireResult({ status: 'DECLARED' })) });
    expect(shortcutClashes([...SHELL_ACTIONS, ...shown()])).toEqual([]);
    expect(shown().map((action) => action.shortcut)).toContain('Alt+R');
  });
});
