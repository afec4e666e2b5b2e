// What every modal of the app does with the keyboard: focus moves in when it opens (to `first`, else the box)
// and back to where it was when it closes, Tab and Shift+Tab stay inside, Escape answers `onEscape` unless
// a modal inside it answered first (it marks the key handled).
import { useEffect, type KeyboardEvent, type RefObject } from 'react';
import { focusablesIn, focusToReturn, returnFocus } from './focus-return';

export function useModal(box: RefObject<HTMLElement | null>, onEscape: (() => void) | undefined, first?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const previous = focusToReturn();
    (first?.current ?? box.current)?.focus();
    return () => returnFocus(previous);
    // Once per opening: the modal is mounted when it opens.
  }, []);

  return (e: KeyboardEvent) => {
    if (e.defaultPrevented) return;
    if (e.key === 'Escape' && onEscape) {
      e.preventDefault();
      onEscape();
    } else if (e.key === 'Tab' && box.current) {
      const controls = focusablesIn(box.current);
      if (controls.length === 0) return;
      const i = controls.indexOf(document.activeElement as HTMLElement);
      const next = i < 0 ? (e.shiftKey ? controls.length - 1 : 0) : (i + (e.shiftKey ? -1 : 1) + controls.length) % controls.length;
      e.preventDefault();
      controls[next]!.focus();
    }
  };
}
