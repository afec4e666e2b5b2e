// The rules of changing a customer from the detail (spec 2 §5): tables for the messages the spec names,
// and fast-check properties against the JavaScript calendar and a plain reading of the slot rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activityError,
  additionalInfoError,
  childError,
  childrenAfter,
  childrenShown,
  chosenAfter,
  needsAdditionalInfo,
  withAdditionalInfo,
  childrenError,
  childSlotFields,
  filledChildren,
  interestChoiceProblem,
  placeNoteFor,
  type ChildChange,
  type ChildSlot,
} from './customer-edit';
import { customerSectionsMessages as m } from './sections-messages';

const YEAR = 2026;
const realDate = (v: string) => {
  const [y, mo, d] = [Number(v.slice(0, 4)), Number(v.slice(4, 6)), Number(v.slice(6, 8))];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
};

describe('additionalInfoError (spec 2 §5, prospect additional info)', () => {
  const none = { kwgend: '', kwbrdt: '', kwsad1: '', kwsad2: '' } as const;
  it.each([
    [{}, m.addInfoEmpty],
    [{ kwsad1: '  ', kwsad2: ' ' }, m.addInfoEmpty],
    [{ kwgend: 'F' }, null],
    [{ kwbrdt: '19850230' }, m.addInfoBirthInvalid],
    [{ kwbrdt: '1985021' }, m.addInfoBirthInvalid],
    [{ kwbrdt: '20270101' }, m.addInfoBirthInvalid],
    [{ kwbrdt: '19840229' }, null],
    [{ kwsad2: '101동 1203호' }, m.addInfoAddressRequired],
    [{ kwsad1: '서울특별시 강남구 테헤란로 1' }, m.addInfoDetailRequired],
    [{ kwsad1: '서울특별시 강남구 테헤란로 1', kwsad2: '101동 1203호' }, null],
    [{ kwgend: 'M', kwbrdt: '19851301', kwsad2: 'x' }, m.addInfoBirthInvalid],
  ] as const)('%o → %s', (fields, want) => expect(additionalInfoError({ ...none, ...fields }, YEAR)).toBe(want));

  it('property: a given 8-digit birth passes exactly when it is a real day from 1900 to this year', () =>
    fc.assert(
      fc.property(fc.integer({ min: 1800, max: 2100 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }), (y, mo, d) => {
        const v = `${y}${String(mo).padStart(2, '0')}${String(d).padStart(2, '0')}`;
        const ok = realDate(v) && y >= 1900 && y <= YEAR;
        expect(additionalInfoError({ ...none, kwbrdt: v }, YEAR)).toBe(ok ? null : m.addInfoBirthInvalid);
      }),
    ));
});

describe('childError / childrenError (spec 2 §5, children)', () => {
  const kid = (c: Partial<ChildSlot>): ChildSlot => ({ chlnnam: '김하윤', chlnbdt: '20190305', chlngndr: 'F', ...c });
  const empty: ChildSlot = { chlnnam: '', chlnbdt: '', chlngndr: '' };
  it.each([
    [kid({}), null],
    [kid({ chlngndr: '' }), m.childGenderRequired],
    [kid({ chlnbdt: '' }), null],
    [kid({ chlnbdt: '2019030' }), m.childBirthInvalid],
    [kid({ chlnbdt: '20190230' }), m.childBirthInvalid],
    [kid({ chlnnam: ' ' }), m.childNameRequired],
    [kid({ chlnnam: '가'.repeat(11) }), m.childNameTooLong],
    [kid({ chlnnam: '가'.repeat(10) }), null],
    // Gender first, as the form checks it.
    [kid({ chlngndr: '', chlnnam: '' }), m.childGenderRequired],
  ] as const)('%o → %s', (c, want) => expect(childError(c, YEAR)).toBe(want));

  it('takes the filled slots in order, empty ones being no child, at most five', () => {
    const slots = [kid({ chlnnam: 'A' }), empty, kid({ chlnnam: 'B' }), empty, kid({ chlnnam: 'C' })];
    expect(filledChildren(slots).map((c) => c.chlnnam)).toEqual(['A', 'B', 'C']);
    expect(childrenError(slots, YEAR)).toBeNull();
    expect(childrenError([...slots, kid({}), kid({}), kid({})], YEAR)).toBe(m.childrenMax);
    expect(childrenError([empty, kid({ chlngndr: '' })], YEAR)).toBe(m.childGenderRequired);
  });

  it('property: childSlotFields writes the children at positions 1-5 and reads back the same', () =>
    fc.assert(
      fc.property(
        fc.array(fc.record({ chlnnam: fc.constantFrom('하윤', '도하', '서아'), chlnbdt: fc.constantFrom('', '20200101'), chlngndr: fc.constantFrom('M', 'F') }), { maxLength: 5 }),
        (children) => {
          const fields = childSlotFields(children as ChildSlot[]);
          expect(Object.keys(fields)).toHaveLength(15);
          const back = [1, 2, 3, 4, 5].map((n) => ({ chlnnam: fields[`chlnnam${n}`]!, chlnbdt: fields[`chlnbdt${n}`]!, chlngndr: fields[`chlngndr${n}`] as ChildSlot['chlngndr'] }));
          expect(filledChildren(back)).toEqual(children);
        },
      ),
    ));
});

