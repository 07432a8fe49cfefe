/// <reference types="vitest/config" />
import { execSync } from 'node:child_process';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { chunkModules } from './vite-plugins/chunk-modules.ts';
import { firstLoadChunks } from './vite-plugins/first-load-chunks.ts';
import { landingPage } from './vite-plugins/landing-page.ts';
import { precompress } from './vite-plugins/precompress.ts';

function buildHash(): string {
  if (process.env.BUILD_HASH) return process.env.BUILD_HASH;
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8' }).trim();
  } catch {
    return 'dev';
  }
}

// Libraries by the pages that load them (decision 042): React and the texts' library on every
// page; the router and the query client in the app only; the others on demand.
const VENDOR_CHUNKS: [string, RegExp][] = [
  ['react', /node_modules[\\/](?:react|react-dom|scheduler|i18next|react-i18next)[\\/]/],
  ['app-libs', /node_modules[\\/](?:react-router|@tanstack)[\\/]/],
  ['zod', /node_modules[\\/]zod[\\/]/],
  ['dexie', /node_modules[\\/]dexie[\\/]/],
];

// The app's own code in one chunk per first visit's part (decision 042).
const appChunks = firstLoadChunks(0);

export default defineConfig({
  define: { __BUILD_HASH__: JSON.stringify(buildHash()) },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      // NOTE: spec §1 — auto-updates are off: a new worker waits until the app reloads.
      registerType: 'prompt',
      injectRegister: false,
      filename: 'sw.js',
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: 'JobTrack',
        short_name: 'JobTrack',
        description: 'Customers, jobs and payments for small service businesses.',
        start_url: '/app',
        scope: '/',
        display: 'standalone',
        orientation: 'portrait',
        background_color: '#ffffff',
        theme_color: '#2563eb',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // The PDF library and its optional parts load only when a document is downloaded or
        // shared (decision 034): installing the app does not fetch them either.
        globIgnores: [
          '**/jspdf.es.min-*.js',
          '**/html2canvas-*.js',
          '**/purify.es-*.js',
          '**/index.es-*.js',
        ],
        navigateFallback: '/index.html',
        // Offline, / opens the landing page as online (the app's pages fall back to index.html).
        directoryIndex: 'landing.html',
        // /d/{token} and /q/{token} are the server's pages of a shared invoice or receipt and of
        // a quote (decisions 035, 061).
        navigateFallbackDenylist: [/^\/api\//, /^\/d\//, /^\/q\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/icons/'),
            handler: 'CacheFirst',
            options: { cacheName: 'jobtrack-icons' },
          },
        ],
      },
    }),
    appChunks.plugin,
    chunkModules(path.resolve(import.meta.dirname, '../..')),
    // Before precompress: it writes /boot.js and fills landing.html.
    landingPage(),
    precompress(),
  ],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Two pages: the app (index.html, every path but /) and the landing page (landing.html, /),
    // so the landing page loads none of the app's code (decision 023).
    rollupOptions: {
      input: {
        index: path.resolve(import.meta.dirname, 'index.html'),
        landing: path.resolve(import.meta.dirname, 'landing.html'),
      },
      // Each library in its own chunk, so a page loads only the libraries it uses (shared
      // chunks otherwise mix the app's libraries into what the landing page loads).
      output: {
        codeSplitting: {
          groups: [
            ...VENDOR_CHUNKS.map(([name, test], index) => ({
              name,
              test,
              priority: VENDOR_CHUNKS.length - index,
            })),
            ...appChunks.groups,
          ],
        },
      },
    },
    // .vite/manifest.json: what `npm run bench:web` reads to size each first visit.
    manifest: true,
  },
  test: {
    environment: 'jsdom',
  },
});
