// Model-based tests of the prospect additional-info block: every generated path on the bare machine, then a
// covering set on the rendered block against the real server in-process on PGlite, inside the fake Android
// shell. The address search popup opens through the shell and its pick arrives as the shell's page message
// (juso-selected, an address of the seeded address table); the save is held and forwarded to the server
// (or failed: a fault only). The customer is planner01's prospect without gender, birth date or address.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { BridgeUnavailable } from '../../../bridges/contract';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { customerAddInfoMachine, type AddInfoInput } from '../../../machines/customers/customer-add-info.machine';
import * as addInfoSelectors from '../../../machines/customers/customer-add-info.selectors';
import { addresses, customers } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { rowsOf } from '../../../server/lib/rows';
import * as actors from '../../../src/app/customers/customer-detail-actors';
import { watchPopups } from '../../../src/app/customers/watch-popups';
import { makeFlows } from '../../../src/app/flows';
import { POST_SEARCH_PATH } from '../../../src/domain/common-popup/pages';
import { ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { AddInfoBlock } from '../../../src/screens/customers/add-info-block';
import { renderedPaths } from '../../support/covering-set';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld, startInShell } from './section-world';

const h = await createHarness(TEST_DATABASES[0]!);
const [prospect] = await rowsOf<{ kwkkey: string }>(
  h.db,
  sql`select kwkkey from customers where owner_userid = 'planner01' and cust_div_detail = 'SCD02' and gender is null and birth is null and addr1 is null order by kwkkey limit 1`,
);
const [before] = await h.db.select().from(customers).where(eq(customers.kwkkey, prospect!.kwkkey));
const [address] = await h.db.select().from(addresses).orderBy(addresses.id).limit(1);
const INPUT: AddInfoInput = { kwkkey: prospect!.kwkkey, custDiv: '2', searchUserid: '', currentYear: 2026, searchUrl: POST_SEARCH_PATH };
const JUSO = { zipNo: address!.zipNo, roadAddr: address!.roadAddr };

const EVENTS: AnyEventObject[] = [
  { type: 'user.chooseGender', gender: 'M' },
  { type: 'user.changeBirth', value: '19850315' },
  { type: 'user.changeBirth', value: '19851345' },
  { type: 'user.changeDetailAddress', value: '101동 1203호' },
  { type: 'user.searchAddress' },
  { type: 'xstate.done.actor.openPopup' },
  { type: 'xstate.error.actor.openPopup', error: new BridgeUnavailable({ action: 'openNewPage', platform: 'AND', reason: 'no-shell' }) },
  { type: 'popup.jusoSelected', ...JUSO },
  { type: 'user.save' },
  { type: 'xstate.done.actor.saveInfo' },
  { type: 'xstate.error.actor.saveInfo', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'user.dismissMessage' },
];
const contextKey = (c: any) => [c.form, c.message];
const inert = customerAddInfoMachine.provide({ actors: inertActors(['saveInfo', 'openPopup', 'watchPopups']) as any });
/** The shell opens the popup at once: a path stopping while it opens ends with the shell's answer. */
const isAuto = (e: AnyEventObject) => /^xstate\.(done|error)\.actor\.openPopup$/.test(e.type);
const finished = finishedBy(inert, INPUT, (v) => (v === 'searching' ? 'openPopup' : null));
const paths = cachedPaths('customer-add-info', customerAddInfoMachine, { events: EVENTS, input: INPUT, contextKey, inert, taken: new Set<string>() }, generateCoveringPaths).map(finished);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(customerAddInfoMachine, taken);
  await h.close();
});

