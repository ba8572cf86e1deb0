import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * The Content-Security-Policy of the console and the API. Scripts come only from this origin (the Vite
 * build has no inline script, and the SDK's compiled key conversion falls back to a plain loop when
 * `new Function` is refused, so no 'unsafe-eval'). Styles allow 'unsafe-inline': AG Grid, AG Charts and
 * sonner inject <style> elements at run time, and inline styles cannot run code. `data:` covers the
 * favicon and the grid's SVG icons; `blob:` the chart and CSV downloads.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  referrerPolicy: { policy: 'no-referrer' },
  frameguard: { action: 'deny' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
} as const;

/**
 * The headers helmet sets with HELMET_OPTIONS, and the ones it removes, read once by running its
 * middleware on a stand-in response. Every value is fixed (no nonce, nothing read from the request), so
 * each answer gets the same headers helmet would give it.
 */
export function helmetHeaders(): { set: [string, string][]; removed: string[] } {
  const set = new Map<string, string>();
  const removed: string[] = [];
  const response = {
    setHeader(name: string, value: unknown) {
      set.set(name, String(value));
    },
    removeHeader(name: string) {
      set.delete(name);
      removed.push(name);
    },
  };
  let failure: unknown;
  helmet(HELMET_OPTIONS)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return { set: [...set], removed };
}

/**
 * Security headers on every answer (console pages, assets, /v1, the probes), as helmet writes them: the
 * CSP above, X-Content-Type-Options: nosniff, Referrer-Policy: no-referrer, X-Frame-Options: DENY
 * (frame-ancestors for old browsers), Cross-Origin-Opener-Policy and Resource-Policy: same-origin, and
 * helmet's other defaults. They are worked out once at start: @fastify/helmet built helmet's middleware
 * again on every request (its directives parsed, a dozen closures), garbage that V8 promoted out of the
 * young generation and that lengthened every young collection (issue 23: the debit's p99).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const { set, removed } = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of set) raw.setHeader(name, value);
    for (const name of removed) raw.removeHeader(name);
    done();
  });
}
