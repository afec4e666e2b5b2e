// A list's 더 보기 going away while it holds focus (Tab brought it into view and the next page loads) leaves
// keyboard users on the list's last row, not on the page itself.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MoreSentinel } from './more-sentinel';

afterEach(cleanup);

function List({ more }: { readonly more: boolean }) {
  return (
    <>
      <button type="button">첫 행</button>
      <button type="button">마지막 행</button>
      {more && <MoreSentinel label="더 보기" onVisible={() => {}} />}
      <button type="button">닫기</button>
    </>
  );
}

describe('더 보기 at the end of a list', () => {
  it('gone while focused: focus goes to the control before it', () => {
    const { rerender } = render(<List more />);
    act(() => screen.getByRole('button', { name: '더 보기' }).focus());
    rerender(<List more={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '마지막 행' }));
  });

  it('gone without focus: focus stays where it is', () => {
    const { rerender } = render(<List more />);
    act(() => screen.getByRole('button', { name: '닫기' }).focus());
    rerender(<List more={false} />);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '닫기' }));
  });
});
