// The attendance sheet's words: status names, dates with weekdays, recognised days.
import { describe, expect, it } from 'vitest';
import { MEETING_STATUS_NAMES, meetingDateLabel, meetingTimes, recognisedDays } from './meetings';

describe('meetings', () => {
  it.each([
    ['2026-03-12', '3월 12일 (목)'],
    ['2026-03-15', '3월 15일 (일)'],
    ['2024-02-29', '2월 29일 (목)'],
    ['2026-12-31', '12월 31일 (목)'],
  ])('%s reads %s', (day, label) => expect(meetingDateLabel(day)).toBe(label));

  it('names every status and counts only recognised days', () => {
    expect(Object.keys(MEETING_STATUS_NAMES).sort()).toEqual(['N', 'S', 'X', 'Y']);
    const m = (attendStatus: 'X' | 'S' | 'Y' | 'N') => ({ attendDate: '2026-03-02', attendStatus, akdtim: '', levtim: '' });
    expect(recognisedDays([m('Y'), m('S'), m('N'), m('X'), m('Y')])).toBe(2);
  });

  it.each([
    ['08:45', '09:55', '08:45 – 09:55'],
    ['08:41', '', '08:41 –'],
    ['', '', ''],
  ])('entry %s and exit %s read %s', (akdtim, levtim, text) => expect(meetingTimes({ akdtim, levtim })).toBe(text));
});
