/**
 * The hash chains' line on the Books screen (issue 40): "Ledger chain verified to #N at 14:02 · last
 * checkpoint 4 min ago · head 9f3c…", or the first bad position. Only for staff holding risk.chainVerify
 * on a host that offers integrity.chains; the rest of the screen does not depend on it.
 */
import type { Schemas } from '@backoffice/sdk';
import { useSignals } from '@preact/signals-react/runtime';
import { holdsAny } from '../../app/permissions';
import { formatIst } from '../../components/format';
import { LoadPanel } from '../../components/load-panel';
import { useOperation } from '../../components/use-operation';
import { isOffered } from '../../state/host';
import { sessionSignal } from '../../state/session';

type Report = Schemas['ChainsReport'];
type Verdict = Report['chains'][number];

const CHAIN_TEXT: Readonly<Record<Verdict['chain'], string>> = { ledger: 'Ledger', audit: 'Audit trail' };

export const PROBLEM_TEXT: Readonly<Record<NonNullable<Verdict['problem']>['kind'], string>> = {
  'changed-row': 'a row was changed',
  'missing-row': 'a row is missing',
  'inserted-row': 'a row was inserted',
  reordered: 'two rows were swapped',
  'broken-link': 'a link was rewritten',
  'missing-link': 'a link is missing',
  truncated: 'the newest rows are gone (shorter than a checkpoint)',
  'checkpoint-mismatch': 'history differs from a signed checkpoint',
};

const grouped = (n: number) => n.toLocaleString('en-IN');

/** "4 min ago", from the server's instant and this machine's clock. */
function ago(instant: string | null, now: number): string {
  if (!instant) return 'no checkpoint yet';
  const minutes = Math.max(0, Math.round((now - Date.parse(instant)) / 60_000));
  return `last checkpoint ${minutes < 1 ? 'just now' : `${grouped(minutes)} min ago`}`;
}

function chainLine(v: Verdict, report: Report): string {
  const name = CHAIN_TEXT[v.chain];
  const tail = `${ago(report.lastCheckpointAt, Date.now())} · head ${v.head.slice(0, 4)}…`;
  if (!v.problem)
    return `${name} chain verified to #${grouped(v.verifiedTo)} at ${formatIst(report.verifiedAt)} · ${tail}`;
  const p = v.problem;
  const detail = p.kind === 'changed-row' && p.columns.length ? ` (${p.columns.join(', ')})` : '';
  return `${name} chain BROKEN at #${grouped(p.position)}: ${PROBLEM_TEXT[p.kind]}${detail}${p.rowId ? `, row ${p.rowId}` : ''} · verified to #${grouped(v.verifiedTo)} at ${formatIst(report.verifiedAt)} · ${tail}`;
}

function Panel() {
  const read = useOperation<Report | null>('integrity.chains', {}, [
    'integrity.verifyChains',
    'integrity.checkpointChains',
  ]);
  if (read.status !== 'ok' && read.data === undefined) return <LoadPanel read={read} onRetry={read.reload} />;
  const report = read.data;
  return (
    <section className="panel books-verdict" aria-label="Hash chains">
      <h2>
        Hash chains{' '}
        {report ? (
          <span className={`state-badge ${report.ok ? 'verdict-pass' : 'verdict-fail'}`}>
            {report.ok ? 'verified' : 'broken'}
          </span>
        ) : null}
      </h2>
      {report ? (
        <ul aria-label="Chain verdicts">
          {report.chains.map((v) => (
            <li key={v.chain}>{chainLine(v, report)}</li>
          ))}
        </ul>
      ) : (
        <p className="muted">
          Not verified yet. Verify the chains now (Alt+Shift+V) to recompute every ledger and audit row.
        </p>
      )}
    </section>
  );
}

export function ChainVerdictPanel() {
  useSignals();
  const held = sessionSignal.value?.permission;
  if (!holdsAny(held, ['risk.chainVerify']) || !isOffered('integrity.chains')) return null;
  return <Panel />;
}
