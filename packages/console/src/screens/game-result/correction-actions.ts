/**
 * Correct result (issue 25): the new digits of a declared result, previewed first (every player whose
 * outcome flips, the rupee difference each, those who would go below zero), then applied as one revert
 * and declare under one Idempotency-Key (held for a second person under the revert policy).
 */
import type { Schemas } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';
import type { RowAction } from '../../components/actions/row-action';
import { rowActions } from '../../components/actions/row-action';
import { counted, formatMoney } from '../../components/format';
import type { FamilyInfo } from '../../components/game/family';
import type { ResultRow } from './result-actions';

export type CorrectionPreview = Schemas['ResultCorrectionPreview'];

/** The last correction previewed for each declared result, by result id. */
export const corrections = signal<ReadonlyMap<number, CorrectionPreview>>(new Map());

const act = rowActions<ResultRow>({
  invalidates: ['results.list', 'results.report', 'results.winners', 'results.bids', 'bids.revertList'],
});

const digitsOf = (info: FamilyInfo, to: string) => (info.result === 'panna' ? { panna: to } : { digit: to });

export function correctionActions(info: FamilyInfo): RowAction<ResultRow>[] {
  const field = info.result === 'panna' ? 'panna' : 'digit';
  return [
    act({
      op: 'results.correctPreview',
      id: 'correct-preview',
      label: 'Correct result…',
      keywords: ['correct', 'wrong result', 'fix', 'typo', 'change'],
      shortcut: 'Alt+K',
      when: (r) => r.status === 'DECLARED',
      form: {
        title: (r) => `Correct ${r.providerName}${r.session ? ` ${r.session}` : ''} ${r.digit}`,
        fields: [
          {
            key: field,
            label: info.result === 'panna' ? 'Correct panna' : 'Correct digits',
            help: 'Shows every player whose outcome changes before anything moves.',
          },
        ],
        submitLabel: 'Preview correction',
      },
      input: (r, values) => ({ resultId: r.resultId, ...digitsOf(info, String(values[field] ?? '').trim()) }),
      success: () => 'Correction previewed: nothing has moved yet',
      after: (data, r) => {
        corrections.value = new Map(corrections.value).set(r.resultId, data as CorrectionPreview);
      },
    }),
    act({
      op: 'results.correct',
      id: 'correct',
      label: (r) => `Apply correction to ${corrections.value.get(r.resultId)?.to ?? ''}…`,
      keywords: ['correct', 'apply', 'fix'],
      shortcut: 'Alt+Shift+K',
      hint: 'Apply the previewed correction to the declared result',
      when: (r) => r.status === 'DECLARED' && corrections.value.get(r.resultId)?.canApply === true,
      form: {
        title: (r) => `Correct ${r.digit} to ${corrections.value.get(r.resultId)?.to ?? ''}`,
        fields: [{ key: 'reason', label: 'Reason', kind: 'textarea' }],
        submitLabel: 'Review',
      },
      confirm: (r, values) => {
        const p = corrections.value.get(r.resultId);
        const total = p?.totalDifference ?? 0;
        return {
          title: `Correct ${r.providerName}${r.session ? ` ${r.session}` : ''} to ${p?.to ?? ''}`,
          message: `Revert ${r.digit} and declare ${p?.to ?? ''} in one step? ${counted(p?.playerCount ?? 0, 'player')} change (${counted(p?.flippedBids ?? 0, 'bid')}); the players get ${formatMoney(Math.abs(total))} ${total < 0 ? 'less' : 'more'} in all.`,
          details: [
            ['From', r.digit],
            ['To', p?.to ?? ''],
            ['Players changing', String(p?.playerCount ?? 0)],
            ['Difference in all', formatMoney(total)],
            ['Reason', String(values.reason ?? '')],
          ],
          confirmLabel: 'Correct result',
          danger: true,
        };
      },
      input: (r, values) => ({
        resultId: r.resultId,
        ...digitsOf(info, corrections.value.get(r.resultId)?.to ?? ''),
        reason: String(values.reason ?? '').trim(),
      }),
      after: (_, r) => {
        const next = new Map(corrections.value);
        next.delete(r.resultId);
        corrections.value = next;
      },
    }),
  ];
}
