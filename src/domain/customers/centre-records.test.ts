// The branch head's popups' keys (spec 2 §2): the popup's query, the person a list pages by.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centreRecordsInputOf, personOf, personQuery, purchaseKey } from './centre-records';

describe('centre records', () => {
  it('reads the popup’s owner, key and type from its query (any other type: a prospect)', () => {
    expect(centreRecordsInputOf('userId=planner01&kwkkey=K01100002&custDiv=1')).toEqual({ searchUserid: 'planner01', kwkkey: 'K01100002', custDiv: '1' });
    expect(centreRecordsInputOf('kwkkey=K1&custDiv=9')).toEqual({ searchUserid: '', kwkkey: 'K1', custDiv: '2' });
    expect(centreRecordsInputOf('')).toEqual({ searchUserid: '', kwkkey: '', custDiv: '2' });
  });

  it('property: a person survives the list’s query', () => {
    fc.assert(
      fc.property(fc.record({ custNm: fc.string(), tel1: fc.string(), tel2: fc.string(), tel3: fc.string() }), (p) => {
        expect(personOf(personQuery(p))).toEqual(p);
      }),
    );
  });

  it('an empty or foreign query is nobody', () => {
    expect(personOf('')).toEqual({ custNm: '', tel1: '', tel2: '', tel3: '' });
    expect(personOf('{"a":1}')).toEqual({ custNm: '', tel1: '', tel2: '', tel3: '' });
  });

  it('names a purchase by the centre’s customer key and the centre', () => {
    expect(purchaseKey({ kwkey: 'Q1101000001', cntrCd: 'C1101' })).toBe('Q1101000001@C1101');
    expect(purchaseKey({ kwkey: 'A', cntrCd: 'BC' })).not.toBe(purchaseKey({ kwkey: 'AB', cntrCd: 'C' }));
  });
});
