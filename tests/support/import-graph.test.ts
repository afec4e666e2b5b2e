// The import reader both uses share: the cache's closure takes every relative import, the entry chunk's only
// what loads with the module.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importClosure } from './import-graph';

const dir = mkdtempSync(join(tmpdir(), 'ep-import-graph-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
mkdirSync(join(dir, 'lib'));
mkdirSync(join(dir, 'views', 'one'), { recursive: true });
writeFileSync(
  join(dir, 'a.ts'),
  "import { b } from './b';\nimport type { C } from './lib';\nimport { x } from 'xstate';\nexport type { T } from './t';\nexport const a = () => import('./d');\nconst v = import.meta.glob('./views/*/view.ts', { eager: true });\n",
);
writeFileSync(join(dir, 'b.ts'), "export { c } from './lib/c';\nexport const b = 1;\n");
writeFileSync(join(dir, 'lib', 'index.ts'), 'export type C = number;\n');
writeFileSync(join(dir, 'lib', 'c.tsx'), "import { a } from '../a';\nimport './c.css';\nexport const c = 2;\n");
writeFileSync(join(dir, 'lib', 'c.css'), '.c {}\n');
writeFileSync(join(dir, 't.ts'), 'export type T = string;\n');
writeFileSync(join(dir, 'd.ts'), 'export const d = 3;\n');
writeFileSync(join(dir, 'views', 'one', 'view.ts'), 'export const view = 5;\n');
writeFileSync(join(dir, 'unused.ts'), 'export const u = 4;\n');
const names = (files: string[]) => files.map((f) => f.slice(dir.length + 1));

describe('the modules a file reaches through relative imports', () => {
  it('follows value, type, re-export, dynamic and eager-glob imports inside the repo, not packages nor styles', () => {
    expect(names(importClosure(join(dir, 'a.ts')))).toEqual(['a.ts', 'b.ts', 'd.ts', 'lib/c.tsx', 'lib/index.ts', 't.ts', 'views/one/view.ts']);
  });

  it('static only: leaves out type-only imports and re-exports and import()', () => {
    expect(names(importClosure(join(dir, 'a.ts'), { staticOnly: true }))).toEqual(['a.ts', 'b.ts', 'lib/c.tsx', 'views/one/view.ts']);
  });
});
