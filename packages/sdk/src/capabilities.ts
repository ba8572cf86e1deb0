import { OPERATIONS, type OperationId, type OperationMeta } from './generated/operations.js';
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
  /**
   * The designed parameters of spec operations (`x-origin: designed` in v1.yaml) the host serves, by
   * operation id: only from its GET /capabilities (a host taken at the spec's set serves none).
   */
  parameters: Readonly<Record<string, readonly string[]>>;
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
    parameters: {},
    behaviours: NO_BEHAVIOURS,
  };
}

export function configuredCapabilities(offered: readonly OperationId[]): HostCapabilities {
  return { ...assumedCapabilities(), source: 'config', offered };
}

/** The query parameters v1.yaml marks `x-origin: designed` on a spec operation. */
export const designedParams = (id: OperationId): readonly string[] =>
  (OPERATIONS[id] as OperationMeta).designedParams ?? [];

/** The answer's `parameters`, kept for offered operations and for the parameters the contract marks designed. */
function designedParametersOf(
  raw: unknown,
  offered: readonly OperationId[],
): Readonly<Record<string, readonly string[]>> {
  if (!raw || typeof raw !== 'object') return {};
  const kept: Record<string, readonly string[]> = {};
  for (const id of offered) {
    const listed = (raw as Record<string, unknown>)[id];
    if (Array.isArray(listed)) kept[id] = designedParams(id).filter((name) => listed.includes(name));
  }
  return kept;
}

/**
 * Whether a host serves a query parameter of an operation: a parameter the contract marks designed only
 * when the host listed it; any other with the operation.
 *
 * @example if (offersParameter(capabilities, 'users.list', 'balance_over')) showBalanceFilter();
 */
export function offersParameter(capabilities: HostCapabilities, id: OperationId, name: string): boolean {
  if (!capabilities.offered.includes(id)) return false;
  return !designedParams(id).includes(name) || (capabilities.parameters[id]?.includes(name) ?? false);
}

/** Reads the data of a GET /capabilities answer; undefined when it is not one. */
export function capabilitiesFromAnswer(data: unknown): HostCapabilities | undefined {
  if (!data || typeof data !== 'object') return undefined;
  const { contract_version, operations, behaviours, parameters } = data as Record<string, unknown>;
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
    parameters: designedParametersOf(parameters, offered),
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
