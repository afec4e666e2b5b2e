// The fault runs' judgement of the database after a crash (write-check.ts checkWrites): what counts as a
// lost, doubled, partial or resurrected write, from the writes sent and the rows found.
import { describe, expect, it } from 'vitest';
import { checkWrites, type Found } from './write-check';
import type { SentWrite } from './write-log';

const write = (over: Partial<SentWrite> & Pick<SentWrite, 'kind' | 'marker'>): SentWrite => ({
  userid: 'planner01',
  key: 'k'.repeat(20),
  kwkkeys: [],
  acked: true,
  sqno: null,
  deleted: 'no',
  ...over,
});
const none: Found = { schedule: [], memo: [], savedList: [] };

describe('checkWrites', () => {
  it.each([
    ['an acknowledged schedule present once', write({ kind: 'schedule', marker: 'S1' }), { ...none, schedule: [{ marker: 'S1', sqno: 7, members: 1 }] }, []],
    ['an acknowledged schedule missing', write({ kind: 'schedule', marker: 'S1' }), none, ['acknowledged but missing']],
    ['an unacknowledged schedule missing', write({ kind: 'schedule', marker: 'S1', acked: false }), none, []],
    ['an unacknowledged schedule present', write({ kind: 'schedule', marker: 'S1', acked: false }), { ...none, schedule: [{ marker: 'S1', sqno: 7, members: 1 }] }, []],
    [
      'a schedule present twice',
      write({ kind: 'schedule', marker: 'S1', acked: false }),
      { ...none, schedule: [{ marker: 'S1', sqno: 7, members: 1 }, { marker: 'S1', sqno: 8, members: 1 }] },
      ['duplicated'],
    ],
    ['a memo under another number than its answer gave', write({ kind: 'memo', marker: 'M1', sqno: 5 }), { ...none, memo: [{ marker: 'M1', sqno: 6, members: 1 }] }, ['wrong number']],
    [
      'a saved list with all its customers',
      write({ kind: 'savedList', marker: 'L1', sqno: 3, kwkkeys: ['a', 'b'] }),
      { ...none, savedList: [{ marker: 'L1', sqno: 3, members: 2 }] },
      [],
    ],
    [
      'an unacknowledged saved list with some of its customers',
      write({ kind: 'savedList', marker: 'L1', acked: false, kwkkeys: ['a', 'b', 'c'] }),
      { ...none, savedList: [{ marker: 'L1', sqno: 3, members: 1 }] },
      ['half-written'],
    ],
    ['a saved list whose deletion was acknowledged, gone', write({ kind: 'savedList', marker: 'L1', sqno: 3, kwkkeys: ['a'], deleted: 'acked' }), none, []],
    [
      'a saved list whose deletion was acknowledged, still there',
      write({ kind: 'savedList', marker: 'L1', sqno: 3, kwkkeys: ['a'], deleted: 'acked' }),
      { ...none, savedList: [{ marker: 'L1', sqno: 3, members: 1 }] },
      ['deleted but present'],
    ],
    ['a saved list whose deletion went unanswered, gone', write({ kind: 'savedList', marker: 'L1', sqno: 3, kwkkeys: ['a'], deleted: 'sent' }), none, []],
  ] as const)('%s', (_name, w, found, problems) => {
    expect(checkWrites([w], found).map((p) => p.problem)).toEqual(problems);
  });

  it('matches rows by marker only, so another write of the same kind does not count', () => {
    const found: Found = { ...none, schedule: [{ marker: 'S2', sqno: 1, members: 1 }] };
    expect(checkWrites([write({ kind: 'schedule', marker: 'S1' })], found)).toEqual([{ marker: 'S1', kind: 'schedule', problem: 'acknowledged but missing' }]);
  });
});
