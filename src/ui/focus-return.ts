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
