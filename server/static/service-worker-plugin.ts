// Vite plugin: once the build is written (public files included), bundles the service worker into one
// classic script and writes it as sw.js with the build's shell files (shell-files.ts); the precompress
// plugin, which runs after, stores its .br and .gz copies. docs/decisions.md D65.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { SERVICE_WORKER_FILE, serviceWorkerScript, shellCacheName, shellFiles } from './shell-files.ts';

export function serviceWorker(opts: { readonly entry: string }): Plugin {
  let outDir = 'dist';
  return {
    name: 'eduplanner-service-worker',
    apply: 'build',
    configResolved(c) {
      outDir = c.build.outDir;
    },
    async writeBundle() {
      const files = shellFiles(outDir);
      if (!files.includes('/index.html')) throw new Error(`service worker: no index.html in ${outDir}`);
      const code = await bundle(opts.entry);
      writeFileSync(join(outDir, SERVICE_WORKER_FILE), serviceWorkerScript(code, files, shellCacheName(outDir, files)));
    },
  };
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    publicDir: false,
    logLevel: 'warn',
    build: { write: false, minify: true, target: 'es2022', sourcemap: false, lib: { entry, formats: ['iife'], name: 'shellWorker' } },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o): o is Rolldown.OutputChunk => o.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`service worker ${entry}: expected one chunk, got ${chunks.length}`);
  return chunks[0]!.code.trim();
}
