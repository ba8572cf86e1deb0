import { existsSync, readFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export const NOT_FOUND_MSG = 'Sorry! The data you are looking for could not be found';

function isApiPath(path: string): boolean {
  return path === '/v1' || path.startsWith('/v1/');
}

/** Hashed build assets never change; everything else (index.html) is revalidated on every load. */
export function cacheControlFor(filePath: string): string {
  return /[\\/]assets[\\/]/.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * Everything outside /v1: the console's runtime configuration at /config.json (the console folder's own
 * config.json when it has one, read on every request so an edited operation map needs no restart; else
 * the same origin's /v1), the built console
 * (when `consoleDir` exists) with index.html for client-side routes, and the JSON 404 for the rest.
 */
export function registerConsoleSite(app: FastifyInstance, consoleDir: string | undefined): void {
  const root = consoleDir ? resolve(consoleDir) : undefined;
  const hasConsole = root !== undefined && existsSync(resolve(root, 'index.html'));

  const configFile = root === undefined ? undefined : resolve(root, 'config.json');
  app.get('/config.json', async (_request, reply) => {
    if (configFile === undefined || !existsSync(configFile)) return { apiBaseUrl: '/v1' };
    return reply
      .type('application/json')
      .header('cache-control', 'no-cache')
      .send(readFileSync(configFile, 'utf8'));
  });

  if (hasConsole) {
    app.register(fastifyStatic, {
      root,
      prefix: '/',
      wildcard: true,
      index: ['index.html'],
      // The console build writes .br and .gz beside each file; they are sent to browsers that accept them.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (hasConsole && wantsPage && !isApiPath(path) && extname(path) === '') {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return reply.code(404).send({ error: true, msg: NOT_FOUND_MSG });
  });
}
