import type { QueueRow } from './queue-list';

const HINT_TEXT: Record<QueueRow['riskHints'][number], string> = {
  FIRST_WITHDRAWAL: 'First withdrawal',
  SHARED_ACCOUNT: 'Account shared',
  LARGE_VS_DEPOSITS: 'More than deposits',
};

/** The approver's risk hints as words (never colour alone). */
export function RiskHints({ row }: { row: QueueRow }) {
  if (row.riskHints.length === 0) return <span className="muted">None</span>;
  return (
    <ul className="risk-hints" aria-label="Risk hints">
      {row.riskHints.map((hint) => (
        <li key={hint} className="badge warn">
          {hint === 'SHARED_ACCOUNT' ? `${HINT_TEXT[hint]} (${row.accountPlayers} other)` : HINT_TEXT[hint]}
        </li>
      ))}
    </ul>
  );
}
