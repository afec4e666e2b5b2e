// The login path loads only what the app needs to start: not every area's messages nor the plan map's and
// the cart's contracts and rules (they came in through the message catalogue and the plan draft, 16 kB gzip).
// What main.tsx loads statically (type-only imports and import() left out, as the bundler leaves them out of
// the chunk; eager import.meta.glob in) is the entry chunk: issue 19's budget for /login.
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importClosure } from '../support/import-graph';

const ROOT = new URL('../..', import.meta.url).pathname;

describe('the entry chunk’s modules (src/app/main.tsx, static imports)', () => {
  const graph = new Set(importClosure(`${ROOT}src/app/main.tsx`, { staticOnly: true }).map((f) => relative(ROOT, f)));

  it('follows imports through the app (the reader works)', () => {
    for (const m of ['src/app/boot.ts', 'machines/app/app.machine.ts', 'src/screens/login/login-screen.tsx', 'src/domain/app/messages.ts']) expect(graph).toContain(m);
  });

  it('leaves out the all-areas message catalogue and the plan map’s and cart’s contracts and rules', () => {
    const unwanted = ['src/domain/messages.ts', 'src/domain/plan-map/plan-contract.ts', 'src/domain/plan-map/rules.ts', 'src/domain/cart/rules.ts', 'src/domain/customers/contract.ts', 'src/domain/plans/rules.ts'];
    expect(unwanted.filter((m) => graph.has(m))).toEqual([]);
  });

  it('loads no screen of an area beside the app’s own, the login and the QR result the app machine shows (the rest come with their routes)', () => {
    const screens = [...graph].filter((m) => m.startsWith('src/screens/') && !/^src\/screens\/(app|login|chrome|edu-qr\/edu-qr-result\.tsx$)/.test(m));
    expect(screens).toEqual([]);
  });
});
