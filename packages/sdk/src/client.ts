import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { type HostCapabilities, meansNotOffered } from './capabilities.js';
import { toCamelKeys, toSnakeKeys } from './case.js';
import {
  ApiError,
  ConnectionError,
  errorFromResponse,
  InvalidResponseError,
  type NotOfferedError,
  UnauthorizedError,
} from './errors.js';
import { OPERATIONS, type OperationId, type OperationMeta } from './generated/operations.js';
import type { paths } from './generated/v1.js';
import { createHostOffer, setAuthHeaders } from './host-offer.js';
import { MESSAGES } from './messages.js';
import {
  type OperationMap,
  type OperationRoute,
  parseOfferList,
  parseOperationMap,
} from './operation-map.js';
import type { AreaFunctions, CallOptions, OperationInput, OperationOutput } from './operation-types.js';
import { firstPermittedPath, type PermissionKey } from './permissions.js';
import type { SessionStore } from './session.js';

export interface BackofficeClientOptions {
  /** The /v1 base, e.g. `https://host/v1` or `/v1`. */
  baseUrl: string;
  session: SessionStore;
  /** A fetch to use instead of the global one (tests hand in a fake). */
  fetch?: typeof globalThis.fetch;
  /** Called with every ApiError before it is thrown (the console turns them into redirects). */
  onError?: (error: ApiError) => void;
  /**
   * Operations the host serves on another method or path (`{ "employees.list": { "method": "GET",
   * "path": "/admin/staff" } }`, paths under baseUrl). Checked against the contract here: a faulty entry
   * throws an OperationMapError naming it.
   */
  operationMap?: unknown;
  /**
   * What the host offers when it has no GET /capabilities: "spec", "all" or operation ids. Given, the
   * host is not asked.
   */
  offers?: unknown;
  /** An operation the host claimed answered 404/405/501: it is withdrawn for the session. */
  onNotOffered?: (error: NotOfferedError) => void;
}

export type BackofficeClient = AreaFunctions & {
  /**
   * Calls one operation and resolves to its data and the server's msg (for success toasts).
   * @example const { msg } = await client.send('users.setWatchlist', { userId: 7, status: true });
   */
  send<Id extends OperationId>(
    id: Id,
    ...args: RequiredKeysOf<OperationInput<Id>> extends never
      ? [input?: OperationInput<Id> | FormData, options?: CallOptions]
      : [input: OperationInput<Id> | FormData, options?: CallOptions]
  ): Promise<{ data: OperationOutput<Id>; msg: string }>;
  /**
   * What the host offers: asked once (GET /capabilities), else the configured offer, else the spec's calls.
   * @example const { offered, contractVersion } = await client.capabilities();
   */
  capabilities(): Promise<HostCapabilities>;
  /**
   * Whether the host offers the operation, as far as this session knows (before capabilities() has
   * answered: the configured offer, else the spec's calls).
   * @example if (client.offers('employees.list')) showEmployees();
   */
  offers(id: OperationId): boolean;
  /** The operation map in force (validated). */
  operationMap: OperationMap;
  /** The /v1 base the client was made with. */
  baseUrl: string;
  /**
   * Where the client sends an operation: the map's entry, else the contract's method and path.
   * @example client.routeOf('employees.list') // { method: 'get', path: '/admin/staff' }
   */
  routeOf(id: OperationId): OperationRoute;
  /** The openapi-fetch client: snake_case, envelope as on the wire; auth and errors still applied. */
  raw: Client<paths>;
  session: SessionStore;
};

type RequiredKeysOf<T> = { [K in keyof T]-?: {} extends Pick<T, K> ? never : K }[keyof T];

const FIELD_FIRST: Partial<Record<OperationId, string>> = { 'manualFunds.delete': 'manual_fund_id' };

