// The chrome around authenticated screens: header, side menu, footer; bars hide while scrolling.
// From 1024 px the desktop layout: the navigation stays beside the content and there is no footer.
// Renders the chrome actor (machines/chrome); the scroll position and the window width are read here
// because measuring the DOM is a view concern.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, type ReactNode } from 'react';
import { chromeMachine } from '../../../machines/chrome/chrome.machine';
import { selectBarsHidden, selectMenuOpen } from '../../../machines/chrome/chrome.selectors';
import type { Session } from '../../domain/login/contract';
import { desktopNavFor, footerFor, sideMenuFor } from '../../domain/chrome/menu';
import { roleLine } from '../../domain/shared/profile';
import type { HeaderSpec } from '../../domain/app/routes';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { DesktopNav } from './desktop-nav';
import { SideMenu } from './side-menu';

export interface ChromeLayoutProps {
  readonly header: HeaderSpec;
  readonly footer: boolean;
  readonly routeName: string;
  /** The screen's name (the desktop header's title where a phone shows the logo). */
  readonly pageName: string;
  readonly session: Session;
  /** Where the header's survey button leads (routes whose header has survey: true); absent when no survey waits. */
  readonly surveyHref?: string | undefined;
  /** Header prev/close handlers, for routes whose header shows those buttons. */
  readonly onBack?: () => void;
  readonly onClose?: () => void;
  readonly onLogout: () => void;
  /** Side menu QR 인증 (the app runs the education QR scan). */
  readonly onQrAuth?: () => void;
  readonly children: ReactNode;
}

export function ChromeLayout({ header, footer, routeName, pageName, session, surveyHref, onBack, onClose, onLogout, onQrAuth, children }: ChromeLayoutProps) {
  const chrome = useActorRef(chromeMachine);
  const hidden = useSelector(chrome, selectBarsHidden);
  const menuOpen = useSelector(chrome, selectMenuOpen);
  const desktop = useMediaQuery(DESKTOP_QUERY);

  useEffect(() => {
    // Once per frame at most: a fling fires scroll events faster than frames are drawn.
    let frame = 0;
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(() => ((frame = 0), chrome.send({ type: 'user.scrolled', y: window.scrollY })));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [chrome]);

  const closeMenu = useCallback(() => chrome.send({ type: 'user.closeMenu' }), [chrome]);
  const userLine = { name: session.userName, role: roleLine(session.orgnzPstn) };
  const classes = ['chrome', desktop ? 'chrome-desktop' : '', hidden && !desktop ? 'chrome-hidden' : ''].filter(Boolean).join(' ');

  return (
    <div className={classes} data-testid="chrome">
      <AppHeader spec={header} pageName={pageName} desktop={desktop} surveyHref={surveyHref} menuOpen={menuOpen} onBack={onBack} onClose={onClose} onMenu={() => chrome.send({ type: 'user.openMenu' })} />
      <div className="chrome-body">
        {desktop && <DesktopNav items={desktopNavFor(session.orgnzPstn)} userLine={userLine} currentRoute={routeName} onLogout={onLogout} onQrAuth={onQrAuth} />}
        <main className="app-main">{children}</main>
      </div>
      {footer && !desktop && <AppFooter items={footerFor(session.orgnzPstn)} currentRoute={routeName} />}
      {menuOpen && !desktop && (
        <SideMenu
          items={sideMenuFor(session.orgnzPstn)}
          userLine={userLine}
          currentRoute={routeName}
          onClose={closeMenu}
          onLogout={() => {
            closeMenu();
            onLogout();
          }}
          onQrAuth={() => {
            closeMenu();
            onQrAuth?.();
          }}
        />
      )}
    </div>
  );
}
