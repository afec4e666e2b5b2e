// The three chrome lists mark the current screen's entry with aria-current="page", and on a sub-page the
// entry of its section (currentEntryRoute in src/domain/chrome/menu.ts): the desktop navigation, the
// phone's side menu and its footer.
import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { desktopNavFor, footerFor, sideMenuFor } from '../../domain/chrome/menu';
import { CUSTOMER_ROUTE_NAMES } from '../../domain/customers/pages';
import { AppFooter } from './app-footer';
import { DesktopNav } from './desktop-nav';
import { SideMenu } from './side-menu';

const USER = { name: '박지성', role: '지점장' };
const noop = () => {};

/** The names of the links marked as the current page inside `list`. */
const marked = (list: HTMLElement) =>
  within(list)
    .queryAllByRole('link')
    .filter((a) => a.getAttribute('aria-current') === 'page')
    .map((a) => a.textContent);

/** Each list rendered by itself: its own container. */
function renderChrome(routeName: string) {
  return {
    desktop: render(<DesktopNav items={desktopNavFor('COG01')} userLine={USER} currentRoute={routeName} onLogout={noop} />).container,
    side: render(<SideMenu items={sideMenuFor('COG01')} userLine={USER} currentRoute={routeName} onClose={noop} onLogout={noop} />).container,
    footer: render(<AppFooter items={footerFor('COG01')} currentRoute={routeName} />).container,
  };
}

describe('the current entry in the chrome lists', () => {
  it.each(Object.entries(CUSTOMER_ROUTE_NAMES))('the customer page %s marks 나의 고객 in all three lists, and nothing else', (_page, route) => {
    const { desktop, side, footer } = renderChrome(route);
    expect(marked(desktop)).toEqual(['나의 고객']);
    expect(marked(side)).toEqual(['나의 고객']);
    expect(marked(footer)).toEqual(['나의 고객']);
  });

  it('home marks 홈 in the desktop navigation and the footer; the side menu has no home entry', () => {
    const { desktop, side, footer } = renderChrome('main');
    expect(marked(desktop)).toEqual(['홈']);
    expect(marked(side)).toEqual([]);
    expect(marked(footer)).toEqual(['홈']);
  });

  it('a notice marks 공지사항 where the menu has it', () => {
    const { desktop, side, footer } = renderChrome('notice-detail');
    expect(marked(desktop)).toEqual(['공지사항']);
    expect(marked(side)).toEqual(['공지사항']);
    expect(marked(footer)).toEqual([]);
  });
});
