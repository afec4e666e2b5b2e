// What a user sees and does on the home screen's goal cards, medal dialog and schedule card, shared by
// the model tests of the dashboard, medal and schedule-toggle machines. The expectations come from the
// spec's rules in src/domain and the server's answers, not from the machines.
import { fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Progress } from '../../src/domain/dashboard/contract';
import { msg } from '../../src/domain/messages';
import { goalCards, MEDAL_NAMES, medalMessage, type MedalAward, type SeenMedal } from '../../src/domain/dashboard/goals';
import { uiMemoryKey } from '../../src/services/ui-memory.service';
import { eventually } from './eventually';
import type { Home } from './home-screen';

/** Each goal card's bar, figures and medal for these figures. */
export function expectGoalBars(progress: Progress) {
  const cards = screen.getByRole('region', { name: msg.goalCardsTitle });
  for (const card of goalCards(progress)) {
    const region = within(cards).getByRole('region', { name: card.name });
    expect(within(region).getByRole('progressbar', { name: msg.goalRatioLabel(card.name) })).toHaveAttribute('aria-valuenow', String(card.ratio));
    expect(region).toHaveTextContent(msg.goalProgress(card.done, card.goal, card.ratio));
    expect(within(region).queryByRole('img')?.getAttribute('aria-label') ?? null).toBe(card.medal ? MEDAL_NAMES[card.medal] : null);
  }
}

/** The medal announcement (the only alert dialog with a title). */
export const medalDialog = () => screen.queryByRole('alertdialog', { name: /획득$/ });

/** The medal dialog shows exactly this medal, or is absent. */
export function expectMedalDialog(medal: MedalAward | null) {
  const dialog = medalDialog();
  if (!medal) return void expect(dialog).toBeNull();
  expect(dialog).toHaveAccessibleName(msg.medalTitle(MEDAL_NAMES[medal.type]));
  expect(dialog).toHaveTextContent(medalMessage(medal));
  expect(within(dialog!).getByRole('img', { name: MEDAL_NAMES[medal.type] })).toBeInTheDocument();
}

export const closeMedalDialog = () => void fireEvent.click(within(medalDialog()!).getByRole('button', { name: msg.medalClose }));

/** The medals the user's UI memory keeps in jsdom's localStorage. */
export const storedMedals = (userId: string): SeenMedal[] =>
  (JSON.parse(localStorage.getItem(uiMemoryKey(userId)) ?? '{"medals":[]}') as { medals: SeenMedal[] }).medals;

export const medalKey = (m: { name: string; type: string; yyyymm?: string }, month: string) => `${m.name}/${m.type}/${m.yyyymm ?? month}`;

/** The HCD03 card (its title is the server's). */
export const scheduleCard = () => {
  const card = document.querySelector<HTMLElement>('[data-card="HCD03"]');
  if (!card) throw new Error('no schedule card');
  return card;
};

/** Seen medals kept in the user's UI memory (as after closing them), so a home shows none of them. */
export const storeMedals = (userId: string, medals: readonly SeenMedal[]) => localStorage.setItem(uiMemoryKey(userId), JSON.stringify({ medals }));

/**
 * The way a user brings new goal figures: tap the first schedule (confirming when it un-completes); the
 * save and the dashboard/progress reload go to the server. The progress the server answered.
 */
export async function toggleFirstSchedule(home: Home): Promise<Progress> {
  const box = await eventually(() => {
    const b = within(scheduleCard()).getAllByRole('checkbox')[0]!;
    expect(b).toBeEnabled();
    return b;
  });
  const count = (name: string) => home.answers.filter((a) => a.name === name).length;
  const [saves, reloads] = [count('mySchedule/saveMyschedule'), count('dashboard/progress')];
  const wasDone = box.getAttribute('aria-checked') === 'true';
  fireEvent.click(box);
  if (wasDone) fireEvent.click(within(await eventually(() => within(scheduleCard()).getByRole('alertdialog'))).getByRole('button', { name: '확인' }));
  await eventually(() => expect([count('mySchedule/saveMyschedule'), count('dashboard/progress')]).toEqual([saves + 1, reloads + 1]));
  return (await home.last('dashboard/progress')).progress as Progress;
}
