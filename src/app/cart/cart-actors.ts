// The cart's actors on the Effect runtime (spec 3 §7 eduplan.bascket, eduplan.myPlanSave, eduplan.base,
// getSsoToken): the signed-in user's plan draft (PlanDraftStore), the cart's prices, the save (which clears
// the draft's products once stored; a plain save may wait in the outbox), and the ordering site opened with
// the single-sign-on token where the 계약 click reserved it (a failure lets the reserved window go).
import { Effect, Exit } from 'effect';
import type { ReservedLink } from '../../../bridges/contract';
import type { BascketRequest, SaveInput } from '../../../machines/cart/cart.requests';
import { eduplanBascket } from '../../domain/cart/contract';
import { orderPickUrl } from '../../domain/cart/order-site';
import { outboxMessages } from '../../domain/outbox/messages';
import { sharedMessages } from '../../domain/shared/messages';
import { getSsoToken } from '../../domain/outside-sites/contract';
import { takesSso } from '../../domain/outside-sites/outside-sites';
import { eduplanBase } from '../../domain/plan-map/contract';
import type { PlanDraft } from '../../domain/plan-map/draft';
import { eduplanMyPlanSave } from '../../domain/plan-map/plan-contract';
import { InvalidRequest } from '../../domain/shared/errors';
import type { Position } from '../../domain/shared/roles';
import { Api } from '../../services/api.service';
import { PlanDraftStore } from '../../services/plan-draft.service';
import { answerOrQueued, submitSave } from '../outbox/submit-save';

export const readCartDraft = (userId: string) => () => PlanDraftStore.use((d) => d.read(userId));
export const writeCartDraft = (userId: string, draft: PlanDraft) => PlanDraftStore.use((d) => d.write(userId, draft));
export const loadCart = (request: BascketRequest) => Api.use((a) => a.call(eduplanBascket, request));

/** The draft keeps its customer and loses its products (the map shows them held now). */
const clearProducts = (userId: string) =>
  PlanDraftStore.use((d) => Effect.flatMap(d.read(userId), (draft) => d.write(userId, { ...draft, products: [] })));

/**
 * 계약 saves with a direct call: the ordering site opens with single sign-on right after, which cannot wait for
 * the network (D66, domain/outbox/queueable). A plain 저장 goes through the outbox: sent, the draft's products are
 * cleared; queued, the draft is kept as it is until the save is sent, so the map still shows the choice (and
 * drops it as held once the saved plan reaches the server), and nothing is lost if the server refuses it later.
 */
export const saveCart =
  (userId: string) =>
  ({ request, contract }: SaveInput) =>
    contract
      ? Api.use((a) => a.call(eduplanMyPlanSave, request, { block: true })).pipe(Effect.tap(() => clearProducts(userId)))
      : submitSave(eduplanMyPlanSave, request, { label: outboxMessages.outboxLabelPlan, record: null, block: true }).pipe(
          Effect.tap((s) => (s.status === 'sent' ? clearProducts(userId) : Effect.void)),
          Effect.map((s) => answerOrQueued(s, { epmMySqno: 0 })),
        );

/** The ordering site's order-pick page (eduplan/base's baseUrl), with the token unless a partner's (they have no account there). */
export const openOrderSite =
  <R>(position: Position, reserved: Effect.Effect<ReservedLink, never, R>) =>
  ({ targetId }: { targetId: string }) =>
    Effect.acquireUseRelease(
      reserved,
      (window) =>
        Effect.gen(function* () {
          const api = yield* Api;
          const base = yield* api.call(eduplanBase, targetId ? { targetId } : {});
          const sso = takesSso('ORDER', position) ? yield* api.call(getSsoToken, {}) : null;
          const url = orderPickUrl(base.baseUrl, sso);
          if (url === null) return yield* new InvalidRequest({ message: sharedMessages.invalidRequest });
          yield* window.open(url);
        }),
      (window, exit) => (Exit.isSuccess(exit) ? Effect.void : window.release()),
    );
