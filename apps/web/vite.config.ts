// The web application's build: React, the installable app (manifest, icons, a service worker that caches
// the application shell and asks before updating), and every text asset written again as .br and .gz so
// the service sends them compressed without compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { cataloguePart, CATALOGUE_PARTS, type CataloguePart } from './src/lib/catalogue-parts.js';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

/** After the build (service worker included), writes `file.br` and `file.gz` beside each text asset. */
function precompress(): Plugin {
  let outDir = '';
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'timetrack:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      await Promise.all(
        entries
          .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
          .map(async (entry) => {
            const path = join(entry.parentPath, entry.name);
            if ((await stat(path)).size < MIN_BYTES) return;
            const content = await readFile(path);
            const [br, gzipped] = await Promise.all([
              brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz(content, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
          }),
      );
    },
  };
}

const CATALOGUE_PART = /[\\/]locales[\\/][a-z]{2}\.json\?part=([a-z]+)$/;

/** `locales/en.json?part=start`: that part of the catalogue (src/lib/catalogue-parts.ts), as a module. */
function catalogueParts(): Plugin {
  return {
    name: 'timetrack:catalogue-parts',
    enforce: 'pre',
    async load(id) {
      const part = CATALOGUE_PART.exec(id)?.[1] as CataloguePart | undefined;
      if (!part) return null;
      if (!CATALOGUE_PARTS.includes(part)) throw new Error(`Unknown catalogue part in ${id}`);
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      const catalogue = JSON.parse(await readFile(file, 'utf8')) as Parameters<typeof cataloguePart>[0];
      return `export default ${JSON.stringify(cataloguePart(catalogue, part))};`;
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: {
      '@timetrack/client': fileURLToPath(new URL('../../packages/client/src/index.ts', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // dist/.vite/manifest.json: which chunks each screen needs (bench/web-size.ts reads it).
    manifest: true,
    // The service worker is the last file written; compression runs after it.
    emptyOutDir: true,
    rolldownOptions: {
      // Everything the first screens import statically (the entry, the router, the sign-in page, the shell
      // and Today) in one file: brotli does better on one file than on the forty small shared chunks the
      // automatic split makes of it (each with its own imports and exports), and nothing waits for a second
      // round of requests. Every other screen stays its own chunk.
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
    // That start file is about 550 kB before compression, 145 kB brotli (bench/web-size.ts keeps the budget).
    chunkSizeWarningLimit: 600,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  plugins: [
    catalogueParts(),
    react(),
    VitePWA({
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'Timetrack',
        short_name: 'Timetrack',
        description: 'Clock in and out, breaks, your hours.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1c7ed6',
        icons: [
          { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api(\/|$)/],
        cleanupOutdatedCaches: true,
        // Web Push: showing a push and opening its screen on a click (public/push-sw.js).
        importScripts: ['/push-sw.js'],
      },
    }),
    precompress(),
  ],
});
