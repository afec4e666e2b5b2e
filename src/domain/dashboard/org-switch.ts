// The organisation switch of the dashboard (spec 1 §4): akdrnk 15 has none, 10 offers the whole
// district, every other leader the whole organisation; COG01 starts on the whole organisation.
import type { FigureScope, OrgChoice } from './contract';
import type { Position } from '../shared/roles';

export const NO_SWITCH_RANK = 15;

/** The label of the "everyone" choice, or null when the user has no switch. */
export function wholeOrgLabel(akdrnk: number): string | null {
  if (akdrnk === NO_SWITCH_RANK) return null;
  return akdrnk === 10 ? '전체 지국' : '전체 조직';
}

/** What the performance card shows first: the whole organisation for the branch head, own figures otherwise. */
export const initialScope = (position: Position, akdcde: string): FigureScope =>
  position === 'COG01' ? { type: 'all', targetId: akdcde } : { type: 'self', targetId: akdcde };

/** The scope a choice in the sheet stands for: the whole organisation, the leader's own figures, or a sub-organisation. */
export function scopeOfChoice(choice: OrgChoice | 'whole', akdcde: string): FigureScope {
  if (choice === 'whole') return { type: 'all', targetId: akdcde };
  return choice.isMe === 'Y' ? { type: 'self', targetId: choice.akdcde } : { type: 'all', targetId: choice.akdcde };
}

/** The sheet's current label for a scope. */
export function scopeLabel(scope: FigureScope, choices: readonly OrgChoice[], akdrnk: number, akdcde: string): string {
  const whole = wholeOrgLabel(akdrnk) ?? '';
  if (scope.type === 'all' && scope.targetId === akdcde) return whole;
  const c = choices.find((x) => x.akdcde === scope.targetId);
  return c ? c.akdnam : whole;
}
