// The keyboard inside a modal: focus moves in and back out, Tab wraps inside, Escape answers once (the
// innermost modal first).
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useModal } from './use-modal';

afterEach(cleanup);

function Modal({ label, onEscape, children }: { readonly label: string; readonly onEscape?: () => void; readonly children?: React.ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(box, onEscape);
  return (
    <div ref={box} role="dialog" aria-label={label} tabIndex={-1} onKeyDown={onKeyDown}>
      <button type="button">{label} 하나</button>
      <button type="button">{label} 둘</button>
      {children}
    </div>
  );
}

function Page({ onEscape }: { readonly onEscape: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      {open && (
        <Modal
          label="시트"
          onEscape={() => {
            onEscape();
            setOpen(false);
          }}
        />
      )}
    </main>
  );
}

describe('useModal', () => {
  it('takes focus when it opens, gives it back to the opener when Escape closes it', () => {
    const onEscape = vi.fn();
    render(<Page onEscape={onEscape} />);
    const opener = screen.getByRole('button', { name: '열기' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.activeElement).toBe(screen.getByRole('dialog', { name: '시트' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(onEscape).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab and Shift+Tab inside, wrapping at both ends', () => {
    render(<Modal label="시트" />);
    const [one, two] = screen.getAllByRole('button');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Tab' });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one!, { key: 'Tab' });
    expect(document.activeElement).toBe(two);
    fireEvent.keyDown(two!, { key: 'Tab' });
    expect(document.activeElement).toBe(one);
    fireEvent.keyDown(one!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(two);
  });

  it('lets a modal inside answer Escape and Tab first', () => {
    const outer = vi.fn();
    const inner = vi.fn();
    render(
      <Modal label="시트" onEscape={outer}>
        <Modal label="질문" onEscape={inner} />
      </Modal>,
    );
    const question = screen.getByRole('dialog', { name: '질문' });
    fireEvent.keyDown(question, { key: 'Escape' });
    expect([inner.mock.calls.length, outer.mock.calls.length]).toEqual([1, 0]);
    fireEvent.keyDown(screen.getByRole('button', { name: '질문 둘' }), { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '질문 하나' }));
  });
});
