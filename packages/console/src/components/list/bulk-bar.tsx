import { actionLabel, type RowAction } from '../actions/row-action';
import { useRunRowAction } from '../actions/use-row-actions';

/** The rows picked for one action on them all. */
export interface Selection<Row> {
  rows: readonly Row[];
}

/** A list's bulk actions: what the bar says of the selection, and the actions on it. */
export interface BulkSpec<Row> {
  /** The bar's name ('Selected requests'). */
  label: string;
  summary: (rows: readonly Row[]) => string;
  actions: readonly RowAction<Selection<Row>>[];
  /** Before an action runs (the previous result cleared …). */
  onRun?: () => void;
}

/** The bulk bar over a list with selectable rows: the selection's summary and its actions as buttons. */
export function BulkBar<Row>({
  spec,
  rows,
  onDone,
}: {
  spec: BulkSpec<Row>;
  rows: readonly Row[];
  onDone: () => void;
}) {
  const run = useRunRowAction();
  const selection = { rows };
  return (
    <section className="bulk-bar" aria-label={spec.label}>
      <span>{spec.summary(rows)}</span>
      {spec.actions
        .filter((action) => action.when?.(selection) ?? true)
        .map((action) => (
          <button
            key={action.id}
            type="button"
            onClick={() => {
              spec.onRun?.();
              run(action, selection);
              onDone();
            }}
          >
            {actionLabel(action, selection)}
          </button>
        ))}
    </section>
  );
}
