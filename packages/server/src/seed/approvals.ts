/** Demo two-person control (issue 25): the supervisor who approves, and the demo policies. */
import { seedPolicies } from '../db/approvals.js';
import type { Db } from '../db/db.js';
import { type ApprovalPolicy, DEFAULT_EXPIRY_MINUTES } from '../domain/approvals.js';
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
}
