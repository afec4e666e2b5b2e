// Money on the dashboard (spec 1 §9): goal amounts come in units of 10,000 won, results in won.
export const GOAL_AMOUNT_UNIT = 10_000;

const won = new Intl.NumberFormat('ko-KR');

export const formatWon = (amount: number): string => `${won.format(amount)}원`;
export const goalAmountWon = (goalAmt: number): number => goalAmt * GOAL_AMOUNT_UNIT;
/** The organisation card's threshold for active staff (spec 1 §9: 300만). */
export const ACTIVE_STAFF_THRESHOLD = 3_000_000;
