import type { OperationOutput, PermissionKey } from '@backoffice/sdk';
import { historyAction } from '../../components/actions/history-action';
import {
  type FieldSpec,
  type FormValues,
  type LinkAction,
  rowActions,
} from '../../components/actions/row-action';
import { isSignedInEmployee } from '../../state/session';

export type EmployeeRow = OperationOutput<'employees.list'>['rows'][number];
type PermissionKeys = OperationOutput<'employees.permissionKeys'>;

const PASSWORD_HELP = 'At least 8 characters, with a letter and a digit.';
const SELF_HELP = 'You cannot remove your own admin rights or your own Employees permission.';

/** The permission picker: the contract's keys grouped as the sidebar groups them. */
const permissionField = (keys: PermissionKeys): FieldSpec => ({
  key: 'permission',
  label: 'Permissions',
  kind: 'checks',
  options: keys.rows.map((row) => ({ value: row.key, label: row.label, group: row.group })),
});

const loadKeys = { op: 'employees.permissionKeys', input: () => ({}) };
const chosenKeys = (values: FormValues) =>
  (Array.isArray(values.permission) ? values.permission : []) as PermissionKey[];
const text = (value: unknown) => String(value ?? '').trim();

const act = rowActions<EmployeeRow>({ invalidates: ['employees.list'] });

