import { describe, expect, it } from 'vitest';
import { contractNumber, diagnosisSubject, offersPopup, memoFolds, orderGroups, sectionInView, sectionsFor, showsOwnerLine, showsVisitAlert } from './detail';

describe('sectionsFor (spec 2 §2, §6)', () => {
  it('a contract customer seen by a planner: everything but recruiting, in tab order', () =>
    expect(sectionsFor('SCD01', 'COG03')).toEqual(['info', 'child', 'contract', 'order', 'delivery', 'schedule', 'history']));
  it('a prospect seen by a branch head: no contract, order or delivery; recruiting shown', () =>
    expect(sectionsFor('SCD02', 'COG01')).toEqual(['info', 'child', 'schedule', 'recruit', 'history']));
  it.each(['SCD03', 'SCD04'] as const)('%s has no contract sections', (t) => expect(sectionsFor(t, 'COG02')).toEqual(['info', 'child', 'schedule', 'history']));
});

describe('owner line and visit alert', () => {
  it('only a branch head sees whose customer it is, and not for another branch head’s', () => {
    expect(showsOwnerLine('COG01', 'COG03')).toBe(true);
    expect(showsOwnerLine('COG01', 'COG01')).toBe(false);
    expect(showsOwnerLine('COG02', 'COG03')).toBe(false);
  });
  it('the visit-consultation alert is for every type but contract customers', () => {
    expect(showsVisitAlert('SCD01')).toBe(false);
    expect(['SCD02', 'SCD03', 'SCD04'].every((t) => showsVisitAlert(t as 'SCD02'))).toBe(true);
  });
});

describe('contract number and order groups (spec 2 §3)', () => {
  it('joins year, number and sequence with hyphens', () => expect(contractNumber({ custYr: '2025', custSqno: '004512', custSeq: '01' })).toBe('2025-004512-01'));
  it('groups consecutive rows of a category, and a category coming back starts a new group', () => {
    const rows = [
      { catCd: 'A', catCdNm: '유아' },
      { catCd: 'A', catCdNm: '유아' },
      { catCd: 'B', catCdNm: '초등' },
      { catCd: 'A', catCdNm: '유아' },
    ];
    const groups = orderGroups(rows);
    expect(groups.map((g) => [g.catCd, g.rows.length])).toEqual([['A', 2], ['B', 1], ['A', 1]]);
    expect(new Set(groups.map((g) => g.key)).size).toBe(3);
  });
  it('no rows, no groups', () => expect(orderGroups([])).toEqual([]));
});

describe('memoFolds (spec 2 §9: over 52 characters or 2 line breaks)', () => {
  it.each([
    ['가'.repeat(52), false],
    ['가'.repeat(53), true],
    ['한 줄\n두 줄', false],
    ['한 줄\n두 줄\n세 줄', true],
  ])('%j → %s', (text, folds) => expect(memoFolds(text)).toBe(folds));
});

describe('sectionInView (detection offset 120 px)', () => {
  const at = (info: number, child: number, history: number) => [
    { key: 'info', top: info },
    { key: 'child', top: child },
    { key: 'history', top: history },
  ];
  it('the first section before any has reached the line', () => expect(sectionInView(at(200, 600, 900))).toBe('info'));
  it('the last section whose top is within 120 px of the top', () => {
    expect(sectionInView(at(-400, 120, 500))).toBe('child');
    expect(sectionInView(at(-400, 121, 500))).toBe('info');
    expect(sectionInView(at(-900, -300, 40))).toBe('history');
  });
  it('no sections, no tab', () => expect(sectionInView([])).toBeNull());
});

describe('diagnosisSubject', () => {
  it('the child who took it, else the customer', () => {
    expect(diagnosisSubject({ chlnNm: '김하은', custNm: '김민수' })).toBe('김하은');
    expect(diagnosisSubject({ chlnNm: '', custNm: '김민수' })).toBe('김민수');
  });
});

describe('offersPopup (spec 2 §2 buttons, §6)', () => {
  const prospect = { custDivDetail: 'SCD02' as const, custSyncYn: 'N' as const };
  const contract = { custDivDetail: 'SCD01' as const, custSyncYn: 'N' as const };
  it.each([
    ['purchases', prospect, 'COG01', true],
    ['purchases', prospect, 'COG03', false],
    ['recruits', contract, 'COG01', true],
    ['recruits', contract, 'COG02', false],
    ['interest', prospect, 'COG03', true],
    ['interest', contract, 'COG03', false],
    ['interest', { ...contract, custSyncYn: 'Y' as const }, 'COG03', true],
    ['family', contract, 'COG06', true],
    ['consent', prospect, 'COG06', true],
  ] as const)('%s for %j seen by %s → %s', (popup, c, viewer, shows) => expect(offersPopup(popup, c, viewer)).toBe(shows));
});
