import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';

/**
 * Brotli and gzip copies next to every text file of the build, made once here at the highest
 * levels, so the server sends them as they are (`@fastify/static` `preCompressed`) without
 * compressing on each request.
 */
function precompress(): Plugin {
  // Wherever this build writes (the browser tests build into their own cache folder).
  let outDir = '';
  return {
    name: 'folio-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
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

/** The lazy modules a signed-in first visit needs at once: the shell and the home page. */
const SIGNED_IN_MODULES = ['src/web/app/shell/Shell.tsx', 'src/web/features/home/HomePage.tsx'];

/**
 * Lists the chunks of SIGNED_IN_MODULES (and what they import) in index.html, for
 * `public/boot.js` to preload when a session is stored: without it they load one after another
 * once the main script has run (main → user → shell → page).
 */
function signedInPreload(): Plugin {
  return {
    name: 'folio-signed-in-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle ?? {};
        const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
        const entry = chunks.find((c) => c.isEntry);
        const loaded = new Set([entry?.fileName, ...(entry?.imports ?? [])]);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName) || loaded.has(fileName)) return;
          files.add(fileName);
          for (const imported of chunks.find((c) => c.fileName === fileName)?.imports ?? []) visit(imported);
        };
        for (const module of SIGNED_IN_MODULES) {
          const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
          if (chunk) visit(chunk.fileName);
        }
        const list = JSON.stringify([...files].map((file) => `/${file}`));
        // Before boot.js, which reads it while the page is parsed: placed after, it is not there yet.
        const tag = '<script src="/boot.js"></script>';
        if (!html.includes(tag)) throw new Error('index.html no longer loads /boot.js');
        return html.replace(
          tag,
          `<script type="application/json" id="folio-shell-chunks">${list}</script>\n    ${tag}`,
        );
      },
    },
  };
}

/** The PrimeReact themes, by the name `theme.ts` and `public/theme-init.js` use. */
const THEMES = { light: 'lara-light-blue/theme.css', dark: 'lara-dark-blue/theme.css' };

/**
 * Writes the hashed URLs of the theme stylesheets into index.html (before `theme-init.js`), so
 * that script adds the stored theme's stylesheet while the page is parsed: it loads in parallel
 * with the main script instead of after it.
 */
function themeStylesheet(): Plugin {
  return {
    name: 'folio-theme-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const assets = Object.values(context.bundle ?? {}).filter((c): c is Rollup.OutputAsset => c.type === 'asset');
        const urls = Object.fromEntries(
          Object.entries(THEMES).map(([theme, source]) => {
            const asset = assets.find((a) => a.originalFileNames.some((name) => name.endsWith(source)));
            if (!asset) throw new Error(`The build has no ${source}`);
            return [theme, `/${asset.fileName}`];
          }),
        );
        const tag = '<script src="/theme-init.js"></script>';
        if (!html.includes(tag)) throw new Error('index.html no longer loads /theme-init.js');
        return html.replace(
          tag,
          `<script type="application/json" id="folio-themes">${JSON.stringify(urls)}</script>\n    ${tag}`,
        );
      },
    },
  };
}

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), themeStylesheet(), signedInPreload(), precompress()],
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