describe('interests (spec 2 §3, §4, §5)', () => {
  it('needs the place for other (78) only, and keeps it only then', () => {
    expect(activityError('78', '')).toBe(m.interestPlaceRequired);
    expect(activityError('78', '  ')).toBe(m.interestPlaceRequired);
    expect(activityError('78', '키즈카페')).toBeNull();
    expect(activityError('71', '')).toBeNull();
    expect(activityError('', '')).toBeNull();
    expect(placeNoteFor('78', ' 키즈카페 ')).toBe('키즈카페');
    expect(placeNoteFor('71', '키즈카페')).toBe('');
  });

  it.each([
    [[], null],
    [[{ prenCd: 'CEC', cdVl1: '01' }, { prenCd: 'CEC', cdVl1: '02' }], null],
    [[{ prenCd: 'CED', cdVl1: '01' }], null],
    [[{ prenCd: 'CED', cdVl1: '01' }, { prenCd: 'CED', cdVl1: '02' }], 'single CED'],
    [[{ prenCd: 'CMM', cdVl1: '01' }, { prenCd: 'CMM', cdVl1: '01' }], null],
    [[{ prenCd: 'CMM', cdVl1: '01' }, { prenCd: 'CMM', cdVl1: '03' }], 'single CMM'],
    [[{ prenCd: 'CRD', cdVl1: '71' }], 'family CRD'],
    [[{ prenCd: 'XXX', cdVl1: '01' }], 'family XXX'],
  ] as const)('%o → %s', (chosen, want) => expect(interestChoiceProblem(chosen)).toBe(want));
});

describe('needsAdditionalInfo (spec 2 §2: the block shows while a prospect lacks gender, birth date or address)', () => {
  const full = { custDivDetail: 'SCD02' as const, kwgend: 'F', kwbrdt: '19850101', kwsad1: '서울특별시 중구 세종대로 110' };
  it.each([
    ['a prospect with everything', full, false],
    ['a prospect without a gender', { ...full, kwgend: '' }, true],
    ['a prospect without a birth date', { ...full, kwbrdt: '' }, true],
    ['a prospect without an address', { ...full, kwsad1: ' ' }, true],
    ['a contract customer without anything', { ...full, custDivDetail: 'SCD01' as const, kwgend: '', kwbrdt: '', kwsad1: '' }, false],
  ])('%s → %s', (_, c, shows) => expect(needsAdditionalInfo(c)).toBe(shows));
});

