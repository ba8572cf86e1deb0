/**
 * The slot's late bids before Declare (issue 26): bids placed after the slot's bids closed or after a
 * result of it was saved. Shown as they are (count, stake, players and the list); staff decide what to do
 * with them (Revert bids refunds the ones they select). Declaring settles them like any other bid; the
 * declare confirmation repeats the count (lateBidCounts).
 */
import type { Schemas } from '@backoffice/sdk';
import { signal } from '@preact/signals-react';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { counted, formatIst, formatMoney } from '../../components/format';
import { BID_TYPE_LABELS, type FamilyInfo } from '../../components/game/family';
import { LATE_REASON, lateBy } from '../../components/game/late-bids';
import { LoadError } from '../../components/load-error';
import { useOperation } from '../../components/use-operation';
import type { Slot } from './desk-query';

type LateBidList = Schemas['LateBidList'];

/** Pending late bids per slot ("providerId|date|session"), as the desk last read them. */
export const lateBidCounts = signal<ReadonlyMap<string, number>>(new Map());

export const slotKeyOf = (s: { providerId: number; gameDate: string; session?: string | null }) =>
  `${s.providerId}|${s.gameDate}|${s.session ?? ''}`;

export function LateBidsPanel({
  info,
  slot,
  revertHref,
}: {
  info: FamilyInfo;
  slot: Slot;
  revertHref: string;
}) {
  const read = useOperation<LateBidList>(
    'integrity.lateBids',
    {
      type: info.family,
      providerId: slot.providerId,
      startDate: slot.gameDate,
      endDate: slot.gameDate,
      ...(slot.session ? { session: slot.session } : {}),
      bidStatus: 'PENDING',
      perPage: 50,
    },
    ['results.declare', 'bids.revertSelected', 'bids.revertProvider'],
  );
  const key = slotKeyOf(slot);
  const count = read.data?.totals.count;
  useEffect(() => {
    if (count !== undefined) lateBidCounts.value = new Map(lateBidCounts.value).set(key, count);
  }, [key, count]);

  if (read.status === 'error' && !read.data)
    return <LoadError message={read.message} onRetry={read.reload} />;
  if (!read.data)
    return (
      <p className="muted" aria-busy="true">
        Checking for late bids…
      </p>
    );
  const { rows, totals } = read.data;
  if (totals.count === 0)
    return (
      <p className="muted" role="status">
        No late bids in this slot.
      </p>
    );
  return (
    <section className="panel late-bids" aria-label="Late bids">
      <h3>
        {counted(totals.count, 'late bid')} · stake {formatMoney(totals.stake)} ·{' '}
        {counted(totals.players, 'player')}
      </h3>
      <p className="muted">
        Placed after this slot's bids closed or after its result was saved. Declaring settles them with the
        rest; to refund some first, <Link href={revertHref}>select them under Revert bids</Link>.
      </p>
      <table className="game-table" aria-label="Late bids of this slot">
        <thead>
          <tr>
            <th scope="col">Bid</th>
            <th scope="col">Player</th>
            <th scope="col">Bid type</th>
            <th scope="col">Digit</th>
            <th scope="col" className="num">
              Stake
            </th>
            <th scope="col">Placed</th>
            <th scope="col">Late</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((bid) => (
            <tr key={bid.bidId}>
              <td className="num">{bid.bidId}</td>
              <td>
                {bid.fullName} <span className="muted">#{bid.userId}</span>
              </td>
              <td>{BID_TYPE_LABELS[bid.bidType]}</td>
              <td>{bid.digit}</td>
              <td className="num">{formatMoney(bid.amount)}</td>
              <td>{formatIst(bid.placedAt)}</td>
              <td>
                {lateBy(bid.lateBySeconds)} {bid.reasons.map((r) => LATE_REASON[r].after).join(' and ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {totals.count > rows.length ? (
        <p className="muted">
          The {rows.length} most recent are shown; the totals count all {totals.count}.
        </p>
      ) : null}
    </section>
  );
}
