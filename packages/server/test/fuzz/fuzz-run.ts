import type { Readable } from 'node:stream';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import type { Contract, Operation } from '../../src/http/contract.js';
import { validateResponse } from '../support/contract-responses.js';
import { type HostileRequest, hostileRequests } from './hostile-requests.js';

export type FailureKind = '5xx' | 'not the envelope' | '2xx off contract';

export interface FuzzFailure {
  operationId: string;
  kind: FailureKind;
  status: number;
  request: string;
  answer: string;
}

export interface FuzzTally {
  requests: number;
  byStatus: Map<number, number>;
  failures: FuzzFailure[];
}

export function emptyTally(): FuzzTally {
  return { requests: 0, byStatus: new Map(), failures: [] };
}

function streams(op: Operation): boolean {
  return Object.values(op.responses).some((r) =>
    Object.keys((r.content as object) ?? {}).includes('text/event-stream'),
  );
}

async function readAll(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** Sends one request; an event stream that opens (200) is closed after its headers. */
async function send(app: FastifyInstance, op: Operation, req: HostileRequest) {
  const res = await app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: req.headers,
    ...(req.payload !== undefined ? { payload: req.payload } : {}),
    payloadAsStream: true,
  });
  const contentType = String(res.headers['content-type'] ?? '');
  const stream = res.stream();
  if (streams(op) && res.statusCode === 200 && contentType.startsWith('text/event-stream')) {
    stream.destroy();
    return { status: res.statusCode, contentType, text: '' };
  }
  return { status: res.statusCode, contentType, text: await readAll(stream) };
}

function isEnvelope(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const body = value as Record<string, unknown>;
  if (body.error !== true) return false;
  if (typeof body.msg === 'string') return body.msg.length > 0;
  return (
    typeof body.msg === 'object' &&
    body.msg !== null &&
    Object.values(body.msg).every((v) => typeof v === 'string')
  );
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What is wrong with an answer, or undefined: status < 500, the error envelope, a 2xx valid per contract. */
export function judge(op: Operation, status: number, contentType: string, text: string, contract: Contract) {
  if (status >= 500) return '5xx' as const;
  if (status >= 200 && status < 300) {
    if (!contentType.startsWith('application/json')) {
      if (contentType.startsWith('text/event-stream')) return undefined;
      try {
        validateResponse(op.operationId, status, text, contract);
      } catch {
        return '2xx off contract' as const;
      }
      return undefined;
    }
    try {
      validateResponse(op.operationId, status, parse(text), contract);
    } catch {
      return '2xx off contract' as const;
    }
    return undefined;
  }
  if (!contentType.startsWith('application/json') || !isEnvelope(parse(text)))
    return 'not the envelope' as const;
  return undefined;
}

function describe(req: HostileRequest): string {
  const payload = req.payload === undefined ? '' : ` ${String(req.payload).slice(0, 160)}`;
  return `${req.method} ${req.url.slice(0, 200)} [${req.how}]${payload}`;
}

/**
 * Sends `runs` hostile requests for one operation (seeded, so a failure reproduces) and tallies every
 * answer that is a 5xx, not the `{error: true, msg}` envelope, or a 2xx off its response schema.
 */
export async function fuzzOperation(
  app: FastifyInstance,
  contract: Contract,
  op: Operation,
  auth: () => Record<string, string>,
  options: { runs: number; seed: number; tally: FuzzTally },
): Promise<void> {
  const { tally } = options;
  const requests = fc.sample(hostileRequests(contract, op, auth()), {
    numRuns: options.runs,
    seed: options.seed,
  });
  for (const req of requests) {
    const res = await send(app, op, req);
    tally.requests++;
    tally.byStatus.set(res.status, (tally.byStatus.get(res.status) ?? 0) + 1);
    const kind = judge(op, res.status, res.contentType, res.text, contract);
    if (kind)
      tally.failures.push({
        operationId: op.operationId,
        kind,
        status: res.status,
        request: describe(req),
        answer: res.text.slice(0, 200),
      });
  }
}

/** Figures for the log: requests, statuses, failures by kind and by operation. */
export function summarize(tally: FuzzTally): string {
  const kinds = new Map<string, number>();
  const ops = new Set<string>();
  for (const f of tally.failures) {
    kinds.set(f.kind, (kinds.get(f.kind) ?? 0) + 1);
    ops.add(f.operationId);
  }
  const statuses = [...tally.byStatus.entries()].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
  return [
    `requests: ${tally.requests}`,
    `statuses: ${statuses.join(', ')}`,
    `failures: ${tally.failures.length} on ${ops.size} operations (${[...kinds].map(([k, n]) => `${k}: ${n}`).join(', ') || 'none'})`,
  ].join('\n');
}
