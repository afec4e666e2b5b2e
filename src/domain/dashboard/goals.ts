// The three goal cards (spec 1 §2) and their medals (spec 1 §4, §9): ratio floored and capped at
// 100; 100 gold, above 79 silver, above 49 bronze; each medal type per card per month shown once.
import type { Progress } from './contract';

export type GoalKey = 'src' | 'dgnssrvc' | 'cons';
export type MedalType = 'gold' | 'silver' | 'bronze';

export interface GoalCard {
  readonly key: GoalKey;
  readonly name: string;
  readonly goal: number;
  readonly done: number;
  readonly ratio: number;
  readonly medal: MedalType | null;
}

const CARDS: readonly { key: GoalKey; name: string; goal: keyof Progress; done: keyof Progress }[] = [
  { key: 'src', name: '소스등록', goal: 'srcGoal', done: 'custmCnt' },
  { key: 'dgnssrvc', name: '진단서비스', goal: 'dgnssrvcGoal', done: 'coupnCnt' },
  { key: 'cons', name: '상담', goal: 'consGoal', done: 'counselCnt' },
];

/** Percent of the goal reached, floored, 0-100; a month without a goal reads 0. */
export function goalRatio(done: number, goal: number): number {
  if (!(goal > 0) || !(done > 0)) return 0;
  return Math.min(100, Math.floor((done * 100) / goal));
}

export function medalFor(ratio: number): MedalType | null {
  if (ratio >= 100) return 'gold';
  if (ratio > 79) return 'silver';
  if (ratio > 49) return 'bronze';
  return null;
}

export const MEDAL_NAMES: Readonly<Record<MedalType, string>> = { gold: '금메달', silver: '은메달', bronze: '동메달' };

export const goalCards = (p: Progress): GoalCard[] =>
  CARDS.map((c) => {
    const ratio = goalRatio(p[c.done], p[c.goal]);
    return { key: c.key, name: c.name, goal: p[c.goal], done: p[c.done], ratio, medal: medalFor(ratio) };
  });

/** A medal already shown and closed: card name, medal type, yyyymm (spec 1 §3). */
export interface SeenMedal {
  readonly name: string;
  readonly type: MedalType;
  readonly yyyymm: string;
}

export interface MedalAward {
  readonly name: string;
  readonly type: MedalType;
  readonly ratio: number;
}

/** Medals earned this month and not yet closed, in card order. */
export const medalsToShow = (p: Progress, seen: readonly SeenMedal[], yyyymm: string): MedalAward[] =>
  goalCards(p).flatMap((c) =>
    c.medal && !seen.some((s) => s.name === c.name && s.type === c.medal && s.yyyymm === yyyymm)
      ? [{ name: c.name, type: c.medal, ratio: c.ratio }]
      : [],
  );

export const medalMessage = (m: MedalAward): string =>
  `축하합니다! 이번 달 ${m.name} 목표를 ${m.ratio}% 달성하여 ${MEDAL_NAMES[m.type]}을 획득했습니다.`;

/** yyyymm of an instant in Korea time. */
export function kstYyyymm(now: Date): string {
  const k = new Date(now.getTime() + 9 * 3_600_000);
  return `${k.getUTCFullYear()}${String(k.getUTCMonth() + 1).padStart(2, '0')}`;
}
