import fastifyMultipart from '@fastify/multipart';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import type { Config } from './config.js';
import type { Db } from './db/db.js';
import { registerConsoleSite } from './http/console-site.js';
import { type Contract, loadContract } from './http/contract.js';
import { errorBody } from './http/envelope.js';
import { type HandlerTable, HttpError } from './http/handler.js';
import { MAX_FILE_BYTES } from './http/multipart-body.js';
import { operationRoute } from './http/operation-route.js';
import { loggerOptions, registerRequestLog } from './http/request-log.js';
import { RequestValidator } from './http/request-validation.js';

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
  /** false: no logs (tests). Default: pino, one line per request. */
  logger?: boolean;
}

export const API_PREFIX = '/v1';

/** '/users/market/{user_id}' -> '/users/market/:user_id' */
export function toRoutePath(contractPath: string): string {
  return contractPath.replace(/\{([^}]+)\}/g, ':$1');
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && typeof (error as Partial<FastifyError>).statusCode === 'number';
}

/**
 * The /v1 server built from the contract: one route per operation of v1.yaml under /v1, each running
 * the shared pipeline (operation-route.ts). Returns the Fastify instance without listening.
 */
export function buildApp(options: BuildAppOptions): FastifyInstance {
  const { db, config, handlers } = options;
  const contract = options.contract ?? loadContract(options.contractPath ?? config.contractPath);
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions,
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
  });

  app.register(fastifyMultipart, {
    limits: { fileSize: MAX_FILE_BYTES, files: 5 },
    throwFileSizeLimit: true,
  });
  const onStaff = registerRequestLog(app);

  app.setErrorHandler((error: unknown, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.status).send(errorBody(error));
    if (
      isFastifyError(error) &&
      error.statusCode !== undefined &&
      error.statusCode >= 400 &&
      error.statusCode < 500
    ) {
      return reply.code(error.statusCode).send({ error: true, msg: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: true, msg: 'Internal Server Error' });
  });

  const validator = new RequestValidator(contract);
  const deps = { db, config, contract, validator, handlers, onStaff };
  for (const op of contract.operations) {
    app.route({
      method: op.method.toUpperCase() as 'GET',
      url: `${API_PREFIX}${toRoutePath(op.path)}`,
      handler: operationRoute(op, deps),
    });
  }

  const unknown = Object.keys(handlers).filter((id) => !contract.byId.has(id));
  if (unknown.length)
    app.log.warn({ operations: unknown }, 'handlers for operations the contract does not have');

  registerConsoleSite(app, options.consoleDir ?? config.consoleDir);
  return app;
}
