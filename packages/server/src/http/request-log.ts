import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Staff } from './handler.js';

/** Secrets that may ride in a query string (the chat event stream) are never logged. */
const SECRET_QUERY = /([?&](?:access_token|api_key|token|password)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/** Pino options: one line per request and no secrets, even if a header or a body gets logged by mistake. */
export const loggerOptions = {
  level: process.env.LOG_LEVEL ?? 'info',
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers["x-api-key"]',
      'headers.authorization',
      'headers["x-api-key"]',
      'body.password',
      '*.password',
      '*.token',
      '*.x_api_key',
    ],
    censor: '[redacted]',
  },
};

/**
 * Replaces Fastify's two lines per request (incoming / completed) with one:
 * method, url (secrets redacted), status, duration and the staff member's id.
 */
export function registerRequestLog(app: FastifyInstance): (request: FastifyRequest, staff: Staff) => void {
  const staffOf = new WeakMap<FastifyRequest, number>();
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        employee_id: staffOf.get(request),
        ip: request.ip,
      },
      'request',
    );
  });
  return (request, staff) => staffOf.set(request, staff.employeeId);
}
