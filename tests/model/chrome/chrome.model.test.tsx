// Model-based tests of the shared chrome: scroll-hide with its 400 ms return and the side menu, on the
// machine and on the rendered header/side menu/footer.
// The rendered view replays a covering set of the paths (tests/support/covering-set.ts); all run on the machine.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { chromeMachine, SCROLL_HIDE_MS } from '../../../machines/chrome/chrome.machine';
import * as chromeSelectors from '../../../machines/chrome/chrome.selectors';
import type { Session } from '../../../src/domain/login/contract';
import { ChromeLayout } from '../../../src/screens/chrome/chrome-layout';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { replayOnImplementation, replayOnMachine } from '../../support/replay';

const EVENTS = [
  { type: 'user.scrolled', y: 10 },
  { type: 'user.scrolled', y: 400 },
  { type: 'user.openMenu' },
  { type: 'user.closeMenu' },
  { type: 'xstate.after.SCROLL_HIDE.chrome.bars.hidden' },
];
const paths = generatePaths(chromeMachine, { events: EVENTS });
const taken = new Set<string>();
afterAll(() => writeCoverage(chromeMachine, taken));

const SESSION: Session = {
  authToken: 't', userId: 'district01', userName: '이정민', orgnzPstn: 'COG02', akdcde: 'E1', cntrCd: 'C1', brncCd: 'B1',
  akdrnk: 10, akdmi3: 'D01', autoLoginYn: 'Y',
};

describe('chrome machine: generated paths', () => {
  it('covers scrolling and the menu', () => expect(paths.length).toBeGreaterThan(3));
  for (const path of paths) it(path.description, () => replayOnMachine(chromeMachine, undefined, path, taken));
});

describe('chrome: a covering set of the paths on the rendered header, side menu and footer', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());
  for (const path of renderedPaths(paths, { machine: chromeMachine, selectors: chromeSelectors }))
    it(path.description, async () => {
      const onLogout = vi.fn();
      render(
        <ChromeLayout header={{ title: '', menu: true }} footer routeName="main" pageName="홈" session={SESSION} onLogout={onLogout}>
          <p>본문</p>
        </ChromeLayout>,
      );
      // The layout reads the position once per animation frame.
      const scrollTo = (y: number) =>
        act(async () => {
          Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
          window.dispatchEvent(new Event('scroll'));
          await new Promise((frame) => requestAnimationFrame(frame));
        });
      await replayOnImplementation(path, {
        actor: () => ({ getSnapshot: () => ({ value: observed() }) }) as any,
        settle: async (check) => check(),
        drivers: {
          'user.scrolled': (e) => scrollTo(e.y),
          'user.openMenu': () => act(() => void fireEvent.click(screen.getByRole('button', { name: '전체 메뉴' }))),
          'user.closeMenu': () => act(() => void fireEvent.keyDown(document, { key: 'Escape' })),
          'xstate.after.SCROLL_HIDE.chrome.bars.hidden': () => act(() => void vi.advanceTimersByTime(SCROLL_HIDE_MS)),
        },
        verify: (step) => {
          const v = step.state.value as { bars: string; menu: string };
          if (v.menu === 'open') {
            const menu = screen.getByRole('dialog', { name: '전체 메뉴' });
            expect(menu).toHaveTextContent('이정민');
            expect(menu).toHaveTextContent('지국장');
            expect(screen.getByRole('button', { name: '메뉴 닫기' })).toHaveFocus();
          }
          expect(screen.getByRole('navigation', { name: '하단 메뉴' })).toHaveTextContent('홈');
        },
      });
      expect(onLogout).not.toHaveBeenCalled();
    });
});

/** The chrome's state as the user sees it: bars hidden or shown, menu open or closed. */
function observed() {
  const hidden = screen.getByTestId('chrome').classList.contains('chrome-hidden');
  const open = screen.queryByRole('dialog', { name: '전체 메뉴' }) !== null;
  return { bars: hidden ? 'hidden' : 'shown', menu: open ? 'open' : 'closed' };
}

describe('side menu logout', () => {
  it('the logout entry hands the request to the app and closes the menu', () => {
    const onLogout = vi.fn();
    render(
      <ChromeLayout header={{ title: '', menu: true }} footer routeName="main" pageName="홈" session={SESSION} onLogout={onLogout}>
        <p>본문</p>
      </ChromeLayout>,
    );
    fireEvent.click(screen.getByRole('button', { name: '전체 메뉴' }));
    fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: '전체 메뉴' })).toBeNull();
  });
});
