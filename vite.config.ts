// Vite builds the client; Vitest runs every non-browser test tier. The build also writes brotli and
// gzip copies of each asset so the server can send them precompressed.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inlineScript } from './server/static/inline-script-plugin.ts';
import { precompress } from './server/static/precompress-plugin.ts';

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

export default defineConfig({
  plugins: [react(), precompress(), preloadWorkNotice(), staticLoginScript()],
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
    environment: 'jsdom',
    setupFiles: ['./tests/support/setup.ts'],
    globalSetup: ['./tests/support/global-setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'machines/**/*.test.{ts,tsx}',
      'bridges/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'tests/**/*.test.{ts,tsx}',
    ],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    testTimeout: 20_000,
    // Two cores: the default (cores - 1) runs files one after another.
    maxWorkers: 2,
    hookTimeout: 60_000,
  },
});
