// The installed app's service worker as a file of the build (docs/decisions.md D65): the shell files a
// build precaches, a cache name made from their contents, and sw.js as a one-line prelude with both
// followed by the worker's bundled code. Any change to the shell is a new sw.js, which is how browsers
// notice a new deployment.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
// With its extension: Vite loads this file with its config (server/static/service-worker-plugin.ts).
import { SHELL_CACHE_PREFIX, mayPrecache } from '../../src/domain/app/shell-precache.ts';

export const SERVICE_WORKER_FILE = 'sw.js';

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* filesUnder(p);
    else yield p;
  }
}

/** The URL paths of the build's shell files (src/domain/app/shell-cache.ts decides which), sorted. */
export function shellFiles(outDir: string): string[] {
  return [...filesUnder(outDir)]
    .map((p) => `/${relative(outDir, p).split(sep).join('/')}`)
    .filter(mayPrecache)
    .sort();
}

/** The cache this build's worker fills: named after every shell file's path and bytes. */
export function shellCacheName(outDir: string, files: readonly string[]): string {
  const hash = createHash('sha256');
  for (const path of files) hash.update(`${path}\0`).update(readFileSync(join(outDir, path.slice(1)))).update('\0');
  return `${SHELL_CACHE_PREFIX}${hash.digest('hex').slice(0, 16)}`;
}

/** sw.js: the constants the worker declares (service-worker.ts), then its code. */
export const serviceWorkerScript = (code: string, files: readonly string[], cacheName: string): string =>
  `const __SHELL_FILES__=${JSON.stringify(files)},__SHELL_CACHE__=${JSON.stringify(cacheName)};\n${code}`;

/** The worker's code from a sw.js (without the prelude), to write it again for other files. */
export const serviceWorkerCode = (script: string): string => script.slice(script.indexOf('\n') + 1);
