import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { type Db, runAheadOfReads } from '../db/db.js';
import { actingAs } from '../db/live-outbox.js';
import type { ReplicaReads } from '../db/replica.js';
import { authenticate, authorize, presentedCredentials, requireEnrolment } from './auth.js';
import type { Contract, Operation } from './contract.js';
import { sendWire, toWire } from './envelope.js';
import { type HandlerTable, HttpError, type RequestContext, type Staff } from './handler.js';
import { runIdempotent } from './idempotency.js';
import type { AppMetrics } from './metrics.js';
import { readMultipartBody } from './multipart-body.js';
import type { RequestValidator } from './request-validation.js';

export interface RouteDeps {
  db: Db;
  config: Config;
  contract: Contract;
  validator: RequestValidator;
  handlers: HandlerTable;
  /** Tells the request log who made the request. */
  onStaff: (request: FastifyRequest, staff: Staff) => void;
  /** Aborted when the server starts shutting down (app.close()). */
  closing: AbortSignal;
  metrics: AppMetrics;
  /** DATABASE_REPLICA_URL: where heavy reads go (db/replica.ts). */
  replica?: ReplicaReads;
}

/** The heavy reads a replica may answer: reports, sales, analysis, exports, dashboard graphs. */
const HEAVY_READ = /^(reports|analysis|dashboard)\./;

function isMultipartOperation(op: Operation): boolean {
  return op.requestBody?.contentType.startsWith('multipart/') ?? false;
}

/**
 * The one request pipeline every operation shares: handler present (else 501) -> token (401) ->
 * x-permission (403) -> contract validation (400) -> Idempotency-Key replay -> handler -> envelope.
 */
export function operationRoute(op: Operation, deps: RouteDeps) {
  const route = pipeline(op, deps);
  // What a person waits on at the keyboard (every change, and the session's own reads at sign-in) goes
  // ahead of queued list and report reads where the database takes one statement at a time.
  if (op.method === 'get' && !op.operationId.startsWith('auth.')) return route;
  return (request: FastifyRequest, reply: FastifyReply) => runAheadOfReads(() => route(request, reply));
}

function pipeline(op: Operation, deps: RouteDeps) {
  const handler = deps.handlers[op.operationId];
  const lifetimes = { idleMinutes: deps.config.tokenIdleMinutes, maxHours: deps.config.tokenMaxHours };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!handler) throw new HttpError(501, `Not implemented: ${op.operationId}`);
    const rawQuery = (request.query ?? {}) as Record<string, unknown>;
    let staff: Staff | undefined;
    let readAhead: Promise<unknown> | undefined;
    if (!op.isPublic) {
      const credentials = presentedCredentials(request.headers);
      // Beside the token read, on another connection; only for a request that presents credentials.
      if (handler.readAhead && deps.db.sendsAhead && credentials.token && credentials.apiKey) {
        readAhead = handler.readAhead(deps.db);
        readAhead.catch(() => undefined);
      }
      staff = await authenticate(
        deps.db,
        credentials,
        deps.config.now(),
        lifetimes,
        deps.contract.permissionKeys,
      );
      deps.onStaff(request, staff);
      authorize(staff, op.permission);
      requireEnrolment(staff, op.operationId);
    }
    const multipart =
      isMultipartOperation(op) && request.isMultipart() ? await readMultipartBody(request) : undefined;
    const input = deps.validator.validate(op, {
      params: (request.params ?? {}) as Record<string, unknown>,
      query: rawQuery,
      headers: request.headers,
      body: multipart ? multipart.body : request.body,
      ...(multipart ? { fileFields: multipart.fileFields } : {}),
    });
    const idempotencyKey = op.idempotent ? input.headers['idempotency-key'] : undefined;
    // A change's transactions name who acts, for the live events the outbox triggers write.
    const writer = staff && op.method !== 'get' ? actingAs(deps.db, staff.username) : deps.db;
    let db = writer;
    if (deps.replica && staff && op.method === 'get' && HEAVY_READ.test(op.operationId)) {
      const choice = await deps.replica.pick(staff.employeeId);
      db = choice.db;
      // How old the figures are, when a replica answered (the console says "as of N s ago" past 5 s).
      if (choice.ageSeconds !== null)
        reply.header('x-data-age-seconds', String(Math.round(choice.ageSeconds)));
    }
    const ctx: RequestContext = {
      operationId: op.operationId,
      params: input.params,
      query: input.query,
      body: input.body,
      headers: input.headers,
      staff,
      db,
      ip: request.ip,
      userAgent: input.headers['user-agent'] ?? '',
      idempotencyKey,
      now: deps.config.now,
      config: deps.config,
      permissionKeys: deps.contract.permissionKeys,
      closing: deps.closing,
      metrics: deps.metrics,
      ...(readAhead ? { readAhead } : {}),
    };
    // A keyed request's handler runs on a Db bound to the transaction that also holds its key's record.
    const run = async (db: Db) => toWire(await handler({ ...ctx, db }));
    const keyed =
      staff && idempotencyKey
        ? await runIdempotent(
            writer,
            {
              employeeId: staff.employeeId,
              key: idempotencyKey,
              operationId: op.operationId,
              fingerprint: { params: input.params, query: input.query, body: input.body },
            },
            run,
          )
        : { reply: await run(db), replayed: false };
    if (keyed.replayed) deps.metrics.idempotencyReplayed(op.operationId);
    // The writer's next heavy read waits for the replica to have replayed this write (or reads the primary).
    if (deps.replica && staff && op.method !== 'get')
      await deps.replica.noteWrite(staff.employeeId).catch(() => undefined);
    return sendWire(reply, keyed.reply);
  };
}
