// Vite plugin: after the bundle is written, store .br and .gz beside every compressible asset, so the
// server answers with the smallest encoding the browser accepts and spends no CPU per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|webmanifest)$/;

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) yield* files(p);
    else yield p;
  }
}

export function precompressDir(dir: string): void {
  for (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = readFileSync(file);
    if (body.length < 256) continue;
    writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
  }
}

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'eduplanner-precompress',
    apply: 'build',
    configResolved(c) {
      outDir = c.build.outDir;
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
