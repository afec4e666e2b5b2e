// @vitest-environment node
// The access matrix section of docs/security.md must match the declaration the server uses.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { accessSection, ALL_CALLS, DOC, END, START } from './access-doc';

describe('access matrix in docs/security.md', () => {
  it('is up to date (run npm run docs:access)', () => {
    const doc = readFileSync(DOC, 'utf8');
    expect(doc.slice(doc.indexOf(START), doc.indexOf(END) + END.length)).toBe(accessSection(ALL_CALLS));
  });

  it('lists every call once', () => {
    const rows = accessSection(ALL_CALLS).split('\n').filter((l) => l.startsWith('| `'));
    expect(rows).toHaveLength(ALL_CALLS.length);
    expect(new Set(rows.map((r) => r.split('|')[1])).size).toBe(ALL_CALLS.length);
  });
});
