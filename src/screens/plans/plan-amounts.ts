// How the plan screens print goal amounts (spec 3 §9: the server's unit is 10,000 won, shown multiplied,
// with separators) and statuses.
import { plansMessages } from '../../domain/plans/messages';
import type { PlanStat } from '../../domain/plans/rules';
import { formatWon, goalAmountWon } from '../../domain/shared/amounts';

export const planWon = (goalAmt: number): string => formatWon(Math.round(goalAmountWon(goalAmt)));

export const statLabel = (stat: PlanStat): string => (stat === 'C' ? plansMessages.planStatSaved : stat === 'R' ? plansMessages.planStatRequested : plansMessages.planStatNone);
