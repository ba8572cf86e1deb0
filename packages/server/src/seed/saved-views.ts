/** Demo saved views (issue 41): three shared by the demo admin, and one of the admin's own. */
import type { Db } from '../db/db.js';
import { employeeIdOf, insertSavedView, listSavedViews, type SavedViewFields } from '../db/saved-views.js';

/**
 * The list queries are the console's URL state (its screens' filter keys). `@today` is a date the
 * console reads as the day the view is opened (IST), so "today's" view stays today's.
 */
export const DEMO_VIEWS: readonly SavedViewFields[] = [
  {
    screen: 'wallet-withdrawals',
    operation: 'gateway.requests',
    name: 'Pending withdrawals over ₹25,000',
    shared: true,
    state: { query: 'amountOver=25000&order=desc&orderBy=amount&tranStatus=PENDING' },
  },
  {
    screen: 'risk-late-bids',
    operation: 'integrity.lateBids',
    name: "Today's late bids",
    shared: true,
    state: { query: 'endDate=%40today&startDate=%40today' },
  },
  {
    screen: 'users',
    operation: 'users.list',
    name: 'Blocked players with a balance',
    shared: true,
    state: { query: 'balanceOver=0&order=desc&orderBy=balance&stage=BLOCKED' },
  },
  {
    screen: 'users',
    operation: 'users.list',
    name: 'Newest unverified',
    shared: false,
    state: {
      query: 'stage=UNVERIFIED',
      columns: [{ field: 'fullName' }, { field: 'phone' }, { field: 'createdAt', width: 200 }],
    },
  },
];

/** Only on a database where the admin keeps no views yet. */
export async function seedSavedViews(db: Db): Promise<void> {
  const admin = await employeeIdOf(db, 'admin');
  if (admin === undefined) return;
  if ((await listSavedViews(db, admin)).length > 0) return;
  for (const view of DEMO_VIEWS) await insertSavedView(db, admin, view);
}
