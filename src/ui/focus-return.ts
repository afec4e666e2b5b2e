// Where focus goes back when a dialog or sheet closes: the control focused when it opened, or, when that
// control had dropped focus first (a button disabled while its call ran, which leaves focus on the page
// itself), the last control that held focus. Without this, closing the result's alert left keyboard users at
// the top of the page.
let lastFocused: HTMLElement | null = null;
if (typeof document !== 'undefined')
  document.addEventListener('focusin', (e) => {
    if (e.target instanceof HTMLElement) lastFocused = e.target;
  });

/** The element to focus again when a dialog or sheet opened now closes (null: nothing to go back to). */
export function focusToReturn(): HTMLElement | null {
  const active = document.activeElement;
  if (active instanceof HTMLElement && active !== document.body) return active;
  return lastFocused?.isConnected ? lastFocused : null;
}

const FOCUSABLE = 'a[href], button, input:not([type=hidden]), select, textarea, [tabindex]:not([tabindex="-1"])';
const takesFocus = (el: HTMLElement) => el.isConnected && !(el as HTMLButtonElement).disabled && !el.closest('[hidden], [inert], [aria-hidden=true]');

/** The controls inside `root` that can take focus, in document order. */
export const focusablesIn = (root: ParentNode): HTMLElement[] => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(takesFocus);

/** The controls around `el` that can take focus: the last one before it and the first one after it. */
function neighbours(el: HTMLElement): { before?: HTMLElement; after?: HTMLElement } {
  const all = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((c) => c !== el && !el.contains(c) && takesFocus(c));
  return {
    before: all.filter((c) => el.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_PRECEDING).at(-1),
    after: all.find((c) => el.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING),
  };
}

/**
 * Gives focus back to `el` when it closes a dialog or sheet. A control that is disabled by then (입실 after the
 * app-only message) cannot take it: the next control after it that can, else the one before it, so keyboard
 * users stay where they were instead of at the top of the page.
 */
export function returnFocus(el: HTMLElement | null): void {
  if (!el) return;
  if (takesFocus(el)) {
    el.focus();
    return;
  }
  if (!el.isConnected) return;
  const { before, after } = neighbours(el);
  (after ?? before)?.focus();
}

/**
 * Gives focus to the last control before `el` that can take it (else the first after it): for a control about
 * to go away while it holds focus, so keyboard users stay where they were instead of on the page itself.
 */
export function focusBefore(el: HTMLElement): void {
  const { before, after } = neighbours(el);
  (before ?? after)?.focus();
}
