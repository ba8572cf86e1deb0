import type { FastifyReply } from 'fastify';
import type { HttpError, RawReply, Reply } from './handler.js';
import type { StoredReply } from './idempotency.js';

const JSON_TYPE = 'application/json; charset=utf-8';

function isRaw(result: Reply | RawReply): result is RawReply {
  return 'raw' in result && result.raw === true;
}

/** A handler's result as it goes on the wire: `{ error: false, msg, data }`, or a RawReply untouched. */
export function toWire(result: Reply | RawReply): StoredReply {
  if (isRaw(result)) {
    return {
      status: result.status ?? 200,
      contentType: result.contentType,
      body: result.body,
      ...(result.headers ? { headers: result.headers } : {}),
    };
  }
  return {
    status: result.status ?? 200,
    contentType: JSON_TYPE,
    body: { error: false, msg: result.msg ?? 'Success', data: result.data ?? null },
  };
}

/** `{ error: true, msg, ...extra }` (extra carries e.g. token_expired). */
export function errorBody(error: HttpError): Record<string, unknown> {
  return { error: true, msg: error.msgBody, ...error.extra };
}

export function sendWire(reply: FastifyReply, wire: StoredReply): FastifyReply {
  reply.code(wire.status).header('content-type', wire.contentType);
  for (const [name, value] of Object.entries(wire.headers ?? {})) reply.header(name, value);
  return reply.send(wire.body);
}
