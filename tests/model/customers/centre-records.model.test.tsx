// Model-based tests of the centre records popup, run for each kind (purchases with their history marks,
// recruit registrations): every generated path on the bare machine, then a covering set on the rendered
// popup against the real server in-process on PGlite, inside the fake Android shell, as the branch head
// (branch01) over planner01's customer with more than a page of records (the seed's long record). The
// customer and the marks are held and forwarded to the server (or failed: faults only); the records load
// from the server freely. What the server then holds is checked, and so are the shell's messages. Each path
// starts from the seed. The two kinds' paths together cover the one machine.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { centreRecordsMachine, type CentreRecordsPopupInput } from '../../../machines/customers/centre-records.machine';
import * as recordsSelectors from '../../../machines/customers/centre-records.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideCentreRecords } from '../../../src/app/customers/centre-records-route';
import { makeFlows } from '../../../src/app/flows';
import { CENTRE_PAGE_SIZE } from '../../../src/domain/customers/centre-records';
import { customerHref } from '../../../src/domain/customers/pages';
import { NetworkError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { CentreRecordsScreen } from '../../../src/screens/customers/centre-records-screen';
import { renderedPaths } from '../../support/covering-set';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { purchasesKind, recruitsKind, type RecordsKind } from './centre-records.kinds';
import { finishedBy, sectionWorld } from './section-world';

const h = await createHarness(TEST_DATABASES[0]!);
const KINDS: readonly RecordsKind[] = [await purchasesKind(h), await recruitsKind(h)];

/** Loading the customer, retrying and closing, whichever the kind; each kind adds its own (RecordsKind.events). */
const eventsOf = (k: RecordsKind): AnyEventObject[] => [
  { type: 'xstate.done.actor.loadCustomer', output: k.person },
  { type: 'xstate.error.actor.loadCustomer', error: new NetworkError({ detail: 'offline' }) },
  { type: 'user.retry' },
  ...k.events,
  { type: 'user.close' },
  { type: 'xstate.done.actor.finish' },
];
const contextKey = (c: any) => [c.person !== null, c.error, c.marks, c.pending, c.message];
const inert = centreRecordsMachine.provide({
  actors: { ...inertActors(['loadCustomer', 'markPurchase', 'finish']), recordList: inertActors(['recordList']).recordList } as any,
});
/** The popup closes itself at once: a path stopping while it finishes ends with the shell's answer. */
const isAuto = (e: AnyEventObject) => e.type === 'xstate.done.actor.finish';
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(centreRecordsMachine, taken);
  await h.close();
});

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
let stop: (() => Promise<void>) | null = null;
beforeEach(async () => {
  for (const k of KINDS) await k.reset();
});
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

