/**
 * What staff do with a result: preview (save again to read the settlement), declare, change (revert)
 * and delete a saved one. Money moves ask first with the result, the payout and who is affected, and
 * carry one Idempotency-Key per intent (the kit's intents); the server's answer is what is shown.
 */

import type { Schemas } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';
import { newIntent, pendingIntent } from '../../components/actions/action-runner';
import { historyAction } from '../../components/actions/history-action';
import type { RowAction } from '../../components/actions/row-action';
import { rowActions } from '../../components/actions/row-action';
import { counted, formatMoney } from '../../components/format';
import type { FamilyInfo } from '../../components/game/family';
import { correctionActions } from './correction-actions';
import { type Slot, slotInput } from './desk-query';
import { lateBidCounts, slotKeyOf } from './late-bids-panel';

export type ResultRow = Schemas['ResultRow'];
export type ResultPreview = Schemas['ResultPreview'];

/** The settlement each saved result would make, from the server's save answer, by result id. */
export const previews = signal<ReadonlyMap<number, ResultPreview>>(new Map());

export function rememberPreview(data: unknown): void {
  const saved = data as Schemas['ResultSaveData'];
  previews.value = new Map(previews.value).set(saved.result.resultId, saved.preview);
}

/** The house's profit (negative: loss) on the slot's bids if the preview's result is declared. */
export const houseProfit = (preview: ResultPreview) =>
  Math.round(preview.totalBid * 100 - preview.totalPayout * 100) / 100;

/** "Kalyan Open 123-6" / "Starline 10 AM 123-6" / "Jackpot 1 PM 45". */
export const resultName = (r: ResultRow) => `${r.providerName}${r.session ? ` ${r.session}` : ''} ${r.digit}`;

const slotDetails = (r: ResultRow): [string, string][] => [
  ['Provider', r.providerName],
  ['Date', r.gameDate],
  ...(r.session ? ([['Session', r.session]] as [string, string][]) : []),
  ['Result', r.digit],
];

/** The slot a result is the result of. */
const slotOfResult = (r: ResultRow): Slot => ({
  providerId: r.providerId,
  gameDate: r.gameDate,
  ...(r.session ? { session: r.session } : {}),
});

/** The save input that gives this result again (a save replaces the slot's SAVED result). */
export function saveInputOf(info: FamilyInfo, r: ResultRow) {
  return {
    ...slotOfResult(r),
    providerType: info.providerType,
    ...(info.result === 'panna' ? { panna: r.panna ?? '' } : { digit: r.digit }),
  };
}

/** The totals of the slot's winning bids: what reverting takes back, from how many players. */
export type WinnerTotals = Schemas['WinnerTotals'];

/** The totals of a `results.winners` answer (the whole winning set, whatever page was asked). */
export const winnerTotals = (answer: unknown): WinnerTotals => (answer as Schemas['WinnerList']).totals;

const act = rowActions<ResultRow>({ invalidates: ['results.list', 'results.report', 'results.winners'] });
const BID_READS = [
  'results.bids',
  'results.bidSummary',
  'results.bidDigitSummary',
  'results.bidsByUser',
  'bids.revertList',
];

