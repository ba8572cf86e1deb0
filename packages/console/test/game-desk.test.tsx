import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHELL_ACTIONS } from '../src/app/actions/shell-actions';
import { shortcutClashes } from '../src/app/actions/shortcut';
import { toActionDefs } from '../src/components/actions/use-row-actions';
import {
  type Board,
  countdownText,
  dueResultsOf,
  slotState,
  wallClockSeconds,
} from '../src/components/game/board-time';
import { FAMILIES } from '../src/components/game/family';
import { bidActions } from '../src/screens/game-bids/bid-parts';
import GameBidsScreen from '../src/screens/game-bids/game-bids-screen';
import GameProviderScreen from '../src/screens/game-provider/game-provider-screen';
import GameRatesScreen from '../src/screens/game-rates/game-rates-screen';
import GameSettingsScreen from '../src/screens/game-settings/game-settings-screen';
import {
  bulkDaysConfirmText,
  type SettingRow,
  settingActions,
} from '../src/screens/game-settings/settings-actions';
import { boardActions } from '../src/screens/market-board/board-actions';
import type { GameFamily } from '../src/screens/screen-types';
import { focusRecord } from '../src/state/scope';
import { type Call, ok, on } from './fake-client';
import { renderScreen } from './render-screen';

const page = (rows: unknown[], extra: Record<string, unknown> = {}) => ({
  rows,
  pagination: { per_page: 10, current_page: 1, total_page: 1, total_count: rows.length },
  ...extra,
});
const pickers = (type: number) => ({
  rows: [{ provider_id: 7, provider_name: `Family ${type} slot`, provider_type: type, is_active: true }],
});
const TOTALS = { bid_count: 3, amount: 135.5, win_amount: 950 };
const ANSWERS = [
  on('GET', '/games/providerlist/', (call: Call) => ok(pickers(Number(call.path.split('/').pop()?.[0])))),
  on('GET', '/games/provider?', ok(page([]))),
  on('GET', '/games/setting/', ok({ rows: [] })),
  on('GET', '/games/rates/', ok({ provider_type: 1, rows: [] })),
  on('GET', '/bids/user/list', ok(page([], { totals: TOTALS }))),
];

const calledPaths = (calls: Call[]) => calls.map((c) => c.path);

describe('one component per area, three families', () => {
  it.each([
    ['starline', 2, 'starline'],
    ['jackpot', 3, 'jackpot'],
  ] as const)('%s reaches its own operations (provider_type %i)', async (family, type, prefix) => {
    const params = { params: { family: family as GameFamily } };
    let view = renderScreen(GameProviderScreen, `/${prefix}/provider`, ANSWERS, params);
    await waitFor(() =>
      expect(calledPaths(view.calls).some((p) => p.includes(`provider_type=${type}`))).toBe(true),
    );
    view.unmount();
    view = renderScreen(GameSettingsScreen, `/${prefix}/settings`, ANSWERS, params);
    await waitFor(() => expect(calledPaths(view.calls)).toContain(`/v1/games/setting/${type}`));
    await waitFor(() => expect(calledPaths(view.calls)).toContain(`/v1/games/providerlist/${type}`));
    view.unmount();
    view = renderScreen(GameRatesScreen, `/${prefix}/rates`, ANSWERS, params);
    await waitFor(() => expect(calledPaths(view.calls)).toContain(`/v1/games/rates/${type}`));
    view.unmount();
    view = renderScreen(GameBidsScreen, `/${prefix}/bids`, ANSWERS, params);
    await waitFor(() =>
      expect(
        calledPaths(view.calls).some(
          (p) => p.startsWith('/v1/bids/user/list') && p.includes(`game_type=${type}`),
        ),
      ).toBe(true),
    );
    const gameType = screen.getByRole('combobox', { name: 'Game type' });
    const offered = within(gameType)
      .getAllByRole('option')
      .map((option) => (option as HTMLOptionElement).value)
      .filter(Boolean);
    expect(offered).toEqual(FAMILIES[family].bidTypes);
    expect(screen.queryByRole('combobox', { name: 'Session' })).toBeNull();
    view.unmount();
  });

  it('offers the market its seven bid types and both sessions, and shows the totals of the filtered set', async () => {
    const view = renderScreen(GameBidsScreen, '/games/bids?bidDate=2026-01-12&providerId=7', ANSWERS, {
      params: { family: 'market' },
    });
    expect(
      await screen.findByText(/Totals for the filtered set: 3 bids · stake ₹135\.50 · won ₹950\.00/),
    ).toBeTruthy();
    const sent = calledPaths(view.calls).find((p) => p.startsWith('/v1/bids/user/list')) ?? '';
    expect(Object.fromEntries(new URLSearchParams(sent.split('?')[1]))).toMatchObject({
      bid_date: '2026-01-12',
      provider_id: '7',
      game_type: '1',
    });
    const types = within(screen.getByRole('combobox', { name: 'Game type' })).getAllByRole('option');
    expect(types).toHaveLength(8);
    expect(screen.getByRole('combobox', { name: 'Session' })).toBeTruthy();
  });
});

const monday = (over: Partial<SettingRow> = {}): SettingRow => ({
  settingId: 41,
  providerId: 7,
  providerName: 'Milan Day',
  day: 'MONDAY',
  OBT: '14:50',
  CBT: '16:50',
  OBRT: '15:00',
  CBRT: '17:00',
  status: true,
  ...over,
});

