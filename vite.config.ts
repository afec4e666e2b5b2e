// Vite builds the client; Vitest runs every non-browser test tier, in three projects (node, server,
// jsdom; docs/decisions.md D40). The build also writes brotli and gzip copies of each asset so the
// server can send them precompressed, and writes the installed app's service worker (sw.js, D65).
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inlineScript } from './server/static/inline-script-plugin.ts';
import { precompress } from './server/static/precompress-plugin.ts';
import { serviceWorker } from './server/static/service-worker-plugin.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };
const workNoticeUrl = `${(process.env.VITE_API_BASE ?? '').replace(/\/+$/, '')}/worknotice.json`;

/** The maintenance file is the first thing the app (and the static login form) asks: fetch it while the scripts download. */
const preloadWorkNotice = (): Plugin => ({
  name: 'eduplanner-preload-worknotice',
  transformIndexHtml: () => [{ tag: 'link', attrs: { rel: 'preload', href: workNoticeUrl, as: 'fetch', crossorigin: 'anonymous' }, injectTo: 'head' }],
});

/** The static login form's script, inline in index.html (docs/decisions.md D32). */
const staticLoginScript = () =>
  inlineScript({
    marker: '<!--static-login-script-->',
    entry: fileURLToPath(new URL('./src/app/login/inline-script.ts', import.meta.url)),
    define: { __WORK_NOTICE_URL__: JSON.stringify(workNoticeUrl) },
  });

/** Tests that need no DOM: pure code, client services on memory storage, the bare machines, the test tools. */
/** Rendered model tests that share modules within a worker (the `model` project), and those that do not. */
const SHARED_MODEL_TESTS = ['tests/model/**/*.test.{ts,tsx}'];
const ISOLATED_MODEL_TESTS = ['tests/model/outbox/**/*.test.{ts,tsx}', 'tests/model/schedule/schedule-outbox.test.ts'];
const NODE_TESTS = ['src/domain/**/*.test.ts', 'src/services/**/*.test.ts', 'machines/**/*.test.ts', 'tests/tools/**/*.test.ts', 'tests/support/**/*.test.ts', 'tests/*.test.ts'];

export default defineConfig({
  plugins: [
    react(),
    // sw.js is written when the bundle is (writeBundle), so the precompress step after it (closeBundle) compresses it too.
    serviceWorker({ entry: fileURLToPath(new URL('./src/app/install/service-worker.ts', import.meta.url)) }),
    precompress(),
    preloadWorkNotice(),
    staticLoginScript(),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    assetsInlineLimit: 2048,
    // Everything the entry imports statically in one file: rolldown would otherwise split the modules the
    // entry shares with lazy screens into six more boot chunks, requests that queue on a phone's connections.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] } } },
  },
  server: { port: 5173 },
  test: {
    // Run-wide: machine coverage records of earlier runs are forgotten once, before any project starts.
    globalSetup: ['./tests/support/global-setup.ts'],
    // Two cores: the default (cores - 1) runs files one after another.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Each project below takes these options and the plugins above (extends: true).
    projects: [
      {
        // Pure code, client services on memory storage, the bare machines, the test tools: no DOM, and
        // modules shared between files (nothing here keeps state in a module or leaves a global patched).
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          isolate: false,
          include: NODE_TESTS,
        },
      },
      {
        // The reference server on PGlite (and PostgreSQL with DATABASE_URL): no DOM. Files share modules
        // too: what the server keeps in a module is keyed by database handle (WeakMap<Db, …>) or is a
        // pure cache, tests put back the environment variables and spies they change, and each file
        // opens its own database; so the migrated PGlite image is loaded once per worker, not per file.
        // Verified with the files shuffled (--sequence.shuffle.files), on PGlite and PostgreSQL.
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          isolate: false,
          include: ['server/**/*.test.ts'],
        },
      },
      {
        // What renders or needs a browser's globals (window, storage, the native shell's interfaces).
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          setupFiles: ['./tests/support/setup.ts'],
          // Every other test file: views, bridges, client services, and the model tests that patch the
          // window's globals or keep saves in the outbox (each in a fresh module graph).
          include: ['src/**/*.test.{ts,tsx}', 'machines/**/*.test.{ts,tsx}', 'bridges/**/*.test.{ts,tsx}', 'tests/!(model)/**/*.test.{ts,tsx}', ...ISOLATED_MODEL_TESTS],
          exclude: [...NODE_TESTS, 'e2e/**', '**/node_modules/**', 'dist/**'],
        },
      },
      {
        // The rendered model tests: modules shared between files (React, xstate, effect and the app are loaded
        // once per worker, not per file: 5.2 → 2.9 min for the jsdom files here). Each file signs in, renders
        // and disposes its own runtime and harness; verified with the files shuffled.
        extends: true,
        test: {
          name: 'model',
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./tests/support/setup.ts'],
          include: SHARED_MODEL_TESTS,
          exclude: [...ISOLATED_MODEL_TESTS, '**/node_modules/**'],
        },
      },
    ],
  },
});
