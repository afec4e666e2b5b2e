// The two reference pages /login is compared with (tests/bench/reference/): (a) bare React 19, (b) the
// client's fixed libraries (react-dom, xstate, effect, rxjs) each doing one small thing. Built with the
// project's Vite, React plugin and precompression (the same pinned packages, no network) into the bench's
// own folder, so they are served exactly as the app is.
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { precompress } from '../../server/static/precompress-plugin';

export const REFERENCE_PAGES = ['bare', 'libs'] as const;
export type ReferencePage = (typeof REFERENCE_PAGES)[number];

export const REFERENCE_LABELS: Record<ReferencePage, string> = {
  bare: 'bare React 19 page',
  libs: 'fixed-library page (react-dom, xstate, effect, rxjs)',
};

const SOURCE = fileURLToPath(new URL('./reference/', import.meta.url));

/** Builds each reference page into `<outRoot>/<name>`; returns the folders. */
export async function buildReferencePages(outRoot: string): Promise<Record<ReferencePage, string>> {
  const out = {} as Record<ReferencePage, string>;
  for (const name of REFERENCE_PAGES) {
    out[name] = resolve(outRoot, name);
    await build({
      configFile: false,
      root: join(SOURCE, name),
      publicDir: false,
      logLevel: 'warn',
      plugins: [react(), precompress()],
      // The app's build settings (vite.config.ts), so only the code differs.
      build: { outDir: out[name], emptyOutDir: true, target: 'es2022', sourcemap: false, assetsInlineLimit: 2048 },
    });
  }
  return out;
}
