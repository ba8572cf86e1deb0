import {
  assumedCapabilities,
  capabilitiesFromAnswer,
  configuredCapabilities,
  type HostCapabilities,
} from './capabilities.js';
import { ConnectionError, NotOfferedError } from './errors.js';
import { OPERATIONS, type OperationId } from './generated/operations.js';
import { MESSAGES } from './messages.js';
import type { OperationRoute } from './operation-map.js';
import type { SessionStore } from './session.js';

/** Sets `Authorization: Bearer` and `x-api-key` from the stored login, when there is one. */
export function setAuthHeaders(headers: Headers, session: SessionStore): void {
  const stored = session.get();
  if (stored) {
    headers.set('Authorization', `Bearer ${stored.token}`);
    headers.set('x-api-key', stored.xApiKey);
  }
}

/** GET /capabilities wants a login: not an answer to keep. */
class SignedOut extends Error {}

export interface HostOfferOptions {
  session: SessionStore;
  baseUrl: string;
  fetch?: typeof fetch;
  /** Where host.capabilities lives on this host (the contract's, or the operation map's). */
  route: OperationRoute;
  /** An offer list from configuration: taken as the host's answer, never asked. */
  configured?: readonly OperationId[];
  onNotOffered?: (error: NotOfferedError) => void;
}

/**
 * What one client knows of its host's offer: the host's answer to GET /capabilities (asked once; a host
 * without it is taken at the spec's set), less the operations withdrawn this session after a 404/405/501.
 */
export function createHostOffer(options: HostOfferOptions) {
  const { session, route } = options;
  let known: HostCapabilities | undefined = options.configured && configuredCapabilities(options.configured);
  let asking: Promise<HostCapabilities> | undefined;
  const withdrawn = new Set<OperationId>();

  /** The error for an operation not offered; a status other than 0 (a live answer) withdraws it. */
  function notOffered(id: OperationId, status: number, requestId: string | undefined): NotOfferedError {
    const error = new NotOfferedError(id, { status, requestId });
    if (status !== 0 && !withdrawn.has(id)) {
      withdrawn.add(id);
      options.onNotOffered?.(error);
    }
    return error;
  }

  function offers(id: OperationId): boolean {
    if (withdrawn.has(id)) return false;
    if (known) return known.offered.includes(id);
    return OPERATIONS[id].origin === 'spec';
  }

  /** Refused without a request: the host is known not to offer it, or withdrew it this session. */
  const refusesUnasked = (id: OperationId): boolean =>
    !offers(id) && (known !== undefined || withdrawn.has(id));

  function current(base: HostCapabilities): HostCapabilities {
    return {
      ...base,
      offered: base.offered.filter((id) => !withdrawn.has(id)),
      withdrawn: [...withdrawn],
    };
  }

  /** GET /capabilities with a plain fetch: its failure must not clear the login or reach onError. */
  async function askHost(): Promise<HostCapabilities> {
    const headers = new Headers({ accept: 'application/json' });
    setAuthHeaders(headers, session);
    const fetchImpl = options.fetch ?? globalThis.fetch;
    let response: Response;
    try {
      response = await fetchImpl(
        new Request(`${options.baseUrl.replace(/\/+$/, '')}${route.path}`, {
          method: route.method.toUpperCase(),
          headers,
        }),
      );
    } catch (error) {
      throw new ConnectionError(MESSAGES.noResponse, { status: 0, code: 'NO_RESPONSE', cause: error });
    }
    // Not signed in (yet): the spec's set for now, and ask again next time.
    if (response.status === 401 || response.status === 403) throw new SignedOut();
    if (!response.ok) return assumedCapabilities();
    const body = (await response.json().catch(() => undefined)) as { data?: unknown } | undefined;
    return capabilitiesFromAnswer(body?.data) ?? assumedCapabilities();
  }

  async function capabilities(): Promise<HostCapabilities> {
    if (known) return current(known);
    asking ??= askHost().then(
      (answer) => {
        known = answer;
        return answer;
      },
      (error: unknown) => {
        asking = undefined;
        throw error;
      },
    );
    try {
      return current(await asking);
    } catch (error) {
      if (error instanceof SignedOut) return current(assumedCapabilities());
      throw error;
    }
  }

  return { offers, refusesUnasked, notOffered, capabilities };
}
