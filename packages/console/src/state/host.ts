import {
  type BackofficeClient,
  type HostCapabilities,
  isApiError,
  type NotOfferedError,
  OPERATIONS,
  type OperationId,
  offersParameter,
} from '@backoffice/sdk';
import { signal } from '@preact/signals-react';

/**
 * What the host offers, as the SDK knows it for this session (its one capabilities source): null until
 * the host has answered. The shell waits for it before it shows a screen.
 */
export const hostSignal = signal<HostCapabilities | null>(null);

let offeredIds: ReadonlySet<string> = new Set();

function publish(capabilities: HostCapabilities): void {
  offeredIds = new Set(capabilities.offered);
  hostSignal.value = capabilities;
}

/**
 * Whether the host offers an operation. Read inside a component that subscribes to signals, it re-renders
 * when an operation is withdrawn. Before the host has answered (only tests render screens then) every
 * operation counts as offered.
 */
export function isOffered(id: string): boolean {
  if (hostSignal.value === null) return true;
  return offeredIds.has(id);
}

/**
 * Whether the host serves a query parameter (its wire name) of an operation: one v1.yaml marks designed
 * only when the host's capabilities list it. Before the host has answered, every parameter counts.
 */
export function isParameterOffered(id: string, wire: string): boolean {
  const host = hostSignal.value;
  if (host === null) return true;
  return isKnownOperation(id) && offersParameter(host, id as OperationId, wire);
}

/** The operations of `ids` the host does not offer. */
export function notOffered(ids: readonly string[]): string[] {
  return ids.filter((id) => !isOffered(id));
}

export const isKnownOperation = (id: string): boolean => Object.hasOwn(OPERATIONS, id);

/** Asks the SDK once per session what the host offers; a host that cannot be asked is taken at its spec. */
export async function loadHost(client: BackofficeClient): Promise<void> {
  publish(await client.capabilities());
}

/** An operation the host claimed answered 404/405/501: the SDK has withdrawn it; screens re-render. */
export async function withdrawn(client: BackofficeClient): Promise<void> {
  if (hostSignal.value === null) return;
  publish(await client.capabilities());
}

export const isNotOffered = (error: unknown): error is NotOfferedError =>
  isApiError(error) && error.code === 'NOT_OFFERED';
