import { describe, expect, it } from 'vitest';
import { conflictRows } from './compare';

describe('conflictRows', () => {
  it('lists the fields both versions have and that differ, by their names, never the version or the keys', () => {
    const mine = { sqno: '4', version: '2', memo: '오후 3시 방문', contents: '같음', onlyMine: 'x' };
    const theirs = { sqno: '4', version: '3', memo: '오전 10시 방문', contents: '같음' };
    expect(conflictRows(mine, theirs)).toEqual([{ field: 'memo', label: '메모', mine: '오후 3시 방문', theirs: '오전 10시 방문' }]);
  });

  it('shows a field without a name by its key', () => {
    expect(conflictRows({ zz: 'a' }, { zz: 'b' })).toEqual([{ field: 'zz', label: 'zz', mine: 'a', theirs: 'b' }]);
  });
});