describe('customer-add-info machine: generated paths', () => {
  it('the seed has a prospect without gender, birth date or address, and addresses to pick', () => expect([prospect, address].every(Boolean)).toBe(true));
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(5));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
let stop: (() => Promise<void>) | null = null;
beforeEach(async () => {
  await h.db.update(customers).set({ gender: before!.gender, birth: before!.birth, zip: before!.zip, addr1: before!.addr1, addr2: before!.addr2 }).where(eq(customers.kwkkey, prospect!.kwkkey));
});
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('the additional-info block on the rendered screen: a covering set of the paths', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: addInfoSelectors }))
    it(path.description, async () => {
      const w = await sectionWorld(h, { userid: 'planner01', held: ['saveMyCstmr'], device: 'device-0000-addinfo', shell: true });
      const shell = w.shell as FakeShellControl;
      const { fromEffect, nativeEvents } = makeFlows(w.runtime);
      const machine = customerAddInfoMachine.provide({
        actors: {
          saveInfo: fromEffect(actors.saveAddInfo),
          openPopup: fromEffect(actors.openPopup(window.location.origin)),
          watchPopups: watchPopups(nativeEvents(), null, (e) => (e.event === 'juso-selected' ? { type: 'popup.jusoSelected', zipNo: e.zipNo, roadAddr: e.roadAddr } : null)),
        },
      });
      const { actor, takeShell, stop: end } = startInShell(w, machine, INPUT);
      stop = end;
      render(<AddInfoBlock actor={actor as any} />);
      const steps = path.steps;
      let at = 0;
      const block = () => screen.getByRole('form', { name: msg.addInfoTitle });
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'user.chooseGender': (e) => click(within(block()).getByRole('radio', { name: msg.custGenderNames[e.gender as 'M' | 'F'] })),
          'user.changeBirth': (e) => act(() => void fireEvent.change(within(block()).getByLabelText(msg.addInfoBirth), { target: { value: e.value } })),
          'user.changeDetailAddress': (e) => act(() => void fireEvent.change(within(block()).getByLabelText(msg.addInfoDetail), { target: { value: e.value } })),
          'user.searchAddress': (e) => {
            at = steps.findIndex((st, i) => i > at && st.event === e);
            const back = steps[at + 1]?.event.type === 'xstate.error.actor.openPopup' ? takeShell() : null;
            click(within(block()).getByRole('button', { name: msg.addInfoSearch }));
            back?.();
          },
          'popup.jusoSelected': (e) => act(() => shell.emit({ type: 'event', name: 'pageMessage', data: { data: { event: 'juso-selected', zipNo: e.zipNo, roadAddr: e.roadAddr } } })),
          'user.save': () => click(within(block()).getByRole('button', { name: msg.addInfoSave })),
          'xstate.done.actor.saveInfo': async () => {
            const req = await w.take('saveMyCstmr');
            expect(req.form.get('changeCustInfo')).toBe('Y');
            expect((await act(async () => w.server.forward(req))).body.rt).toBe('success');
          },
          'xstate.error.actor.saveInfo': async (e) => {
            const req = await w.take('saveMyCstmr');
            act(() => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
          },
          'user.dismissMessage': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
        },
        verify: (step, index) =>
          waitFor(async () => {
            const s = step.state.value as string;
            const c = step.state.context as any;
            const b = block();
            expect(within(b).getByRole('radio', { name: msg.custGenderNames.M })).toHaveProperty('checked', c.form.kwgend === 'M');
            expect(within(b).getByLabelText(msg.addInfoBirth)).toHaveProperty('value', c.form.kwbrdt);
            expect(within(b).getByLabelText(msg.addInfoDetail)).toHaveProperty('value', c.form.kwsad2);
            expect(b).toHaveTextContent(c.form.kwsad1 === '' ? msg.addInfoNoAddress : `(${c.form.kwszip}) ${c.form.kwsad1}`);
            const busy = s === 'searching' || s === 'saving';
            expect(within(b).getByRole('button', { name: msg.addInfoSave })).toHaveProperty('disabled', busy);
            const dialogs = screen.queryAllByRole('alertdialog');
            expect(dialogs).toHaveLength(c.message === null ? 0 : 1);
            if (c.message !== null) expect(dialogs[0]).toHaveTextContent(c.message);
            // Every address search the path made reached the shell.
            const searches = steps.slice(1, index + 1).filter((st) => st.event.type === 'xstate.done.actor.openPopup').length;
            expect(shell.calls.filter((k) => k.action === 'openNewPage').map((k) => k.payload.url)).toEqual(Array(searches).fill(new URL(POST_SEARCH_PATH, window.location.origin).href));
            // Saved: the server holds what the block held; otherwise the customer is as the seed left it.
            const [now] = await h.db.select().from(customers).where(eq(customers.kwkkey, prospect!.kwkkey));
            const saved = s === 'saved';
            expect(now!.gender).toBe(saved && c.form.kwgend !== '' ? c.form.kwgend : before!.gender);
            expect(now!.birth).toBe(saved && c.form.kwbrdt !== '' ? c.form.kwbrdt : before!.birth);
            expect(now!.addr1).toBe(saved && c.form.kwsad1 !== '' ? c.form.kwsad1 : before!.addr1);
          }),
      });
    });
});
