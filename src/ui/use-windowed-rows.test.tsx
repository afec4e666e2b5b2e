import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useWindowedRows } from './use-windowed-rows';

const items = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);

function List({ rows }: { readonly rows: readonly string[] }) {
  const { listRef, range, visible } = useWindowedRows(rows, (r) => r, 100, 800, 200);
  return (
    <ul ref={listRef} data-testid="list" style={{ paddingTop: range.before, paddingBottom: range.after }}>
      {visible.map((r, i) => (
        <li key={r} data-key={r} aria-posinset={range.start + i + 1}>
          {r}
        </li>
      ))}
    </ul>
  );
}

/** jsdom lays nothing out: rows of `rowPx` and a list whose top is at -scrollY, as a browser would report. */
function layout(rowPx: number) {
  let scrollY = 0;
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'LI' ? rowPx : 0;
  });
  vi.spyOn(HTMLUListElement.prototype, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, -scrollY, 390, 0));
  return {
    scrollTo: async (y: number) => {
      scrollY = y;
      await act(async () => {
        window.dispatchEvent(new Event('scroll'));
        await new Promise((r) => requestAnimationFrame(() => r(null)));
      });
    },
  };
}

const drawn = (el: HTMLElement) => Array.from(el.querySelectorAll('li')).map((li) => li.textContent);

describe('useWindowedRows', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws the rows near the screen and keeps the space of the rest', () => {
    layout(100);
    const { getByTestId } = render(<List rows={items(500)} />);
    const list = getByTestId('list');
    // 768 px of jsdom's window plus 800 px below: rows 0-15.
    expect(drawn(list)).toEqual(items(16));
    expect(list.style.paddingTop).toBe('0px');
    expect(list.style.paddingBottom).toBe(`${(500 - 16) * 100}px`);
  });

  it('follows the page as it scrolls', async () => {
    const page = layout(100);
    const { getByTestId } = render(<List rows={items(500)} />);
    await page.scrollTo(20_000);
    const list = getByTestId('list');
    // The band 19,200-21,568 px: rows 192-215.
    expect(drawn(list)).toEqual(items(216).slice(192));
    expect(list.querySelector('li')!.getAttribute('aria-posinset')).toBe('193');
    expect(list.style.paddingTop).toBe('19200px');
    expect(list.style.paddingBottom).toBe(`${(500 - 216) * 100}px`);
  });

  it('measures the rows it draws instead of the estimate', () => {
    layout(50);
    const { getByTestId } = render(<List rows={items(500)} />);
    // The 16 rows first drawn (estimated 100 px) measure 50 px: 800 px, too close to the screen's 768, so the band
    // grows to 1,568 px at 800 px for them plus 8 rows still counted as 100 px; those 24 rows (1,200 px) then hold.
    expect(drawn(getByTestId('list'))).toEqual(items(24));
    expect(getByTestId('list').style.paddingBottom).toBe(`${(500 - 24) * 100}px`);
  });

  it('draws a new, shorter list from its top', async () => {
    const page = layout(100);
    const { getByTestId, rerender } = render(<List rows={items(500)} />);
    await page.scrollTo(30_000);
    await page.scrollTo(0);
    rerender(<List rows={['n1', 'n2', 'n3']} />);
    expect(drawn(getByTestId('list'))).toEqual(['n1', 'n2', 'n3']);
    expect(getByTestId('list').style.paddingBottom).toBe('0px');
  });

  it('draws every row where nothing is laid out', () => {
    const { getByTestId } = render(<List rows={items(300)} />);
    expect(drawn(getByTestId('list'))).toHaveLength(300);
  });
});
