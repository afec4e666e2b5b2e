// The plan being built on the plan map and priced in the cart (src/domain/plan-map/draft.ts), kept per user
// in session storage under the app's prefix, so it lasts the app run, survives a reload and goes with logout
// (SessionStore.wipePersonal removes every ep.* key but the UI memory).
import { Context, Effect, Layer } from 'effect';
import { EMPTY_DRAFT, PlanDraft } from '../domain/plan-map/draft';
import { WebStorage, type WebStorageShape } from './web-storage.service';

export const planDraftKey = (userId: string) => `ep.planDraft.${userId}`;

export interface PlanDraftShape {
  read(userId: string): Effect.Effect<PlanDraft>;
  write(userId: string, draft: PlanDraft): Effect.Effect<void>;
  clear(userId: string): Effect.Effect<void>;
}

export function makePlanDraft(storage: WebStorageShape): PlanDraftShape {
  return {
    read: (userId) => Effect.sync(() => storage.read('session', planDraftKey(userId), PlanDraft) ?? EMPTY_DRAFT),
    write: (userId, draft) => Effect.sync(() => storage.write('session', planDraftKey(userId), PlanDraft, draft)),
    clear: (userId) => Effect.sync(() => storage.remove('session', planDraftKey(userId))),
  };
}

export class PlanDraftStore extends Context.Service<PlanDraftStore, PlanDraftShape>()('app/PlanDraftStore') {
  static readonly layer = Layer.effect(
    PlanDraftStore,
    Effect.gen(function* () {
      return PlanDraftStore.of(makePlanDraft(yield* WebStorage));
    }),
  );
}
