// Model-based tests of the customer detail's child info: every generated path on the bare machine, for four
// of planner01's customers — a contract customer with two children (view only; the sales system set up, so
// its book care offers the visit confirmation), a prospect with one child (added to, edited, deleted), a
// prospect without children (added to) and a prospect with five (no more) — then one covering set over them
// on the rendered section against the real server in-process on PGlite, inside the fake Android shell. The
// popups' reports arrive as the shell's page messages; the save goes to the server, which a path answers
// (or fails: a fault only). What a save answers is what the server answered for that change in the setup.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { BridgeUnavailable } from '../../../bridges/contract';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { customerChildrenMachine, type ChildrenInput } from '../../../machines/customers/customer-children.machine';
import * as childrenSelectors from '../../../machines/customers/customer-children.selectors';
import { bookCares, children as childrenTable, customers as customersTable, learningItems, learningProducts } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { rowsOf } from '../../../server/lib/rows';
import * as actors from '../../../src/app/customers/customer-detail-actors';
import { watchPopups } from '../../../src/app/customers/watch-popups';
import { makeFlows } from '../../../src/app/flows';
import { careMonth, layoutOf } from '../../../src/domain/customers/learning-layouts';
import { addChildPopupHref, modifyChildPopupHref } from '../../../src/domain/customers/pages';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { ChildInfo } from '../../../src/screens/customers/child-info';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld, startInShell } from './section-world';
import { jointRenderedPaths } from './joint-covering';

