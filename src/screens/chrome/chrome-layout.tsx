// The chrome around authenticated screens: header, side menu, footer; bars hide while scrolling.
// Renders the chrome actor (machines/chrome); the scroll position is read from the window here
// because measuring the DOM is a view concern.
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, type ReactNode } from 'react';
import { chromeMachine } from '../../../machines/chrome/chrome.machine';
import { selectBarsHidden, selectMenuOpen } from '../../../machines/chrome/chrome.selectors';
import type { Session } from '../../domain/contracts/auth';
import { footerFor, sideMenuFor } from '../../domain/menu';
import { profileLine } from '../../domain/rules/profile';
import type { HeaderSpec } from '../../domain/routes';
import { AppFooter } from './app-footer';
import { AppHeader } from './app-header';
import { SideMenu } from './side-menu';

export interface ChromeLayoutProps {
  readonly header: HeaderSpec;
  readonly footer: boolean;
  readonly routeName: string;
  readonly session: Session;
  /** Header prev/close handlers, for routes whose header shows those buttons. */
  readonly onBack?: () => void;
  readonly onClose?: () => void;
  readonly onLogout: () => void;
  /** Side menu QR 인증 (the app runs the education QR scan). */
  readonly onQrAuth?: () => void;
  readonly children: ReactNode;
}

export function ChromeLayout({ header, footer, routeName, session, onBack, onClose, onLogout, onQrAuth, children }: ChromeLayoutProps) {
  const chrome = useActorRef(chromeMachine);
  const hidden = useSelector(chrome, selectBarsHidden);
  const menuOpen = useSelector(chrome, selectMenuOpen);

  useEffect(() => {
    const onScroll = () => chrome.send({ type: 'user.scrolled', y: window.scrollY });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [chrome]);

  const closeMenu = useCallback(() => chrome.send({ type: 'user.closeMenu' }), [chrome]);
  const line = profileLine(session.orgnzPstn, session.userName);

  return (
    <div className={hidden ? 'chrome chrome-hidden' : 'chrome'} data-testid="chrome">
      <AppHeader spec={header} menuOpen={menuOpen} onBack={onBack} onClose={onClose} onMenu={() => chrome.send({ type: 'user.openMenu' })} />
      <main className="app-main">{children}</main>
      {footer && <AppFooter items={footerFor(session.orgnzPstn)} currentRoute={routeName} />}
      {menuOpen && (
        <SideMenu
          items={sideMenuFor(session.orgnzPstn)}
          userLine={{ name: session.userName, role: [line.grade, line.title].filter(Boolean).join(' · ') }}
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
