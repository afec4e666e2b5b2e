import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { Text } from './call';
import { MAX_PAGE_SIZE, pagedCall } from './paged';

const call = pagedCall({
  path: 'test/list',
  auth: 'session',
  row: Schema.Struct({ id: Schema.Number }),
  filters: { q: Schema.optionalKey(Text(5)) },
  maxOffset: 100,
});
const decode = (fields: Record<string, string>) => Schema.decodeUnknownResult(call.request)(fields);

describe('a paged call', () => {
  it('asks size rows from offset, with its filters', () => {
    expect(decode({ offset: '0', size: String(MAX_PAGE_SIZE), q: 'abc' })).toMatchObject({ success: { offset: 0, size: MAX_PAGE_SIZE, q: 'abc' } });
    expect(decode({ offset: '100', size: '1' })).toMatchObject({ success: { offset: 100, size: 1 } });
  });

  it.each([
    ['an offset past the longest list', { offset: '101', size: '10' }],
    ['more rows than a page holds', { offset: '0', size: String(MAX_PAGE_SIZE + 1) }],
    ['no rows', { offset: '0', size: '0' }],
    ['a filter too long', { offset: '0', size: '10', q: 'abcdef' }],
  ])('refuses %s', (_, fields) => {
    expect(decode(fields)._tag).toBe('Failure');
  });

  it('answers the rows and the total', () => {
    expect(Schema.decodeUnknownResult(call.response)({ list: [{ id: 1 }], totCnt: 7 })).toMatchObject({ success: { list: [{ id: 1 }], totCnt: 7 } });
    expect(Schema.decodeUnknownResult(call.response)({ list: [{ id: 1 }] })._tag).toBe('Failure');
  });
});
