// The plan map's calls and effects on the Effect runtime (spec 3 §7 eduplan.base, child, customerPlan,
// getPlanPdfUrl): the catalogue with the stored plan draft, a customer's children, what a customer (or one
// of the caller's own plans) holds, the PDF link opened outside the app, the draft written on each
// selection change, and a product's info link.
import { Effect, Exit } from 'effect';
import { NativeBridge, type ReservedLink } from '../../../bridges/contract';
import type { CustomerPlanQuery } from '../../../machines/plan-map/plan-map.context';
import { eduplanBase, eduplanChild } from '../../domain/plan-map/contract';
import type { PlanDraft } from '../../domain/plan-map/draft';
import { eduplanCustomerPlan, eduplanPdfUrl } from '../../domain/plan-map/plan-contract';
import { Api } from '../../services/api.service';
import { PlanDraftStore } from '../../services/plan-draft.service';

/** The customer fields as the calls take them: the child and the planner only when there is one. */
const customerFields = ({ kwkkey, custDiv, chlnKwkey, targetId }: CustomerPlanQuery) => ({
  kwkkey,
  custDiv,
  ...(chlnKwkey ? { chlnKwkey } : {}),
  ...(targetId ? { targetId } : {}),
});

export const loadBase = (userId: string) => ({ targetId }: { targetId: string }) =>
  Effect.all({
    base: Api.use((a) => a.call(eduplanBase, targetId ? { targetId } : {})),
    draft: PlanDraftStore.use((s) => s.read(userId)),
  });

export const loadChildren = ({ kwkkey, custDiv }: { kwkkey: string; custDiv: '1' | '2'; targetId: string }) =>
  Api.use((a) => a.call(eduplanChild, { kwkkey, custDiv })).pipe(Effect.map((r) => r.children));

export const loadCustomerPlan = (q: CustomerPlanQuery) => Api.use((a) => a.call(eduplanCustomerPlan, customerFields(q)));

export const loadMyPlan = ({ epmMySqno }: { epmMySqno: number }) => Api.use((a) => a.call(eduplanCustomerPlan, { epmMySqno }));

/** Opens the PDF link where the click reserved (as the customer list's PDF); a failure lets the place go. */
export const openPdf = (origin: string, reserved: Effect.Effect<ReservedLink, never, NativeBridge>) => (q: CustomerPlanQuery) =>
  Effect.acquireUseRelease(
    reserved,
    (link) => Api.use((a) => a.call(eduplanPdfUrl, customerFields(q))).pipe(Effect.flatMap(({ url }) => link.open(new URL(url, origin).href))),
    (link, exit) => (Exit.isSuccess(exit) ? Effect.void : link.release()),
  );

export const writeDraft = (userId: string) => ({ draft }: { draft: PlanDraft }) => PlanDraftStore.use((s) => s.write(userId, draft));

/** A product's information page, outside the app; a refusal is only logged by the bridge. */
export const openInfoLink = ({ url }: { url: string }) => NativeBridge.use((b) => b.openExternalLink(url)).pipe(Effect.ignore);
