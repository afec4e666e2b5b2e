// The dashboard's pure rules (spec 1 §4, §9; spec 3 §5): goal ratios and medals, attendance
// permissions and count, the organisation switch labels, the event window, card order
// (outside sites: outside-sites.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msg } from '../messages';
import { canEnter, canExit, shownAttendCount } from './attendance';
import { formatWon, goalAmountWon } from '../shared/amounts';
import { DEFAULT_CARDS, orderCards } from './cards';
import { isEventOpen } from './event-window';
import { goalCards, goalRatio, kstYyyymm, medalFor, medalsToShow } from './goals';
import { initialScope, scopeLabel, scopeOfChoice, wholeOrgLabel } from './org-switch';
import { cardPhoneError, cardPhoneInput } from '../shared/phone';

const progress = { srcGoal: 20, custmCnt: 20, dgnssrvcGoal: 10, coupnCnt: 8, consGoal: 30, counselCnt: 15 };

describe('goal ratio and medals', () => {
  it.each([
    [0, 10, 0],
    [5, 10, 50],
    [7, 9, 77],
    [10, 10, 100],
    [25, 10, 100],
    [3, 0, 0],
  ])('%i of %i is %i%%', (done, goal, ratio) => {
    expect(goalRatio(done, goal)).toBe(ratio);
  });
  it('floors, never exceeds 100, never negative', () => {
    fc.assert(
      fc.property(fc.nat(10_000), fc.integer({ min: 1, max: 10_000 }), (done, goal) => {
        const r = goalRatio(done, goal);
        expect(r).toBe(Math.min(100, Math.floor((done * 100) / goal)));
        expect(r).toBeGreaterThanOrEqual(0);
      }),
    );
  });
  it.each([
    [100, 'gold'],
    [99, 'silver'],
    [80, 'silver'],
    [79, 'bronze'],
    [50, 'bronze'],
    [49, null],
    [0, null],
  ])('ratio %i earns %s', (ratio, medal) => {
    expect(medalFor(ratio)).toBe(medal);
  });
  it('names the three goal cards with their figures', () => {
    expect(goalCards(progress).map((c) => [c.name, c.ratio, c.medal])).toEqual([
      ['소스등록', 100, 'gold'],
      ['진단서비스', 80, 'silver'],
      ['상담', 50, 'bronze'],
    ]);
  });
  it('shows each medal type per card per month once', () => {
    expect(medalsToShow(progress, [], '202603').map((m) => m.type)).toEqual(['gold', 'silver', 'bronze']);
    const seen = [{ name: '소스등록', type: 'gold' as const, yyyymm: '202603' }];
    expect(medalsToShow(progress, seen, '202603').map((m) => m.name)).toEqual(['진단서비스', '상담']);
    expect(medalsToShow(progress, seen, '202604')).toHaveLength(3);
    // A better medal on the same card is a new type: it shows.
    expect(medalsToShow(progress, [{ name: '진단서비스', type: 'bronze', yyyymm: '202603' }], '202603').map((m) => m.name)).toContain('진단서비스');
  });
  it('reads the month in Korea time', () => {
    expect(kstYyyymm(new Date('2026-03-31T15:30:00Z'))).toBe('202604');
    expect(kstYyyymm(new Date('2026-03-31T14:59:00Z'))).toBe('202603');
  });
});

describe('attendance', () => {
  it.each([
    ['', true, false],
    ['S', false, true],
    ['Y', false, true],
    ['N', false, false],
  ] as const)('status %j: enter %s, exit %s', (s, enter, exit) => {
    expect(canEnter(s)).toBe(enter);
    expect(canExit(s)).toBe(exit);
  });
  it('adds today to the count only when recognised', () => {
    expect(shownAttendCount(7, 'Y')).toBe(8);
    expect(shownAttendCount(7, 'S')).toBe(7);
    expect(shownAttendCount(0, '')).toBe(0);
  });
});

