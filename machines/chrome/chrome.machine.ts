// Shared chrome behaviour (spec 1 §2 shared chrome, §9 scroll-hide 400 ms). Diagram: docs/statecharts/chrome.md
// Header and footer hide while the page scrolls and come back 400 ms after scrolling stops (or at
// once near the top); the side menu opens and closes independently.
import { not, setup } from 'xstate';

/** Scroll offset under which the bars always show (the header's own height). */
export const SHOW_NEAR_TOP_PX = 56;
export const SCROLL_HIDE_MS = 400;

export type ChromeEvent = { type: 'user.scrolled'; y: number } | { type: 'user.openMenu' } | { type: 'user.closeMenu' };

export const chromeMachine = setup({
  types: { events: {} as ChromeEvent },
  guards: {
    isNearTop: ({ event }) => event.type === 'user.scrolled' && event.y <= SHOW_NEAR_TOP_PX,
  },
  delays: { SCROLL_HIDE: SCROLL_HIDE_MS },
}).createMachine({
  id: 'chrome',
  type: 'parallel',
  states: {
    bars: {
      initial: 'shown',
      states: {
        shown: { on: { 'user.scrolled': { guard: not('isNearTop'), target: 'hidden', description: 'Scrolling below the header hides the bars.' } } },
        hidden: {
          after: { SCROLL_HIDE: { target: 'shown', description: 'Scrolling stopped for 400 ms.' } },
          on: {
            'user.scrolled': [
              { guard: 'isNearTop', target: 'shown' },
              { target: 'hidden', reenter: true, description: 'Still scrolling: restart the 400 ms wait.' },
            ],
          },
        },
      },
    },
    menu: {
      initial: 'closed',
      states: {
        closed: { on: { 'user.openMenu': 'open' } },
        open: { on: { 'user.closeMenu': 'closed' } },
      },
    },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Shared chrome: header and footer hide while scrolling (400 ms), side menu.';
