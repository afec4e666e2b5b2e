import { afterEach, describe, expect, it } from 'vitest';
import { focusToReturn, returnFocus } from './focus-return';

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

describe('giving focus back', () => {
  it('to the control itself when it can take it', () => {
    const opener = button('조직 ▾');
    button('다음');
    returnFocus(opener);
    expect(document.activeElement).toBe(opener);
  });

  it('to the next control that can when it was disabled meanwhile (입실 after the app-only message), else the one before', () => {
    const before = button('이전');
    const enter = button('입실');
    const disabledToo = button('퇴실');
    const next = button('다음');
    enter.disabled = true;
    disabledToo.disabled = true;
    returnFocus(enter);
    expect(document.activeElement).toBe(next);
    next.remove();
    returnFocus(enter);
    expect(document.activeElement).toBe(before);
  });

  it('nowhere when it has left the page', () => {
    const gone = button('삭제');
    gone.remove();
    returnFocus(gone);
    expect(document.activeElement).toBe(document.body);
  });
});
