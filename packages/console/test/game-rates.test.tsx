import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FAMILIES } from '../src/components/game/family';
import GameRatesScreen from '../src/screens/game-rates/game-rates-screen';
import { changedRates, flaggedRates, ratesConfirmText } from '../src/screens/game-rates/rate-edits';
import { ok, on } from './fake-client';
import { renderScreen } from './render-screen';

const rate = (bidType: string, label: string, bidAmount: number, winAmount: number) => ({
  bid_type: bidType,
  label,
  bid_amount: bidAmount,
  win_amount: winAmount,
  rate: winAmount / bidAmount,
});
const STARLINE = [
  rate('SINGLE_DIGIT_STARLINE', 'Single Digit', 10, 95),
  rate('SINGLE_PANNA_STARLINE', 'Single Panna', 10, 1500),
  rate('DOUBLE_PANNA_STARLINE', 'Double Panna', 10, 3000),
  rate('TRIPLE_PANNA_STARLINE', 'Triple Panna', 10, 7000),
];
const camel = (row: ReturnType<typeof rate>) => ({
  bidType: row.bid_type as 'SINGLE_DIGIT_STARLINE',
  label: row.label,
  bidAmount: row.bid_amount,
  winAmount: row.win_amount,
  rate: row.rate,
});

function setup(rows = STARLINE) {
  return renderScreen(
    GameRatesScreen,
    '/starline/rates',
    [
      on('GET', '/games/rates/2', ok({ provider_type: 2, rows })),
      on('PUT', '/games/rates/2', () => ok({ provider_type: 2, rows }, 'Rates updated')),
    ],
    { params: { family: 'starline' } },
  );
}

describe('rates confirmation and flags (pure)', () => {
  const rows = STARLINE.map(camel);

  it('lists each changed rate old -> new, as "10 ka" payouts', () => {
    const changes = changedRates(FAMILIES.starline, rows, {
      SINGLE_DIGIT_STARLINE: { bidAmount: '10', winAmount: '90' },
      TRIPLE_PANNA_STARLINE: { bidAmount: '1', winAmount: '650' },
      SINGLE_PANNA_STARLINE: { bidAmount: '10', winAmount: '1500' },
    });
    const text = ratesConfirmText(FAMILIES.starline, changes);
    expect(text.title).toBe('Change starline rates');
    expect(text.message).toContain('Change 2 rates of every starline provider?');
    expect(text.message).toContain('Every payout from now on uses the new rate');
    expect(text.details).toEqual([
      ['Single Digit', '10 ka 95 (10 wins 95) -> 10 ka 90 (10 wins 90)'],
      ['Triple Panna', '10 ka 7,000 (10 wins 7000) -> 10 ka 6,500 (1 wins 650)'],
    ]);
  });

  it('flags a rate of 0 and a missing rate before saving', () => {
    const flags = flaggedRates(FAMILIES.starline, rows.slice(0, 3), {
      SINGLE_DIGIT_STARLINE: { bidAmount: '10', winAmount: '0' },
    });
    expect(flags).toEqual([
      { bidType: 'SINGLE_DIGIT_STARLINE', label: 'Single Digit', flag: 'zero' },
      { bidType: 'TRIPLE_PANNA_STARLINE', label: 'Triple Panna', flag: 'missing' },
    ]);
  });
});

describe('Rates screen', () => {
  it('shows each bid type of the family with its payout for ₹10', async () => {
    setup();
    const table = await screen.findByRole('table', { name: 'Starline rates' });
    const single = within(table).getByRole('row', { name: /Single Digit/ });
    expect(within(single).getByText('₹95.00')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(5);
  });

  it('asks before saving, listing the change old -> new, then sends only the changed rate', async () => {
    const view = setup();
    const win = await screen.findByRole('textbox', { name: 'Single Digit win' });
    await userEvent.clear(win);
    await userEvent.type(win, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change starline rates' });
    expect(dialog.textContent).toContain('10 ka 95 (10 wins 95) -> 10 ka 90 (10 wins 90)');
    expect(view.calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change rates' }));
    await waitFor(() => expect(view.calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = view.calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({
      rows: [{ bid_type: 'SINGLE_DIGIT_STARLINE', bid_amount: 10, win_amount: 90 }],
    });
  });

  it('flags a 0 rate on its row and does not ask to save it', async () => {
    const view = setup();
    const win = await screen.findByRole('textbox', { name: 'Double Panna win' });
    fireEvent.change(win, { target: { value: '0' } });
    expect(screen.getByRole('note').textContent).toBe(
      'Rate of 0: every win of this bid type would pay nothing',
    );
    expect(win.getAttribute('aria-invalid')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Review changes' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('alert').textContent).toContain('Double Panna');
    expect(view.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('flags a bid type the server holds no rate for', async () => {
    setup(STARLINE.slice(0, 3));
    await screen.findByRole('table', { name: 'Starline rates' });
    const triple = screen.getByRole('row', { name: /Triple Panna/ });
    expect(within(triple).getByRole('note').textContent).toBe(
      'Rate missing: players of this bid type could not be paid',
    );
  });
});