describe('childrenAfter / chosenAfter (spec 2 §4: each change rewrites the children in order)', () => {
  const kid = (chlnnam: string): ChildSlot => ({ chlnnam, chlnbdt: '', chlngndr: 'M' });
  const three = [kid('가'), kid('나'), kid('다')];
  it('adds at the end and chooses the one added', () => {
    const after = childrenAfter(three, { kind: 'add', child: kid('라') });
    expect(after.map((c) => c.chlnnam)).toEqual(['가', '나', '다', '라']);
    expect(chosenAfter(after.length, { kind: 'add', child: kid('라') })).toBe(3);
  });
  it('replaces the child at a position and keeps it chosen', () => {
    const change = { kind: 'modify', position: 2, child: kid('하') } as const;
    expect(childrenAfter(three, change).map((c) => c.chlnnam)).toEqual(['가', '하', '다']);
    expect(chosenAfter(3, change)).toBe(1);
  });
  it('deletes the child at a position, the others move up, and the last is chosen', () => {
    const change = { kind: 'delete', position: 1 } as const;
    expect(childrenAfter(three, change).map((c) => c.chlnnam)).toEqual(['나', '다']);
    expect(chosenAfter(2, change)).toBe(1);
    expect(chosenAfter(0, { kind: 'delete', position: 1 })).toBeNull();
  });
  it('leaves the children alone for a position that is no child', () => {
    expect(childrenAfter(three, { kind: 'delete', position: 4 })).toEqual(three);
    expect(childrenAfter(three, { kind: 'modify', position: 0, child: kid('하') })).toEqual(three);
  });
  it('the slot fields carry the children in order, the rest empty', () =>
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...three), { maxLength: 5 }), (kids) => {
        const f = childSlotFields(kids);
        kids.forEach((k, i) => expect(f[`chlnnam${i + 1}`]).toBe(k.chlnnam));
        for (let i = kids.length; i < 5; i++) expect([f[`chlnnam${i + 1}`], f[`chlnbdt${i + 1}`], f[`chlngndr${i + 1}`]]).toEqual(['', '', '']);
      }),
    ));
});

describe('childrenShown (issue 18: a children save the outbox keeps shows what the user entered)', () => {
  const shown = (sqno: number, key: string, name: string) => ({ sqno, chlnKwkey: key, chlnNm: name, kwgend: 'F' as const, chlnBrdt: '20190305', age: 7 });
  const two = [shown(1, 'C1', '가'), shown(2, 'C2', '나')];
  const slot = (chlnnam: string): ChildSlot => ({ chlnnam, chlnbdt: '20210710', chlngndr: 'M' });
  it('adds at the end, without a key or an age yet', () =>
    expect(childrenShown(two, { kind: 'add', child: slot(' 다 ') })).toEqual([...two, { sqno: 3, chlnKwkey: '', chlnNm: '다', kwgend: 'M', chlnBrdt: '20210710', age: null }]));
  it('edits in place, keeping the key', () =>
    expect(childrenShown(two, { kind: 'modify', position: 2, child: slot('하') })).toEqual([two[0], { sqno: 2, chlnKwkey: 'C2', chlnNm: '하', kwgend: 'M', chlnBrdt: '20210710', age: null }]));
  it('deletes, the others moving up; a position that is no child changes nothing', () => {
    expect(childrenShown(two, { kind: 'delete', position: 1 })).toEqual([{ ...two[1]!, sqno: 1 }]);
    expect(childrenShown(two, { kind: 'delete', position: 3 })).toEqual(two);
  });
  it('shows the same names, in the same order, as the slots the save sends', () =>
    fc.assert(
      fc.property(
        fc.constantFrom<ChildChange>({ kind: 'add', child: slot('다') }, { kind: 'modify', position: 1, child: slot('하') }, { kind: 'delete', position: 2 }, { kind: 'delete', position: 1 }),
        (change) => {
          const slots = two.map((k): ChildSlot => ({ chlnnam: k.chlnNm, chlnbdt: k.chlnBrdt, chlngndr: k.kwgend }));
          expect(childrenShown(two, change).map((k) => k.chlnNm)).toEqual(childrenAfter(slots, change).map((k) => k.chlnnam));
        },
      ),
    ));
});

describe('withAdditionalInfo: what the block saved replaces what there was; what it left empty stays', () => {
  const c = { custNm: '김고객', kwgend: '', kwbrdt: '19850101', kwszip: '', kwsad1: '', kwsad2: '' };
  it('takes the given gender and address, keeps the birth date it left empty', () =>
    expect(withAdditionalInfo(c, { kwgend: 'F', kwbrdt: '', kwszip: '06236', kwsad1: ' 서울특별시 강남구 테헤란로 152 ', kwsad2: ' 12층 ' })).toEqual({
      custNm: '김고객',
      kwgend: 'F',
      kwbrdt: '19850101',
      kwszip: '06236',
      kwsad1: '서울특별시 강남구 테헤란로 152',
      kwsad2: '12층',
    }));
  it('an empty address leaves the address as it was', () =>
    expect(withAdditionalInfo({ ...c, kwsad1: '부산광역시 해운대구', kwsad2: '1층' }, { kwgend: 'M', kwbrdt: '', kwszip: '', kwsad1: '', kwsad2: '' })).toMatchObject({
      kwgend: 'M',
      kwsad1: '부산광역시 해운대구',
      kwsad2: '1층',
    }));
});
