import { OPERATIONS, type OperationId } from './generated/operations.js';
import { isOperationId, SPEC_OPERATIONS } from './operation-map.js';

/** Optional behaviours a host may have on. */
export interface HostBehaviours {
  /** Guarded operations may answer 202 with an approval request (two-person control). */
  approvalPolicies: boolean;
  secondFactor: boolean;
  integrityChecks: boolean;
  liveEvents: boolean;
}

/** What a host offers, as one session knows it. */
export interface HostCapabilities {
  /**
   * 'host': its GET /capabilities answered; 'config': an offer list from configuration;
   * 'assumed': neither, so the spec's calls (`x-origin: spec`).
   */
  source: 'host' | 'config' | 'assumed';
  /** The contract version the host says it implements; null when it does not say. */
  contractVersion: string | null;
  /** The operations offered, less the ones withdrawn this session. */
  offered: readonly OperationId[];
  /** Operations the host claimed, then answered 404/405/501 to (withdrawn for this session). */
  withdrawn: readonly OperationId[];
  /** Ids the host listed that this contract does not know (a newer host): ignored. */
  unknown: readonly string[];
  behaviours: HostBehaviours;
}

const NO_BEHAVIOURS: HostBehaviours = {
  approvalPolicies: false,
  secondFactor: false,
  integrityChecks: false,
  liveEvents: false,
};

export function assumedCapabilities(): HostCapabilities {
  return {
    source: 'assumed',
    contractVersion: null,
    offered: SPEC_OPERATIONS,
    withdrawn: [],
    unknown: [],
    behaviours: NO_BEHAVIOURS,
  };
}

export function configuredCapabilities(offered: readonly OperationId[]): HostCapabilities {
  return { ...assumedCapabilities(), source: 'config', offered };
}

/** Reads the data of a GET /capabilities answer; undefined when it is not one. */
export function capabilitiesFromAnswer(data: unknown): HostCapabilities | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { contract_version, operations, behaviours } = data as Record<string, unknown>;
  if (!Array.isArray(operations)) return undefined;
  const names = operations.filter((id): id is string => typeof id === 'string');
  const flags = (behaviours && typeof behaviours === 'object' ? behaviours : {}) as Record<string, unknown>;
  const offered = names.filter(isOperationId);
  if (!offered.includes('host.capabilities')) offered.push('host.capabilities');
  return {
    source: 'host',
    contractVersion: typeof contract_version === 'string' ? contract_version : null,
    offered,
    withdrawn: [],
    unknown: names.filter((id) => !isOperationId(id)),
    behaviours: {
      approvalPolicies: flags.approval_policies === true,
      secondFactor: flags.second_factor === true,
      integrityChecks: flags.integrity_checks === true,
      liveEvents: flags.live_events === true,
    },
  };
}

/** Whether a failure status means the host lacks the operation (rather than a refusal or a missing record). */
export function meansNotOffered(id: OperationId, status: number): boolean {
  return status === 405 || status === 501 || (status === 404 && !OPERATIONS[id].answers404);
}
