import { setMaxListeners } from 'node:events';
import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import { instrumentDb } from './db/instrumented-db.js';
import type { ReplicaReads } from './db/replica.js';
import { MAX_PARAM_LENGTH, registerApiFallback, sendClientError, sendError } from './http/api-refusals.js';
import { registerConsoleSite } from './http/console-site.js';
import { type Contract, loadContract } from './http/contract.js';
import type { HandlerTable } from './http/handler.js';
import { registerHealthRoutes } from './http/health.js';
import { AppMetrics } from './http/metrics.js';
import { registerMetricsEndpoint, registerRequestMetrics } from './http/metrics-endpoint.js';
import { MAX_FILE_BYTES } from './http/multipart-body.js';
import { operationRoute } from './http/operation-route.js';
import { registerPlayerChatHook } from './http/player-chat-hook.js';
import { registerRateLimit } from './http/rate-limit.js';
import { loggerOptions, registerRequestLog } from './http/request-log.js';
import { RequestValidator } from './http/request-validation.js';
import { registerSecurityHeaders } from './http/security-headers.js';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  /** Handlers by operationId (routes/index.ts). An operation without one answers 501. */
  handlers: HandlerTable;
  /** An already loaded contract (tests add fixture operations); default: read from contractPath. */
  contract?: Contract;
  /** v1.yaml to serve; default config.contractPath, else the SDK's v1.yaml. */
  contractPath?: string;
  /** The built console; default config.consoleDir. Served only when it holds an index.html. */
  consoleDir?: string;
  /** Heavy reads from a replica (DATABASE_REPLICA_URL, db/replica.ts); closed with the app. */
  replica?: ReplicaReads;
  /** false: no logs (tests). Default: pino, one line per request. */
  logger?: boolean;
  /** Where the log lines go; default stdout. `npm start` passes a writer that never blocks (stdio.ts). */
  logStream?: { write(line: string): unknown };
}

export const API_PREFIX = '/v1';

/** '/users/market/{user_id}' -> '/users/market/:user_id' */
export function toRoutePath(contractPath: string): string {
  return contractPath.replace(/\{([^}]+)\}/g, ':$1');
}

/**
 * The /v1 server built from the contract: one route per operation of v1.yaml under /v1, each running
 * the shared pipeline (operation-route.ts). Returns the Fastify instance without listening.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { config, handlers } = options;
  const metrics = new AppMetrics();
  const db = instrumentDb(options.db, metrics);
  const contract = options.contract ?? loadContract(options.contractPath ?? config.contractPath);
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : { ...loggerOptions, ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: sendError,
    clientErrorHandler: sendClientError,
  });

  registerSecurityHeaders(app);
  app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 5 },
    throwFileSizeLimit: true,
  });
  const logStaff = registerRequestLog(app);
  registerRequestMetrics(app, metrics, API_PREFIX);
  const rateLimit = registerRateLimit(app, config.rateLimit, (budget) => metrics.rateLimited.inc({ budget }));
  const onStaff: typeof logStaff = (request, staff) => {
    logStaff(request, staff);
    rateLimit.rememberStaff(request, staff);
  };

  app.setErrorHandler(sendError);

  // On close, Fastify stops accepting and waits for requests in flight; event streams never finish by
  // themselves, so they end as soon as closing starts (preClose runs before the wait).
  const closing = new AbortController();
  // Every open stream (one live.events per signed-in console, chat.events) listens to it: no leak warning.
  setMaxListeners(Number.POSITIVE_INFINITY, closing.signal);
  app.addHook('preClose', async () => closing.abort());
  // Keep-alive sockets idle when closing starts are closed at once; the ones busy then would stay open
  // (until keepAliveTimeout) after their answer, holding the close up: their last answer closes them.
  app.addHook('onSend', async (_request, reply) => {
    if (closing.signal.aborted) reply.header('connection', 'close');
  });

  const validator = new RequestValidator(contract);
  const deps = {
    db,
    config,
    contract,
    validator,
    handlers,
    onStaff,
    closing: closing.signal,
    metrics,
    ...(options.replica ? { replica: options.replica } : {}),
  };
  const replica = options.replica;
  if (replica) app.addHook('onClose', () => replica.close());
  // /v1 in its own context, registered after the rate limit plugin so that its hook covers every route.
  app.register(async (api) => {
    rateLimit.limitRoutesOf(api);
    for (const op of contract.operations) {
      // V1_OFFER leaves an operation unrouted (the fallback's 404); V1_REMAP serves it elsewhere.
      if (config.offer && !config.offer.includes(op.operationId)) continue;
      const route = config.remap[op.operationId as keyof typeof config.remap] ?? op;
      api.route({
        method: route.method.toUpperCase() as 'GET',
        url: `${API_PREFIX}${toRoutePath(route.path)}`,
        config: { operationId: op.operationId },
        handler: operationRoute(op, deps),
      });
    }
    registerApiFallback(api, API_PREFIX);
  });

  const unknown = Object.keys(handlers).filter((id) => !contract.byId.has(id));
  if (unknown.length)
    app.log.warn({ operations: unknown }, 'handlers for operations the contract does not have');

  if (config.playerChatHook) registerPlayerChatHook(app, db);
  registerHealthRoutes(app, db);
  registerMetricsEndpoint(app, metrics, config.metrics);
  registerConsoleSite(app, options.consoleDir ?? config.consoleDir);
  return app;
}
