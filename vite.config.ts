import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiPort = Number(process.env.PORT ?? 3000);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react()],
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