describe('organisation switch', () => {
  it('labels by rank: 15 none, 10 whole district, others whole organisation', () => {
    expect(wholeOrgLabel(15)).toBeNull();
    expect(wholeOrgLabel(10)).toBe('전체 지국');
    expect(wholeOrgLabel(1)).toBe('전체 조직');
    expect(wholeOrgLabel(12)).toBe('전체 조직');
  });
  it('starts the branch head on the whole organisation, others on their own figures', () => {
    expect(initialScope('COG01', 'E1')).toEqual({ type: 'all', targetId: 'E1' });
    expect(initialScope('COG02', 'E2')).toEqual({ type: 'self', targetId: 'E2' });
  });
  it('maps choices to scopes and scopes back to labels', () => {
    const choices = [
      { akdcde: 'E1', akdnam: '김지점', gubunNm: '지점장', isMe: 'Y' as const },
      { akdcde: 'E5', akdnam: '역삼센터', gubunNm: '지국', isMe: 'N' as const },
    ];
    expect(scopeOfChoice('whole', 'E1')).toEqual({ type: 'all', targetId: 'E1' });
    expect(scopeOfChoice(choices[0]!, 'E1')).toEqual({ type: 'self', targetId: 'E1' });
    expect(scopeOfChoice(choices[1]!, 'E1')).toEqual({ type: 'all', targetId: 'E5' });
    expect(scopeLabel({ type: 'all', targetId: 'E1' }, choices, 1, 'E1')).toBe('전체 조직');
    expect(scopeLabel({ type: 'self', targetId: 'E1' }, choices, 1, 'E1')).toBe('김지점');
    expect(scopeLabel({ type: 'all', targetId: 'E5' }, choices, 1, 'E1')).toBe('역삼센터');
  });
});

describe('event window (Korea time)', () => {
  it.each([
    ['2022-03-03T09:59:59+09:00', false],
    ['2022-03-03T10:00:00+09:00', true],
    ['2022-04-15T12:00:00+09:00', true],
    ['2022-05-31T17:00:00+09:00', true],
    ['2022-05-31T17:00:01+09:00', false],
    ['2026-11-22T12:00:00+09:00', false],
  ])('%s → %s', (at, open) => {
    expect(isEventOpen(new Date(at))).toBe(open);
  });
});

describe('business card phone', () => {
  it.each([
    ['', msg.cardPhoneRequired],
    ['01012345678', null],
    ['0101234567', msg.cardPhoneInvalid],
    ['0111234567', null],
    ['01612345678', null],
    ['0191234567', null],
    ['0151234567', msg.cardPhoneInvalid],
    ['0212345678', msg.cardPhoneInvalid],
  ])('%j → %s', (tel, error) => {
    expect(cardPhoneError(tel)).toBe(error);
  });
  it('keeps digits only, at most 11', () => {
    expect(cardPhoneInput('010-1234-5678 9')).toBe('01012345678');
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(cardPhoneInput(s)).toMatch(/^\d{0,11}$/);
      }),
    );
  });
});

describe('cards and amounts', () => {
  it('orders cards by exposure order, each code once', () => {
    const cards = orderCards([
      { cardCd: 'HCD05', cardNm: '공지사항', expoSqnc: 1 },
      { cardCd: 'HCD02', cardNm: '실적', expoSqnc: 2 },
      { cardCd: 'HCD05', cardNm: '공지사항', expoSqnc: 3 },
      { cardCd: 'HCD03', cardNm: '일정', expoSqnc: 2 },
    ]);
    expect(cards.map((c) => c.cardCd)).toEqual(['HCD05', 'HCD02', 'HCD03']);
  });
  it('gives the organisation card to leaders only', () => {
    for (const [pos, cards] of Object.entries(DEFAULT_CARDS)) expect(cards.includes('HCD01')).toBe(['COG01', 'COG02', 'COGA2'].includes(pos));
  });
  it('shows goal amounts times 10,000 won', () => {
    expect(goalAmountWon(120)).toBe(1_200_000);
    expect(formatWon(1_234_000)).toBe('1,234,000원');
  });
});
