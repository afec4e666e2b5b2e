// The two reference pages /login is compared with (tests/bench/reference/): (a) bare React 19, (b) the
// client's fixed libraries (react-dom, xstate, effect, rxjs) each doing one small thing. Built with the
// project's Vite, React plugin and precompression (the same pinned packages, no network) into the bench's
// own folder, so they are served exactly as the app is. A third, (c) the least login, is only built and
// weighed: what the fixed shape's login alone costs above (b).
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../../server/static/precompress-plugin';
import { assetFiles, gzipWire } from './bundle-files';

export const REFERENCE_PAGES = ['bare', 'libs'] as const;
export type ReferencePage = (typeof REFERENCE_PAGES)[number];

export const REFERENCE_LABELS: Record<ReferencePage, string> = {
  bare: 'bare React 19 page',
  libs: 'fixed-library page (react-dom, xstate, effect, rxjs)',
};

const SOURCE = fileURLToPath(new URL('./reference/', import.meta.url));

const buildPage = (name: string, outDir: string) =>
  build({
    configFile: false,
    root: join(SOURCE, name),
    publicDir: false,
    logLevel: 'warn',
    plugins: [react(), precompress()],
    // The app's build settings (vite.config.ts), so only the code differs.
    build: { outDir, emptyOutDir: true, target: 'es2022', sourcemap: false, assetsInlineLimit: 2048 },
  });

/** Builds each reference page into `<outRoot>/<name>`; returns the folders. */
export async function buildReferencePages(outRoot: string): Promise<Record<ReferencePage, string>> {
  const out = {} as Record<ReferencePage, string>;
  for (const name of REFERENCE_PAGES) {
    out[name] = resolve(outRoot, name);
    await buildPage(name, out[name]);
  }
  return out;
}

/** Builds (c), the least login, into `<outRoot>/least-login`: its JS+CSS as served gzip (one page, all loaded at once). */
export async function leastLoginBytes(outRoot: string): Promise<number> {
  const dir = resolve(outRoot, 'least-login');
  await buildPage('least-login', dir);
  if (readdirSync(join(dir, 'assets')).some((n) => /\.js$/.test(n) && !n.startsWith('index-'))) throw new Error('least-login: expected one script, it was split');
  return assetFiles(dir).reduce((sum, f) => sum + gzipWire(f), 0);
}
