/** One session's latest settlement check: the offending bids and ledger entries, named. */
import type { Schemas } from '@backoffice/sdk';
import { counted, formatIst, formatMoney } from '../../components/format';
import { LoadPanel } from '../../components/load-panel';
import { Modal } from '../../components/modal';
import { useOperation } from '../../components/use-operation';

type Detail = Schemas['SessionCheckDetail'];
type Problem = Schemas['SessionProblem'];

const KIND_TEXT: Readonly<Record<Problem['kind'], string>> = {
  UNSETTLED_BID: 'left pending',
  WRONG_OUTCOME: 'won or lost against its digit',
  WRONG_WIN_AMOUNT: 'win is not stake × rate',
  MISSING_WIN_ENTRY: 'win has no ledger entry',
  SETTLED_TWICE: 'settled twice (more than one win entry)',
  WRONG_ENTRY_AMOUNT: 'ledger entry differs from the win',
  ENTRY_WITHOUT_WIN: 'ledger entry for a bid that did not win',
  TOTAL_MISMATCH: 'entries differ from the total win',
  BID_STILL_SETTLED: 'still marked settled after the revert',
  REVERT_NOT_CANCELLED: "revert's entries do not cancel the win",
};

const money = (value: number | null) => (value === null ? '—' : formatMoney(value));

export function SessionProblemsDialog({ resultId, onClose }: { resultId: number; onClose: () => void }) {
  const read = useOperation<Detail>('integrity.sessionCheck', { resultId }, ['integrity.checkSession']);
  const d = read.data;
  const title = d
    ? `Check of ${d.session.providerName}${d.session.session ? ` ${d.session.session}` : ''} ${d.session.gameDate}`
    : 'Settlement check';
  return (
    <Modal title={title} onClose={onClose} wide>
      {!d ? (
        <LoadPanel read={read} onRetry={read.reload} />
      ) : (
        <>
          <p>
            {d.session.resultStatus === 'DECLARED' ? 'Declared' : 'Reverted'} {d.session.display}:{' '}
            {counted(d.session.bids, 'bid')}, {counted(d.session.winners, 'winner')}, total win{' '}
            {formatMoney(d.session.totalWin)}, entries {formatMoney(d.session.entriesTotal)}.{' '}
            {d.session.checkedAt ? `Checked ${formatIst(d.session.checkedAt)}.` : 'Never checked.'}
          </p>
          {d.problems.length === 0 ? (
            <p role="status">
              {d.session.verdict === 'PASS'
                ? 'Every bid settled once, every win paid exactly.'
                : 'No problems kept.'}
            </p>
          ) : (
            <table className="game-table" aria-label="Problems found">
              <thead>
                <tr>
                  <th scope="col">Problem</th>
                  <th scope="col">Bid</th>
                  <th scope="col">Entry</th>
                  <th scope="col">Player</th>
                  <th scope="col" className="num">
                    Expected
                  </th>
                  <th scope="col" className="num">
                    Found
                  </th>
                </tr>
              </thead>
              <tbody>
                {d.problems.map((p) => (
                  <tr key={`${p.kind}-${p.bidId ?? ''}-${p.entryId ?? ''}`}>
                    <td>{KIND_TEXT[p.kind]}</td>
                    <td className="num">{p.bidId ?? '—'}</td>
                    <td className="num">{p.entryId ?? '—'}</td>
                    <td>{p.userId ? `#${p.userId}` : '—'}</td>
                    <td className="num">{money(p.expected)}</td>
                    <td className="num">{money(p.actual)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {d.session.problemCount > d.problems.length ? (
            <p className="muted">
              The first {d.problems.length} of {d.session.problemCount} problems are shown.
            </p>
          ) : null}
        </>
      )}
    </Modal>
  );
}
