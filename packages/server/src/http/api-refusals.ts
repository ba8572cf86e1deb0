import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { databaseOutage } from '../db/outage.js';
import { DomainError } from '../domain/errors.js';
import { NOT_FOUND_MSG } from './console-site.js';
import { refusalAnswer } from './domain-refusals.js';
import { errorBody } from './envelope.js';
import { HttpError } from './handler.js';

/** The router's limit on one path parameter (ids, types and statuses are far shorter). */
export const MAX_PARAM_LENGTH = 100;

/** The database is away (restart, failover, network) or busy past a deadline: the request may be sent again. */
export const DATABASE_UNAVAILABLE_MSG = 'The database is unavailable just now; try again in a few seconds';
export const DATABASE_BUSY_MSG =
  'The database is busy and this request ran out of time; try again in a few seconds';
/** The disk under the database is full: changes are refused, reading still works. */
export const DATABASE_DISK_FULL_MSG =
  "The database's disk is full, so changes cannot be saved until space is freed; reading still works";
const OUTAGE_MESSAGES = {
  unavailable: DATABASE_UNAVAILABLE_MSG,
  deadline: DATABASE_BUSY_MSG,
  'disk-full': DATABASE_DISK_FULL_MSG,
} as const;

export const BAD_URL_MSG = 'The URL is not valid: a percent-encoding in it is broken';
export const URI_TOO_LONG_MSG = `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`;

/** Fastify's own refusals, in the words of the contract (they would otherwise echo the request). */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_BAD_URL: BAD_URL_MSG,
  FST_ERR_MAX_PARAM_LENGTH: URI_TOO_LONG_MSG,
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE:
    'Unsupported content type: send application/json (or multipart/form-data for uploads)',
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

function refuse(reply: FastifyReply, status: number, msg: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send({ error: true, msg });
}

/**
 * Every refusal as the contract's `{ error: true, msg }`: HttpError as thrown, a business rule's
 * DomainError through its one mapping (domain-refusals.ts), Fastify's own 4xx
 * (body too large 413, unsupported content type 415, malformed JSON 400; and, as `frameworkErrors`,
 * a bad percent-encoding 400 or an over-long path parameter 414 before routing) with a readable msg,
 * the database away or past a deadline 503 with Retry-After (db/outage.ts), anything else a logged 500
 * 'Internal Server Error'.
 */
export function sendError(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (error instanceof HttpError) return reply.code(error.status).send(errorBody(error));
  if (error instanceof DomainError) {
    const answer = refusalAnswer(error.refusal);
    return reply.code(answer.status).send(errorBody(answer));
  }
  if (
    isFastifyError(error) &&
    error.statusCode !== undefined &&
    error.statusCode >= 400 &&
    error.statusCode < 500
  ) {
    return refuse(reply, error.statusCode, FRAMEWORK_MESSAGES[error.code] ?? error.message);
  }
  const outage = databaseOutage(error);
  if (outage) {
    request.log.warn({ err: error, outage: outage.kind }, 'database outage');
    reply.header('retry-after', String(outage.retryAfterSeconds));
    return refuse(reply, 503, OUTAGE_MESSAGES[outage.kind]);
  }
  request.log.error({ err: error }, 'unexpected error');
  return refuse(reply, 500, 'Internal Server Error');
}

/**
 * Every /v1 path no operation matches answers here, for every method, so none falls through to the
 * console's static files: 414 when a segment is past the router's parameter limit, else the JSON 404.
 */
export function registerApiFallback(app: FastifyInstance, prefix: string): void {
  app.all(`${prefix}/*`, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const tooLong = path.split('/').some((segment) => segment.length > MAX_PARAM_LENGTH);
    return tooLong ? refuse(reply, 414, URI_TOO_LONG_MSG) : refuse(reply, 404, NOT_FOUND_MSG);
  });
}

/** Node's HTTP parser's refusals (before Fastify sees a request), by its error code. */
const CLIENT_ERRORS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'The request line or its headers are too large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request took too long to arrive'],
};

/**
 * Fastify's `clientErrorHandler`: a request Node's parser refused (a URL or headers past 16 KB, a
 * malformed request line) still answers the envelope, then the connection closes.
 */
export function sendClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, msg] = CLIENT_ERRORS[error.code ?? ''] ?? [400, 'The request is not valid HTTP'];
  const body = JSON.stringify({ error: true, msg });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
