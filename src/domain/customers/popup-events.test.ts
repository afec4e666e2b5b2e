import { describe, expect, it } from 'vitest';
import { popupEventOf } from './popup-events';

describe('popupEventOf: what a page message from a popup means', () => {
  it('reads each event the detail listens to', () => {
    expect(popupEventOf({ event: 'memo-save-complete', kwkkey: 'K1' })).toEqual({ event: 'memo-save-complete', kwkkey: 'K1' });
    expect(popupEventOf({ event: 'family-pop-selected-chlnkwkey', kwkkey: 'K2', custDiv: '1' })).toEqual({ event: 'family-pop-selected-chlnkwkey', kwkkey: 'K2', custDiv: '1' });
    expect(popupEventOf({ event: 'reload-myschedule', sqno: 7 })).toEqual({ event: 'reload-myschedule', sqno: 7 });
    const child = { chlnnam: '김하나', chlnbdt: '20180304', chlngndr: 'F' };
    expect(popupEventOf({ event: 'add-children-result', kwkkey: 'K3', child })).toEqual({ event: 'add-children-result', kwkkey: 'K3', child });
    expect(popupEventOf({ event: 'modify-children-result', kwkkey: 'K3', sqno: 2, child })).toEqual({ event: 'modify-children-result', kwkkey: 'K3', sqno: 2, child });
  });
  it.each([
    ['an unknown event', { event: 'something-else' }],
    ['a known event without its fields', { event: 'memo-save-complete' }],
    ['a wrong type', { event: 'reload-myschedule', sqno: '7' }],
    ['a child without a gender', { event: 'add-children-result', kwkkey: 'K3', child: { chlnnam: '김하나', chlnbdt: '', chlngndr: '' } }],
    ['the start-up popup’s message', { type: 'popupSeen', sqno: 1 }],
    ['not an object', 'memo-save-complete'],
    ['nothing', null],
  ])('ignores %s', (_, data) => expect(popupEventOf(data)).toBeNull());
});
