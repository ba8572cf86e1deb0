import { useSignals } from '@preact/signals-react/runtime';
import { formatMoney } from '../../components/format';
import { corrections } from './correction-actions';
import type { ResultRow } from './result-actions';

/** The last previewed correction of a declared result: who flips, by how much, who goes below zero. */
export function CorrectionPanel({ result }: { result: ResultRow }) {
  useSignals();
  const p = corrections.value.get(result.resultId);
  if (!p) return null;
  return (
    <section className="correction-panel" aria-label="Correction preview">
      <h3>
        Correcting {p.from ?? result.digit} to {p.to}: {p.playerCount} players, {p.flippedBids} bids change;{' '}
        {formatMoney(p.totalDifference)} in all
      </h3>
      {p.belowZero.length ? (
        <div role="alert">
          <p>These players' balance is below the wins to take back: the correction cannot be applied.</p>
          <ul>
            {p.belowZero.map((s) => (
              <li key={s.userId}>
                {s.fullName} (user {s.userId}): balance {formatMoney(s.balance)}, wins to take back{' '}
                {formatMoney(s.winTakenBack)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {p.players.length ? (
        <table className="queue-table" aria-label="Players whose outcome changes">
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col">Bids</th>
              <th scope="col">Win before</th>
              <th scope="col">Win after</th>
              <th scope="col">Difference</th>
              <th scope="col">Balance after</th>
            </tr>
          </thead>
          <tbody>
            {p.players.map((pl) => (
              <tr key={pl.userId}>
                <td>
                  {pl.fullName} <span className="muted">(user {pl.userId})</span>
                </td>
                <td className="num">{pl.bids}</td>
                <td className="num">{formatMoney(pl.winBefore)}</td>
                <td className="num">{formatMoney(pl.winAfter)}</td>
                <td className="num">{formatMoney(pl.difference)}</td>
                <td className="num">{formatMoney(pl.balanceAfter)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </section>
  );
}
