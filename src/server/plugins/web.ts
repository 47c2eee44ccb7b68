/**
 * Serves the built SPA from dist/web with history fallback; unknown /api paths answer JSON 404.
 * The build leaves brotli and gzip copies of every text file (vite.config.ts), sent as they are.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@shared/errors';
import type { FastifyInstance } from 'fastify';

export async function registerWeb(app: FastifyInstance, webDir: string): Promise<void> {
  const hasBuild = fs.existsSync(path.join(webDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; index.html must always be revalidated.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const url = request.url;
    const isAsset = url.startsWith('/assets/');
    if (url.startsWith('/api/') || url.startsWith('/apps/') || isAsset || request.method !== 'GET' || !hasBuild) {
      return reply.status(404).send({ message: MESSAGES.routeNotFound });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
