// @vitest-environment node
// The generated statechart pages must match the machines, and every machine file must be listed.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedDiagramFiles } from './diagram-files';
import { MACHINES } from './machines';

const machineFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? machineFiles(p) : n.endsWith('.machine.ts') ? [p] : [];
  });

describe('statechart diagrams', () => {
  it('every machine file is in the registry, with its selectors file', () => {
    expect(machineFiles('machines').sort()).toEqual(MACHINES.map((m) => m.file).sort());
    for (const m of MACHINES) expect(existsSync(m.selectors), m.selectors).toBe(true);
  });
  for (const [name, text] of Object.entries(expectedDiagramFiles()))
    it(`docs/statecharts/${name} is up to date (run npm run diagrams)`, () => {
      expect(readFileSync(join('docs', 'statecharts', name), 'utf8')).toBe(text);
    });
  it('diagrams name every guard and action of the app machine', () => {
    const app = expectedDiagramFiles()['app.md']!;
    for (const word of ['isUnderMaintenance', 'needsLogin', 'isBlockedOnDevice', 'after CHUNK_TIMEOUT', 'persistSession', 'requestAppUpdate'])
      expect(app).toContain(word);
  });
});
