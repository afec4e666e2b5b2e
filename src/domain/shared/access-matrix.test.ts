// The access declaration expanded into cells: relations by reach and position (spec 1 §6 hierarchy), the
// contract's roles, and the anonymous caller.
import { describe, expect, it } from 'vitest';
import { Schema } from 'effect';
import { callAccess, reachCell } from './access-matrix';
import { defineCall, Empty } from './call';

const call = (path: string, auth: 'session' | 'none', roles?: readonly ('COG01' | 'COG02')[]) =>
  defineCall({ path, auth, ...(roles ? { roles } : {}), request: Empty, response: Schema.Struct({}) });

describe('reachCell', () => {
  it.each([
    ['customers', 'COG01', 'subordinate', 'allow'],
    ['customers', 'COG02', 'subordinate', 'deny'],
    ['customers', 'COG03', 'subordinate', '—'],
    ['subtree', 'COGA2', 'subordinate', 'allow'],
    ['subtree', 'COG04', 'peer', 'deny'],
    ['self', 'COG01', 'subordinate', 'deny'],
    ['below', 'COG01', 'own', 'deny'],
    ['branch', 'COG03', 'peer', 'allow'],
    ['branch', 'COG01', 'peer', 'deny'],
    ['branch', 'COG06', 'otherBranch', 'deny'],
    ['shared', 'COG01', 'peer', '—'],
    ['public', 'COG06', 'own', 'allow'],
  ] as const)('%s for %s, %s: %s', (reach, position, relation, cell) => expect(reachCell(reach, position, relation)).toBe(cell));
});

describe('callAccess', () => {
  it('refuses positions outside the roles for every applicable relation and the anonymous caller of a session call', () => {
    const a = callAccess(call('orgnz/detail', 'session', ['COG01', 'COG02']));
    expect(a.cells.COG01).toEqual({ own: 'allow', subordinate: 'allow', peer: 'deny', otherBranch: 'deny' });
    expect(a.cells.COGA2).toEqual({ own: 'deny', subordinate: 'deny', peer: 'deny', otherBranch: 'deny' });
    expect(a.cells.COG03).toEqual({ own: 'deny', subordinate: '—', peer: 'deny', otherBranch: 'deny' });
    expect(a.anonymous).toBe('deny');
  });

  it('lets anyone make a public call', () => {
    const a = callAccess(call('version', 'none'));
    expect(a.anonymous).toBe('allow');
    expect(a.cells.COG06).toEqual({ own: 'allow', subordinate: '—', peer: '—', otherBranch: '—' });
  });

  it('refuses a call without a declared reach', () => {
    expect(() => callAccess(call('nope/undeclared', 'session'))).toThrow(/declare the reach/);
  });
});