/** Adds `Authorization: Bearer` and `x-api-key` from the stored login. */
function authMiddleware(session: SessionStore): Middleware {
  return {
    onRequest({ request }) {
      setAuthHeaders(request.headers, session);
      return request;
    },
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Turns failures into typed errors (spec section 8), clearing the login where the table says so. A 405,
 * a 501 or a 404 the contract does not list means the host lacks the operation: a NotOfferedError.
 */
function errorMiddleware(
  session: SessionStore,
  report: (error: ApiError) => ApiError,
  operationIdOf: (method: string, schemaPath: string) => OperationId | undefined,
  notOffered: (id: OperationId, status: number, requestId: string | undefined) => NotOfferedError,
): Middleware {
  return {
    async onResponse({ response, schemaPath, request }) {
      if (response.ok) return response;
      const body = await readBody(response.clone());
      const id = operationIdOf(request.method, schemaPath);
      if (id && meansNotOffered(id, response.status))
        throw report(notOffered(id, response.status, response.headers.get('x-request-id') ?? undefined));
      const error = errorFromResponse({
        status: response.status,
        body,
        requestId: response.headers.get('x-request-id') ?? undefined,
        forbiddenRedirect: () => firstPermittedPath(session.get()?.permission ?? []),
        preferField: id ? FIELD_FIRST[id] : undefined,
      });
      if (id !== 'auth.login' && endsLogin(error)) session.clear();
      throw report(error);
    },
    onError({ error }) {
      if (ApiError.isInstance(error)) return error;
      return report(
        new ConnectionError(MESSAGES.noResponse, { status: 0, code: 'NO_RESPONSE', cause: error }),
      );
    },
  };
}

/** The table's rows that clear the stored login: the token-expiry flag and 401. */
function endsLogin(error: ApiError): boolean {
  return error.code === 'SESSION_EXPIRED' || error instanceof UnauthorizedError;
}

/** Each operation's method and path on this host: the contract's, with the map's entries over them. */
function routesWith(map: OperationMap): Record<OperationId, OperationRoute> {
  const routes = {} as Record<OperationId, OperationRoute>;
  for (const [id, meta] of Object.entries(OPERATIONS) as [OperationId, OperationMeta][]) {
    routes[id] = map[id] ?? { method: meta.method, path: meta.path };
  }
  return routes;
}

/** Splits one flat snake_case input into path params, query params and body, as the contract says. */
function splitInput(meta: OperationMeta, input: unknown) {
  if (typeof FormData !== 'undefined' && input instanceof FormData) {
    return { path: {}, query: {}, body: input as unknown };
  }
  const wire = (toSnakeKeys(input ?? {}) ?? {}) as Record<string, unknown>;
  const path: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(wire)) {
    if (meta.pathParams.includes(key)) path[key] = value;
    else if (meta.queryParams.includes(key)) {
      if (value !== undefined && value !== null && value !== '') query[key] = value;
    } else if (value !== undefined) body[key] = value;
  }
  if (meta.body === 'multipart') {
    const form = new FormData();
    for (const [key, value] of Object.entries(body)) {
      if (value instanceof Blob) form.append(key, value);
      else form.append(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
    return { path, query, body: form as unknown };
  }
  return { path, query, body: meta.body ? (body as unknown) : undefined };
}

/**
 * The typed /v1 client: one function per operation, grouped by area, speaking camelCase.
 * @example
 * const client = createBackofficeClient({ baseUrl: '/v1', session: createLocalStorageSession() });
 * await client.auth.login({ username: 'admin', password: 'Admin@123' });
 * const { rows, pagination } = await client.users.list({ stage: 'REGISTERED', perPage: 10 });
 */
export function createBackofficeClient(options: BackofficeClientOptions): BackofficeClient {
  const { session } = options;
  const operationMap = parseOperationMap(options.operationMap);
  const configuredOffer = options.offers === undefined ? undefined : parseOfferList(options.offers);
  const routes = routesWith(operationMap);
  const byRoute = new Map<string, OperationId>(
    (Object.entries(routes) as [OperationId, OperationRoute][]).map(([id, r]) => [
      `${r.method.toUpperCase()} ${r.path}`,
      id,
    ]),
  );
  const report = (error: ApiError) => {
    options.onError?.(error);
    return error;
  };
  const host = createHostOffer({
    session,
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    route: routes['host.capabilities'],
    configured: configuredOffer,
    onNotOffered: options.onNotOffered,
  });
  const raw = createClient<paths>({ baseUrl: options.baseUrl, fetch: options.fetch });
  raw.use(
    authMiddleware(session),
    errorMiddleware(
      session,
      report,
      (method, schemaPath) => byRoute.get(`${method.toUpperCase()} ${schemaPath}`),
      host.notOffered,
    ),
  );

  async function call(id: OperationId, input: unknown, callOptions: CallOptions = {}): Promise<Sent> {
    const meta: OperationMeta = { ...OPERATIONS[id], ...routes[id] };
    if (host.refusesUnasked(id)) throw report(host.notOffered(id, 0, undefined));
    const { path, query, body } = splitInput(meta, input);
    const headers: Record<string, string> = { ...callOptions.headers };
    if (meta.idempotent && callOptions.idempotencyKey)
      headers['Idempotency-Key'] = callOptions.idempotencyKey;
    const parseAs =
      meta.response === 'text'
        ? 'text'
        : meta.response === 'blob'
          ? 'blob'
          : meta.response === 'stream'
            ? 'stream'
            : 'json';
    let result: { data?: unknown; response: Response };
    try {
      // The table comes from the same contract as `paths`, so the untyped call is sound.
      const request = raw.request as unknown as (
        method: string,
        url: string,
        init: Record<string, unknown>,
      ) => Promise<{ data?: unknown; response: Response }>;
      result = await request(meta.method, meta.path, {
        params: { path, query },
        body,
        headers,
        parseAs,
        signal: callOptions.signal,
        ...(meta.body === 'multipart' ? { bodySerializer: (form: FormData) => form } : {}),
      });
    } catch (error) {
      if (ApiError.isInstance(error)) throw error;
      if (error instanceof SyntaxError) {
        throw report(
          new InvalidResponseError(MESSAGES.invalidResponse, {
            status: 200,
            code: 'INVALID_RESPONSE',
            cause: error,
          }),
        );
      }
      throw report(
        new ConnectionError(MESSAGES.noResponse, { status: 0, code: 'NO_RESPONSE', cause: error }),
      );
    }
    if (meta.response === 'stream') return { data: result.response, msg: '' };
    if (meta.response !== 'data' && meta.response !== 'whole') return { data: result.data, msg: '' };
    const envelope = result.data as { error?: unknown; data?: unknown; msg?: unknown } | undefined;
    if (!envelope || typeof envelope !== 'object') {
      throw report(
        new InvalidResponseError(MESSAGES.invalidResponse, {
          status: result.response.status,
          code: 'INVALID_RESPONSE',
        }),
      );
    }
    if (envelope.error === true) {
      // A 2xx can still flag the token as expired: the table clears the login whatever the status.
      const error = errorFromResponse({
        status: result.response.status,
        body: envelope,
        requestId: result.response.headers.get('x-request-id') ?? undefined,
        forbiddenRedirect: () => firstPermittedPath(session.get()?.permission ?? []),
      });
      if (id !== 'auth.login' && endsLogin(error)) session.clear();
      throw report(error);
    }
    const msg = typeof envelope.msg === 'string' ? envelope.msg : '';
    if (meta.response === 'whole') return { data: toCamelKeys(envelope), msg };
    return { data: toCamelKeys(envelope.data), msg };
  }

  async function send(id: OperationId, input?: unknown, callOptions?: CallOptions): Promise<Sent> {
    if (id === 'auth.login') return login(input, callOptions);
    if (id === 'auth.logout') {
      try {
        return await call(id, input, callOptions);
      } finally {
        session.clear();
      }
    }
    return call(id, input, callOptions);
  }

  /** Login stores the session; its failures read as the spec's login texts. */
  async function login(input: unknown, callOptions?: CallOptions): Promise<Sent> {
    try {
      const sent = await call('auth.login', input, callOptions);
      const reply = sent.data as {
        token: string;
        xApiKey: string;
        permission: PermissionKey[];
        expiresAt?: string;
      };
      session.set(
        { token: reply.token, xApiKey: reply.xApiKey, permission: reply.permission },
        reply.expiresAt,
      );
      return sent;
    } catch (error) {
      throw loginError(error);
    }
  }

  const areas: Record<string, Record<string, (input?: unknown, o?: CallOptions) => Promise<unknown>>> = {};
  for (const id of Object.keys(OPERATIONS) as OperationId[]) {
    const [area, verb] = id.split('.') as [string, string];
    areas[area] ??= {};
    areas[area][verb] = async (input, o) => (await send(id, input, o)).data;
  }
  return {
    ...(areas as unknown as AreaFunctions),
    send: send as BackofficeClient['send'],
    capabilities: host.capabilities,
    offers: host.offers,
    operationMap,
    baseUrl: options.baseUrl,
    routeOf: (id) => routes[id],
    raw,
    session,
  };
}

interface Sent {
  data: unknown;
  msg: string;
}

/** Login failures: the server's msg or 'Login failed'; no usable answer: 'Please enter valid Username & Password'. */
function loginError(error: unknown): ApiError {
  if (!ApiError.isInstance(error)) {
    return new ConnectionError(MESSAGES.loginThrown, { status: 0, code: 'NO_RESPONSE', cause: error });
  }
  if (error.status === 0 || error.code === 'INVALID_RESPONSE') {
    return new ConnectionError(MESSAGES.loginThrown, {
      status: error.status,
      code: error.code,
      cause: error,
    });
  }
  const body = error.body as { msg?: unknown } | undefined;
  const text = typeof body?.msg === 'string' && body.msg ? body.msg : MESSAGES.loginFailed;
  const options = {
    status: error.status,
    code: error.code,
    requestId: error.requestId,
    body: error.body,
    cause: error,
  };
  return error.status === 401 ? new UnauthorizedError(text, options) : new ApiError(text, options);
}
