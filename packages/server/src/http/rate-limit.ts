import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimitConfig } from '../config.js';
import { sha256Hex } from '../domain/secrets.js';
import { presentedCredentials } from './auth.js';
import { HttpError, type Staff } from './handler.js';

export const tooManyRequests = (seconds: number) =>
  `Too many requests. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;

/** Tokens remembered at once; past this the oldest is forgotten (its requests count by address again). */
const KNOWN_TOKENS = 10_000;

export interface ApiRateLimit {
  /** Adds the limit to every route `api` (an encapsulated context, registered after this) declares. */
  limitRoutesOf: (api: FastifyInstance) => void;
  /** Called once a request's token is accepted: later requests with it count as that staff member's. */
  rememberStaff: (request: FastifyRequest, staff: Staff) => void;
}

/**
 * Rate limits for /v1 through @fastify/rate-limit (its in-memory store, so per instance). A request is
 * counted as its staff member's when it carries a token this instance has already accepted (looked up by
 * the token's digest in memory, so the limit runs before any database work); every other request (login,
 * a first request with a new token, a wrong or made-up token) counts against its address, so inventing
 * tokens buys no fresh budget. A token signed out keeps counting as its staff member's until forgotten (it
 * is refused anyway). Past the budget: 429 in the error envelope with Retry-After; every answer
 * carries RateLimit-Limit, RateLimit-Remaining and RateLimit-Reset (the IETF draft's names).
 */
export function registerRateLimit(
  app: FastifyInstance,
  config: RateLimitConfig,
  onRefused: (budget: 'staff' | 'address') => void = () => {},
): ApiRateLimit {
  const staffByToken = new Map<string, number>();
  app.register(fastifyRateLimit, {
    global: false,
    enableDraftSpec: true,
    timeWindow: config.windowSeconds * 1000,
    max: (_request, key) => (key.startsWith('staff:') ? config.perStaff : config.perAddress),
    keyGenerator: (request) => {
      const { token } = presentedCredentials(request.headers);
      const employeeId = token === undefined ? undefined : staffByToken.get(sha256Hex(token));
      // IPv6 addresses count by their /64, as the plugin's own key does: one host holds a whole /64.
      return employeeId === undefined ? `address:${normalizeIP(request.ip)}` : `staff:${employeeId}`;
    },
    onExceeded: (_request, key) => onRefused(key.startsWith('staff:') ? 'staff' : 'address'),
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, tooManyRequests(Math.max(1, Math.ceil(context.ttl / 1000)))),
  });
  return {
    limitRoutesOf: (api) => api.addHook('onRequest', api.rateLimit()),
    rememberStaff(request, staff) {
      const { token } = presentedCredentials(request.headers);
      if (token === undefined) return;
      const digest = sha256Hex(token);
      if (staffByToken.has(digest)) return;
      if (staffByToken.size >= KNOWN_TOKENS) staffByToken.delete(staffByToken.keys().next().value ?? '');
      staffByToken.set(digest, staff.employeeId);
    },
  };
}