describe('weekly timings', () => {
  it("asks before applying one day's times to all seven days, naming the provider and the times", () => {
    const text = bulkDaysConfirmText(FAMILIES.market, monday());
    expect(text.title).toBe('Apply to all days');
    expect(text.message).toBe(
      "Set Milan Day's timings on all seven days (Monday to Sunday) to Monday's: OBT 14:50 · OBRT 15:00 · CBT 16:50 · CBRT 17:00 IST? The other days' times are replaced; each day keeps its open or closed status.",
    );
    expect(text.details).toContainEqual(['Times', 'OBT 14:50 · OBRT 15:00 · CBT 16:50 · CBRT 17:00 IST']);
  });

  it('names only OBT and OBRT for a starline slot', () => {
    const text = bulkDaysConfirmText(
      FAMILIES.starline,
      monday({ providerName: 'Star 10:00', CBT: null, CBRT: null }),
    );
    expect(text.details).toContainEqual(['Times', 'OBT 14:50 · OBRT 15:00 IST']);
  });

  it('sends a day edit to the row (setting_id in the path) and bulk days with the same times', () => {
    const [edit, bulk] = settingActions(FAMILIES.market);
    if (!edit || !bulk || 'href' in edit || 'href' in bulk) throw new Error('expected operation actions');
    expect(edit.input(monday(), { OBT: '10:00', OBRT: '10:15', CBT: '12:00', CBRT: '12:15' })).toEqual({
      providerType: 41,
      OBT: '10:00',
      OBRT: '10:15',
      CBT: '12:00',
      CBRT: '12:15',
    });
    expect(bulk.op).toBe('settings.updateAllDays');
    expect(bulk.input(monday(), {})).toEqual({
      settingId: 41,
      OBT: '14:50',
      OBRT: '15:00',
      CBT: '16:50',
      CBRT: '17:00',
    });
  });
});

const slot = (session: 'Open' | 'Close' | null, bidsClose: string, resultDue: string, result = 'NONE') => ({
  session,
  bidsClose,
  resultDue,
  result: result as 'NONE' | 'SAVED' | 'DECLARED',
  display: result === 'NONE' ? null : '123-6',
  lateBids: 0,
});

describe('market board clock', () => {
  const at = (time: string) => wallClockSeconds(time);

  it('moves a slot from bidding open to overdue as the clock passes its times', () => {
    const open = slot('Open', '14:50', '15:00');
    expect(slotState(open, true, at('14:00'))).toBe('bidding open');
    expect(slotState(open, true, at('14:55'))).toBe('bidding closed');
    expect(slotState(open, true, at('15:00'))).toBe('result due');
    expect(slotState(open, true, at('15:15'))).toBe('overdue');
    expect(slotState(slot('Open', '14:50', '15:00', 'SAVED'), true, at('14:55'))).toBe('saved');
    expect(slotState(slot('Open', '14:50', '15:00', 'DECLARED'), true, at('15:30'))).toBe('declared');
    expect(slotState(open, false, at('15:30'))).toBe('closed today');
  });

  it('lists due, undeclared results most overdue first with their result desk URL', () => {
    const board: Board = {
      gameDate: '2026-01-12',
      day: 'MONDAY',
      rows: [
        {
          providerId: 7,
          providerName: 'Milan Day',
          openToday: true,
          slots: [slot('Open', '14:50', '15:00', 'DECLARED'), slot('Close', '16:50', '17:00', 'SAVED')],
        },
        {
          providerId: 8,
          providerName: 'Kalyan',
          openToday: true,
          slots: [slot('Open', '15:35', '15:45'), slot('Close', '17:35', '17:45')],
        },
        {
          providerId: 9,
          providerName: 'Closed Bazar',
          openToday: false,
          slots: [slot('Open', '10:00', '10:10'), slot('Close', '11:00', '11:10')],
        },
      ],
    };
    const due = dueResultsOf(FAMILIES.market, board, at('17:10'));
    expect(due.map((d) => [d.providerName, d.session, d.href])).toEqual([
      ['Kalyan', 'Open', '/games/result?date=2026-01-12&provider=8&session=Open'],
      ['Milan Day', 'Close', '/games/result?date=2026-01-12&provider=7&session=Close'],
    ]);
  });

  it('counts down and up', () => {
    expect(countdownText(65 * 60)).toBe('in 1h 05m');
    expect(countdownText(249)).toBe('in 4m 09s');
    expect(countdownText(-750)).toBe('12m 30s late');
  });
});

describe('one key, one command on the game desk', () => {
  const visible = (defs: readonly { id: string; shortcut?: string; when?: () => boolean }[]) =>
    defs.filter((def) => def.when?.() ?? true);

  it('has no clash on weekly timings for an open and a closed day, nor on bids and the board', () => {
    const settings = toActionDefs('settings.list', settingActions(FAMILIES.market));
    for (const row of [monday(), monday({ status: false })]) {
      focusRecord('settings.list', 'Milan Day Monday', row);
      expect(shortcutClashes(visible([...SHELL_ACTIONS, ...settings]))).toEqual([]);
    }
    focusRecord('bids.list', 'bid 1', { providerName: 'Milan Day' });
    expect(
      shortcutClashes(visible([...SHELL_ACTIONS, ...toActionDefs('bids.list', bidActions(FAMILIES.market))])),
    ).toEqual([]);
    focusRecord('market-board', 'Milan Day Open', {});
    expect(
      shortcutClashes(
        visible([...SHELL_ACTIONS, ...toActionDefs('market-board', boardActions(FAMILIES.market))]),
      ),
    ).toEqual([]);
  });
});
