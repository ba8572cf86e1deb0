import type { Db } from '../db/db.js';
import { countStaff, createStaff } from '../db/employees.js';
import { loadContract } from '../http/contract.js';

/** The fixed demo logins (demo mode only), printed at start and in the README. */
export const DEMO_STAFF = [
  { username: 'admin', password: 'Admin@123', fullName: 'Demo Admin', isAdmin: true, permission: 'all' },
  {
    username: 'viewer',
    password: 'Viewer@123',
    fullName: 'Demo Viewer',
    isAdmin: false,
    permission: ['dashboard', 'users', 'wallet.viewWallet'],
  },
  {
    // The second person of two-person control: approves what others ask for (issue 25).
    username: 'supervisor',
    password: 'Supervisor@123',
    fullName: 'Demo Supervisor',
    isAdmin: false,
    permission: [
      'dashboard',
      'users',
      'wallet.viewWallet',
      'wallet.fundRequest',
      'approvals.resultDeclare',
      'approvals.resultRevert',
      'approvals.bidRefund',
      'approvals.walletAdjust',
      'approvals.withdrawal',
      'approvals.permissionGrant',
    ],
  },
] as const;

/** Creates the demo staff when no employee exists yet (a database with real staff is left alone). */
export async function seedStaff(db: Db): Promise<void> {
  if ((await countStaff(db)) > 0) return;
  await createDemoStaff(db, DEMO_STAFF);
}

/** The demo supervisor on a demo database made before it existed (demo mode only). */
export async function seedSupervisor(db: Db): Promise<void> {
  const [taken] = await db.query("SELECT 1 FROM employees WHERE username = 'supervisor'");
  if (!taken)
    await createDemoStaff(
      db,
      DEMO_STAFF.filter((s) => s.username === 'supervisor'),
    );
}

async function createDemoStaff(db: Db, list: readonly (typeof DEMO_STAFF)[number][]): Promise<void> {
  const everyKey = loadContract().permissionKeys;
  for (const staff of list) {
    await createStaff(db, {
      username: staff.username,
      fullName: staff.fullName,
      password: staff.password,
      isAdmin: staff.isAdmin,
      permission: staff.permission === 'all' ? everyKey : staff.permission,
    });
  }
}
