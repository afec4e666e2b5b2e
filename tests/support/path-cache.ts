// Disk cache for generated model paths: generation walks large state graphs, and both the machine test
// and the rendered-app test need the same paths. The key hashes every machine source and model file,
// so any change to a chart, an event list or the generator regenerates them.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ModelPath } from './model-paths';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CACHE = join(ROOT, 'node_modules', '.cache', 'eduplanner-model-paths');

function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const p = join(dir, name);
    return statSync(p).isDirectory() ? sourcesOf(p) : /\.tsx?$/.test(name) && !name.includes('.test.') ? [p] : [];
  });
}

function fingerprint(extra: string): string {
  const h = createHash('sha256').update(extra);
  const files = [...sourcesOf(join(ROOT, 'machines')), ...sourcesOf(join(ROOT, 'src', 'domain')), ...sourcesOf(join(ROOT, 'tests', 'support')), ...sourcesOf(join(ROOT, 'tests', 'model'))].sort();
  for (const f of files) h.update(f).update(readFileSync(f));
  return h.digest('hex').slice(0, 24);
}

export function cachedPaths(name: string, generate: () => ModelPath[]): ModelPath[] {
  const file = join(CACHE, `${name}-${fingerprint(name)}.json`);
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as ModelPath[];
  } catch {
    const paths = generate();
    mkdirSync(CACHE, { recursive: true });
    writeFileSync(file, JSON.stringify(paths));
    return JSON.parse(JSON.stringify(paths)) as ModelPath[];
  }
}
