// The medal machine's actors on the Effect runtime: the signed-in user's medals already shown, and
// remembering a closed one, both in the user's UI memory (local storage, kept across logouts).
import type { SeenMedal } from '../../domain/dashboard/goals';
import { UiMemory } from '../../services/ui-memory.service';
import type { FromEffect } from '../flows';

export const loadSeenMedals = (userId: string) => () => UiMemory.use((m) => m.seenMedals(userId));

export const rememberMedal = (userId: string) => (medal: SeenMedal) => UiMemory.use((m) => m.rememberMedal(userId, medal));

export const medalActors = (fromEffect: FromEffect, userId: string) => ({
  loadSeenMedals: fromEffect(loadSeenMedals(userId)),
  rememberMedal: fromEffect(rememberMedal(userId)),
});
