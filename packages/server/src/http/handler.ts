import type { Config } from '../config.js';
import type { Db, Queryable } from '../db/db.js';
import type { AppMetrics } from './metrics.js';

/** The signed-in staff member behind a request. */
export interface Staff {
  employeeId: number;
  username: string;
  fullName: string;
  isAdmin: boolean;
  permission: readonly string[];
  tokenId: number;
  /** Signed in without the second factor they must have: only enrolment is let through. */
  enrolmentOnly?: boolean;
}

/** One file part of a multipart body, read into memory (the app caps a file at 2 MB). */
export interface UploadedFile {
  filename: string;
  mimetype: string;
  data: Buffer;
  size: number;
}

/**
 * What a handler receives once the request has been validated against v1.yaml and authorized from
 * the operation's x-permission. Keys are exactly as on the wire (snake_case); values are coerced to the
 * schema's types (query integers are numbers, booleans are booleans). `query` and `params` hold only the
 * parameters the contract declares (defaults filled in; empty query values count as absent).
 *
 * Multipart bodies (multipart/form-data operations, e.g. banners): `body` is an object with each text
 * field under its name (coerced to the schema's type, e.g. sort_order as a number) and each file field
 * as an `UploadedFile` ({ filename, mimetype, data: Buffer, size }). The schema's `format: binary`
 * fields are not checked by the app: check the file's type and size in the handler.
 */
export interface RequestContext {
  operationId: string;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: unknown;
  headers: Record<string, string | undefined>;
  /** Undefined only for public operations (login). */
  staff: Staff | undefined;
  db: Db;
  ip: string;
  userAgent: string;
  /** Idempotency-Key header, when sent. The app replays stored replies itself; handlers may ignore it. */
  idempotencyKey: string | undefined;
  /** The server's clock (tests move it); use it instead of `new Date()` for time-dependent rules. */
  now: () => Date;
  /** The server's configuration (token lifetimes, demo mode...). */
  config: Config;
  /** Every permission key of the contract (PermissionKey), e.g. what an admin holds. */
  permissionKeys: readonly string[];
  /** Aborted when the server starts shutting down: long-lived answers (event streams) end on it. */
  closing: AbortSignal;
  /** This app's Prometheus metrics, for what only a handler sees (login failures, settlement times). */
  metrics: AppMetrics;
  /** The answer of the handler's `readAhead`, when the pipeline sent it (see Handler). */
  readAhead?: Promise<unknown>;
}

/** A success: the app wraps it as `{ error: false, msg, data }`. */
export interface Reply {
  msg?: string;
  data: unknown;
  status?: number;
}

/**
 * A reply that is not the JSON envelope (login's own shape, CSV, images, event streams). `body` is sent
 * as is: an object is serialized as JSON, a string or Buffer as bytes, a Readable stream is piped.
 */
export interface RawReply {
  raw: true;
  status?: number;
  contentType: string;
  body: unknown;
  headers?: Record<string, string>;
}

/**
 * An event stream's reply (chat.events, live.events): sent as it is written, never cached or buffered by a
 * proxy, and ended (`end`) as soon as the server starts closing, so its wait for in-flight requests is not
 * held open by a stream that never finishes by itself.
 */
export function eventStreamReply(
  ctx: Pick<RequestContext, 'closing'>,
  stream: NodeJS.ReadableStream & { on(event: 'close', listener: () => void): unknown },
  end: () => void,
): RawReply {
  ctx.closing.addEventListener('abort', end, { once: true });
  stream.on('close', () => ctx.closing.removeEventListener('abort', end));
  return {
    raw: true,
    contentType: 'text/event-stream; charset=utf-8',
    headers: { 'cache-control': 'no-cache', connection: 'keep-alive', 'x-accel-buffering': 'no' },
    body: stream,
  };
}

export type Handler = ((ctx: RequestContext) => Promise<Reply | RawReply>) & {
  /**
   * A read the handler makes whoever asks and whatever the request says (the approval policies of a
   * guarded operation). Where the database is over a network, the pipeline sends it beside the token read
   * and hands its answer over as `ctx.readAhead`: one round trip less than making it in the handler.
   */
  readAhead?: (db: Db) => Promise<unknown>;
};

/** Handlers by operationId; each routes/<area>.ts exports one of these. */
export type HandlerTable = Record<string, Handler>;

/** A failure with a status and the contract's `{ error: true, msg }` body. */
export class HttpError extends Error {
  readonly status: number;
  readonly msgBody: string | Record<string, string>;
  readonly extra: Record<string, unknown>;
  constructor(status: number, msg: string | Record<string, string>, extra: Record<string, unknown> = {}) {
    super(typeof msg === 'string' ? msg : Object.values(msg).join('; '));
    this.status = status;
    this.msgBody = msg;
    this.extra = extra;
  }
}

export const badRequest = (msg: string | Record<string, string>) => new HttpError(400, msg);
/** The spec's 404 text. */
export const NOT_FOUND_TEXT = 'Sorry! The data you are looking for could not be found';
export const notFound = (msg = NOT_FOUND_TEXT) => new HttpError(404, msg);
export const conflict = (msg: string | Record<string, string>) => new HttpError(409, msg);

export type { Db, Queryable };
