// Generated from openapi/v1.yaml by scripts/gen.mjs (pnpm gen). Do not edit by hand.
/* biome-ignore-all lint: generated */
import type { components } from './v1.js';

export type FundRequestAction = 'waitHold' | 'verify' | 'process' | 'reinitializeQueued' | 'gatewayAnswer';

export interface FundRequestTransition {
  action: FundRequestAction;
  from: components['schemas']['TranStatus'];
  to: components['schemas']['TranStatus'];
}

export const FUND_REQUEST_TRANSITIONS: readonly FundRequestTransition[] = [
  {"action":"waitHold","from":"PENDING","to":"WAITING"},
  {"action":"waitHold","from":"PENDING","to":"HOLD"},
  {"action":"waitHold","from":"WAITING","to":"WAITING"},
  {"action":"waitHold","from":"WAITING","to":"HOLD"},
  {"action":"waitHold","from":"HOLD","to":"WAITING"},
  {"action":"waitHold","from":"HOLD","to":"HOLD"},
  {"action":"verify","from":"PENDING","to":"APPROVED"},
  {"action":"verify","from":"PENDING","to":"DECLINED"},
  {"action":"verify","from":"WAITING","to":"APPROVED"},
  {"action":"verify","from":"WAITING","to":"DECLINED"},
  {"action":"verify","from":"HOLD","to":"APPROVED"},
  {"action":"verify","from":"HOLD","to":"DECLINED"},
  {"action":"verify","from":"PROCESSING","to":"SUCCESS"},
  {"action":"verify","from":"PROCESSING","to":"FAILED"},
  {"action":"process","from":"APPROVED","to":"PROCESSING"},
  {"action":"reinitializeQueued","from":"QUEUED","to":"PROCESSING"},
  {"action":"gatewayAnswer","from":"PROCESSING","to":"SUCCESS"},
  {"action":"gatewayAnswer","from":"PROCESSING","to":"FAILED"},
  {"action":"gatewayAnswer","from":"PROCESSING","to":"QUEUED"},
];
