import {
  type BackofficeClient,
  type BackofficeClientOptions,
  CONTRACT_VERSION,
  createBackofficeClient,
  createMemorySession,
  designedParams,
  OPERATIONS,
  type OperationId,
  type PermissionKey,
  type SessionStore,
} from '@backoffice/sdk';

/** Every designed parameter of the contract, as the reference server lists them. */
const SERVED_PARAMETERS = Object.fromEntries(
  (Object.keys(OPERATIONS) as OperationId[]).flatMap((id) =>
    designedParams(id).length > 0 ? [[id, designedParams(id)]] : [],
  ),
);

export interface Call {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

type Reply = {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  /** An event stream's body (text/event-stream), sent as it is written. */
  stream?: ReadableStream<Uint8Array>;
};
/** A route answers now, later (a promise, to test answers arriving out of order) or not at all. */
export type Route = (call: Call) => Reply | Promise<Reply> | undefined;
/** A route made by `on`, which knows the path prefix it answers. */
type PrefixedRoute = Route & { prefix?: string };

/**
 * A real SDK client over a fake fetch ("nothing is mocked"): each route answers a method + path with a
 * wire-shaped body; every call is recorded.
 */
export function fakeClient(
  routes: Route[],
  session: SessionStore = createMemorySession(),
  options: Pick<BackofficeClientOptions, 'onNotOffered' | 'operationMap' | 'offers'> = {},
) {
  const calls: Call[] = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call = {
      method: request.method,
      path: `${url.pathname}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
      headers: request.headers,
    };
    calls.push(call);
    // Like the reference server, it offers every operation unless a route says otherwise.
    const offer: Route = (c) =>
      c.method === 'GET' && c.path === '/v1/capabilities'
        ? ok({
            contract_version: CONTRACT_VERSION,
            operations: Object.keys(OPERATIONS),
            parameters: SERVED_PARAMETERS,
            behaviours: {},
          })
        : undefined;
    // A catch-all route ('/') answers the screen's lists, not the host's offer: only a route made for
    // /capabilities (or a bare function) overrides the default offer.
    const answering =
      call.path === '/v1/capabilities'
        ? routes.filter((route) => (route as PrefixedRoute).prefix?.startsWith('/capabilities') ?? true)
        : routes;
    for (const route of [...answering, offer]) {
      const reply = await route(call);
      if (reply?.stream)
        return new Response(reply.stream, { headers: { 'content-type': 'text/event-stream' } });
      if (reply) {
        return new Response(JSON.stringify(reply.body), {
          status: reply.status ?? 200,
          headers: { 'content-type': 'application/json', ...reply.headers },
        });
      }
    }
    // Not a 404: that would tell the client the host lacks the operation and withdraw it (state/host.ts).
    return new Response(JSON.stringify({ error: true, msg: 'no fake route' }), { status: 500 });
  };
  const client: BackofficeClient = createBackofficeClient({
    baseUrl: 'http://test/v1',
    session,
    fetch: fetchImpl,
    ...options,
  });
  return { client, session, calls };
}

export const ok = (data: unknown, msg = '') => ({ body: { error: false, msg, data } });

export function on(
  method: string,
  pathPrefix: string,
  reply: Reply | ((call: Call) => Reply | Promise<Reply>),
): Route {
  const route: PrefixedRoute = (call) => {
    if (call.method !== method || !call.path.startsWith(`/v1${pathPrefix}`)) return undefined;
    return typeof reply === 'function' ? reply(call) : reply;
  };
  route.prefix = pathPrefix;
  return route;
}

export function loggedIn(session: SessionStore, permission: PermissionKey[] = ['dashboard', 'users']): void {
  session.set({ token: 't', xApiKey: 'k', permission });
}
