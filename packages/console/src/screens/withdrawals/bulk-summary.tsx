import { useSignals } from '@preact/signals-react/runtime';
import { bulkOutcome } from './bulk-actions';

/** What the last bulk action did: how many succeeded, and each refused request with its reason. */
export function BulkSummary() {
  useSignals();
  const outcome = bulkOutcome.value;
  if (!outcome) return null;
  const total = outcome.updated.length + outcome.failed.length;
  return (
    <section className="bulk-summary" aria-label="Bulk result">
      <p>
        {outcome.verb}: {outcome.updated.length} of {total} succeeded, {outcome.failed.length} refused
      </p>
      {outcome.failed.length > 0 ? (
        <ul>
          {outcome.failed.map((f) => (
            <li key={f.requestId}>
              #{f.requestId}: {f.msg}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
