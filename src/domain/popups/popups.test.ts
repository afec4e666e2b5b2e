// Which popups show on app start (spec 1 §4): daily popups hidden for the day they were ticked, other
// types for good; what the app keeps remembering; the checkbox label per type.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msg } from '../messages';
import { isPopupHidden, keptSeenPopups, popupCheckboxLabel, popupsToShow, type SeenPopup } from './popups';

const TODAY = '2026-03-12';
const daily = { sqno: 1, ppupTyp: '0' };
const once = { sqno: 2, ppupTyp: '1' };

describe('isPopupHidden', () => {
  it.each<[string, { sqno: number; ppupTyp: string }, SeenPopup[], boolean]>([
    ['a daily popup never ticked', daily, [], false],
    ['a daily popup ticked today', daily, [{ sqno: 1, ppupTyp: '0', date: TODAY }], true],
    ['a daily popup ticked yesterday', daily, [{ sqno: 1, ppupTyp: '0', date: '2026-03-11' }], false],
    ['a once-only popup never ticked', once, [], false],
    ['a once-only popup ticked long ago', once, [{ sqno: 2, ppupTyp: '1', date: '2025-01-01' }], true],
    ['another popup ticked today', once, [{ sqno: 1, ppupTyp: '0', date: TODAY }], false],
    // The server decides the type: a popup turned daily after it was ticked as once-only shows again tomorrow.
    ['a popup now daily, ticked as once-only yesterday', daily, [{ sqno: 1, ppupTyp: '1', date: '2026-03-11' }], false],
  ])('%s → hidden %s', (_, popup, seen, hidden) => {
    expect(isPopupHidden(popup, seen, TODAY)).toBe(hidden);
  });
});

describe('popupsToShow', () => {
  it("keeps the server's order and drops the hidden ones", () => {
    const list = [
      { sqno: 5, titl: 'a', ppupTyp: '1' },
      { sqno: 3, titl: 'b', ppupTyp: '0' },
      { sqno: 4, titl: 'c', ppupTyp: '0' },
    ];
    expect(popupsToShow(list, [{ sqno: 3, ppupTyp: '0', date: TODAY }], TODAY).map((p) => p.sqno)).toEqual([5, 4]);
  });
});

describe('keptSeenPopups', () => {
  it("drops daily entries of earlier days and keeps today's and every once-only entry", () => {
    const seen: SeenPopup[] = [
      { sqno: 1, ppupTyp: '0', date: '2026-03-11' },
      { sqno: 2, ppupTyp: '0', date: TODAY },
      { sqno: 3, ppupTyp: '1', date: '2025-12-31' },
    ];
    expect(keptSeenPopups(seen, TODAY)).toEqual(seen.slice(1));
  });

  it('never changes which popups are hidden today (while each popup keeps its type)', () => {
    const typeOf = (sqno: number) => (sqno % 2 === 1 ? '0' : '1');
    const entry = fc.record({ sqno: fc.integer({ min: 1, max: 6 }), date: fc.constantFrom('2026-03-10', '2026-03-11', TODAY) }).map((e) => ({ ...e, ppupTyp: typeOf(e.sqno) }));
    fc.assert(
      fc.property(fc.array(entry), fc.integer({ min: 1, max: 6 }), (seen, sqno) => {
        const popup = { sqno, ppupTyp: typeOf(sqno) };
        expect(isPopupHidden(popup, keptSeenPopups(seen, TODAY), TODAY)).toBe(isPopupHidden(popup, seen, TODAY));
      }),
    );
  });
});

describe('popupCheckboxLabel', () => {
  it('reads 오늘하루열지않음 for type 0 and 다시열지않음 otherwise', () => {
    expect(popupCheckboxLabel('0')).toBe(msg.popupHideToday);
    expect(popupCheckboxLabel('1')).toBe(msg.popupHideForever);
    expect(popupCheckboxLabel('2')).toBe(msg.popupHideForever);
    expect(msg.popupHideToday).toBe('오늘하루열지않음');
    expect(msg.popupHideForever).toBe('다시열지않음');
  });
});
