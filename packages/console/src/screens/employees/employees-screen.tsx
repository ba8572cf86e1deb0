import { useEffect } from 'react';
import { sayIfRedirecting } from '../../app/errors';
import { useServices } from '../../app/services';
import { ListScreen } from '../../components/list/list-screen';
import { defineList } from '../../components/list/list-spec';
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
    <ListScreen
      list={list}
      label={(values) => (values.isActive === 'false' ? 'Inactive employees' : 'Active employees')}
      rowLabel={(row) => row.username}
      actions={EMPLOYEE_ACTIONS}
      screenActions={EMPLOYEE_SCREEN_ACTIONS}
      emptyText="No employees here"
    />
  );
}
