// Home cards (spec 1 §2): their names, the default set and order per position (the server's card
// list starts from these until the user edits it), and the order the screen draws them in.
import type { CardCode, DashboardCard } from './contract';
import type { Position } from '../shared/roles';

export const CARD_NAMES: Readonly<Record<CardCode, string>> = {
  HCD01: '월간 조직 현황',
  HCD02: '월간 실적 및 활동 현황',
  HCD03: '나의 일정',
  HCD04: '나의 교육',
  HCD05: '공지사항',
  HCD06: '바로가기',
};

/** Leaders see their organisation first; planners start with their own figures; partners have no courses or shortcuts. */
export const DEFAULT_CARDS: Readonly<Record<Position, readonly CardCode[]>> = {
  COG01: ['HCD01', 'HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06'],
  COG02: ['HCD01', 'HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06'],
  COGA2: ['HCD01', 'HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06'],
  COG03: ['HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06'],
  COG04: ['HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06'],
  COG05: ['HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06'],
  COG06: ['HCD02', 'HCD03', 'HCD05'],
};

/** HCD01 needs an organisation under the user; the server never lists it for others. */
export const isLeaderCard = (code: CardCode): boolean => code === 'HCD01';

/** Cards in exposure order (expoSqnc), ties by card code, each code once. */
export function orderCards(cards: readonly DashboardCard[]): DashboardCard[] {
  const seen = new Set<CardCode>();
  return [...cards]
    .sort((a, b) => a.expoSqnc - b.expoSqnc || a.cardCd.localeCompare(b.cardCd))
    .filter((c) => (seen.has(c.cardCd) ? false : (seen.add(c.cardCd), true)));
}

/** Dashboard limits (spec 1 §9). */
export const DASHBOARD_LIMITS = { schedules: 3, courses: 6, notices: 4, goalCardsPerView: 2 } as const;
