/**
 * A small /v1 host for the tests: healthy by default, with any route made to fail on purpose. Like a
 * real host it answers 401 to every call but the login that lacks the token and api key it issued.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CONTRACT_VERSION, OPERATIONS } from '@backoffice/sdk';
import { schemaPointer } from '../../src/answer-schema.js';
import { contractAnswer, operationAt } from './contract-sample.js';

export type Answer =
  | { kind: 'json'; status: number; body: unknown; delayMs?: number }
  /** The 200 answer v1.yaml describes for the request's operation; `rows` replaces a list's rows. */
  | { kind: 'contract'; rows?: readonly Record<string, unknown>[]; delayMs?: number }
  | { kind: 'raw'; status: number; body: string; contentType: string }
  | { kind: 'hang' }
  | { kind: 'stream'; contentType?: string };

export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | undefined;
  apiKey: string | undefined;
}

/** Answers one request: return undefined to fall through to the default answer. */
export type Route = (request: SeenRequest) => Answer | undefined;

export interface FakeHost {
  /** The /v1 base. */
  baseUrl: string;
  requests: SeenRequest[];
  /** Most requests in flight at one moment. */
  maxInFlight: number;
  close(): Promise<void>;
}

/** Every permission key of the contract: what an admin holds. */
export const EVERY_KEY = [...new Set(Object.values(OPERATIONS).flatMap((meta) => meta.permission))];

/** One row with every id the smoke run looks for (snake_case, as on the wire). */
export const SAMPLE_ROW = {
  user_id: 7,
  phone: '9876543210',
  to_watch: false,
  watchlist_reason: null,
  provider_id: 3,
  thread_id: 11,
  banner_id: 5,
  account_id: 13,
  manual_fund_id: 21,
  result_id: 17,
  reasons: 'Cash deposit',
};

export const ok = (data: unknown, delayMs?: number): Answer => ({
  kind: 'json',
  status: 200,
  body: { error: false, msg: 'OK', data },
  delayMs,
});
export const failure = (status: number, msg?: unknown): Extract<Answer, { kind: 'json' }> => ({
  kind: 'json',
  status,
  body: msg === undefined ? { error: true } : { error: true, msg },
});
/** A list answer as v1.yaml describes it, made of these rows (each filled out to a valid row). */
export const rows = (list: readonly Record<string, unknown>[]): Answer => ({ kind: 'contract', rows: list });
/** The answer v1.yaml describes for the request, after `delayMs`. */
export const conforming = (delayMs?: number): Answer => ({ kind: 'contract', delayMs });

/** A route that answers `answer` to one method and path (path without /v1; query ignored). */
export function on(method: string, path: string, answer: Answer | ((r: SeenRequest) => Answer)): Route {
  return (request) =>
    request.method === method && request.path === path
      ? typeof answer === 'function'
        ? answer(request)
        : answer
      : undefined;
}

const LOGIN_PATH = '/auth/admin/login';
/** The login every fake host issues; any other call without it is answered 401, as a real host would. */
export const ISSUED = { token: 't0k3n', xApiKey: 'k3y' };

function withoutLogin(request: SeenRequest): Answer | undefined {
  if (request.path === LOGIN_PATH) return undefined;
  if (request.authorization === `Bearer ${ISSUED.token}` && request.apiKey === ISSUED.xApiKey)
    return undefined;
  return failure(401, 'Unauthorized');
}

function defaultAnswer(request: SeenRequest, permission: readonly string[]): Answer {
  if (request.path === LOGIN_PATH) {
    return {
      kind: 'json',
      status: 200,
      body: {
        error: false,
        msg: 'Login successful',
        token: ISSUED.token,
        x_api_key: ISSUED.xApiKey,
        permission,
      },
    };
  }
  // Healthy by default: it offers every operation of the contract.
  if (request.path === '/capabilities') {
    const behaviours = {
      approval_policies: true,
      second_factor: true,
      integrity_checks: true,
      live_events: true,
    };
    return ok({ contract_version: CONTRACT_VERSION, operations: Object.keys(OPERATIONS), behaviours });
  }
  if (request.path === '/support/chat/events' || request.path === '/live/events') return { kind: 'stream' };
  if (request.path === '/users/watchlist/7') {
    const body = request.body as { status?: boolean; reason?: string | null };
    return ok({ ...SAMPLE_ROW, to_watch: body.status, watchlist_reason: body.reason ?? null });
  }
  if (request.method === 'POST' && request.path === '/others/manual-funds') {
    const { reasons } = request.body as { reasons: string };
    return ok({ manual_fund_id: 21, reasons, is_action: true, created_at: '2025-01-01T00:00:00Z' });
  }
  if (request.method !== 'GET') return ok(null);
  return conforming();
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

/** A contract answer as the JSON it is sent as. */
function resolved(request: SeenRequest, answer: Answer): Exclude<Answer, { kind: 'contract' }> {
  if (answer.kind !== 'contract') return answer;
  const id = operationAt(request.method, request.path);
  if (!id) return failure(404, `no operation at ${request.method} ${request.path}`);
  if (schemaPointer(id, 200) === null) {
    return { kind: 'raw', status: 200, body: 'a,b\n1,2\n', contentType: 'application/octet-stream' };
  }
  const body = contractAnswer(id, SAMPLE_ROW, answer.rows);
  return { kind: 'json', status: 200, body, delayMs: answer.delayMs };
}

function send(
  response: ServerResponse,
  answer: Exclude<Answer, { kind: 'contract' }>,
  done: () => void,
): void {
  switch (answer.kind) {
    case 'hang':
      return;
    case 'stream':
      response.writeHead(200, { 'content-type': answer.contentType ?? 'text/event-stream' });
      response.write(': ping\n\n');
      response.on('close', done);
      return;
    case 'raw':
      response.writeHead(answer.status, { 'content-type': answer.contentType });
      response.end(answer.body, done);
      return;
    case 'json': {
      const write = () => {
        response.writeHead(answer.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(answer.body), done);
      };
      if (answer.delayMs) setTimeout(write, answer.delayMs);
      else write();
    }
  }
}

/**
 * Starts the fake host on 127.0.0.1, on a free port.
 * @example const host = await startFakeHost({ routes: [on('GET', '/users', failure(500))] });
 */
export async function startFakeHost(
  options: { routes?: Route[]; permission?: readonly string[] } = {},
): Promise<FakeHost> {
  const permission = options.permission ?? EVERY_KEY;
  const requests: SeenRequest[] = [];
  let inFlight = 0;
  const state = { maxInFlight: 0 };
  const server: Server = createServer(async (request, response) => {
    inFlight += 1;
    state.maxInFlight = Math.max(state.maxInFlight, inFlight);
    const url = new URL(request.url ?? '/', 'http://fake');
    const seen: SeenRequest = {
      method: request.method ?? 'GET',
      path: url.pathname.replace(/^\/v1/, ''),
      query: url.searchParams,
      body: await readJson(request),
      authorization: request.headers.authorization,
      apiKey: [request.headers['x-api-key']].flat()[0],
    };
    requests.push(seen);
    let answer = withoutLogin(seen);
    for (const route of answer ? [] : (options.routes ?? [])) {
      answer = route(seen);
      if (answer) break;
    }
    send(response, resolved(seen, answer ?? defaultAnswer(seen, permission)), () => {
      inFlight -= 1;
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    get maxInFlight() {
      return state.maxInFlight;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A port that was free a moment ago and has nothing listening on it. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
