// The side menu's entries as a list (spec 1 §2 shared chrome): used by the phone's side menu dialog and
// by the desktop's always-visible navigation. Screens are links (the current screen's section marked),
// QR 인증 and logout are buttons.
import { Link } from 'wouter';
import { currentEntryRoute, isMenuGroup, type MenuEntry, type MenuGroup } from '../../domain/chrome/menu';
import { routeByName } from '../../domain/app/routes';

export interface MenuActions {
  /** After following a link (the phone's menu closes). */
  readonly onFollow?: () => void;
  readonly onLogout: () => void;
  /** QR 인증: the education QR scan. */
  readonly onQrAuth?: () => void;
}

function Entry({ entry, marked, actions }: { readonly entry: MenuEntry; readonly marked: string | null; readonly actions: MenuActions }) {
  if ('route' in entry.target) {
    const route = entry.target.route;
    return (
      <Link href={routeByName(route)?.path ?? '/main'} className="menu-item" aria-current={route === marked ? 'page' : undefined} onClick={actions.onFollow}>
        {entry.label}
      </Link>
    );
  }
  const act = entry.target.action === 'logout' ? actions.onLogout : (actions.onQrAuth ?? actions.onFollow);
  return (
    <button type="button" className="menu-item" onClick={act}>
      {entry.label}
    </button>
  );
}

export function MenuList({ items, currentRoute, idPrefix, actions }: {
  readonly items: readonly (MenuEntry | MenuGroup)[];
  readonly currentRoute?: string;
  /** Keeps group heading ids unique when two menus are on the page. */
  readonly idPrefix: string;
  readonly actions: MenuActions;
}) {
  // The screen's entry, or on a sub-page its section's (a customer sub-page marks 나의 고객).
  const marked = currentEntryRoute(items, currentRoute);
  return (
    <ul className="menu-list">
      {items.map((item) =>
        isMenuGroup(item) ? (
          <li key={item.id}>
            <div className="menu-group-title" id={`${idPrefix}-${item.id}`}>
              {item.label}
            </div>
            <ul aria-labelledby={`${idPrefix}-${item.id}`}>
              {item.entries.map((e) => (
                <li key={e.id}>
                  <Entry entry={e} marked={marked} actions={actions} />
                </li>
              ))}
            </ul>
          </li>
        ) : (
          <li key={item.id}>
            <Entry entry={item} marked={marked} actions={actions} />
          </li>
        ),
      )}
    </ul>
  );
}
