// The desktop's navigation (from 1024 px): who is signed in, then home and the side menu's entries,
// always visible beside the content; the current screen's entry (on a sub-page, its section's) is marked.
// Same entries and rules as the phone's side menu and footer (src/domain/chrome/menu.ts).
import type { MenuEntry, MenuGroup } from '../../domain/chrome/menu';
import { MenuList } from './menu-list';

export interface DesktopNavProps {
  readonly items: readonly (MenuEntry | MenuGroup)[];
  readonly userLine: { readonly name: string; readonly role: string };
  readonly currentRoute: string;
  readonly onLogout: () => void;
  readonly onQrAuth?: () => void;
}

export function DesktopNav({ items, userLine, currentRoute, onLogout, onQrAuth }: DesktopNavProps) {
  return (
    <aside className="desktop-nav">
      <div className="desktop-nav-user">
        <strong>{userLine.name}</strong>
        <span>{userLine.role}</span>
      </div>
      <nav aria-label="전체 메뉴">
        <MenuList items={items} currentRoute={currentRoute} idPrefix="nav" actions={{ onLogout, onQrAuth }} />
      </nav>
    </aside>
  );
}
