/** Demo two-person control (issue 25): the supervisor who approves, and the demo policies. */
import { insertRequest, seedPolicies } from '../db/approvals.js';
import type { Db } from '../db/db.js';
import { type ApprovalPolicy, DEFAULT_EXPIRY_MINUTES } from '../domain/approvals.js';
import type { RequestContext } from '../http/handler.js';
import { GUARDS, subjectKind } from '../routes/approval-guards.js';
import { seedSupervisor } from './staff.js';

const on = (action: ApprovalPolicy['action'], thresholdPaise: number | null = null): ApprovalPolicy => ({
  action,
  enabled: true,
  thresholdPaise,
  expiryMinutes: DEFAULT_EXPIRY_MINUTES,
});
const off = (action: ApprovalPolicy['action']): ApprovalPolicy => ({ ...on(action), enabled: false });

/**
 * Reverts, refunds, manual credits above ₹10,000 and withdrawals above ₹25,000 need a second person;
 * declarations have their policies, off, so a new user can still declare alone.
 */
export const DEMO_POLICIES: readonly ApprovalPolicy[] = [
  on('RESULT_REVERT'),
  on('BID_REFUND_SELECTED'),
  on('BID_REFUND_PROVIDER'),
  on('WALLET_CREDIT', 10_000_00),
  on('WITHDRAWAL', 25_000_00),
  off('RESULT_DECLARE_GAMES'),
  off('RESULT_DECLARE_STARLINE'),
  off('RESULT_DECLARE_JACKPOT'),
];

export async function seedApprovals(db: Db): Promise<void> {
  await seedSupervisor(db);
  await seedPolicies(db, DEMO_POLICIES);
  await seedDemoRequest(db);
}

/**
 * One request waiting in the demo (a manual credit of ₹15,000 made by the demo admin), so the Approvals
 * screen, its badge and the smoke CLI's reads have a row from the start. Only on a database with none.
 */
export async function seedDemoRequest(db: Db): Promise<void> {
  const [any] = await db.query('SELECT 1 FROM approval_requests LIMIT 1');
  if (any) return;
  const [maker] = await db.query<{ employee_id: number }>(
    "SELECT employee_id FROM employees WHERE username = 'admin'",
  );
  const [player] = await db.query<{ user_id: number }>('SELECT min(user_id) AS user_id FROM wallets');
  if (!maker || !player?.user_id) return;
  const body = { user_id: Number(player.user_id), amount: 15_000, type: 0, reason: 'Goodwill credit' };
  const subject = await GUARDS['wallet.adjust']?.({ db, body } as unknown as RequestContext);
  const action = subject && subjectKind('wallet.adjust', body, subject);
  if (!subject || !action) return;
  const policy = DEMO_POLICIES.find((p) => p.action === action);
  await insertRequest(db, {
    action,
    operationId: 'wallet.adjust',
    payload: { params: {}, query: {}, body },
    preview: subject.preview,
    summary: subject.summary,
    amountPaise: subject.amountPaise,
    entity: subject.entity,
    entityId: subject.entityId,
    blindValue: null,
    makerId: maker.employee_id,
    expiresAt: new Date(Date.now() + (policy?.expiryMinutes ?? DEFAULT_EXPIRY_MINUTES) * 60_000),
  });
}
