// Model-based tests of the interest and no-jin info popup: every generated path on the bare machine, for
// planner01's prospect whose no-jin activity is 'other' with a place (the seed's second customer) and for
// a contract customer (read-only), then one covering set over both on the rendered popup against the real
// server in-process on PGlite, inside the fake Android shell. The choices and the save are held and
// forwarded to the server (or failed: faults only); after a save the database holds what the screen showed
// checked, and the opener heard interestinfo-update-result. Each path starts from the seeded choices.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { interestInfoMachine, type InterestInfoInput, type InterestInfoLoaded } from '../../../machines/customers/interest-info.machine';
import * as interestSelectors from '../../../machines/customers/interest-info.selectors';
import { customerInterests, customers } from '../../../server/db/schema';
import { rowsOf } from '../../../server/lib/rows';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideInterestInfo } from '../../../src/app/customers/interest-info-route';
import { makeFlows } from '../../../src/app/flows';
import type { CustType } from '../../../src/domain/customers/contract';
import { customerHref } from '../../../src/domain/customers/pages';
import type { InterestItem } from '../../../src/domain/customers/sections-contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { InterestInfoScreen } from '../../../src/screens/customers/interest-info-screen';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld } from './section-world';
import { jointRenderedPaths } from './joint-covering';

const h = await createHarness(TEST_DATABASES[0]!);
type Row = { kwkkey: string; custDiv: '1' | '2'; custDivDetail: CustType; prensrno: string | null; custnote: string | null };
const pick = async (where: ReturnType<typeof sql>) =>
  (await rowsOf<Row>(h.db, sql`select kwkkey, cust_div as "custDiv", cust_div_detail as "custDivDetail", prensrno, custnote from customers
    where owner_userid = 'planner01' and ${where} order by kwkkey limit 1`))[0]!;
const PROSPECT = await pick(sql`cust_div_detail = 'SCD02' and prensrno = '78' and custnote <> ''`);
const CONTRACT = await pick(sql`cust_div_detail = 'SCD01' and exists (select 1 from customer_interests i where i.kwkkey = customers.kwkkey)`);
const SEEDED = await h.db.select().from(customerInterests).where(eq(customerInterests.kwkkey, PROSPECT.kwkkey));
const token = await h.as('planner01');

/** What the popup loads for a customer: the server's list of choices, and the type the seed gave it. */
async function loaded(c: Row): Promise<InterestInfoLoaded> {
  const a = (await h.call('myCstmr/getInterestInfoList', { kwkkey: c.kwkkey }, { token })).body.data;
  return { custDivDetail: c.custDivDetail, items: a.custInterestInfoList, prensrno: c.prensrno ?? '', custnote: c.custnote ?? '' };
}
const PROSPECT_LOADED = await loaded(PROSPECT);
const CONTRACT_LOADED = await loaded(CONTRACT);
const ITEMS: readonly InterestItem[] = PROSPECT_LOADED.items;
const codeOf = (prenCd: string, cdVl1: string) => ITEMS.find((i) => i.prenCd === prenCd && i.cdVl1 === cdVl1)!;
/** A CED level the prospect has not chosen (a single-choice family), and the first field of CEC (multiple). */
const CED = ITEMS.find((i) => i.prenCd === 'CED' && i.custvalu === 'N')!;
const CEC = ITEMS.find((i) => i.prenCd === 'CEC')!;
const PLACE = '근린공원 놀이터 앞';

