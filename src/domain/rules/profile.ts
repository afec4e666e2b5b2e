// The dashboard profile line (spec 1 §2): grade name, the first 3 letters of the name, position title.
import { GRADE_NAMES, positionTitle, type Position } from '../roles';

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
