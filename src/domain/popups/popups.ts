// Which notice popups show on app start (spec 1 §3 "Seen popups", §4 Popups): a popup closed with the box
// ticked stays hidden for that day (type '0') or for good (any other type). Dates are KST calendar days.
import type { PopupSummary } from './contract';
import { popupsMessages } from './messages';

/** What a ticked close sends back and the app remembers. */
export interface SeenPopup {
  readonly sqno: number;
  readonly ppupTyp: string;
  /** yyyy-mm-dd, the day the box was ticked. */
  readonly date: string;
}

export const isDailyPopup = (ppupTyp: string) => ppupTyp === '0';

/** Hidden when a ticked close of the same popup is remembered: today's for a daily popup, any for the others. */
export function isPopupHidden(popup: Pick<PopupSummary, 'sqno' | 'ppupTyp'>, seen: readonly SeenPopup[], today: string): boolean {
  return seen.some((s) => s.sqno === popup.sqno && (!isDailyPopup(popup.ppupTyp) || s.date === today));
}

/** The popups to show, in the server's order. */
export const popupsToShow = <P extends Pick<PopupSummary, 'sqno' | 'ppupTyp'>>(list: readonly P[], seen: readonly SeenPopup[], today: string): P[] =>
  list.filter((p) => !isPopupHidden(p, seen, today));

/** A daily popup's entry from an earlier day can never hide anything again: dropped when writing. */
export const keptSeenPopups = (seen: readonly SeenPopup[], today: string): SeenPopup[] =>
  seen.filter((s) => !isDailyPopup(s.ppupTyp) || s.date === today);

export const popupCheckboxLabel = (ppupTyp: string) => (isDailyPopup(ppupTyp) ? popupsMessages.popupHideToday : popupsMessages.popupHideForever);
