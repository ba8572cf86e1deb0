/**
 * The revert-bid list of the slot: its PENDING bids, 50 a page, selectable in the grid (checkboxes or
 * Space on the focused row). Refund the selection, or every pending bid of the provider, date and
 * session; both ask with the count and the stake first, and the list reloads after.
 */
import type { Schemas } from '@backoffice/sdk';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ActionDef } from '../../app/actions/types';
import { startAction } from '../../components/actions/action-runner';
import { actionLabel } from '../../components/actions/row-action';
import {
  actionId,
  toActionDefs,
  useRegisterActions,
  useRunRowAction,
} from '../../components/actions/use-row-actions';
import { DataGrid } from '../../components/data-grid/data-grid';
import type { GridHandle } from '../../components/data-grid/types';
import { counted, formatMoney } from '../../components/format';
import { operationPermission } from '../../components/operations';
import { useOperation } from '../../components/use-operation';
import { offerArrivalFocus } from '../../state/arrival';
import { focusRecord } from '../../state/scope';
import {
  type BidRow,
  type PendingBids,
  revertBidAction,
  revertProviderAction,
  revertSelectedAction,
  stakeOf,
} from './bid-revert-actions';
import { BID_COLUMNS } from './desk-columns';
import { RESULT_PAGE_SIZE, slotInput } from './desk-query';
import type { ViewProps } from './exposure-views';

const OWNER = 'desk:revert-bids';
const BID_OWNER = 'bids.revertList';
const BID_DEFS = toActionDefs(BID_OWNER, [revertBidAction]);

export function RevertBidsView({
  info,
  slot,
  query,
  setQuery,
  providerName,
}: ViewProps & { providerName: string }) {
  const read = useOperation<Schemas['PendingBidList']>('bids.revertList', {
    ...slotInput(info, slot),
    currentPage: query.vpage,
    perPage: RESULT_PAGE_SIZE,
  });
  const [selected, setSelected] = useState<BidRow[]>([]);
  const run = useRunRowAction();
  const providerWise = useMemo(() => revertProviderAction(info), [info]);

  // A reload (after a refund) or another page is a new list: the selection starts over.
  const answer = read.data;
  useEffect(() => setSelected([]), [answer]);

  // Every page carries the totals of the whole pending set: the provider-wise revert states them exactly.
  const pending = useMemo<PendingBids | null>(
    () => (answer ? { ...slot, providerName, totals: answer.totals } : null),
    [answer, slot, providerName],
  );
  const selection = useMemo(() => ({ rows: selected }), [selected]);

  const defs = useMemo<ActionDef[]>(
    () => [
      {
        id: `${OWNER}.revert-selected`,
        label: actionLabel(revertSelectedAction, selection),
        keywords: revertSelectedAction.keywords ?? [],
        shortcut: revertSelectedAction.shortcut,
        permission: operationPermission(revertSelectedAction.op),
        when: () => selection.rows.length > 0,
        run: (ctx) => startAction(ctx.client, revertSelectedAction, selection),
      },
      {
        id: `${OWNER}.revert-provider`,
        label: `Revert all pending bids of ${providerName}…`,
        keywords: providerWise.keywords ?? [],
        shortcut: providerWise.shortcut,
        permission: operationPermission(providerWise.op),
        when: () => (pending?.totals.bidCount ?? 0) > 0,
        run: (ctx) => pending && startAction(ctx.client, providerWise, pending),
      },
    ],
    [selection, pending, providerName, providerWise],
  );
  useRegisterActions(OWNER, defs);
  useRegisterActions(BID_OWNER, BID_DEFS);

  // Arriving on the desk's Revert bids view (the late bids' refund link): the pending bids are the work.
  const section = useRef<HTMLElement>(null);
  const [grid, setGrid] = useState<GridHandle | null>(null);
  const listed = (answer?.rows.length ?? 0) > 0;
  useEffect(() => {
    const element = section.current;
    if (!element || !grid || !listed) return;
    return offerArrivalFocus({ kind: 'entry', element, focus: () => grid.focusFirstRow() });
  }, [grid, listed]);

  return (
    <section ref={section} aria-label="Revert bids">
      <div className="screen-toolbar">
        <span>
          {selected.length} selected · {formatMoney(stakeOf(selected))}
        </span>
        <button
          type="button"
          disabled={selected.length === 0}
          onClick={() => run(revertSelectedAction, selection)}
        >
          {actionLabel(revertSelectedAction, selection)}
        </button>
        <button
          type="button"
          className="danger"
          disabled={!pending || pending.totals.bidCount === 0}
          onClick={() => pending && run(providerWise, pending)}
        >
          {pending
            ? `Revert all ${counted(pending.totals.bidCount, 'pending bid')} of ${providerName}…`
            : `Revert all pending bids of ${providerName}…`}
        </button>
      </div>
      <DataGrid<BidRow>
        label="Pending bids to revert"
        onHandle={setGrid}
        rows={answer?.rows}
        columns={BID_COLUMNS}
        rowId={(row) => String(row.bidId)}
        status={read.status}
        error={read.status === 'error' ? read.message : undefined}
        onRetry={read.reload}
        pagination={answer?.pagination}
        onPageChange={(vpage) => setQuery({ vpage })}
        onSelectionChange={setSelected}
        onRowFocus={(row) => focusRecord(BID_OWNER, `bid ${row.bidId}`, row)}
        rowMenu={(row) => [
          {
            id: actionId(BID_OWNER, revertBidAction),
            label: `Revert bid ${row.bidId}…`,
            run: () => run(revertBidAction, row),
          },
        ]}
        rowLabel={(row) => `bid ${row.bidId}`}
        exportName={`pending-bids-${slot.gameDate}`}
        emptyText="No pending bids for this provider, date and session"
      />
    </section>
  );
}
