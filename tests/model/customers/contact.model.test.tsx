// Model-based tests of the customer detail's call and text: every generated path on the bare machine (with
// what it tells the detail recorded), then a covering set on the detail's rendered screen against the real
// server in-process on PGlite, inside the fake Android shell, replayed on the contact child the detail runs.
// The automatic memo is held and forwarded (or failed); the shell dials or opens its SMS composer at once.
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { and, eq, gt } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromCallback, type AnyEventObject } from 'xstate';
import { BridgeUnavailable } from '../../../bridges/contract';
import { customerContactMachine, type ContactInput } from '../../../machines/customers/customer-contact.machine';
import * as contactSelectors from '../../../machines/customers/customer-contact.selectors';
import type { CustomerDetailInput } from '../../../machines/customers/customer-detail.machine';
import { customers, memos } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { errorMessage, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { renderDetail, type DetailWorld } from './detail-world';
import { finishedBy } from './section-world';

const h = await createHarness(TEST_DATABASES[0]!);
const [customer] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01')).orderBy(customers.kwkkey).limit(1);
const PHONE = `${customer!.tel1}${customer!.tel2}${customer!.tel3}`;
const NAME = customer!.name;
const DETAIL: CustomerDetailInput = { searchUserid: '', kwkkey: customer!.kwkkey, custDiv: customer!.custDiv as '1' | '2', viewerPosition: 'COG03' };
const INPUT: ContactInput = { kwkkey: DETAIL.kwkkey, custDiv: DETAIL.custDiv, searchUserid: '', phone: PHONE };
const LAST_SEEDED = Math.max(...(await h.db.select({ sqno: memos.sqno }).from(memos)).map((m) => m.sqno));

const EVENTS: AnyEventObject[] = [
  { type: 'user.contact', kind: 'call' },
  { type: 'user.contact', kind: 'text' },
  { type: 'xstate.done.actor.saveAutoMemo' },
  { type: 'xstate.error.actor.saveAutoMemo', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'xstate.done.actor.handOver' },
  { type: 'xstate.error.actor.handOver', error: new BridgeUnavailable({ action: 'dial', platform: 'AND', reason: 'no-shell' }) },
];
const contextKey = (c: any) => [c.contact];
const inert = customerContactMachine.provide({ actors: inertActors(['saveAutoMemo', 'handOver']) as any });
/** The shell takes a hand-over at once: a path stopping while it is under way ends with the shell's answer. */
const isAuto = (e: AnyEventObject) => /^xstate\.(done|error)\.actor\.handOver$/.test(e.type);
const finished = finishedBy(inert, INPUT, (v) => (v === 'handingOver' ? 'handOver' : null));
const paths = cachedPaths('customer-contact', customerContactMachine, { events: EVENTS, input: INPUT, contextKey, inert, taken: new Set<string>() }, generatePaths).map(finished);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(customerContactMachine, taken);
  await h.close();
});

/** What the detail hears along a path: the memo saved, or a failure's message (the memo's, then the shell's). */
const reportsOf = (path: ModelPath, upTo = path.steps.length - 1) =>
  path.steps.slice(1, upTo + 1).flatMap(({ event }) => {
    if (event.type === 'xstate.done.actor.saveAutoMemo') return [{ type: 'contact.memoSaved' }];
    if (event.type === 'xstate.error.actor.saveAutoMemo' || event.type === 'xstate.error.actor.handOver') return [{ type: 'contact.failed', message: errorMessage(event.error) }];
    return [];
  });
const recorder = () => {
  const heard: AnyEventObject[] = [];
  const sink = createActor(fromCallback<AnyEventObject>(({ receive }) => receive((e) => void heard.push(e)))).start();
  return { heard, sink };
};

describe('customer-contact machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(4));
  for (const path of paths)
    it(path.description, () => {
      const { heard, sink } = recorder();
      replayOnMachine(inert, { ...INPUT, sink }, path, taken, contextKey);
      expect(heard).toEqual(reportsOf(path));
    });
});

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
let world: DetailWorld | null = null;
beforeEach(async () => {
  await h.db.delete(memos).where(and(eq(memos.kwkkey, customer!.kwkkey), gt(memos.sqno, LAST_SEEDED)));
});
afterEach(async () => {
  cleanup();
  await world?.stop();
  world = null;
});

describe('call and text on the detail’s rendered screen: a covering set of the paths', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: contactSelectors }))
    it(path.description, async () => {
      world = await renderDetail(h, { userid: 'planner01', held: ['saveMyCustMemo'], device: 'device-0000-contact', input: DETAIL });
      const { w, shell, detail } = world;
      const contact = () => world!.child('contact');
      const steps = path.steps;
      let at = 0;
      /** The memo's answer starts the hand-over: the shell is taken away first when the path says it fails. */
      const answerMemo = async (answer: (req: Awaited<ReturnType<DetailWorld['w']['take']>>) => unknown) => {
        const req = await w.take('saveMyCustMemo');
        expect([req.form.get('memoDiv'), req.form.get('memo')]).toEqual(['0', contact().getSnapshot().context.contact === 'call' ? msg.custAutoMemoCall : msg.custAutoMemoText]);
        const next = steps.slice(at + 1).find((st) => isAuto(st.event))?.event;
        const back = next?.type === 'xstate.error.actor.handOver' ? world!.takeShell() : null;
        await act(async () => void (await answer(req)));
        await waitFor(() => expect(contactSelectors.selectContacting(contact().getSnapshot())).toBe(false));
        back?.();
      };
      await replayOnImplementation(path, {
        actor: contact,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'user.contact': (e) => {
            at = steps.findIndex((st, i) => i > at && st.event === e);
            click(screen.getByRole('button', { name: e.kind === 'call' ? msg.custCall(NAME) : msg.custText(NAME) }));
          },
          'xstate.done.actor.saveAutoMemo': () => answerMemo((req) => w.server.forward(req)),
          'xstate.error.actor.saveAutoMemo': (e) => answerMemo((req) => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg })),
        },
        verify: (step, index) =>
          waitFor(() => {
            const busy = step.state.value !== 'idle';
            expect(screen.getByRole('button', { name: msg.custCall(NAME) })).toHaveProperty('disabled', busy);
            expect(screen.getByRole('button', { name: msg.custText(NAME) })).toHaveProperty('disabled', busy);
            // Every hand-over the path made reached the shell with the customer's number.
            const kinds = steps.slice(1, index + 1).flatMap((st, i) => (st.event.type === 'xstate.done.actor.handOver' ? [steps.slice(1, i + 1).reverse().find((x) => x.event.type === 'user.contact')!.event.kind] : []));
            const sent = shell.calls.filter((k) => k.action === 'dial' || k.action === 'sendSms');
            expect(sent.map((k) => [k.action, k.payload])).toEqual(kinds.map((kind) => (kind === 'call' ? ['dial', { phone: PHONE }] : ['sendSms', { phones: [PHONE], message: '' }])));
            // The detail's alert shows the last failure it was told (a memo saved shows none).
            const failures = reportsOf(path, index).filter((r) => r.type === 'contact.failed');
            const message = (detail.getSnapshot() as { context: { message: string | null } }).context.message;
            expect(message).toBe(failures.length ? (failures[failures.length - 1] as unknown as { message: string }).message : null);
            if (message !== null) expect(screen.getByRole('alertdialog')).toHaveTextContent(message);
          }),
      });
    });
});
