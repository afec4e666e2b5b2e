// A modal sheet rising from the bottom: named by its title, Escape or the backdrop closes it, focus
// moves into it and stays (use-modal.ts). Presentational: the caller's machine decides when it shows. Its styles come with it, so
// every screen that opens one has them (they once lived in the home screen's stylesheet).
import { useRef, type ReactNode } from 'react';
import { useModal } from './use-modal';
import './bottom-sheet.css';

export function BottomSheet({ title, onClose, children }: { readonly title: string; readonly onClose: () => void; readonly children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(box, onClose);
  return (
    <div className="sheet-backdrop" onClick={(e) => e.target === e.currentTarget && onClose()}>
      <div
        ref={box}
        className="sheet"
        role="dialog"
        aria-modal="true"
        aria-label={title}
        tabIndex={-1}
        // A dialog over the sheet answers its own keys first (and marks them handled).
        onKeyDown={onKeyDown}
      >
        <div className="sheet-head">
          <h2 className="sheet-title">{title}</h2>
          <button type="button" className="btn btn-ghost" onClick={onClose} aria-label="닫기">
            ✕
          </button>
        </div>
        <div className="sheet-body">{children}</div>
      </div>
    </div>
  );
}