const h = await createHarness(TEST_DATABASES[0]!);
const token = await h.as('planner01');
const call = async (name: string, fields: Record<string, string>) => {
  const answer = await h.call(`myCstmr/${name}`, fields, { token });
  if (answer.body.rt !== 'success') throw new Error(`${name}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as any;
};
const pick = async (where: ReturnType<typeof sql>, offset = 0) =>
  (await rowsOf<{ kwkkey: string; custDiv: '1' | '2' }>(h.db, sql`select c.kwkkey, c.cust_div as "custDiv" from customers c where c.owner_userid = 'planner01' and ${where} order by c.kwkkey limit 1 offset ${offset}`))[0]!;
const kids = (n: number) => sql`(select count(*) from children k where k.kwkkey = c.kwkkey) = ${n}`;
const CONTRACT = await pick(sql`c.cust_div_detail = 'SCD01' and (select count(*) from children k where k.kwkkey = c.kwkkey) >= 2`);
const ONE = await pick(sql`c.cust_div_detail = 'SCD02' and ${kids(1)}`);
const NONE = await pick(sql`c.cust_div_detail = 'SCD02' and ${kids(0)}`);
const FIVE = await pick(sql`c.cust_div_detail = 'SCD02' and ${kids(1)}`, 1);
const key = (c: { kwkkey: string; custDiv: string }) => ({ kwkkey: c.kwkkey, custDiv: c.custDiv });
const childrenOf = async (c: { kwkkey: string; custDiv: string }) => (await call('getMyCstmr', { ...key(c), onlyChild: 'Y' })).children as ChildrenInput['children'];
const slots = (list: readonly { chlnnam: string; chlnbdt: string; chlngndr: string }[]) =>
  Object.fromEntries(list.flatMap((k, i) => [[`chlnnam${i + 1}`, k.chlnnam], [`chlnbdt${i + 1}`, k.chlnbdt], [`chlngndr${i + 1}`, k.chlngndr]]));
const asSlot = (k: ChildrenInput['children'][number]) => ({ chlnnam: k.chlnNm, chlnbdt: k.chlnBrdt, chlngndr: k.kwgend });

// The prospect with five: four children more, through the server.
await call('saveMyCstmr', { ...key(FIVE), addChild: 'Y', ...slots([...(await childrenOf(FIVE)).map(asSlot), ...['가온', '나래', '다솜', '라온'].map((n) => ({ chlnnam: n, chlnbdt: '', chlngndr: 'F' }))]) });

/** Each customer's children as they are now, with what hangs on them (learning, book care: deleted with a
 *  child): put back before every rendered path, only where a path changed them. */
const SNAPSHOT = new Map<string, (typeof childrenTable.$inferSelect)[]>();
for (const c of [CONTRACT, ONE, NONE, FIVE]) SNAPSHOT.set(c.kwkkey, await h.db.select().from(childrenTable).where(eq(childrenTable.kwkkey, c.kwkkey)));
/** Each customer's children version as read with the snapshot: put back with the children (issue 18). */
const VERSION = new Map<string, number>();
for (const c of [CONTRACT, ONE, NONE, FIVE]) VERSION.set(c.kwkkey, (await h.db.select().from(customersTable).where(eq(customersTable.kwkkey, c.kwkkey)))[0]!.childrenVersion);
const KEYS = [...SNAPSHOT.values()].flat().map((k) => k.chlnKwkey);
const HANGING = [learningProducts, learningItems, bookCares] as const;
const HUNG = await Promise.all(HANGING.map((t) => h.db.select().from(t).where(inArray(t.chlnKwkey, KEYS))));
const rowsKey = (rows: readonly { id: number; name: string; seq: number; gender: string; birth: string | null }[]) =>
  JSON.stringify([...rows].sort((a, b) => a.id - b.id).map((r) => [r.id, r.name, r.seq, r.gender, r.birth]));
async function restore() {
  let changed = false;
  for (const [kwkkey, version] of VERSION) await h.db.update(customersTable).set({ childrenVersion: version }).where(eq(customersTable.kwkkey, kwkkey));
  for (const [kwkkey, rows] of SNAPSHOT) {
    const now = await h.db.select().from(childrenTable).where(eq(childrenTable.kwkkey, kwkkey));
    if (rowsKey(now) === rowsKey(rows)) continue;
    changed = true;
    await h.db.delete(childrenTable).where(eq(childrenTable.kwkkey, kwkkey));
    if (rows.length) await h.db.insert(childrenTable).values(rows);
  }
  if (!changed) return;
  for (const [i, t] of HANGING.entries()) {
    await h.db.delete(t).where(inArray(t.chlnKwkey, KEYS));
    if (HUNG[i]!.length) await h.db.insert(t).values(HUNG[i] as never);
  }
}

const NEW = { chlnnam: '새봄', chlnbdt: '20190415', chlngndr: 'F' as const };
const CHANGED = { chlnnam: '여름', chlnbdt: '', chlngndr: 'M' as const };

/** What the server answers for each child that can be chosen: its products with their items, and its book care. */
const INFO: Record<string, any> = {};
async function noteInfo(c: typeof ONE, list: ChildrenInput['children']) {
  for (const { chlnKwkey } of list) {
    if (INFO[chlnKwkey]) continue;
    const products = (await call('selectLeanPrdList', { kwkkey: c.kwkkey, chlnKwkey })).leanPrdList;
    const learning = await Promise.all(
      products.map(async (product: any) => ({ product, items: await call('getLrnngInfrm', { kwKey: c.kwkkey, chlnKwkey, id: product.apiId, prdtnm: product.prdtnm }) })),
    );
    INFO[chlnKwkey] = { learning, bookCare: (await call('getBookCareList', { kwkkey: c.kwkkey, chlnKwkey })).bookCareList };
  }
  return list;
}
/** What the server holds after a change, asked of it once: the answer a path's save gets. */
async function afterChange(c: typeof ONE, list: readonly { chlnnam: string; chlnbdt: string; chlngndr: string }[]) {
  await call('saveMyCstmr', { ...key(c), addChild: 'Y', ...slots(list), ...(list.length === 0 ? { chlnnam1: '', chlnbdt1: '', chlngndr1: '' } : {}) });
  const after = await noteInfo(c, await childrenOf(c));
  await restore();
  return after;
}
const ORIGINAL = {
  one: await noteInfo(ONE, await childrenOf(ONE)),
  none: await childrenOf(NONE),
  five: await noteInfo(FIVE, await childrenOf(FIVE)),
  contract: await noteInfo(CONTRACT, await childrenOf(CONTRACT)),
};
const SAVED = {
  oneAdd: await afterChange(ONE, [...ORIGINAL.one.map(asSlot), NEW]),
  oneModify: await afterChange(ONE, [CHANGED]),
  oneDelete: await afterChange(ONE, []),
  noneAdd: await afterChange(NONE, [NEW]),
};

const SALES = 'https://sales.example.kr/link';
const CARE = INFO[ORIGINAL.contract.find((k) => INFO[k.chlnKwkey].bookCare.length > 0)?.chlnKwkey ?? '']?.bookCare[0];
const inputOf = (c: typeof ONE, children: ChildrenInput['children'], editable: boolean, salesUrl: string | null): ChildrenInput => ({
  kwkkey: c.kwkkey,
  custDiv: c.custDiv,
  searchUserid: '',
  ownerUserid: 'planner01',
  children,
  version: VERSION.get(c.kwkkey)!,
  editable,
  salesUrl,
});
const fault = new ServerError({ rt: 'server_error', rtMsg: msg.serverError });
/** A save the server took (one per path): the children it then holds, and the version one past the one read. */
const sent = (c: typeof ONE, children: ChildrenInput['children']) => ({ status: 'sent', children, version: VERSION.get(c.kwkkey)! + 1 });
const noShell = new BridgeUnavailable({ action: 'openNewPage', platform: 'AND', reason: 'no-shell' });
/** Loading a child, for every child this customer can have chosen. */
const loads = (list: readonly { chlnKwkey: string }[]): AnyEventObject[] => [
  ...list.map((k) => ({ type: 'xstate.done.actor.loadChild', output: INFO[k.chlnKwkey], at: k.chlnKwkey })),
  { type: 'xstate.error.actor.loadChild', error: new NetworkError({ detail: 'offline' }) },
  { type: 'user.retry' },
];
const popups: AnyEventObject[] = [
  { type: 'xstate.done.actor.openPopup' },
  { type: 'xstate.error.actor.openPopup', error: noShell },
  { type: 'user.dismissMessage' },
];
const inert = customerChildrenMachine.provide({ actors: inertActors(['loadChild', 'saveChildren', 'reloadChildren', 'openPopup', 'openVisitConfirm', 'watchPopups']) as any });
const GROUPS = [
  {
    name: 'a contract customer with two children',
    customer: CONTRACT,
    input: inputOf(CONTRACT, ORIGINAL.contract, false, SALES),
    events: [
      ...loads(ORIGINAL.contract),
      { type: 'user.chooseChild', chlnKwkey: ORIGINAL.contract[1]!.chlnKwkey },
      { type: 'user.chooseChild', chlnKwkey: ORIGINAL.contract[0]!.chlnKwkey },
      ...(CARE ? [{ type: 'user.confirmVisit', care: CARE }] : []),
      { type: 'xstate.done.actor.openVisitConfirm' },
      { type: 'xstate.error.actor.openVisitConfirm', error: fault },
    ],
  },
  {
    name: 'a prospect with one child',
    customer: ONE,
    input: inputOf(ONE, ORIGINAL.one, true, null),
    events: [
      ...loads([...ORIGINAL.one, ...SAVED.oneAdd]),
      { type: 'user.chooseChild', chlnKwkey: ORIGINAL.one[0]!.chlnKwkey },
      { type: 'user.addChild' },
      { type: 'user.modifyChild', sqno: 1 },
      ...popups,
      { type: 'popup.childAdded', child: NEW },
      { type: 'popup.childModified', sqno: 1, child: CHANGED },
      { type: 'user.deleteChild', sqno: 1 },
      { type: 'user.confirm' },
      { type: 'user.cancel' },
      { type: 'xstate.done.actor.saveChildren', output: sent(ONE, SAVED.oneAdd), at: 'add' },
      { type: 'xstate.done.actor.saveChildren', output: sent(ONE, SAVED.oneModify), at: 'modify' },
      { type: 'xstate.done.actor.saveChildren', output: sent(ONE, SAVED.oneDelete), at: 'delete' },
      { type: 'xstate.error.actor.saveChildren', error: fault },
      { type: 'xstate.done.actor.reloadChildren', output: { children: ORIGINAL.one, version: VERSION.get(ONE.kwkkey)! } },
      { type: 'xstate.error.actor.reloadChildren', error: new NetworkError({ detail: 'offline' }) },
    ],
  },
  {
    name: 'a prospect without children',
    customer: NONE,
    input: inputOf(NONE, ORIGINAL.none, true, null),
    events: [...loads(SAVED.noneAdd), { type: 'user.addChild' }, { type: 'xstate.done.actor.openPopup' }, { type: 'popup.childAdded', child: NEW }, { type: 'xstate.done.actor.saveChildren', output: sent(NONE, SAVED.noneAdd), at: 'add' }],
  },
  {
    name: 'a prospect with five children',
    customer: FIVE,
    input: inputOf(FIVE, ORIGINAL.five, true, null),
    events: [...loads(ORIGINAL.five.slice(0, 1)), { type: 'user.addChild' }, { type: 'user.dismissMessage' }],
  },
].map((g) => ({
  ...g,
  // The shell opens a popup at once: a path stopping while it opens ends with the shell's answer.
  paths: cachedPaths(`customer-children-${g.name}`, customerChildrenMachine, { events: g.events, input: g.input, contextKey, allow: allowFor(g.input), inert, taken: new Set<string>() }, generateCoveringPaths).map(
    finishedBy(inert, g.input, (v: any) => (v.edit === 'opening' ? 'openPopup' : null)),
  ),
}));

/** A child's answer comes for the child asked for; a save answers the change asked for, once (what the server answered from the seed). */
function allowFor(input: ChildrenInput) {
  const original = input.children.map((k) => k.chlnKwkey).join();
  return (s: any, e: AnyEventObject) => {
    if (e.type === 'xstate.done.actor.loadChild') return e.at === s.context.chosen;
    if (e.type === 'user.confirmVisit') return INFO[s.context.chosen]?.bookCare.some((b: any) => b.rpseri === e.care.rpseri && b.rpseqi === e.care.rpseqi);
    if (e.type === 'xstate.done.actor.saveChildren') return e.at === s.context.change?.kind && s.context.children.map((k: any) => k.chlnKwkey).join() === original;
    if (e.type === 'popup.childAdded' || e.type === 'popup.childModified' || e.type === 'user.deleteChild') return s.context.children.map((k: any) => k.chlnKwkey).join() === original;
    return true;
  };
}
function contextKey(c: any) {
  return [c.chosen, c.info !== null, c.error, c.message, c.change?.kind ?? null, c.children.length];
}
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(customerChildrenMachine, taken);
  await h.close();
});

for (const g of GROUPS)
  describe(`customer-children machine: generated paths (${g.name})`, () => {
    it('generates paths', () => expect(g.paths.length).toBeGreaterThanOrEqual(1));
    for (const path of g.paths) it(path.description, () => replayOnMachine(inert, g.input, path, taken, contextKey));
  });

it('the seed gives the contract customer’s children learning products and book care', () => {
  expect(ORIGINAL.contract.some((k) => INFO[k.chlnKwkey].learning.length > 0 && INFO[k.chlnKwkey].bookCare.length > 0)).toBe(true);
  expect(ORIGINAL.five).toHaveLength(5);
});

const HELD = ['selectLeanPrdList', 'getBookCareList', 'saveMyCstmr', 'getMyCstmr', 'common/getToken'];
/** The shell answers a popup at once. */
const isAuto = (e: AnyEventObject) => /^xstate\.(done|error)\.actor\.openPopup$/.test(e.type);
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const dialogButton = (name: string) => click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
let stop: (() => Promise<void>) | null = null;
beforeEach(restore);
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('the child info on the rendered screen (one covering set over the four customers)', () => {
  for (const { group: g, path } of jointRenderedPaths(inert, GROUPS, childrenSelectors))
    it(`${g.name}: ${path.description}`, async () => {
      const w = await sectionWorld(h, { userid: 'planner01', held: HELD, device: 'device-0000-children', shell: true });
      const { server, take } = w;
      const shell = w.shell as FakeShellControl;
      const { fromEffect, nativeEvents } = makeFlows(w.runtime);
      const machine = customerChildrenMachine.provide({
        actors: {
          loadChild: fromEffect(actors.loadChild),
          saveChildren: fromEffect(actors.saveChildren),
          reloadChildren: fromEffect(actors.reloadChildren),
          openPopup: fromEffect(actors.openPopup(window.location.origin)),
          openVisitConfirm: fromEffect(actors.openVisitConfirm),
          watchPopups: watchPopups(nativeEvents(), g.input.kwkkey, (e) =>
            e.event === 'add-children-result' ? { type: 'popup.childAdded', child: e.child } : e.event === 'modify-children-result' ? { type: 'popup.childModified', sqno: e.sqno, child: e.child } : null,
          ),
        },
      });
      const { actor, takeShell, stop: end } = startInShell(w, machine, g.input);
      stop = end;
      render(<ChildInfo actor={actor as any} />);
      const steps = path.steps;
      let at = 0;
      const forward = async (name: string) => expect((await act(async () => server.forward(await take(name)))).body.rt).toBe('success');
      /** A popup or link opens at once: the shell is taken away first when the path says it fails. */
      const opening = (e: AnyEventObject, control: () => HTMLElement) => {
        at = steps.findIndex((st, i) => i > at && st.event === e);
        const back = /^xstate\.error\.actor\./.test(steps[at + 1]?.event.type ?? '') ? takeShell() : null;
        click(control());
        back?.();
      };
      const nameAt = (sqno: number) => (actor.getSnapshot().context.children as ChildrenInput['children']).find((k) => k.sqno === sqno)!.chlnNm;
      const report = (data: object) => act(() => shell.emit({ type: 'event', name: 'pageMessage', data: { data } }));
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'xstate.done.actor.loadChild': async (e) => {
            for (const name of ['selectLeanPrdList', 'getBookCareList']) {
              const req = await take(name);
              expect(req.form.get('chlnKwkey')).toBe(e.at);
              expect((await act(async () => server.forward(req))).body.rt).toBe('success');
            }
          },
          'xstate.error.actor.loadChild': async () => {
            const req = await take('selectLeanPrdList');
            act(() => req.fail());
          },
          'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
          'user.chooseChild': (e) => {
            const kid = (actor.getSnapshot().context.children as ChildrenInput['children']).find((k) => k.chlnKwkey === e.chlnKwkey)!;
            click(within(screen.getByRole('group', { name: msg.childPickerLabel })).getByRole('button', { name: new RegExp(`^${kid.chlnNm} [남여]`) }));
          },
          'user.addChild': (e) => opening(e, () => screen.getByRole('button', { name: msg.childAdd })),
          'user.modifyChild': (e) => opening(e, () => screen.getByRole('button', { name: msg.childModifyOf(nameAt(e.sqno)) })),
          'user.deleteChild': (e) => click(screen.getByRole('button', { name: msg.childDeleteOf(nameAt(e.sqno)) })),
          'user.confirm': () => dialogButton('확인'),
          'user.cancel': () => dialogButton('취소'),
          'user.dismissMessage': () => dialogButton('확인'),
          'popup.childAdded': (e) => report({ event: 'add-children-result', kwkkey: g.input.kwkkey, child: e.child }),
          'popup.childModified': (e) => report({ event: 'modify-children-result', kwkkey: g.input.kwkkey, sqno: e.sqno, child: e.child }),
          'xstate.done.actor.saveChildren': async (e) => {
            const req = await take('saveMyCstmr');
            expect(req.form.get('addChild')).toBe('Y');
            // The children in order at positions 1-5, the rest empty (spec 2 §4).
            const names = (e.output.children as ChildrenInput['children']).map((k) => k.chlnNm);
            expect([1, 2, 3, 4, 5].map((i) => req.form.get(`chlnnam${i}`) ?? '')).toEqual([...names, '', '', '', '', ''].slice(0, 5));
            // With the version the children were read at (issue 18).
            expect(req.form.get('version')).toBe(String(actor.getSnapshot().context.version));
            expect((await act(async () => server.forward(req))).body.rt).toBe('success');
            await forward('getMyCstmr');
          },
          'xstate.error.actor.saveChildren': async (e) => {
            const req = await take('saveMyCstmr');
            act(() => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
          },
          'xstate.done.actor.reloadChildren': () => forward('getMyCstmr'),
          'xstate.error.actor.reloadChildren': async () => {
            const req = await take('getMyCstmr');
            act(() => req.fail());
          },
          'user.confirmVisit': (e) => click(screen.getByRole('button', { name: msg.bookCareVisitOf(careMonth(e.care.rpssym), e.care.rpgnam) })),
          // The token comes, and the shell opens the link at once; or the token fails (silent, spec 2 §8).
          'xstate.done.actor.openVisitConfirm': () => forward('common/getToken'),
          'xstate.error.actor.openVisitConfirm': async () => {
            const req = await take('common/getToken');
            act(() => req.respond(500, { rt: fault.rt, rtMsg: fault.rtMsg }));
          },
        },
        verify: (step, index) =>
          waitFor(async () => {
            const s = step.state.value as any;
            const c = step.state.context as any;
            const list = c.children as ChildrenInput['children'];
            // Every popup the path opened reached the shell, at this customer's add / modify pages.
            const target = { userId: 'planner01', kwkkey: g.input.kwkkey, custDiv: g.input.custDiv };
            const opened = steps.slice(1, index + 1).flatMap((st, i) =>
              steps[i + 2]?.event.type === 'xstate.done.actor.openPopup' && i + 2 <= index
                ? [new URL(st.event.type === 'user.modifyChild' ? modifyChildPopupHref(target, st.event.sqno) : addChildPopupHref(target), window.location.origin).href]
                : [],
            );
            expect(shell.calls.filter((k) => k.action === 'openNewPage').map((k) => k.payload.url)).toEqual(opened);
            // Every visit confirmation went out with planner01, a token and the round.
            const visits = shell.calls.filter((k) => k.action === 'openExternalLink').map((k) => new URL(k.payload.url as string));
            expect(visits).toHaveLength(steps.slice(1, index + 1).filter((st) => st.event.type === 'xstate.done.actor.openVisitConfirm').length);
            for (const u of visits) {
              expect(u.origin + u.pathname).toBe(SALES);
              expect(u.searchParams.get('userId')).toBe('planner01');
              expect(u.searchParams.get('path')).toContain(`rpyery=${CARE.rpyery}`);
            }
            const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
            const deleting = s.edit === 'confirmingDelete';
            expect(dialogs.some((t) => t.includes('약 1분'))).toBe(deleting);
            if (c.message !== null) expect(dialogs.some((t) => t.includes(c.message))).toBe(true);
            expect(dialogs).toHaveLength((c.message !== null ? 1 : 0) + (deleting ? 1 : 0));
            expect(screen.queryByRole('status', { name: '저장 중' }) !== null).toBe(s.edit === 'saving' || s.edit === 'reloading');
            const add = screen.queryByRole('button', { name: msg.childAdd });
            expect(add !== null).toBe(g.input.editable);
            if (add) expect(add).toHaveProperty('disabled', s.edit !== 'idle');
            if (list.length === 0) {
              expect(screen.getByText(msg.custNoChildren)).toBeInTheDocument();
              return expect(screen.queryByRole('group', { name: msg.childPickerLabel })).toBeNull();
            }
            const picker = within(screen.getByRole('group', { name: msg.childPickerLabel }));
            for (const k of list) expect(picker.getByRole('button', { name: new RegExp(`^${k.chlnNm} [남여]`) })).toHaveAttribute('aria-pressed', String(k.chlnKwkey === c.chosen));
            expect(picker.queryAllByRole('button', { name: /자녀 (수정|삭제)$/ })).toHaveLength(g.input.editable ? list.length * 2 : 0);
            // What the picker shows is what the server holds once a save or reload is through.
            if (s.edit === 'idle') {
              const held = await h.db.select().from(childrenTable).where(eq(childrenTable.kwkkey, g.input.kwkkey));
              expect(held.sort((a, b) => a.seq - b.seq).map((k) => k.name)).toEqual(list.map((k) => k.chlnNm));
            }
            expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s.view === 'loading');
            if (s.view === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(c.error);
            if (s.view !== 'shown') return expect(screen.queryByRole('heading', { name: msg.learningTitle })).toBeNull();
            const info = INFO[c.chosen];
            const products = screen.queryByRole('list', { name: msg.learningTitle });
            if (info.learning.length === 0) expect(screen.getByText(msg.learningNone)).toBeInTheDocument();
            else {
              const cards = within(products!).getAllByRole('listitem');
              expect(cards).toHaveLength(info.learning.length);
              info.learning.forEach(({ product, items }: any, i: number) => {
                expect(cards[i]).toHaveTextContent(product.prdtnm);
                for (const item of items) for (const f of layoutOf(item)) expect(cards[i]).toHaveTextContent(`${f.label}${f.value}`);
              });
            }
            const care = screen.queryByRole('list', { name: msg.bookCareTitle });
            if (info.bookCare.length === 0) expect(screen.getByText(msg.bookCareNone)).toBeInTheDocument();
            else
              info.bookCare.forEach((b: any, i: number) => {
                const row = within(care!).getAllByRole('listitem')[i]!;
                expect(row).toHaveTextContent(`${careMonth(b.rpssym)} · ${b.rpkdcn} · ${b.rptym1}`);
                expect(within(row).queryByRole('button', { name: msg.bookCareVisitOf(careMonth(b.rpssym), b.rpgnam) }) !== null).toBe(g.input.salesUrl !== null);
              });
          }),
      });
    });
});