/** The result actions; `onDeclared` lets the desk show the winners once a declare succeeds. */
export function resultActions(info: FamilyInfo, onDeclared: (r: ResultRow) => void): RowAction<ResultRow>[] {
  const declare = act({
    op: 'results.declare',
    id: 'declare',
    label: 'Declare result…',
    keywords: ['settle', 'pay', 'winners'],
    shortcut: 'Alt+D',
    when: (r) => r.status === 'SAVED' && previews.value.has(r.resultId),
    confirm: (r) => {
      const preview = previews.value.get(r.resultId);
      const payout = formatMoney(preview?.totalPayout ?? 0);
      const late = lateBidCounts.value.get(slotKeyOf(r));
      const lateLine = late
        ? ` ${counted(late, 'late bid')} ${late === 1 ? 'is' : 'are'} settled with them.`
        : '';
      return {
        title: `Declare ${resultName(r)}`,
        message: `Declare ${r.digit} for ${r.providerName}${r.session ? ` ${r.session}` : ''} on ${r.gameDate}? ${preview?.winners ?? 0} winning bids are paid ${payout} in all.${lateLine}`,
        details: [
          ...slotDetails(r),
          ['Late bids', late === undefined ? 'not checked' : String(late)],
          ['Winning bids', String(preview?.winners ?? 0)],
          ['Total payout', payout],
          ['House profit/loss', preview ? formatMoney(houseProfit(preview)) : '—'],
        ],
        confirmLabel: 'Declare',
      };
    },
    input: (r) => ({ resultId: r.resultId }),
    invalidates: BID_READS,
    after: (_, r) => onDeclared(r),
  });
  return [
    declare,
    // Alt+D on a SAVED result whose settlement this console has not read yet (saved earlier, or in
    // another tab): read it first (saving the same result again moves nothing), then ask with its figures.
    act({
      op: 'results.save',
      id: 'declare-after-preview',
      label: 'Declare result… (reads the settlement first)',
      keywords: ['settle', 'pay', 'winners', 'declare'],
      shortcut: 'Alt+D',
      when: (r) => r.status === 'SAVED' && !previews.value.has(r.resultId),
      input: (r) => saveInputOf(info, r),
      success: () => 'Settlement read: confirm the declaration',
      after: (data) => {
        rememberPreview(data);
        // The declaration asks about the result the server just read (the same slot and row).
        pendingIntent.value = newIntent(declare, (data as Schemas['ResultSaveData']).result);
      },
    }),
    act({
      op: 'results.save',
      id: 'preview',
      label: 'Preview settlement',
      keywords: ['save', 'winners', 'payout', 'profit'],
      shortcut: 'Alt+P',
      when: (r) => r.status === 'SAVED',
      input: (r) => saveInputOf(info, r),
      success: () => 'Result saved successfully',
      after: rememberPreview,
    }),
    act({
      op: 'results.revert',
      id: 'revert',
      label: 'Change (revert) result…',
      keywords: ['change', 'undo', 'take back', 'revert'],
      shortcut: 'Alt+R',
      when: (r) => r.status === 'DECLARED',
      form: {
        title: (r) => `Change (revert) ${resultName(r)}`,
        fields: [{ key: 'reason', label: 'Reason', kind: 'textarea' }],
        submitLabel: 'Review',
        load: {
          op: 'results.winners',
          // Only the totals are read: they count every winning bid, so one row is enough.
          input: (r) => ({ ...slotInput(info, slotOfResult(r)), perPage: 1 }),
          values: (answer: never) => ({ reason: '', winners: winnerTotals(answer) }),
        },
      },
      confirm: (r, values) => {
        const winners = values.winners as WinnerTotals | undefined;
        const takenBack = formatMoney(winners?.winAmount ?? r.totalWin);
        const from = winners
          ? ` from ${counted(winners.playerCount, 'player')} (${counted(winners.bidCount, 'winning bid')})`
          : '';
        return {
          title: `Revert ${resultName(r)}`,
          message: `Take back ${takenBack}${from} and put the bids of ${r.providerName}${r.session ? ` ${r.session}` : ''} on ${r.gameDate} back to pending?`,
          details: [
            ...slotDetails(r),
            ['Taken back', takenBack],
            ...(winners
              ? ([
                  ['Players', winners.playerCount.toLocaleString('en-IN')],
                  ['Winning bids', winners.bidCount.toLocaleString('en-IN')],
                ] as [string, string][])
              : []),
            ['Reason', String(values.reason ?? '')],
          ],
          confirmLabel: 'Revert result',
          danger: true,
        };
      },
      input: (r, values) => ({ resultId: r.resultId, reason: String(values.reason ?? '').trim() }),
      invalidates: BID_READS,
    }),
    act({
      op: 'results.deleteSaved',
      id: 'delete',
      label: 'Delete saved result…',
      keywords: ['remove', 'discard'],
      shortcut: 'Alt+Delete',
      when: (r) => r.status === 'SAVED',
      confirm: (r) => ({
        title: `Delete ${resultName(r)}`,
        message: `Delete the saved result ${r.digit} of ${r.providerName}${r.session ? ` ${r.session}` : ''} on ${r.gameDate}? No money moves.`,
        confirmLabel: 'Delete',
        danger: true,
      }),
      input: (r) => ({ resultId: r.resultId }),
    }),
    ...correctionActions(info),
    historyAction<ResultRow>('result', (r) => r.resultId),
  ];
}
