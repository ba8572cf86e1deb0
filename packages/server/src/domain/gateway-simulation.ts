/**
 * There is no real payment gateway behind the reference server, so its answer is simulated, and
 * deterministically, from the request id, so that tests and demos see the same outcome every time:
 *
 * - process (APPROVED -> PROCESSING -> ?): id % 10 === 7 -> FAILED, id % 10 === 3 -> QUEUED, else SUCCESS
 * - reinitialize (QUEUED -> PROCESSING -> ?): id % 10 === 7 -> FAILED, else SUCCESS (a request queued
 *   by `process` always pays out on its retry)
 * - status of a payout left in PROCESSING (verify): id % 10 === 7 -> FAILED, else SUCCESS
 */
import type { TranStatus } from './fund-request-transitions.js';

export type GatewayAnswer = Extract<TranStatus, 'SUCCESS' | 'FAILED' | 'QUEUED'>;

export function gatewayAnswer(requestId: number, retry: boolean): GatewayAnswer {
  const bucket = requestId % 10;
  if (bucket === 7) return 'FAILED';
  if (bucket === 3 && !retry) return 'QUEUED';
  return 'SUCCESS';
}

/** The gateway's final word on a payout it already holds (a request stuck in PROCESSING): never QUEUED. */
export function gatewayPayoutStatus(requestId: number): Extract<GatewayAnswer, 'SUCCESS' | 'FAILED'> {
  return requestId % 10 === 7 ? 'FAILED' : 'SUCCESS';
}
