// A slot whose code fails to load (the connection dropped) shows nothing and keeps the rest of the page;
// the browser's next `online` event loads it again.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazySlot } from './lazy-slot';

afterEach(cleanup);

const Pane = ({ name }: { readonly name: string }) => <p>{name} 상세</p>;

describe('lazySlot', () => {
  it('shows the pending content, then the loaded component with its props', async () => {
    let resolve!: (m: { default: typeof Pane }) => void;
    const Slot = lazySlot(() => new Promise<{ default: typeof Pane }>((r) => (resolve = r)), <span role="status">불러오는 중</span>);
    render(<Slot name="홍길동" />);
    expect(screen.getByRole('status').textContent).toBe('불러오는 중');
    await act(async () => resolve({ default: Pane }));
    expect(await screen.findByText('홍길동 상세')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('after a failed load keeps the page, and loads again when the browser is back online', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<{ default: typeof Pane }>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ default: Pane });
    const Slot = lazySlot(load);
    render(
      <main>
        <h1>조직현황</h1>
        <Slot name="홍길동" />
      </main>,
    );
    await act(async () => {});
    expect(screen.getByRole('heading', { name: '조직현황' })).toBeTruthy();
    expect(screen.queryByText('홍길동 상세')).toBeNull();
    await act(async () => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByText('홍길동 상세')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    vi.restoreAllMocks();
  });
});
