import type { Db } from '../db/db.js';
import { countStaff, createStaff } from '../domain/staff-accounts.js';
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
] as const;

/** Creates the demo staff when no employee exists yet (a database with real staff is left alone). */
export async function seedStaff(db: Db): Promise<void> {
  if ((await countStaff(db)) > 0) return;
  const everyKey = loadContract().permissionKeys;
  for (const staff of DEMO_STAFF) {
    await createStaff(db, {
      username: staff.username,
      fullName: staff.fullName,
      password: staff.password,
      isAdmin: staff.isAdmin,
      permission: staff.permission === 'all' ? everyKey : staff.permission,
    });
  }
}
