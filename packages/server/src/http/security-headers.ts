import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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

/**
 * Security headers on every answer (console pages, assets, /v1, the probes), set by @fastify/helmet:
 * the CSP above, X-Content-Type-Options: nosniff, Referrer-Policy: no-referrer, X-Frame-Options: DENY
 * (frame-ancestors for old browsers), Cross-Origin-Opener-Policy and Resource-Policy: same-origin.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'no-referrer' },
    frameguard: { action: 'deny' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
