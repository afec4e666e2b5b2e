import { describe, expect, it } from 'vitest';
import { popupEventOf } from './popup-events';

describe('popupEventOf: what a page message from a popup means', () => {
  it('reads each event the detail listens to', () => {
    expect(popupEventOf({ event: 'memo-save-complete', kwkkey: 'K1' })).toEqual({ event: 'memo-save-complete', kwkkey: 'K1' });
    expect(popupEventOf({ event: 'family-pop-selected-chlnkwkey', kwkkey: 'K2', custDiv: '1' })).toEqual({ event: 'family-pop-selected-chlnkwkey', kwkkey: 'K2', custDiv: '1' });
    expect(popupEventOf({ event: 'reload-myschedule', sqno: 7 })).toEqual({ event: 'reload-myschedule', sqno: 7 });
  });
  it.each([
    ['an unknown event', { event: 'something-else' }],
    ['a known event without its fields', { event: 'memo-save-complete' }],
    ['a wrong type', { event: 'reload-myschedule', sqno: '7' }],
    ['the start-up popup’s message', { type: 'popupSeen', sqno: 1 }],
    ['not an object', 'memo-save-complete'],
    ['nothing', null],
  ])('ignores %s', (_, data) => expect(popupEventOf(data)).toBeNull());
});
