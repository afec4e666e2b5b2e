// What the popup view reads from the popups actor.
import type { SnapshotFrom } from 'xstate';
import type { popupsMachine } from './popups.machine';

type Snap = SnapshotFrom<typeof popupsMachine>;

/** The popup on screen, null while loading, between popups and after the last. */
export const selectShownPopup = (s: Snap) => (s.matches('showing') ? s.context.current : null);
export const selectHideTicked = (s: Snap) => s.context.hide;
/** The /popup/{sqno} page could not load its popup. */
export const selectPopupError = (s: Snap) => (s.matches('failed') ? s.context.error : null);
/** The page is still asking (nothing to draw yet). */
export const selectPopupLoading = (s: Snap) => s.matches('starting') || s.matches('loading') || s.matches('opening');
