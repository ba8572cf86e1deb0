import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { sayIfRedirecting } from '../../app/errors';
import { useServices } from '../../app/services';
import { SessionList } from '../../components/account/session-list';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
import { Modal } from '../../components/modal';
import { readSignedInEmployee } from '../../state/session';
import type { ScreenProps } from '../screen-types';
import { EMPLOYEE_ACTIONS, EMPLOYEE_SCREEN_ACTIONS, type EmployeeRow } from './employee-actions';

const list = defineList('employees.list', {
  filters: [
    {
      key: 'isActive',
      kind: 'tabs',
      label: 'Employee state',
      initial: 'true',
      options: [
        { value: 'true', label: 'Active' },
        { value: 'false', label: 'Inactive' },
      ],
    },
    { key: 'search', kind: 'search', label: 'Search employees', placeholder: 'Username or name' },
  ],
  columns: [
    { field: 'username', header: 'Username', width: 160 },
    { field: 'fullName', header: 'Name', flex: 2 },
    { field: 'isAdmin', header: 'Admin', kind: 'bool', width: 90 },
    {
      field: 'permission',
      header: 'Permissions',
      flex: 1,
      text: (row: EmployeeRow) => (row.isAdmin ? 'All' : `${row.permission.length} keys`),
    },
    { field: 'fingerprintEnforced', header: 'Approved browsers only', kind: 'bool', width: 190 },
    { field: 'secondFactorEnrolled', header: 'Two-factor', kind: 'bool', width: 120 },
    { field: 'secondFactorRequired', header: 'Two-factor required', kind: 'bool', width: 170, hidden: true },
    { field: 'lastLoginAt', header: 'Last login', kind: 'datetime', width: 185 },
    { field: 'createdAt', header: 'Created', kind: 'datetime', width: 185, hidden: true },
  ],
  rowId: (row) => String(row.employeeId),
});

/** Employees: staff accounts, their permission keys, activation, passwords and browser enforcement. */
export default function EmployeesScreen(_: ScreenProps) {
  const { client } = useServices();
  // Who is signed in, so one's own row offers no deactivation (a failed read leaves every row's offered).
  useEffect(() => {
    readSignedInEmployee(client).catch(sayIfRedirecting);
  }, [client]);
  return (
    <>
      <ListScreen
        list={list}
        label={(values) => (values.isActive === 'false' ? 'Inactive employees' : 'Active employees')}
        rowLabel={(row) => row.username}
        actions={EMPLOYEE_ACTIONS}
        screenActions={EMPLOYEE_SCREEN_ACTIONS}
        emptyText="No employees here"
      />
      <EmployeeSessions />
    </>
  );
}

/** ?sessionsOf=<employee_id> (the Sessions… action): that employee's live sessions, each one endable. */
function EmployeeSessions() {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const employeeId = Number(params.get('sessionsOf'));
  if (!Number.isInteger(employeeId) || employeeId <= 0) return null;
  const username = params.get('sessionsUser') ?? `employee ${employeeId}`;
  const close = () => {
    params.delete('sessionsOf');
    params.delete('sessionsUser');
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  };
  return (
    <Modal title={`Sessions of ${username}`} onClose={close} wide>
      <SessionList employee={{ employeeId, username }} />
    </Modal>
  );
}
