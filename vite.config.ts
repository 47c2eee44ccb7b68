import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Brotli and gzip copies next to every text file of the build, made once here at the highest
 * levels, so the server sends them as they are (`@fastify/static` `preCompressed`) without
 * compressing on each request.
 */
function precompress(): Plugin {
  const outDir = fileURLToPath(new URL('./dist/web', import.meta.url));
  return {
    name: 'folio-precompress',
    apply: 'build',
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json|txt|map)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = fs.readFileSync(file);
        if (body.length < 1024) continue;
        fs.writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
          }),
        );
        fs.writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), precompress()],
  resolve: { alias: { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) } },
  build: { outDir: '../../dist/web', emptyOutDir: true, chunkSizeWarningLimit: 700 },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      // Only the realtime websocket (/app/{key}), not source files under src/web/app/.
      '^/app/[\\w-]+(\\?.*)?$': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
});
