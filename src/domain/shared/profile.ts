// The dashboard profile line (spec 1 §2): grade name, the first 3 letters of the name, position title;
// the side menu's role line; the business card preview's address.
import { GRADE_NAMES, positionTitle, type Position } from './roles';

export const shortName = (name: string): string => Array.from(name).slice(0, 3).join('');

export interface ProfileLine {
  readonly grade: string;
  readonly name: string;
  readonly title: string;
}

export const profileLine = (position: Position, userName: string): ProfileLine => ({
  grade: GRADE_NAMES[position],
  name: shortName(userName),
  title: positionTitle(position),
});

/** The menu's line under the user's name: grade and title, each once (a branch head is 지점장 by both). */
export const roleLine = (position: Position): string => {
  const { grade, title } = profileLine(position, '');
  return [...new Set([grade, title])].filter(Boolean).join(' · ');
};

/** The business card page as the app's preview frame shows it (?view=preview: the frame is the card's edge). */
export const cardPreviewUrl = (cardUrl: string): string => `${cardUrl}${cardUrl.includes('?') ? '&' : '?'}view=preview`;
