// What a bench page records about itself, in the page clock (performance.now() from navigation start):
// LCP candidates, when the login form (or a reference page's content) is on screen, when a typed character
// lands in the password field, the click on 로그인 and the home screen after it. Installed as an init
// script before any page script runs; read back with readMarks.
import type { Page } from '@playwright/test';

export interface PageMarks {
  /** Reference pages: first animation frame with `[data-bench-content]` visible. */
  contentAt: number | null;
  passwordReadyAt: number | null;
  /** A task after that frame: the field has been painted, so a person could see it and tap it. */
  passwordPaintedAt: number | null;
  /** The probe character reached the password field (input event). */
  typedAt: number | null;
  /** When the first tap was sent (its event.timeStamp): the part of the wait spent queued behind scripts shows. */
  tapSentAt: number | null;
  /** Long tasks (start, duration) of the main thread, until the login form was usable. */
  longTasks: [number, number][];
  /** First animation frame after it did: the form is usable. */
  usableAt: number | null;
  appFormAt: number | null;
  lcp: number | null;
  lcpElement: string;
  /** Every LCP candidate: time, area, element. */
  lcpEntries: string[];
  /** First animation frame with the 아이디 field visible. */
  formAt: number | null;
  clickAt: number | null;
  profileAt: number | null;
  /** First animation frame with every card the server listed drawn on the dashboard, the attendance and goal cards too, none busy. */
  dashboardAt: number | null;
  timeOrigin: number;
}

/** Runs in the page before any app script (serialised: no outside references). */
export function installMarks(): void {
  const marks: PageMarks = {
    contentAt: null, passwordReadyAt: null, passwordPaintedAt: null, typedAt: null, usableAt: null, appFormAt: null, tapSentAt: null, longTasks: [],
    lcp: null, lcpElement: '', lcpEntries: [], formAt: null, clickAt: null, profileAt: null, dashboardAt: null, timeOrigin: performance.timeOrigin,
  };
  (window as unknown as { __benchMarks: PageMarks }).__benchMarks = marks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; size?: number })[]) {
      const el = entry.element;
      const desc = el
        ? `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`
        : '(element gone)';
      marks.lcp = entry.startTime;
      marks.lcpElement = desc;
      marks.lcpEntries.push(`${Math.round(entry.startTime)} ms ${entry.size ?? '?'} px² ${desc}`);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  window.addEventListener(
    'click',
    (e) => {
      const button = e.target instanceof Element ? e.target.closest('button') : null;
      if (button && button.textContent?.trim() === '로그인' && marks.clickAt === null) marks.clickAt = performance.now();
    },
    true,
  );
  const shown = (el: Element | null | undefined) =>
    !!el && el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && el.getBoundingClientRect().height > 0;
  const field = (name: string) =>
    [...document.querySelectorAll('label')].map((l) => (l.textContent?.trim() === name ? l.control : null)).find((c) => shown(c)) as HTMLInputElement | undefined;
  const frameMark = (key: 'contentAt' | 'appFormAt' | 'formAt') =>
    requestAnimationFrame(() => {
      if (marks[key] === null) marks[key] = performance.now();
    });
  new PerformanceObserver((list) => {
    for (const t of list.getEntries()) marks.longTasks.push([Math.round(t.startTime), Math.round(t.duration)]);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('touchstart', (e) => void (marks.tapSentAt ??= e.timeStamp), true);
  // The probe character typeWhenUsable types (PROBE there; this function is serialised, so it is repeated).
  document.addEventListener(
    'input',
    (e) => {
      const el = e.target as HTMLInputElement;
      if (marks.typedAt !== null || el.type !== 'password' || !el.value.includes('§')) return;
      marks.typedAt = performance.now();
      // It landed if it is still there when the frame is drawn (a controlled input may put the old value back).
      requestAnimationFrame(() => {
        if (el.isConnected && el.value.includes('§')) marks.usableAt = performance.now();
        else marks.typedAt = null;
      });
    },
    true,
  );
  const check = () => {
    if (marks.contentAt === null && shown(document.querySelector('[data-bench-content]'))) frameMark('contentAt');
    if (marks.formAt === null && field('아이디')) frameMark('formAt');
    const password = field('비밀번호');
    if (marks.passwordReadyAt === null && password && !password.disabled)
      requestAnimationFrame(() => {
        if (marks.passwordReadyAt !== null) return;
        marks.passwordReadyAt = performance.now();
        setTimeout(() => (marks.passwordPaintedAt = performance.now()));
      });
    // The app's login screen: the static form of index.html (if any) has been handed over and removed.
    if (marks.appFormAt === null && field('아이디') && !document.getElementById('static-login')) frameMark('appFormAt');
    if (marks.clickAt === null) return;
    const line = document.querySelector('[data-testid="profile-line"]');
    if (marks.profileAt === null && shown(line))
      requestAnimationFrame(() => {
        if (marks.profileAt === null) marks.profileAt = performance.now();
      });
    // Home with all its cards: every card the server listed drawn, and every other card of home (attendance,
    // goals: drawn in the same commit from the one dashboard answer) laid out, on screen or below it, none busy.
    const cards = document.querySelector<HTMLElement>('.home-cards[data-card-count]');
    const drawn = [...document.querySelectorAll('.home-card, .goal-card')];
    if (
      marks.dashboardAt === null &&
      shown(cards) &&
      cards!.querySelectorAll('[data-card]').length === Number(cards!.dataset.cardCount) &&
      drawn.every((c) => shown(c) && !c.querySelector('[aria-busy="true"]'))
    )
      requestAnimationFrame(() => {
        if (marks.dashboardAt === null) marks.dashboardAt = performance.now();
      });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
}

/**
 * A function as an init script. tsx (esbuild keepNames) wraps named inner functions in `__name(...)`,
 * which does not exist in the page; the wrapper supplies it locally instead of Playwright's plain serialisation.
 */
export const initScript = <A>(fn: (arg: A) => unknown, arg: A) => ({ content: `(() => { const __name = (f) => f; (${fn.toString()})(${JSON.stringify(arg)}); })();` });

export const readMarks = (page: Page) => page.evaluate(() => (window as unknown as { __benchMarks: PageMarks }).__benchMarks);
