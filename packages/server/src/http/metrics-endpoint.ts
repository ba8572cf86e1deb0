import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { MetricsConfig } from '../config.js';
import { sameDigest, sha256Hex } from '../domain/secrets.js';
import { NOT_FOUND_MSG } from './console-site.js';
import type { AppMetrics } from './metrics.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract operation a /v1 route serves (metrics label it by this). */
    operationId?: string;
  }
}

export const METRICS_PATH = '/metrics';

/**
 * Times every /v1 answer by operation and status (the API fallback's as `unmatched`) and keeps the
 * gauge of open event streams: any answer sent as text/event-stream, until its connection closes.
 */
export function registerRequestMetrics(app: FastifyInstance, metrics: AppMetrics, prefix: string): void {
  const operationOf = (url: string | undefined, operationId: string | undefined) =>
    url?.startsWith(`${prefix}/`) ? (operationId ?? 'unmatched') : undefined;
  app.addHook('onResponse', async (request, reply) => {
    const operation = operationOf(request.routeOptions.url, request.routeOptions.config.operationId);
    if (!operation) return;
    metrics.requestDuration.observe(
      { operation, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onSend', async (request, reply) => {
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/event-stream')) return;
    const operation = operationOf(request.routeOptions.url, request.routeOptions.config.operationId);
    if (!operation) return;
    metrics.eventStreams.inc({ operation });
    reply.raw.once('close', () => metrics.eventStreams.dec({ operation }));
  });
}

function tokenAccepted(authorization: string | undefined, token: string | undefined): boolean {
  if (token === undefined) return true;
  const presented = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  return presented !== undefined && sameDigest(sha256Hex(presented), sha256Hex(token));
}

type MetricsAnswer = { status: number; contentType: string; body: string };

async function answer(metrics: AppMetrics, authorization: string | undefined, token: string | undefined) {
  if (!tokenAccepted(authorization, token)) {
    const body = JSON.stringify({ error: true, msg: 'Invalid credentials' });
    return { status: 401, contentType: 'application/json; charset=utf-8', body } satisfies MetricsAnswer;
  }
  const body = await metrics.registry.metrics();
  return { status: 200, contentType: metrics.registry.contentType, body } satisfies MetricsAnswer;
}

/**
 * GET /metrics (Prometheus text format), outside /v1, its auth and its rate limit. Off unless configured:
 * METRICS_PORT serves it on a listener of its own (METRICS_HOST, default 127.0.0.1), started when the app
 * is ready and closed with it; otherwise METRICS_TOKEN serves it on the main listener to
 * `Authorization: Bearer <METRICS_TOKEN>` only. With both, the own listener asks for the token too.
 */
export function registerMetricsEndpoint(app: FastifyInstance, metrics: AppMetrics, config: MetricsConfig) {
  if (config.port !== undefined) {
    const port = config.port;
    let server: Server | undefined;
    app.addHook('onReady', async () => {
      server = await serveMetrics(metrics, { host: config.host, port, token: config.token });
    });
    app.addHook('onClose', async () => {
      await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    });
    app.decorate('metricsAddress', () => server?.address() as AddressInfo | undefined);
    return;
  }
  if (config.token === undefined) return;
  app.get(METRICS_PATH, async (request, reply) => {
    const { status, contentType, body } = await answer(metrics, request.headers.authorization, config.token);
    reply.header('cache-control', 'no-store');
    if (status === 401) reply.header('www-authenticate', 'Bearer');
    return reply.code(status).type(contentType).send(body);
  });
}

/** A plain HTTP listener that answers GET /metrics and 404 to anything else. */
export async function serveMetrics(
  metrics: AppMetrics,
  options: { host: string; port: number; token: string | undefined },
): Promise<Server> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    const reply = ({ status, contentType, body }: MetricsAnswer) =>
      response.writeHead(status, { 'content-type': contentType, 'cache-control': 'no-store' }).end(body);
    if (request.method !== 'GET' || path !== METRICS_PATH) {
      reply({
        status: 404,
        contentType: 'application/json; charset=utf-8',
        body: JSON.stringify({ error: true, msg: NOT_FOUND_MSG }),
      });
      return;
    }
    answer(metrics, request.headers.authorization, options.token).then(reply, () =>
      reply({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return server;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** With METRICS_PORT: where the metrics listener listens, once the app is ready. */
    metricsAddress?: () => AddressInfo | undefined;
  }
}
