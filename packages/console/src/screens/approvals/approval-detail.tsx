/**
 * One request beside what it would do now: the preview the maker's call had when it was made, next to
 * the same preview read now (a difference makes approving it stale), the blind entries and the outcome.
 */
import type { Schemas } from '@backoffice/sdk';
import { formatMoney } from '../../components/format';
import { useOperation } from '../../components/use-operation';
import { type Preview, previewChanges } from './preview-changes';

type Detail = Schemas['ApprovalRequestDetail'];

const LABELS: Record<string, string> = {
  balanceBefore: 'Balance before',
  balanceAfter: 'Balance after',
  totalPayout: 'Total payout',
  totalBid: 'Total bid',
  winTakenBack: 'Wins taken back',
  settledBids: 'Settled bids',
  refund: 'Refund',
};

const MONEY = new Set([
  'amount',
  'balanceBefore',
  'balanceAfter',
  'totalPayout',
  'totalBid',
  'winTakenBack',
  'refund',
  'total',
]);

function words(key: string): string {
  return LABELS[key] ?? key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

function show(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (MONEY.has(key) && typeof value === 'number') return formatMoney(value);
  if (Array.isArray(value))
    return value.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ') || 'none';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function PreviewList({ label, preview }: { label: string; preview: Record<string, unknown> | null }) {
  return (
    <section className="approval-preview" aria-label={label}>
      <h3>{label}</h3>
      {preview ? (
        <dl className="details-grid">
          {Object.entries(preview).map(([key, value]) => (
            <div key={key}>
              <dt>{words(key)}</dt>
              <dd>{show(key, value)}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="muted">No longer applies as sent.</p>
      )}
    </section>
  );
}

/** Whether approving now would apply or go stale, and what changed: the server compares the same way. */
function staleness(asked: Preview | null, now: Preview | null): string {
  if (!asked || !now) return 'No longer applies as asked: approving it makes it stale';
  const changes = previewChanges(asked, now);
  if (changes.length === 0) return 'Unchanged since it was asked';
  const said = changes.map((c) => `${words(c.key)} ${show(c.key, c.before)} → ${show(c.key, c.now)}`);
  return `Changed since it was asked (${said.join('; ')}): approving it makes it stale`;
}

export function ApprovalDetail({ requestId }: { requestId: number }) {
  const read = useOperation<Detail>('approvals.get', { requestId }, ['approvals.list', 'approvals.approve']);
  if (!read.data) return read.status === 'error' ? <p role="alert">{read.message}</p> : <p>Loading...</p>;
  const r = read.data;
  const same = r.state === 'PENDING' ? staleness(r.preview, r.currentPreview) : null;
  return (
    <section className="approval-detail" aria-label={`Request #${r.requestId}`}>
      <h2>
        Request #{r.requestId}: {r.summary}
      </h2>
      <p>
        {r.actionLabel} · asked by {r.makerName} · {r.state}
        {r.checkerName ? ` · decided by ${r.checkerName}` : ''}
        {r.reason ? ` · ${r.reason}` : ''}
      </p>
      {r.blind && r.state === 'PENDING' ? (
        <p className="approval-notice" role="note">
          Blind re-entry: type the result yourself to approve; the maker's entry is not shown.
        </p>
      ) : null}
      <div className="approval-previews">
        <PreviewList label="When asked" preview={r.preview} />
        {r.state === 'PENDING' ? <PreviewList label="Now" preview={r.currentPreview} /> : null}
      </div>
      {same ? <p role="status">{same}</p> : null}
      {r.entries.length ? (
        <section aria-label="Blind entries">
          <h3>Blind entries</h3>
          <ul>
            {r.entries.map((e) => (
              <li key={`${e.createdAt}-${e.value}`}>
                {e.fullName} typed {e.value}: {e.matched ? 'matched' : 'did not match'}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}
