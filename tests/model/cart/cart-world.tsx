// The cart rendered against the real server in-process (PGlite), signed in as planner03 (their customers
// have no saved plan) inside the fake Android shell (it records openExternalLink), with the plan draft
// written into the app's session storage first through the app's own PlanDraftStore: the actor is the
// route's own machine (provideCart), recorded; the calls a path answers wait in the request gate until a
// step forwards them to the server or fails them; where the cart navigates is recorded.
import { act, render } from '@testing-library/react';
import { and, asc, eq } from 'drizzle-orm';
import { waitFor as waitForActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { installFakeShell, type FakeShellControl } from '../../../bridges/fake/fake-shell';
import { children, customerPlans, customers } from '../../../server/db/schema';
import type { Harness } from '../../../server/test-support/harness';
import { TEST_NOW } from '../../../server/test-support/harness';
import { provideCart } from '../../../src/app/cart/cart-route';
import { makeFlows } from '../../../src/app/flows';
import type { DraftCustomer, PlanDraft } from '../../../src/domain/plan-map/draft';
import { CartScreen } from '../../../src/screens/cart/cart-screen';
import { Clock } from '../../../src/services/clock.service';
import { PlanDraftStore } from '../../../src/services/plan-draft.service';
import { answerHeld } from '../../support/answer-held';
import { testAppRuntime } from '../../support/app-runtime';
import type { HeldRequest } from '../../support/http-gate';
import { recordingActor } from '../../support/model-paths';
import { serverFetch } from '../../support/server-fetch';

/** In the small seed; like planner05 in the full one, their customers have no saved plan. */
export const PLANNER = 'planner03';
const API = (call: string) => `/api/v1/${call}`;

/** planner05's first customer (by kwkkey) with a child, for their first child. */
export async function plannerCustomer(h: Harness): Promise<DraftCustomer> {
  const rows = await h.db.select().from(customers).where(eq(customers.ownerUserid, PLANNER)).orderBy(asc(customers.kwkkey));
  for (const c of rows) {
    const kid = (await h.db.select().from(children).where(eq(children.kwkkey, c.kwkkey)).orderBy(asc(children.seq)))[0];
    if (kid) return { kwkkey: c.kwkkey, custDiv: c.custDiv as '1' | '2', custNm: c.name, chlnKwkey: kid.chlnKwkey, chlnNm: kid.name, targetId: '' };
  }
  throw new Error(`no customer with a child of ${PLANNER}`);
}

/** What a path saved for the customer goes again, so every path starts with no saved plan. */
export const forgetPlans = (h: Harness, c: DraftCustomer) => h.db.delete(customerPlans).where(and(eq(customerPlans.kwkkey, c.kwkkey), eq(customerPlans.chlnKwkey, c.chlnKwkey)));

export interface CartWorld {
  readonly actor: AnyActorRef;
  readonly shell: FakeShellControl;
  /** Where the cart went, in order. */
  readonly went: string[];
  take(call: string): Promise<HeldRequest>;
  answer(req: HeldRequest, e: AnyEventObject): Promise<any>;
  /** The draft as stored now. */
  draft(): PlanDraft;
  stop(): Promise<void>;
}

export async function renderCart(h: Harness, o: { draft: PlanDraft; held: readonly string[]; taken: Set<string> }): Promise<CartWorld> {
  localStorage.clear();
  sessionStorage.clear();
  const login = await h.loginAnswer(PLANNER, { autoLoginYn: 'Y', deviceUuid: 'device-cart-0001' });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const shell = installFakeShell({ platform: 'AND', answerDelayMs: 0 });
  const server = serverFetch(h, (path) => o.held.some((c) => path === API(c)));
  const runtime = testAppRuntime(server.fetch, 'device-cart-0001', Clock.layerFixed(TEST_NOW));
  const userId = login.body.data.userId as string;
  runtime.runSync(PlanDraftStore.use((d) => d.write(userId, o.draft)));
  const went: string[] = [];
  const actor = recordingActor(provideCart(makeFlows(runtime), { userId, position: 'COG05' }, (to) => went.push(to)), undefined, o.taken);
  actor.start();
  render(<CartScreen actor={actor as never} />);
  return {
    actor,
    shell,
    went,
    take: (call) => server.gate.take((r) => r.path === API(call), call),
    answer: async (req, e) => {
      if (e.type.startsWith('xstate.done.')) return (await answerHeld(server.forward, req, e))?.data ?? null;
      // A fault reaches the machine some microtasks after the request fails: wait for it inside act, so
      // the screen's update that follows is act's too.
      const before = actor.getSnapshot();
      await act(async () => {
        const moved = waitForActor(actor, (s) => s !== before);
        await answerHeld(server.forward, req, e);
        await moved;
      });
      return null;
    },
    draft: () => runtime.runSync(PlanDraftStore.use((d) => d.read(userId))),
    stop: async () => {
      actor.stop();
      await runtime.dispose();
      shell.uninstall();
    },
  };
}
