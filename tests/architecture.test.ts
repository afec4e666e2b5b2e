// @vitest-environment node
// Import boundaries of docs/architecture.md: machines never touch services, bridges or React; views never
// touch services or bridges; the domain is pure; the server shares only the domain with the client.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '..');

function files(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((n) => {
    const p = join(dir, n);
    return statSync(join(ROOT, p)).isDirectory() ? files(p) : /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) ? [p] : [];
  });
}

/** Every import of a file: package names, or project paths relative to the root. */
function importsOf(file: string): string[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const specs = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)].map(
    (m) => m[1] ?? m[2] ?? m[3]!,
  );
  return specs.map((s) => (s.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(file), s)) : s));
}

type Rule = { readonly from: string; readonly deny: readonly RegExp[]; readonly why: string };

const RULES: Rule[] = [
  { from: 'src/domain', deny: [/^(?!effect$)(?!src\/domain)/], why: 'the domain is pure: effect Schema and itself only' },
  { from: 'machines', deny: [/^src\/(services|app|screens|ui)/, /^bridges/, /^react/, /^@xstate\/react/, /^wouter/], why: 'machines only declare' },
  { from: 'src/services', deny: [/^machines/, /^src\/(app|screens|ui)/, /^react/], why: 'services do I/O, they do not decide or draw' },
  { from: 'bridges', deny: [/^machines/, /^src\/(app|screens|ui|services)/, /^react/], why: 'bridges are I/O at the platform edge' },
  { from: 'src/screens', deny: [/^src\/(services|app)/, /^bridges/], why: 'views render machine state and send events' },
  { from: 'src/ui', deny: [/^machines/, /^src\/(services|app|screens)/, /^bridges/], why: 'ui parts are presentational' },
  { from: 'server', deny: [/^src\/(?!domain)/, /^machines/, /^bridges/], why: 'the server shares the domain contracts only' },
];

describe('import boundaries', () => {
  for (const rule of RULES)
    it(`${rule.from}: ${rule.why}`, () => {
      const offences = files(rule.from).flatMap((f) =>
        importsOf(f)
          .filter((i) => rule.deny.some((d) => d.test(i)))
          .filter((i) => !(rule.from === 'src/domain' && i.startsWith('src/domain')))
          .map((i) => `${f} → ${i}`),
      );
      expect(offences).toEqual([]);
    });

  it('one screen area does not import another (compose in src/app); src/screens/shared is for all', () => {
    const offences = files('src/screens').flatMap((f) => {
      const area = f.split('/')[2];
      return importsOf(f)
        .filter((i) => i.startsWith('src/screens/') && i.split('/')[2] !== area && i.split('/')[2] !== 'shared')
        .map((i) => `${f} → ${i}`);
    });
    expect(offences).toEqual([]);
  });
});
