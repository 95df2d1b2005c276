import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, minifySync, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const outDir = fileURLToPath(new URL('./dist', import.meta.url));

/**
 * The service worker precaches the shell and Home only: index.html, what it references (entry
 * script, its modulepreloads, CSS) and the install icons, each once. Lazy pages and dialogs are
 * cached when first used (runtime caching below), so installing the app does not download them.
 */
function precacheShellAndHome<E extends { url: string }>(entries: E[]) {
  const html = readFileSync(`${outDir}/index.html`, 'utf8');
  const referenced = new Set(
    [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]),
  );
  const seen = new Set<string>();
  const manifest = entries.filter((entry) => {
    if (seen.has(entry.url)) return false;
    seen.add(entry.url);
    return (
      entry.url === 'index.html' || !entry.url.startsWith('assets/') || referenced.has(entry.url)
    );
  });
  return Promise.resolve({ manifest, warnings: [] });
}

/**
 * public/boot.js runs before first paint and is copied as written, comments included: it goes
 * out minified (the comments stay in the source). After the copy, before the service worker's
 * precache manifest is made (closeBundle), so the manifest has the file as served.
 */
function minifyBootScript(): Plugin {
  return {
    name: 'boldcall:minify-boot-script',
    apply: 'build',
    writeBundle() {
      const file = `${outDir}/boot.js`;
      const { code, errors } = minifySync('boot.js', readFileSync(file, 'utf8'));
      if (errors.length > 0) throw new Error(`boot.js: ${errors[0]?.message}`);
      writeFileSync(file, code);
    },
  };
}

// The Fastify server (apps/server) answers /api and the dev mailbox under /dev; in development
// Vite proxies them so the app talks to one origin, exactly as in production.
const backend = 'http://127.0.0.1:3000';
const proxy = {
  '^/api(/|$)': { target: backend, changeOrigin: false },
  '^/dev(/|$)': { target: backend, changeOrigin: false },
};

/**
 * `vite build --ssr src/entry-server.tsx`: the visitors' server render (docs/decisions/039), for
 * Node in apps/web/dist-ssr. No styles, no service worker; libraries stay in node_modules.
 */
const ssrBuild = defineConfig({
  plugins: [react()],
  publicDir: false,
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: fileURLToPath(new URL('./dist-ssr', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
});

const browserBuild = defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    minifyBootScript(),
    VitePWA({
      // A new version waits for the player's Reload (features/install/register-service-worker).
      registerType: 'prompt',
      // main.tsx registers through `virtual:pwa-register`: no inline script, CSP-friendly.
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      // The icons and the manifest come from the glob below; listed again they would be duplicates.
      includeManifestIcons: false,
      manifest: {
        name: 'BoldCall',
        short_name: 'BoldCall',
        description:
          'Make bold predictions, wager play-money points, back or fade your friends and climb the leaderboard.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait-primary',
        background_color: '#0f0a1f',
        theme_color: '#1e0f4d',
        categories: ['games', 'sports', 'social'],
        icons: [
          { src: '/pwa-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/pwa-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // The plugin adds manifest.webmanifest itself.
        globPatterns: ['**/*.{js,css,html,svg,png}'],
        navigateFallback: '/index.html',
        // API calls and the dev mailbox must always reach the server, never the app shell.
        navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/dev(\/|$)/],
        manifestTransforms: [precacheShellAndHome],
        // Hashed files never change: once fetched (a lazy page, a dialog), served from the cache.
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 200 } },
          },
        ],
        cleanupOutdatedCaches: true,
        // Push and notification clicks (public/push-sw.js), hand-written beside the generated
        // worker; same origin, so the CSP's script-src 'self' admits it.
        importScripts: ['/push-sw.js'],
        sourcemap: false,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
  build: {
    outDir,
    emptyOutDir: true,
    // Written without a sourceMappingURL comment and moved out of dist by build/postbuild.mjs:
    // the public never downloads them.
    sourcemap: 'hidden',
    rolldownOptions: {
      output: {
        // Libraries change far less often than app code: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 20,
            },
            // Recharts and its own dependencies are only reached through the profile's lazy
            // charts: kept apart so the app shell does not download them.
            {
              name: 'charts',
              test: /node_modules[\\/](recharts|victory-vendor|d3-[^\\/]+|internmap|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant)[\\/]/,
              priority: 15,
            },
            // Everything else the entry imports statically (app shell, Home, TanStack Query, its
            // icons): one chunk, compressed as one, instead of two dozen small shared chunks.
            { name: 'app', tags: ['$initial'], priority: 10 },
          ],
        },
      },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? ssrBuild : browserBuild));
