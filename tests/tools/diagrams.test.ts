// @vitest-environment node
// The generated statechart pages must match the machines, and every machine registers itself.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectedDiagramFiles } from './diagram-files';
import { MACHINES } from './machines';

describe('statechart diagrams', () => {
  it('every machine file registers one machine, a summary and its selectors file; machine ids are unique', () => {
    expect(MACHINES.length).toBeGreaterThanOrEqual(19);
    for (const m of MACHINES) {
      expect(existsSync(m.selectors), m.selectors).toBe(true);
      expect(m.summary.length, m.file).toBeGreaterThan(20);
    }
    const ids = MACHINES.map((m) => m.machine.id);
    expect(new Set(ids).size).toBe(ids.length);
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
