// The repo's own modules a file reaches through relative imports, read from the text (no bundler). Two
// users share it: the model-path cache keys a machine on all it pulls in, type-only and import() too
// (path-cache.ts); the entry-chunk check lists what loads before anything runs, as the bundler puts it
// in the chunk: static value imports and Vite's eager import.meta.glob (tests/tools/entry-graph.test.ts).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** `import … from`, `export … from` and bare `import`, at a statement's start; group 1 is set for `import type`/`export type`. */
const DECLARED = /(?:^|[\n;])\s*(?:import|export)\s+(type\s+)?(?:[^;'"]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/g;
const DYNAMIC = /import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;
const EAGER_GLOB = /import\.meta\.glob(?:<[^>]*>)?\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*,\s*\{[^}]*eager:\s*true/g;

export interface ImportOptions {
  /** Only what loads with the module: no `import type`, no `import()`. */
  readonly staticOnly?: boolean;
}

/** The specifiers a one-star glob (./*\/views.ts) matches, relative to `from`'s folder. */
function globbed(from: string, pattern: string): string[] {
  const [before, after] = pattern.split('*') as [string, string?];
  if (after === undefined) return [pattern];
  return readdirSync(join(dirname(from), before)).map((name) => `${before}${name}${after}`);
}

/** The .ts/.tsx module a relative specifier names (extension left out, a folder's index, `.js` written for `.ts`), if any. */
function resolveImport(from: string, spec: string): string | null {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  if (/\.js$/.test(base)) candidates.push(base.replace(/\.js$/, '.ts'), base.replace(/\.js$/, '.tsx'));
  return candidates.find((c) => /\.tsx?$/.test(c) && existsSync(c) && statSync(c).isFile()) ?? null;
}

/** The relative specifiers a module's text imports. */
function importsOf(file: string, o: ImportOptions): string[] {
  const text = readFileSync(file, 'utf8');
  const declared = [...text.matchAll(DECLARED)].filter((m) => !(o.staticOnly && m[1])).map((m) => m[2]!);
  const dynamic = o.staticOnly ? [] : [...text.matchAll(DYNAMIC)].map((m) => m[1]!);
  return [...declared, ...dynamic, ...[...text.matchAll(EAGER_GLOB)].flatMap((m) => globbed(file, m[1]!))];
}

/** Every own module `entry` reaches (itself included), absolute and sorted; packages (node_modules) are not followed. */
export function importClosure(entry: string, o: ImportOptions = {}): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const spec of importsOf(file, o)) {
      const target = resolveImport(file, spec);
      if (target && !target.split(/[\\/]/).includes('node_modules')) visit(target);
    }
  };
  visit(resolve(entry));
  return [...seen].sort();
}