const events = (out: InterestInfoLoaded): AnyEventObject[] => [
  { type: 'xstate.done.actor.loadInterests', output: out },
  { type: 'xstate.error.actor.loadInterests', error: new NetworkError({ detail: 'offline' }) },
  { type: 'user.retry' },
  { type: 'user.choose', prenCd: 'CED', cdVl1: CED.cdVl1 },
  { type: 'user.choose', prenCd: 'CEC', cdVl1: CEC.cdVl1 },
  { type: 'user.chooseActivity', cdVl1: '72' },
  { type: 'user.chooseActivity', cdVl1: '78' },
  { type: 'user.changePlace', text: PLACE },
  { type: 'user.changePlace', text: '  ' },
  { type: 'user.submit' },
  { type: 'user.confirm' },
  { type: 'user.dismiss' },
  { type: 'user.dismissMessage' },
  { type: 'user.close' },
  { type: 'xstate.done.actor.saveInterests' },
  { type: 'xstate.error.actor.saveInterests', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'xstate.done.actor.finish' },
];
const inert = interestInfoMachine.provide({ actors: inertActors(['loadInterests', 'saveInterests', 'finish']) as any });
const chosenKey = (items: readonly InterestItem[]) => items.filter((i) => i.custvalu === 'Y').map((i) => `${i.prenCd}:${i.cdVl1}`).join(',');
const contextKey = (c: any) => [c.custDivDetail, chosenKey(c.items), c.prensrno, c.custnote, c.message, c.error];
/** The popup closes itself once it is done: the step that finishes is the shell's, at once. */
const isAuto = (e: AnyEventObject) => e.type === 'xstate.done.actor.finish';
const finished = (path: ModelPath, input: InterestInfoInput) => finishedBy(inert, input, (v) => (v === 'finishing' || v === 'closing' ? 'finish' : null))(path);
const inputOf = (c: Row): InterestInfoInput => ({ kwkkey: c.kwkkey, custDiv: c.custDiv, searchUserid: 'planner01' });
const GROUPS = [
  { name: 'a prospect', customer: PROSPECT, input: inputOf(PROSPECT), loaded: PROSPECT_LOADED },
  { name: 'a contract customer (read-only)', customer: CONTRACT, input: inputOf(CONTRACT), loaded: CONTRACT_LOADED },
].map((g) => ({
  ...g,
  paths: cachedPaths(`interest-info-${g.customer.custDivDetail}`, interestInfoMachine, { events: events(g.loaded), input: g.input, contextKey, inert, taken: new Set<string>() }, generateCoveringPaths).map(
    (p) => finished(p, g.input),
  ),
}));
/** A path of these events from the start, with the states the machine takes (for saves of changed choices). */
function pathOf(input: InterestInfoInput, evs: readonly AnyEventObject[]): ModelPath {
  const actor: AnyActorRef = createActor(inert, { input }).start();
  const snap = () => ({ value: actor.getSnapshot().value as unknown, context: actor.getSnapshot().context as unknown });
  const steps: { event: AnyEventObject; state: { value: unknown; context: unknown } }[] = [{ event: { type: 'xstate.init' }, state: snap() }];
  for (const event of evs) {
    actor.send(event);
    steps.push({ event, state: snap() });
  }
  actor.stop();
  return { description: evs.map((e) => e.type).join(' → '), steps };
}
const SAVE = [{ type: 'user.submit' }, { type: 'user.confirm' }, { type: 'xstate.done.actor.saveInterests' }, { type: 'xstate.done.actor.finish' }];
/** The covering set saves as loaded; these save changed choices: another level, a field toggled, another activity (the place cleared), or 'other' with a new place. */
const SAVED_CHANGES: ModelPath[] = [
  pathOf(GROUPS[0]!.input, [
    { type: 'xstate.done.actor.loadInterests', output: PROSPECT_LOADED },
    { type: 'user.choose', prenCd: 'CED', cdVl1: CED.cdVl1 },
    { type: 'user.choose', prenCd: 'CEC', cdVl1: CEC.cdVl1 },
    { type: 'user.chooseActivity', cdVl1: '72' },
    ...SAVE,
  ]),
  pathOf(GROUPS[0]!.input, [
    { type: 'xstate.done.actor.loadInterests', output: PROSPECT_LOADED },
    { type: 'user.chooseActivity', cdVl1: '72' },
    { type: 'user.chooseActivity', cdVl1: '78' },
    { type: 'user.changePlace', text: ` ${PLACE} ` },
    ...SAVE,
  ]),
];
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(interestInfoMachine, taken);
  await h.close();
});

describe('the seeded customers', () => {
  it('a prospect whose activity is other with a place, and a contract customer with interests', () => {
    expect([PROSPECT.custDiv, CONTRACT.custDiv]).toEqual(['2', '1']);
    expect(SEEDED.length).toBeGreaterThan(0);
    expect([CED, CEC].every(Boolean)).toBe(true);
  });
});