/** Every action on a staff account: the row menu, the palette and shortcuts. */
export const EMPLOYEE_ACTIONS = [
  act({
    op: 'employees.update',
    id: 'edit',
    label: 'Edit employee…',
    keywords: ['permissions', 'name', 'admin', 'rights', 'keys'],
    shortcut: 'Alt+E',
    form: {
      title: (row) => `Edit ${row.username}`,
      fields: [],
      load: {
        ...loadKeys,
        values: (_: PermissionKeys, row: EmployeeRow) => ({
          fullName: row.fullName,
          isAdmin: row.isAdmin,
          permission: [...row.permission],
        }),
        fields: (keys: PermissionKeys) => [
          { key: 'fullName', label: 'Full name' },
          { key: 'isAdmin', label: 'Admin (every permission)', kind: 'switch', help: SELF_HELP },
          permissionField(keys),
        ],
      },
      submitLabel: 'Save employee',
    },
    input: (row, values) => ({
      employeeId: row.employeeId,
      fullName: text(values.fullName),
      isAdmin: values.isAdmin === true,
      permission: chosenKeys(values),
    }),
  }),
  act({
    op: 'employees.setStatus',
    id: 'deactivate',
    label: 'Deactivate employee…',
    keywords: ['disable', 'suspend', 'sign out', 'status'],
    shortcut: 'Alt+D',
    // The server refuses to deactivate one's own account: not offered on one's own row.
    when: (row) => row.isActive && !isSignedInEmployee(row.employeeId),
    confirm: (row) => ({
      title: `Deactivate ${row.username}`,
      message: `Deactivate ${row.fullName} (${row.username})? They are signed out now and cannot sign in until reactivated.`,
      confirmLabel: 'Deactivate',
      danger: true,
    }),
    input: (row) => ({ employeeId: row.employeeId, isActive: false }),
  }),
  act({
    op: 'employees.setStatus',
    id: 'reactivate',
    label: 'Reactivate employee…',
    keywords: ['enable', 'activate', 'status'],
    shortcut: 'Alt+D',
    when: (row) => !row.isActive,
    confirm: (row) => ({
      title: `Reactivate ${row.username}`,
      message: `Reactivate ${row.fullName} (${row.username})? They can sign in again with their password.`,
      confirmLabel: 'Reactivate',
    }),
    input: (row) => ({ employeeId: row.employeeId, isActive: true }),
  }),
  act({
    op: 'employees.resetPassword',
    id: 'reset-password',
    label: 'Reset password…',
    keywords: ['password', 'credentials', 'locked out'],
    shortcut: 'Alt+P',
    form: {
      title: (row) => `New password for ${row.username}`,
      fields: [{ key: 'password', label: 'New password', kind: 'password', help: PASSWORD_HELP }],
      submitLabel: 'Set password',
    },
    input: (row, values) => ({ employeeId: row.employeeId, password: String(values.password ?? '') }),
  }),
  act({
    op: 'fingerprints.setEnforcement',
    id: 'enforce-fingerprints',
    label: 'Require approved browsers…',
    keywords: ['fingerprint', 'browser', 'enforce', 'device'],
    shortcut: 'Alt+F',
    when: (row) => !row.fingerprintEnforced,
    confirm: (row) => ({
      title: `Require approved browsers for ${row.username}`,
      message: `${row.fullName} will sign in only from browsers approved on Browser fingerprints.`,
      confirmLabel: 'Require',
    }),
    input: (row) => ({ employeeId: row.employeeId, enabled: true }),
  }),
  act({
    op: 'fingerprints.setEnforcement',
    id: 'relax-fingerprints',
    label: 'Stop requiring approved browsers…',
    keywords: ['fingerprint', 'browser', 'enforce', 'device'],
    shortcut: 'Alt+F',
    when: (row) => row.fingerprintEnforced,
    confirm: (row) => ({
      title: `Stop requiring approved browsers for ${row.username}`,
      message: `${row.fullName} will be able to sign in from any browser.`,
      confirmLabel: 'Stop requiring',
      danger: true,
    }),
    input: (row) => ({ employeeId: row.employeeId, enabled: false }),
  }),
  {
    id: 'sessions',
    label: 'Sessions…',
    keywords: ['sessions', 'sign out', 'devices', 'end session', 'revoke'],
    shortcut: 'Alt+S',
    permission: ['masters.manageEmployee'],
    href: (row: EmployeeRow) =>
      `/masters/employees?sessionsOf=${row.employeeId}&sessionsUser=${encodeURIComponent(row.username)}`,
  } satisfies LinkAction<EmployeeRow>,
  act({
    op: 'employees.endSessions',
    id: 'end-sessions',
    label: 'End all sessions…',
    keywords: ['sign out', 'sessions', 'revoke', 'devices'],
    confirm: (row) => ({
      title: `End all sessions of ${row.username}`,
      message: `Sign ${row.fullName} (${row.username}) out everywhere now? Their next call in any browser asks them to log in again.`,
      confirmLabel: 'End all sessions',
      danger: true,
    }),
    input: (row) => ({ employeeId: row.employeeId }),
  }),
  act({
    op: 'employees.unlockSignIn',
    id: 'unlock-sign-in',
    label: 'Unlock sign-in…',
    keywords: ['locked out', 'too many attempts', 'lockout', 'unlock'],
    shortcut: 'Alt+U',
    confirm: (row) => ({
      title: `Unlock sign-in for ${row.username}`,
      message: `Forget the failed sign-ins and wrong codes of ${row.fullName} (${row.username}), so they can sign in from any browser now? Locks on attacking addresses stay.`,
      confirmLabel: 'Unlock',
    }),
    input: (row) => ({ employeeId: row.employeeId }),
  }),
  act({
    op: 'employees.setSecondFactorRequired',
    id: 'require-second-factor',
    label: 'Require a second factor…',
    keywords: ['2fa', 'totp', 'two-factor', 'authenticator', 'security'],
    shortcut: 'Alt+T',
    when: (row) => !row.secondFactorRequired,
    confirm: (row) => ({
      title: `Require a second factor of ${row.username}`,
      message: `${row.fullName} will need an authenticator code at every sign-in; without one set up, their next sign-in only lets them set it up.`,
      confirmLabel: 'Require',
    }),
    input: (row) => ({ employeeId: row.employeeId, required: true }),
  }),
  act({
    op: 'employees.setSecondFactorRequired',
    id: 'stop-requiring-second-factor',
    label: 'Stop requiring a second factor…',
    keywords: ['2fa', 'totp', 'two-factor', 'authenticator', 'security'],
    shortcut: 'Alt+T',
    when: (row) => row.secondFactorRequired,
    confirm: (row) => ({
      title: `Stop requiring a second factor of ${row.username}`,
      message: `${row.fullName} keeps a second factor already set up, but may sign in without one if they have none (unless the sign-in policy requires it).`,
      confirmLabel: 'Stop requiring',
      danger: true,
    }),
    input: (row) => ({ employeeId: row.employeeId, required: false }),
  }),
  act({
    op: 'employees.resetSecondFactor',
    id: 'reset-second-factor',
    label: 'Reset second factor…',
    keywords: ['2fa', 'lost phone', 'authenticator', 'recovery'],
    shortcut: 'Alt+R',
    when: (row) => row.secondFactorEnrolled,
    confirm: (row) => ({
      title: `Reset the second factor of ${row.username}`,
      message: `Remove the authenticator and recovery codes of ${row.fullName} (a lost phone)? They sign in with their password alone, or set up a new one if it is required.`,
      confirmLabel: 'Reset second factor',
      danger: true,
    }),
    input: (row) => ({ employeeId: row.employeeId }),
  }),
  {
    id: 'fingerprints',
    label: 'Browser fingerprints',
    keywords: ['fingerprint', 'browser', 'devices'],
    shortcut: 'Alt+B',
    permission: ['masters.manageBrowserFingerprints'],
    href: (row: EmployeeRow) => `/masters/fingerprints?employeeId=${row.employeeId}`,
  } satisfies LinkAction<EmployeeRow>,
  historyAction<EmployeeRow>('employee', (row) => row.employeeId),
];

/** Add employee: username, name, an initial password and the permission keys. */
export const EMPLOYEE_SCREEN_ACTIONS = [
  rowActions<null>({ invalidates: ['employees.list'] })({
    op: 'employees.create',
    id: 'add',
    label: 'Add employee…',
    keywords: ['new', 'create', 'staff', 'account'],
    shortcut: 'Alt+N',
    form: {
      title: 'Add employee',
      fields: [],
      load: {
        ...loadKeys,
        values: () => ({ permission: [] }),
        fields: (keys: PermissionKeys) => [
          { key: 'username', label: 'Username', placeholder: 'e.g. ravi.k' },
          { key: 'fullName', label: 'Full name' },
          { key: 'password', label: 'Initial password', kind: 'password', help: PASSWORD_HELP },
          { key: 'isAdmin', label: 'Admin (every permission)', kind: 'switch' },
          permissionField(keys),
        ],
      },
      submitLabel: 'Add employee',
    },
    input: (_, values) => ({
      username: text(values.username),
      fullName: text(values.fullName),
      password: String(values.password ?? ''),
      isAdmin: values.isAdmin === true,
      permission: chosenKeys(values),
    }),
  }),
];
