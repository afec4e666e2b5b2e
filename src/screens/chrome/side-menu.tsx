// Side menu (spec 1 §2): the entries this user's position may see, grouped as in the spec, and logout.
// Opens as a dialog on phones: focus moves in, Escape or the backdrop closes it, focus returns to the
// menu button. (From 1024 px the same entries stay visible beside the content: desktop-nav.tsx.)
import { useEffect, useRef } from 'react';
import type { MenuEntry, MenuGroup } from '../../domain/chrome/menu';
import { CloseIcon } from '../../ui/icons';
import { MenuList } from './menu-list';

export interface SideMenuProps {
  readonly items: readonly (MenuEntry | MenuGroup)[];
  readonly userLine: { readonly name: string; readonly role: string };
  readonly currentRoute?: string;
  readonly onClose: () => void;
  readonly onLogout: () => void;
  /** QR 인증: the education QR scan (closes the menu first). */
  readonly onQrAuth?: () => void;
}

export function SideMenu({ items, userLine, currentRoute, onClose, onLogout, onQrAuth }: SideMenuProps) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, [onClose]);

  return (
    <>
      <div className="side-menu-backdrop" onClick={onClose} />
      <aside id="side-menu" className="side-menu" role="dialog" aria-modal="true" aria-label="전체 메뉴">
        <div className="side-menu-head">
          <div className="side-menu-user">
            <strong>{userLine.name}</strong>
            <span>{userLine.role}</span>
          </div>
          <button type="button" ref={closeRef} className="icon-btn" aria-label="메뉴 닫기" onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label="전체 메뉴">
          <MenuList items={items} currentRoute={currentRoute} idPrefix="menu" actions={{ onFollow: onClose, onLogout, onQrAuth }} />
        </nav>
      </aside>
    </>
  );
}
