/**
 * The improbable-winner flag on a player's details (issue 26): their wins over the last 30 days against
 * what the odds of their bids give. A flag when at least 3 wins had a chance of at most 1 in 10,000.
 */
import type { Schemas } from '@backoffice/sdk';
import { useOperation } from '../../components/use-operation';

export function PlayerLuckFlag({ userId }: { userId: number }) {
  const read = useOperation<Schemas['PlayerLuckReport']>('integrity.playerLuck', { userId });
  const report = read.data;
  if (!report) return read.status === 'error' ? null : <p className="muted">Checking wins against chance…</p>;
  const { luck } = report;
  if (!luck) return <p className="muted">No settled bids in the last 30 days.</p>;
  const line = `${luck.wins} wins in ${luck.bids} settled bids (about ${luck.expectedWins.toFixed(1)} expected) since ${report.startDate}: ${luck.probabilityText} by luck.`;
  return report.flagged ? (
    <p className="flag" role="status">
      Improbable winner — {line}
    </p>
  ) : (
    <p className="muted">{line}</p>
  );
}
