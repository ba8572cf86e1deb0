/**
 * What declaring the slot's saved result would do, as the server's save answer says: winning bids,
 * total payout, the house's profit or loss on the session, per bid type, and the top winners. The
 * declare and delete buttons sit here, so Enter after a save goes straight to the confirmation.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { Ref } from 'react';
import { isLinkAction, type RowAction } from '../../components/actions/row-action';
import { actionMark } from '../../components/actions/use-row-actions';
import { DataGrid } from '../../components/data-grid/data-grid';
import { formatIst } from '../../components/format';
import { BID_TYPE_LABELS } from '../../components/game/family';
import { MoneyText } from '../../components/report/money-text';
import { TotalsLine } from '../../components/report/totals-line';
import { CorrectionPanel } from './correction-panel';
import { PREVIEW_WINNER_COLUMNS } from './desk-columns';
import { houseProfit, previews, type ResultRow } from './result-actions';

interface Props {
  result: ResultRow;
  actions: readonly RowAction<ResultRow>[];
  run: (action: RowAction<ResultRow>, row: ResultRow) => void;
  firstButton?: Ref<HTMLButtonElement>;
  /** The part the actions are registered under (the palette's id of each button). */
  owner: string;
}

function ActionButtons({ result, actions, run, firstButton, owner }: Props) {
  const shown = actions.filter((action) => action.when?.(result) ?? true);
  return (
    <div className="form-actions">
      {shown.map((action, index) => (
        <button
          key={action.id}
          type="button"
          ref={index === 0 ? firstButton : undefined}
          {...actionMark(owner, action)}
          // Only what changes the result is red: Preview and History read.
          className={
            action.id === 'declare'
              ? 'primary'
              : action.id === 'preview' || isLinkAction(action)
                ? undefined
                : 'danger'
          }
          onClick={() => run(action, result)}
        >
          {typeof action.label === 'function' ? action.label(result) : action.label}
          {action.shortcut ? <kbd>{action.shortcut}</kbd> : null}
        </button>
      ))}
    </div>
  );
}

export function PreviewPanel(props: Props) {
  useSignals();
  const { result } = props;
  const preview = previews.value.get(result.resultId);
  if (result.status === 'DECLARED') {
    return (
      <section className="preview-panel declared" aria-label="Declared result">
        <p>
          <strong>{result.display}</strong> declared by {result.declaredBy ?? '—'} at{' '}
          {formatIst(result.declaredAt)}
        </p>
        <TotalsLine
          label="Declared result totals"
          items={[
            { label: 'Total bid', value: result.totalBid },
            { label: 'Paid to winners', value: result.totalWin },
            {
              label: 'House profit/loss',
              value: Math.round((result.totalBid - result.totalWin) * 100) / 100,
            },
          ]}
        />
        <ActionButtons {...props} />
        <CorrectionPanel result={result} />
      </section>
    );
  }
  if (result.status === 'REVERTED') {
    return (
      <section className="preview-panel" aria-label="Reverted result">
        <p>
          <strong>{result.display}</strong> was reverted at {formatIst(result.revertedAt)}: its bids are
          pending again. Enter the corrected result above.
        </p>
      </section>
    );
  }
  return (
    <section className="preview-panel" aria-label="Settlement preview">
      <p>
        Saved, not declared: <strong>{result.display}</strong>
        {preview ? ' — if declared now:' : ' — preview it to see what declaring would pay.'}
      </p>
      {preview ? (
        <>
          <TotalsLine
            label="If declared now"
            items={[
              { label: 'Winning bids', value: preview.winners, kind: 'count' },
              { label: 'Total payout', value: preview.totalPayout },
              { label: 'Total bid', value: preview.totalBid },
              { label: 'House profit/loss', value: houseProfit(preview) },
            ]}
          />
          {preview.byBidType.length > 0 ? (
            <table className="compact-table">
              <caption>By bid type</caption>
              <thead>
                <tr>
                  <th scope="col">Bid type</th>
                  <th scope="col">Winning bids</th>
                  <th scope="col">Payout</th>
                </tr>
              </thead>
              <tbody>
                {preview.byBidType.map((row) => (
                  <tr key={row.bidType}>
                    <th scope="row">{BID_TYPE_LABELS[row.bidType]}</th>
                    <td>{row.winners.toLocaleString('en-IN')}</td>
                    <td>
                      <MoneyText value={row.payout} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
        </>
      ) : null}
      <ActionButtons {...props} />
      {preview && preview.topWinners.length > 0 ? (
        <DataGrid
          label="Top winners if declared"
          rows={preview.topWinners}
          columns={PREVIEW_WINNER_COLUMNS}
          rowId={(row) => String(row.bidId)}
          status="ok"
          exportName={`top-winners-${result.resultId}`}
        />
      ) : null}
    </section>
  );
}
