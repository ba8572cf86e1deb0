/** The latest whole-books verdict with its figures (the Books screen's head). */
import type { Schemas } from '@backoffice/sdk';
import { counted, formatIst, formatMoney } from '../../components/format';
import { LoadPanel } from '../../components/load-panel';
import { useOperation } from '../../components/use-operation';

type BooksVerdict = Schemas['BooksVerdict'];

const KIND_TEXT: Readonly<Record<Schemas['BooksMismatch']['kind'], string>> = {
  BALANCE_MISMATCH: 'balance differs from its entries',
  TOTAL_MISMATCH: 'all balances differ from all entries',
  SETTLED_BY_UNDECLARED: 'bid settled by a result that is not declared',
};

function mismatchLine(m: Schemas['BooksMismatch']): string {
  const who = m.userId ? `Player #${m.userId}` : m.bidId ? `Bid ${m.bidId}` : 'Books';
  const figures =
    m.balance !== null && m.entriesTotal !== null
      ? `: balance ${formatMoney(m.balance)}, entries ${formatMoney(m.entriesTotal)}`
      : '';
  return `${who} — ${KIND_TEXT[m.kind]}${figures}`;
}

export function BooksVerdictPanel() {
  const read = useOperation<BooksVerdict | null>('integrity.books', {}, ['integrity.checkBooks']);
  if (read.status !== 'ok' && read.data === undefined) return <LoadPanel read={read} onRetry={read.reload} />;
  const v = read.data;
  if (!v)
    return (
      <section className="panel books-verdict" aria-label="Whole books">
        <h2>Whole books</h2>
        <p className="muted">
          Not checked yet. Check the books now (Alt+B) to compare every balance with its entries.
        </p>
      </section>
    );
  return (
    <section className="panel books-verdict" aria-label="Whole books">
      <h2>
        Whole books{' '}
        <span className={`state-badge ${v.ok ? 'verdict-pass' : 'verdict-fail'}`}>
          {v.ok ? 'balanced' : `${counted(v.mismatchCount, 'mismatch')}`}
        </span>
      </h2>
      <dl>
        <div>
          <dt>Checked</dt>
          <dd>
            {formatIst(v.checkedAt)} ({v.cause === 'DAILY' ? 'daily' : 'on demand'}, {v.durationMs} ms)
          </dd>
        </div>
        <div>
          <dt>Wallets</dt>
          <dd>{v.wallets.toLocaleString('en-IN')}</dd>
        </div>
        <div>
          <dt>Ledger entries</dt>
          <dd>{v.entries.toLocaleString('en-IN')}</dd>
        </div>
        <div>
          <dt>Total of balances</dt>
          <dd>{formatMoney(v.balancesTotal)}</dd>
        </div>
        <div>
          <dt>Total of entries</dt>
          <dd>{formatMoney(v.entriesTotal)}</dd>
        </div>
      </dl>
      {v.mismatches.length > 0 ? (
        <ul aria-label="Mismatches">
          {v.mismatches.map((m) => (
            <li key={`${m.kind}-${m.userId ?? ''}-${m.bidId ?? ''}`}>{mismatchLine(m)}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
