import { describe, expect, it } from 'vitest';
import { queryOf } from './query';

describe('queryOf', () => {
  it('keeps the fields with a value, in order, encoded; none gives no question mark', () => {
    expect(queryOf({ custDiv: '1', kwkkey: 'K01', custNm: '김 고객', from: undefined, myPlan: '' })).toBe('?custDiv=1&kwkkey=K01&custNm=%EA%B9%80+%EA%B3%A0%EA%B0%9D');
    expect(queryOf({ sqno: 17 })).toBe('?sqno=17');
    expect(queryOf({ option: undefined })).toBe('');
  });
});
