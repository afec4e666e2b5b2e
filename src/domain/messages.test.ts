import { describe, expect, it } from 'vitest';
import { MESSAGE_CATALOGUES, msg } from './messages';

describe('the message catalogue', () => {
  it('takes every text of every area, none hiding another of the same key', () => {
    const keys = Object.values(MESSAGE_CATALOGUES).flatMap((c) => Object.keys(c));
    expect(new Set(keys).size).toBe(keys.length);
    expect(Object.keys(msg).sort()).toEqual([...keys].sort());
  });
});
