// The modules a file loads before anything else runs: its static imports, followed through relative paths
// (type-only imports and import() left out, as the bundler leaves them out of the chunk). Used to keep the
// all-areas code off the /login path (issue 19's budget): what is listed here is in the entry chunk.
// Vite's eager import.meta.glob (a one-star pattern, as the route views use it) counts as static imports.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const STATIC = /(?:^|[\n;])\s*(?:import|export)\s+(?!type\b)(?:[^;'"]*?\s+from\s+)?'(\.{1,2}\/[^']+)'/g;
const EAGER_GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*'(\.{1,2}\/[^']+)'\s*,\s*\{[^}]*eager:\s*true/g;

/** The files a one-star glob (./*\/views.ts) matches, relative to `from`'s folder. */
function globbed(from: string, pattern: string): string[] {
  const [before, after] = pattern.split('*') as [string, string?];
  if (after === undefined) return [pattern];
  const dir = join(dirname(from), before);
  return readdirSync(dir).map((name) => `${before}${name}${after}`).filter((spec) => existsSync(join(dirname(from), spec)));
}

function resolve(from: string, spec: string): string | null {
  const base = join(dirname(from), spec);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')])
    if (existsSync(candidate) && /\.(ts|tsx)$/.test(candidate)) return candidate;
  return null;
}

/** Every own module `entry` loads statically, as paths relative to `root`. */
export function staticGraph(root: string, entry: string): Set<string> {
  const seen = new Set<string>();
  const queue = [join(root, entry)];
  while (queue.length > 0) {
    const file = queue.shift()!;
    const key = relative(root, file);
    if (seen.has(key)) continue;
    seen.add(key);
    const text = readFileSync(file, 'utf8');
    const specs = [...[...text.matchAll(STATIC)].map((m) => m[1]!), ...[...text.matchAll(EAGER_GLOB)].flatMap((m) => globbed(file, m[1]!))];
    for (const spec of specs) {
      const next = resolve(file, spec);
      if (next) queue.push(next);
    }
  }
  return seen;
}