for (const g of GROUPS)
  describe(`interest-info machine: generated paths (${g.name})`, () => {
    it('generates paths', () => expect(g.paths.length).toBeGreaterThanOrEqual(g.customer === PROSPECT ? 10 : 3));
    for (const path of g.paths) it(path.description, () => replayOnMachine(inert, g.input, path, taken, contextKey));
    it('spec 2 §4, §6: an activity other than 기타 keeps no place; a contract customer’s choices never change', () => {
      for (const st of g.paths.flatMap((p) => p.steps)) {
        const c = st.state.context as any;
        if (c.prensrno !== '78') expect(c.custnote).toBe('');
        if (g.customer === CONTRACT && c.custDivDetail !== null)
          expect([chosenKey(c.items), c.prensrno]).toEqual([chosenKey(CONTRACT_LOADED.items), CONTRACT_LOADED.prensrno]);
      }
    });
  });
for (const path of SAVED_CHANGES) it(`interest-info machine: ${path.description}`, () => replayOnMachine(inert, GROUPS[0]!.input, path, taken, contextKey));

const HELD = ['getInterestInfoList', 'saveMyCstmr'];
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const familyName = (prenCd: string) => msg.interestFamilyNames[prenCd]!;

let stop: (() => Promise<void>) | null = null;
beforeEach(async () => {
  await h.db.delete(customerInterests).where(eq(customerInterests.kwkkey, PROSPECT.kwkkey));
  await h.db.insert(customerInterests).values(SEEDED);
  await h.db.update(customers).set({ prensrno: PROSPECT.prensrno, custnote: PROSPECT.custnote }).where(eq(customers.kwkkey, PROSPECT.kwkkey));
});
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('the interest popup on the rendered screen (one covering set over both customers)', () => {
  const rendered = [...jointRenderedPaths(inert, GROUPS, interestSelectors), ...SAVED_CHANGES.map((path) => ({ group: GROUPS[0]!, path }))];
  for (const { group: g, path } of rendered)
    it(`${g.name}: ${path.description}`, async () => {
      const w = await sectionWorld(h, { userid: 'planner01', held: HELD, device: 'device-0000-interest', shell: true });
      const { server, shell } = w as typeof w & { shell: FakeShellControl };
      const went: string[] = [];
      const actor: AnyActorRef = createActor(provideInterestInfo(makeFlows(w.runtime), g.input, (to) => went.push(to)), { input: g.input }).start();
      stop = async () => {
        actor.stop();
        await w.stop();
      };
      render(<InterestInfoScreen actor={actor as any} />);
      const form = () => screen.getByRole('form', { name: msg.interestTitle });
      const family = (prenCd: string) => within(form()).getByRole('group', { name: familyName(prenCd) });
      const choice = (prenCd: string, cdVl1: string) => within(family(prenCd)).getByLabelText(codeOf(prenCd, cdVl1).cdNm);
      const dialogButton = (name: string) => click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
      /** What the screen shows chosen: the checked boxes of the families, the activity, its place. */
      const shown = () => {
        const chosen = ITEMS.filter((i) => i.prenCd !== 'CRD' && (choice(i.prenCd, i.cdVl1) as HTMLInputElement).checked).map((i) => `${i.prenCd}:${i.cdVl1}`);
        const activity = ITEMS.find((i) => i.prenCd === 'CRD' && (choice('CRD', i.cdVl1) as HTMLInputElement).checked)?.cdVl1 ?? null;
        const place = within(form()).queryByLabelText(msg.interestPlaceLabel) as HTMLInputElement | null;
        return { chosen: chosen.sort(), activity, place: place ? place.value.trim() || null : null };
      };
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'xstate.done.actor.loadInterests': async (e) => {
            const answer = await act(async () => server.forward(await w.take('getInterestInfoList')));
            expect(answer.body.data).toEqual({ custInterestInfoList: e.output.items, prensrno: e.output.prensrno, custnote: e.output.custnote });
          },
          'xstate.error.actor.loadInterests': async () => {
            const req = await w.take('getInterestInfoList');
            act(() => req.fail());
          },
          'user.retry': () => click(within(form()).getByRole('button', { name: msg.retry })),
          'user.choose': (e) => click(choice(e.prenCd, e.cdVl1)),
          'user.chooseActivity': (e) => click(choice('CRD', e.cdVl1)),
          'user.changePlace': (e) => act(() => void fireEvent.change(within(form()).getByLabelText(msg.interestPlaceLabel), { target: { value: e.text } })),
          'user.submit': () => click(within(form()).getByRole('button', { name: msg.interestModify })),
          'user.confirm': () => dialogButton('확인'),
          'user.dismiss': () => dialogButton('취소'),
          'user.dismissMessage': () => dialogButton('확인'),
          'user.close': () => click(within(form()).getByRole('button', { name: msg.interestClose })),
          'xstate.done.actor.saveInterests': async () => {
            const before = shown();
            const req = await w.take('saveMyCstmr');
            expect([req.form.get('kwkkey'), req.form.get('custDiv'), req.form.get('searchUserid'), req.form.get('changeInterest')]).toEqual([
              PROSPECT.kwkkey,
              PROSPECT.custDiv,
              'planner01',
              'Y',
            ]);
            expect((await act(async () => server.forward(req))).body.rt).toBe('success');
            // The server holds what the screen showed: the checked choices, the activity, the place of 'other' only.
            const rows = await h.db.select().from(customerInterests).where(eq(customerInterests.kwkkey, PROSPECT.kwkkey));
            expect(rows.map((r) => `${r.prenCd}:${r.cdVl1}`).sort()).toEqual(before.chosen);
            const [cust] = await h.db.select().from(customers).where(eq(customers.kwkkey, PROSPECT.kwkkey));
            expect([cust!.prensrno, cust!.custnote]).toEqual([before.activity, before.activity === '78' ? before.place : null]);
          },
          'xstate.error.actor.saveInterests': async (e) => {
            const req = await w.take('saveMyCstmr');
            act(() => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
          },
        },
        verify: (step, index) =>
          waitFor(() => {
            const s = step.state.value as string;
            const c = step.state.context as any;
            const saved = path.steps.slice(1, index + 1).some((st) => st.event.type === 'xstate.done.actor.saveInterests');
            if (s === 'closed') {
              // The opener heard of the save (only after one), the web view closed, and a window that stays shows the customer.
              const told = shell.calls.filter((k) => k.action === 'sendToParent').map((k) => k.payload.data);
              expect(told).toEqual(saved ? [{ event: 'interestinfo-update-result', kwkkey: g.input.kwkkey }] : []);
              expect(shell.calls.filter((k) => k.action === 'close')).toHaveLength(1);
              expect(went).toEqual([customerHref({ userId: 'planner01', kwkkey: g.input.kwkkey, custDiv: g.input.custDiv })]);
              return;
            }
            expect(shell.calls.filter((k) => k.action === 'close' || k.action === 'sendToParent')).toHaveLength(0);
            const f = form();
            expect(within(f).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loading');
            if (s === 'failed') expect(within(f).getByRole('alert')).toHaveTextContent(c.error);
            const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
            if (s === 'confirming') expect(dialogs).toEqual([expect.stringContaining(msg.interestConfirm)]);
            else if (s === 'refused' || s === 'saveFailed') expect(dialogs).toEqual([expect.stringContaining(c.message)]);
            else expect(dialogs).toEqual([]);
            const prospect = g.customer === PROSPECT;
            const showsFamilies = s !== 'loading' && s !== 'failed';
            expect(within(f).queryAllByRole('group').length).toBe(showsFamilies ? 8 : 0);
            if (!showsFamilies) return;
            // Read-only for a contract customer (spec 2 §4, §6): a note, no modify button, every control disabled.
            expect(within(f).queryByText(msg.interestReadOnly) !== null).toBe(!prospect);
            expect(within(f).queryByRole('button', { name: msg.interestModify }) !== null).toBe(prospect);
            for (const i of g.loaded.items) {
              const box = within(within(f).getByRole('group', { name: familyName(i.prenCd) })).getByLabelText(i.cdNm) as HTMLInputElement;
              expect(box.checked, `${i.prenCd}:${i.cdVl1}`).toBe(i.prenCd === 'CRD' ? i.cdVl1 === c.prensrno : c.items.find((x: InterestItem) => x.prenCd === i.prenCd && x.cdVl1 === i.cdVl1).custvalu === 'Y');
              expect(box.type).toBe(i.prenCd === 'CED' || i.prenCd === 'CMM' || i.prenCd === 'CRD' ? 'radio' : 'checkbox');
              expect(box.disabled).toBe(!(prospect && s === 'ready'));
            }
            // The place shows only while 'other' (78) is the activity (spec 2 §4).
            const place = within(f).queryByLabelText(msg.interestPlaceLabel) as HTMLInputElement | null;
            expect(place?.value ?? null).toBe(c.prensrno === '78' ? c.custnote : null);
          }),
      });
    });
});
