// Cross-check of the measured transfer against the build output: for each JS/CSS file the page loaded,
// its raw size, gzip -9 of it computed here, and the .gz/.br siblings the server sends; plus the sizes
// of every file in <build>/assets for the breakdown in docs/performance.md.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FileSizes {
  readonly path: string;
  readonly raw: number;
  /** gzip level 9 of the file, computed by the bench. */
  readonly gzip: number;
  /** The precompressed siblings written by the build (null: none, the file is sent as is). */
  readonly gzFile: number | null;
  readonly brFile: number | null;
}

const sizeOf = (file: string): number | null => (existsSync(file) ? statSync(file).size : null);

export function fileSizes(buildDir: string, urlPath: string): FileSizes {
  const file = join(buildDir, urlPath.replace(/^\/+/, ''));
  const body = readFileSync(file);
  return { path: urlPath, raw: body.length, gzip: gzipSync(body, { level: 9 }).length, gzFile: sizeOf(`${file}.gz`), brFile: sizeOf(`${file}.br`) };
}

/** Bytes a file costs when sent gzip (the .gz sibling, else the raw file) or brotli (.br, else raw). */
export const gzipWire = (f: FileSizes): number => f.gzFile ?? f.raw;
export const brotliWire = (f: FileSizes): number => f.brFile ?? f.raw;

export function assetFiles(buildDir: string): FileSizes[] {
  const dir = join(buildDir, 'assets');
  return readdirSync(dir)
    .filter((n) => /\.(js|css)$/.test(n))
    .map((n) => fileSizes(buildDir, `/assets/${n}`))
    .sort((a, b) => b.raw - a.raw);
}