for (const k of KINDS) {
  const finished = finishedBy(inert, k.input, (v) => (v === 'closing' ? 'finish' : null));
  const options = { events: eventsOf(k), input: k.input, contextKey, allow: k.allow, inert, taken: new Set<string>() };
  const paths = cachedPaths(`centre-records-${k.kind}`, centreRecordsMachine, options, generateCoveringPaths).map(finished);
  const firstPage = k.seeded.slice(0, CENTRE_PAGE_SIZE);
  const page = () => screen.getByRole('article', { name: k.title });
  const rows = () => within(page()).queryByRole('list', { name: k.title })?.querySelectorAll(':scope > li') ?? [];
  const okButton = () => within(page()).getAllByRole('button', { name: msg.centreRecordsConfirm }).find((b) => !b.closest('[role="alertdialog"]'))!;

  /** Signed in as `userid`, the popup rendered for `input`; the calls `held` wait for the test. */
  const open = async (userid: string, held: readonly string[], input: CentreRecordsPopupInput = k.input) => {
    const w = await sectionWorld(h, { userid, held, device: k.device, shell: true });
    const went: string[] = [];
    const actor: AnyActorRef = createActor(provideCentreRecords(makeFlows(w.runtime), input, (to) => went.push(to)), { input }).start();
    stop = async () => {
      actor.stop();
      await w.stop();
    };
    render(<CentreRecordsScreen actor={actor as any} />);
    return { w, shell: w.shell as FakeShellControl, actor, went };
  };

  describe(`centre-records machine (${k.kind}): generated paths`, () => {
    it('the customer has more than a page of records', () => expect(k.seeded.length).toBeGreaterThan(CENTRE_PAGE_SIZE));
    it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(k.events.length > 0 ? 5 : 3));
    for (const path of paths) it(path.description, () => replayOnMachine(inert, k.input, path, taken, contextKey));
  });

  describe(`the ${k.title} popup on the rendered screen: a covering set of the paths`, () => {
    for (const path of renderedPaths(paths, { machine: inert, input: k.input, selectors: recordsSelectors }))
      it(path.description, async () => {
        const { w, shell, actor, went } = await open('branch01', k.held);
        await replayOnImplementation(path, {
          actor: () => actor,
          settle: (check) => waitFor(check),
          isAuto,
          drivers: {
            'xstate.done.actor.loadCustomer': async (e) => {
              const req = await w.take('getMyCstmr');
              // The popup names the owner and asks for the customer only (onlyChild).
              expect([req.form.get('searchUserid'), req.form.get('kwkkey'), req.form.get('onlyChild')]).toEqual(['planner01', k.input.kwkkey, 'Y']);
              const c = (await act(async () => w.server.forward(req))).body.data.myCstmr;
              expect({ custNm: c.custNm, tel1: c.tel1, tel2: c.tel2, tel3: c.tel3 }).toEqual(e.output);
            },
            'xstate.error.actor.loadCustomer': async () => {
              const req = await w.take('getMyCstmr');
              act(() => req.fail());
            },
            'user.retry': () => click(within(page()).getByRole('button', { name: msg.retry })),
            'user.close': () => click(okButton()),
            ...k.drivers(w, actor, rows),
          },
          verify: async (step) => {
            const s = JSON.stringify(step.state.value);
            const c = step.state.context as any;
            await k.checkServer(c);
            await waitFor(() => {
              if (s === '"closed"') {
                // No report to the opener; the web view closed; a window that stays shows the customer.
                expect(shell.calls.filter((x) => x.action === 'sendToParent')).toHaveLength(0);
                expect(shell.calls.filter((x) => x.action === 'close')).toHaveLength(1);
                expect(went).toEqual([customerHref({ userId: 'planner01', kwkkey: k.input.kwkkey, custDiv: k.input.custDiv })]);
                return;
              }
              expect(within(page()).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === '"loadingCustomer"');
              if (s === '"failed"') expect(within(page()).getByRole('alert')).toHaveTextContent(c.error);
              // 확인 waits for a save and its alert (purchases); otherwise it closes.
              expect(okButton()).toHaveProperty('disabled', !['"loadingCustomer"', '"failed"', '{"ready":"idle"}'].includes(s));
              const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
              expect(dialogs).toEqual(s === '{"ready":"refused"}' ? [expect.stringContaining(c.message)] : []);
              if (!s.includes('ready')) return expect(rows()).toHaveLength(0);
              // The first page, newest first, as shown here (purchases: marks changed at once, reverted on failure).
              expect(within(page()).getByText(msg.centreRecordsCount(k.seeded.length))).toBeInTheDocument();
              k.expectRows(rows(), firstPage, c, s);
            });
          },
        });
      });
  });

  describe(`the ${k.title} popup: paging, none, refusal`, () => {
    it('pages through every record, 10 a page, until the last (short) page', async () => {
      await open('branch01', []);
      await waitFor(() => k.expectRows(rows(), firstPage));
      click(within(page()).getByRole('button', { name: msg.loadMore }));
      await waitFor(() => k.expectRows(rows(), k.seeded));
      expect(within(page()).queryByRole('button', { name: msg.loadMore })).toBeNull();
    });

    it(`a customer without any: ${k.none}`, async () => {
      await open('branch01', [], await k.withNone());
      expect(await within(page()).findByText(k.none)).toBeInTheDocument();
      expect(rows()).toHaveLength(0);
    });

    it('a planner (not a branch head) sees the server’s refusal', async () => {
      const refusal = await k.listAsPlanner();
      expect(refusal.rt).not.toBe('success');
      await open('planner01', [], { ...k.input, searchUserid: '' });
      await waitFor(() => expect(within(page()).getByRole('alert')).toHaveTextContent(refusal.rtMsg!));
      expect(rows()).toHaveLength(0);
    });

    const marks = k.marks;
    if (marks)
      it('unticking a marked purchase and ticking an unmarked one: the server holds both (deleteCustPrchHstr, saveCustPrchHstr)', async () => {
        // The covering set saves one way only (one transition); here each way reaches the server.
        await open('branch01', []);
        await waitFor(() => expect(rows()).toHaveLength(CENTRE_PAGE_SIZE));
        click(marks.box(rows(), marks.marked));
        expect(marks.box(rows(), marks.marked)).toHaveProperty('checked', false);
        await waitFor(async () => expect(await marks.held(marks.marked)).toBe('N'));
        await waitFor(() => expect(marks.box(rows(), marks.unmarked)).toHaveProperty('disabled', false));
        click(marks.box(rows(), marks.unmarked));
        await waitFor(async () => expect(await marks.held(marks.unmarked)).toBe('Y'));
        expect([marks.box(rows(), marks.marked), marks.box(rows(), marks.unmarked)].map((b) => (b as HTMLInputElement).checked)).toEqual([false, true]);
      });
  });
}
