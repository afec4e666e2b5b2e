import { afterEach, describe, expect, it } from 'vitest';
import { focusToReturn } from './focus-return';

const button = (name: string) => {
  const b = document.createElement('button');
  b.textContent = name;
  document.body.append(b);
  return b;
};

afterEach(() => document.body.replaceChildren());

describe('where focus goes back when a dialog closes', () => {
  it('the control focused when it opened', () => {
    button('a').focus();
    const b = button('b');
    b.focus();
    expect(focusToReturn()).toBe(b);
  });

  it('the last focused control when focus had fallen to the page (a button disabled while its call ran)', () => {
    const copy = button('링크 복사');
    copy.focus();
    copy.blur();
    expect(document.activeElement).toBe(document.body);
    expect(focusToReturn()).toBe(copy);
  });

  it('nothing when that control has left the page', () => {
    const row = button('삭제');
    row.focus();
    row.blur();
    row.remove();
    expect(focusToReturn()).toBeNull();
  });
});
