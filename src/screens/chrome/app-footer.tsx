// Footer (spec 1 §2): home, my customers, customer registration, edu-plan map, my activity — each
// shown once its screen exists; the current screen's section is marked.
import type { ComponentType } from 'react';
import { Link } from 'wouter';
import { currentEntryRoute, type MenuEntry } from '../../domain/chrome/menu';
import { routeByName } from '../../domain/app/routes';
import { ChartIcon, HomeIcon, MapIcon, UserPlusIcon, UsersIcon } from '../../ui/icons';

const ICONS: Record<string, ComponentType> = {
  home: HomeIcon,
  myCustomers: UsersIcon,
  custReg: UserPlusIcon,
  eduPlanMap: MapIcon,
  myActivity: ChartIcon,
};

export function AppFooter({ items, currentRoute }: { readonly items: readonly MenuEntry[]; readonly currentRoute: string }) {
  // The screen's entry, or on a sub-page its section's.
  const marked = currentEntryRoute(items, currentRoute);
  return (
    <nav className="app-footer" aria-label="하단 메뉴">
      {items.map((e) => {
        const name = 'route' in e.target ? e.target.route : '';
        const Icon = ICONS[e.id] ?? HomeIcon;
        return (
          <Link key={e.id} href={routeByName(name)?.path ?? '/main'} aria-current={name === marked ? 'page' : undefined}>
            <Icon />
            <span>{e.label}</span>
          </Link>
        );
      })}
    </nav>
  );
}
