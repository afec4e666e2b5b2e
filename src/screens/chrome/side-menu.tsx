// Side menu (spec 1 §2): the entries this user's position may see, grouped as in the spec, and logout.
// Opens as a dialog: focus moves in, Escape or the backdrop closes it, focus returns to the menu button.
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { isMenuGroup, type MenuEntry, type MenuGroup } from '../../domain/menu';
import { routeByName } from '../../domain/routes';
import { CloseIcon } from '../../ui/icons';

export interface SideMenuProps {
  readonly items: readonly (MenuEntry | MenuGroup)[];
  readonly userLine: { readonly name: string; readonly role: string };
  readonly onClose: () => void;
  readonly onLogout: () => void;
  /** QR 인증: the education QR scan (closes the menu first). */
  readonly onQrAuth?: () => void;
}

type EntryProps = { entry: MenuEntry; onClose: () => void; onLogout: () => void; onQrAuth?: () => void };

function Entry({ entry, onClose, onLogout, onQrAuth }: EntryProps) {
  if ('route' in entry.target) {
    const path = routeByName(entry.target.route)?.path ?? '/main';
    return (
      <Link href={path} className="menu-item" onClick={onClose}>
        {entry.label}
      </Link>
    );
  }
  const act = entry.target.action === 'logout' ? onLogout : (onQrAuth ?? onClose);
  return (
    <button type="button" className="menu-item" onClick={act}>
      {entry.label}
    </button>
  );
}

export function SideMenu({ items, userLine, onClose, onLogout, onQrAuth }: SideMenuProps) {
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
          <ul>
            {items.map((item) =>
              isMenuGroup(item) ? (
                <li key={item.id}>
                  <div className="menu-group-title" id={`menu-${item.id}`}>
                    {item.label}
                  </div>
                  <ul aria-labelledby={`menu-${item.id}`}>
                    {item.entries.map((e) => (
                      <li key={e.id}>
                        <Entry entry={e} onClose={onClose} onLogout={onLogout} onQrAuth={onQrAuth} />
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={item.id}>
                  <Entry entry={item} onClose={onClose} onLogout={onLogout} onQrAuth={onQrAuth} />
                </li>
              ),
            )}
          </ul>
        </nav>
      </aside>
    </>
  );
}
