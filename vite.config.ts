// Vite builds the client; Vitest runs every non-browser test tier. The build also writes brotli and
// gzip copies of each asset so the server can send them precompressed.
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { precompress } from './server/static/precompress-plugin.ts';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** The maintenance file is the first thing the app asks: fetch it while the scripts download. */
const preloadWorkNotice = (): Plugin => ({
  name: 'eduplanner-preload-worknotice',
  transformIndexHtml: () => [
    {
      tag: 'link',
      attrs: { rel: 'preload', href: `${(process.env.VITE_API_BASE ?? '').replace(/\/+$/, '')}/worknotice.json`, as: 'fetch', crossorigin: 'anonymous' },
      injectTo: 'head',
    },
  ],
});

export default defineConfig({
  plugins: [react(), precompress(), preloadWorkNotice()],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  build: { outDir: 'dist', target: 'es2022', sourcemap: false, assetsInlineLimit: 2048 },
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
