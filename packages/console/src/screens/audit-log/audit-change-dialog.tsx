import { formatIst } from '../../components/format';
import { Modal } from '../../components/modal';
import { fieldChanges } from './audit-diff';
import type { AuditRow } from './audit-types';
import { recordName } from './audit-types';

/** One audit row in full: who, when, why, and each field before and after (changed fields marked). */
export function AuditChangeDialog({ row, onClose }: { row: AuditRow; onClose: () => void }) {
  const changes = fieldChanges(row.before, row.after);
  return (
    <Modal title={`${row.action} on ${recordName(row)}`} onClose={onClose} wide>
      <dl className="details-grid">
        <div>
          <dt>When</dt>
          <dd>{formatIst(row.createdAt)}</dd>
        </div>
        <div>
          <dt>Who</dt>
          <dd>{row.username ?? 'System'}</dd>
        </div>
        <div>
          <dt>Reason</dt>
          <dd>{row.reason ?? '—'}</dd>
        </div>
      </dl>
      <table className="audit-diff">
        <caption>Before and after</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Before</th>
            <th scope="col">After</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.field} data-changed={change.changed || undefined}>
              <th scope="row">
                {change.label}
                {change.changed ? <span className="visually-hidden"> (changed)</span> : null}
              </th>
              <td>{change.before}</td>
              <td>{change.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Modal>
  );
}
