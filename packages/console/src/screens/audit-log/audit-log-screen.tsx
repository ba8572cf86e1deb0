import { ENUMS } from '@backoffice/sdk';
import { Link, useLocation, useSearch } from 'wouter';
import type { LinkAction } from '../../components/actions/row-action';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import { useOperation } from '../../components/use-operation';
import type { ScreenProps } from '../screen-types';
import { AuditChangeDialog } from './audit-change-dialog';
import { changeSummary } from './audit-diff';
import { type AuditList, type AuditRow, entityName, recordName } from './audit-types';

const answerOf = (answer: unknown) => answer as AuditList | undefined;

const list = defineList('audit.list', {
  filters: [
    {
      key: 'employeeId',
      kind: 'select',
      label: 'Employee',
      anyLabel: 'Every employee',
      options: (answer) =>
        (answerOf(answer)?.employees ?? []).map((e) => ({ value: String(e.employeeId), label: e.username })),
    },
    {
      key: 'action',
      kind: 'select',
      label: 'Action',
      anyLabel: 'Every action',
      options: (answer) => (answerOf(answer)?.actions ?? []).map((a) => ({ value: a, label: a })),
    },
    {
      key: 'entity',
      kind: 'select',
      label: 'Record type',
      anyLabel: 'Every record type',
      options: ENUMS.AuditEntity.map((entity) => {
        const name = entityName(entity);
        return { value: entity, label: name.charAt(0).toUpperCase() + name.slice(1) };
      }),
    },
    { key: 'entityId', kind: 'search', label: 'Record id', placeholder: 'Record id' },
    { key: 'startDate', kind: 'date', label: 'From' },
    { key: 'endDate', kind: 'date', label: 'To' },
  ],
  columns: [
    { field: 'createdAt', header: 'When', kind: 'datetime', width: 180 },
    { field: 'username', header: 'Who', width: 110, text: (row: AuditRow) => row.username ?? 'System' },
    { field: 'action', header: 'Action', width: 215 },
    { field: 'entityId', header: 'Record', width: 170, text: (row: AuditRow) => recordName(row) },
    {
      field: 'after',
      header: 'Change',
      flex: 3,
      text: (row: AuditRow) => changeSummary(row.before, row.after),
    },
    { field: 'reason', header: 'Reason', flex: 1 },
  ],
  rowId: (row) => String(row.auditId),
});

/** The URL of this screen with one change's details open. */
function changeUrl(auditId: number): string {
  const params = new URLSearchParams(window.location.search);
  params.set('change', String(auditId));
  return `${window.location.pathname}?${params}`;
}

const ACTIONS = [
  {
    id: 'details',
    label: 'Show before and after',
    keywords: ['diff', 'details', 'change', 'open'],
    shortcut: 'Alt+O',
    href: (row: AuditRow) => changeUrl(row.auditId),
  } satisfies LinkAction<AuditRow>,
];

/** The record a history is filtered to, with a way back to the whole trail. */
function HistoryHeading({ entity, entityId }: { entity: string; entityId: string }) {
  return (
    <p className="list-intro">
      History of {entityName(entity)} {entityId}.{' '}
      <Link href="/masters/audit-log">Show the whole audit trail</Link>
    </p>
  );
}

/** The audit trail: every money or status change, who made it, when, why, and before/after. */
export default function AuditLogScreen(_: ScreenProps) {
  const search = new URLSearchParams(useSearch());
  const [location, navigate] = useLocation();
  const entity = search.get('entity');
  const entityId = search.get('entityId');
  const changeId = Number(search.get('change'));
  const closeChange = () => {
    search.delete('change');
    navigate(`${location}${search.size ? `?${search}` : ''}`);
  };
  return (
    <ListScreen
      list={list}
      label="Audit trail"
      rowLabel={(row) => `${row.action} on ${recordName(row)}`}
      actions={ACTIONS}
      onRowOpen={(row) => navigate(changeUrl(row.auditId))}
      intro={entity && entityId ? <HistoryHeading entity={entity} entityId={entityId} /> : null}
      emptyText="No changes recorded for these filters"
    >
      <ChangeOverlay changeId={changeId} onClose={closeChange} />
    </ListScreen>
  );
}

/** The change named in the URL, read by its id (so a link to one change opens it anywhere). */
function ChangeOverlay({ changeId, onClose }: { changeId: number; onClose: () => void }) {
  const read = useOperation<AuditList>('audit.list', changeId ? { auditId: changeId } : null);
  const row = changeId ? read.data?.rows[0] : undefined;
  return row && row.auditId === changeId ? <AuditChangeDialog row={row} onClose={onClose} /> : null;
}
