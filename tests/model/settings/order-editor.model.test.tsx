// Model-based tests of the order editor: every generated path (load, retry, moves at and away from the
// ends, show/hide, save and cancel with their confirmations, saves that succeed or fail) on the bare
// machine, then on the rendered editor for the home cards and for the registration sections against the
// real server in-process (PGlite), signed in as a partner: set/* is held, a path's done step forwards it
// (the loaded list is the server's; after a save the server holds the list sent) and an error step injects
// the fault; each save's JSON is checked. The rendered editor takes a covering set of each model's paths
// (tests/support/covering-set.ts).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { orderEditorMachine, type OrderEditorInput } from '../../../machines/settings/order-editor.machine';
import * as orderEditorSelectors from '../../../machines/settings/order-editor.selectors';
import { cstmrRegOrder, dashboardCards } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { cardOrderActors, regOrderActors } from '../../../src/app/settings/settings-actors';
import { makeFlows } from '../../../src/app/flows';
import { REG_ITEM_CODES } from '../../../src/domain/settings/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { REG_ITEM_NAMES } from '../../../src/domain/settings/cstmr-reg-items';
import { CARD_NAMES } from '../../../src/domain/dashboard/cards';
import { sameOrder, type OrderItem } from '../../../src/domain/settings/setting-order';
import { OrderEditorScreen } from '../../../src/screens/settings/order-editor-screen';
import { answerHeld } from '../../support/answer-held';
import { testAppRuntime } from '../../support/app-runtime';
import type { HeldRequest } from '../../support/http-gate';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
import { dataOf } from '../schedule/schedule-world';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
/** A partner: three home cards (spec 1 §2), the registration sections in their default order. */
const USER = 'partner01';
const DEVICE_ID = 'device-0000-order';
const SAVE_REFUSED = '요청 값이 올바르지 않습니다. (enableJsonString, disableJsonString)';
const byPosition = <T extends { expoSqnc: number }>(list: readonly T[]) => [...list].sort((a, b) => a.expoSqnc - b.expoSqnc);
/** The server's lists as the editor shows them: by position, with the server's names and exposure. */
const cardsOf = (d: any): OrderItem[] => byPosition<any>(d.cardList).map((c) => ({ code: c.cardCd, name: c.cardNm, shown: c.expoYn === 'Y' }));
const sectionsOf = (d: any): OrderItem[] => byPosition<any>(d.list).map((c) => ({ code: c.itemCd, name: c.itemNm, shown: true }));
const serverCards = async () => cardsOf(await dataOf(h, USER, 'set/getDashboardSetUserInfo', {}));
const serverSections = async () => sectionsOf(await dataOf(h, USER, 'set/getMyCstmrRegSetUserInfo', {}));
const CARDS: OrderItem[] = await serverCards();
const SECTIONS: OrderItem[] = await serverSections();
const SEEDED = {
  cards: await h.db.select().from(dashboardCards).where(eq(dashboardCards.userid, USER)),
  sections: await h.db.select().from(cstmrRegOrder).where(eq(cstmrRegOrder.userid, USER)),
};
/** The seed's orders of USER back after a test's saves. */
async function restoreOrders() {
  await h.db.delete(dashboardCards).where(eq(dashboardCards.userid, USER));
  await h.db.delete(cstmrRegOrder).where(eq(cstmrRegOrder.userid, USER));
  if (SEEDED.cards.length > 0) await h.db.insert(dashboardCards).values(SEEDED.cards);
  if (SEEDED.sections.length > 0) await h.db.insert(cstmrRegOrder).values(SEEDED.sections);
}

it('the server lists a partner’s three home cards, all shown, and the six registration sections in order (spec 1 §2, spec 2 §3)', () => {
  expect(CARDS).toEqual((['HCD02', 'HCD03', 'HCD05'] as const).map((code) => ({ code, name: CARD_NAMES[code], shown: true })));
  expect(SECTIONS).toEqual(REG_ITEM_CODES.map((code) => ({ code, name: REG_ITEM_NAMES[code], shown: true })));
});

const common = (items: OrderItem[]): AnyEventObject[] => [
  { type: 'user.save' },
  { type: 'user.cancel' },
  { type: 'user.confirm' },
  { type: 'user.dismiss' },
  { type: 'user.dismissMessage' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.load', output: items },
  { type: 'xstate.error.actor.load', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'xstate.error.actor.load', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.done.actor.save' },
  { type: 'xstate.error.actor.save', error: new ServerError({ rt: 'bad_request', rtMsg: SAVE_REFUSED }) },
  { type: 'xstate.error.actor.save', error: new NetworkError({ detail: 'offline' }) },
];
const listKey = (items: readonly OrderItem[]) => items.map((i) => `${i.code}${i.shown ? '' : '-'}`).join(' ');
/** The list, whether it differs from the saved one (not which saved list: that would multiply the paths), the texts. */
const contextKey = (c: any) => [listKey(c.value), sameOrder(c.value, c.saved), c.message, c.loadError];
const inert = orderEditorMachine.provide({ actors: inertActors(['load', 'save']) as any });

interface Model {
  readonly name: string;
  readonly input: OrderEditorInput;
  readonly items: OrderItem[];
  readonly title: string;
  readonly actors: typeof cardOrderActors;
  readonly get: string;
  readonly save: string;
  /** The server's list, read through its get call. */
  readonly stored: () => Promise<OrderItem[]>;
  /** The save call's fields for a list. */
  readonly fields: (items: readonly OrderItem[]) => Record<string, unknown>;
  paths: ModelPath[];
}

const positions = (items: readonly OrderItem[]) => items.map((it, i) => ({ ...it, expoSqnc: i + 1 }));
const MODELS: Model[] = [
  {
    name: 'home cards (order and show/hide)',
    input: { canHide: true },
    items: CARDS,
    title: '홈 카드',
    actors: cardOrderActors,
    get: 'getDashboardSetUserInfo',
    save: 'saveDashboardSetUserInfo',
    stored: serverCards,
    fields: (items) => ({
      enableJsonString: positions(items).filter((c) => c.shown).map((c) => ({ cardCd: c.code, expoSqnc: c.expoSqnc })),
      disableJsonString: positions(items).filter((c) => !c.shown).map((c) => ({ cardCd: c.code, expoSqnc: c.expoSqnc })),
    }),
    paths: [],
  },
  {
    name: 'registration sections (order only)',
    input: { canHide: false },
    items: SECTIONS,
    title: '고객등록 항목',
    actors: regOrderActors,
    get: 'getMyCstmrRegSetUserInfo',
    save: 'saveMyCstmrRegSetUserInfo',
    stored: serverSections,
    fields: (items) => ({ jsonString: positions(items).map((c) => ({ itemCd: c.code, expoSqnc: c.expoSqnc })) }),
    paths: [],
  },
];
// Moves of one item through every place and, for the cards, one show switch (the sections have none).
const EVENTS: Record<string, AnyEventObject[]> = {
  [MODELS[0]!.name]: [
    { type: 'user.moveUp', code: 'HCD03' },
    { type: 'user.moveDown', code: 'HCD03' },
    { type: 'user.toggleShown', code: 'HCD05' },
    ...common(CARDS),
  ],
  [MODELS[1]!.name]: [{ type: 'user.moveUp', code: 'CRS02' }, { type: 'user.moveDown', code: 'CRS02' }, { type: 'user.toggleShown', code: 'CRS02' }, ...common(SECTIONS)],
};
for (const m of MODELS) m.paths = generatePaths(orderEditorMachine, { events: EVENTS[m.name]!, input: m.input, contextKey });
const taken = new Set<string>();
afterAll(() => writeCoverage(orderEditorMachine, taken));

describe('order-editor machine: generated paths', () => {
  for (const m of MODELS)
    describe(m.name, () => {
      it('generates paths', () => expect(m.paths.length).toBeGreaterThan(15));
      for (const path of m.paths) it(path.description, () => replayOnMachine(inert, m.input, path, taken, contextKey));
    });
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
  await restoreOrders();
});

/** Signed in as USER on the real server (its session stored), set/* held. */
async function start(m: Model) {
  localStorage.clear();
  const login = await h.loginAnswer(USER, { autoLoginYn: 'Y', deviceUuid: DEVICE_ID });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const server = serverFetch(h, (path) => path.startsWith('/api/v1/set/'));
  const runtime = testAppRuntime(server.fetch, DEVICE_ID);
  const actor: AnyActorRef = createActor(orderEditorMachine.provide({ actors: m.actors(makeFlows(runtime).fromEffect) }), { input: m.input }).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
  };
  render(<OrderEditorScreen actor={actor as any} title={m.title} guide="안내" />);
  /** The held call `name` answered as the event says: forwarded to the server (its data), or the fault injected. */
  const answer = async (name: string, e: AnyEventObject) => {
    const req = await server.gate.take(api(name), name);
    if (e.type.startsWith('xstate.done.')) return (await answerHeld(server.forward, req, e)).data;
    // A fault is taken in within a few microtasks: inside act, so no update lands outside it.
    const error = e.error as { _tag: string; rt?: string; rtMsg?: string };
    await act(async () => (error._tag === 'NetworkError' ? req.fail() : req.respond(error.rt === 'bad_request' ? 400 : 500, { rt: error.rt, rtMsg: error.rtMsg })));
    return null;
  };
  return { gate: server.gate, actor, answer };
}

const api = (name: string) => (r: HeldRequest) => r.path === `/api/v1/set/${name}`;
/** A signed-in user's save the network fails is kept by the outbox, not failed (issue 18; see notification-settings). */
const offlineSave = (st: ModelPath['steps'][number]) => st.event.type === 'xstate.error.actor.save' && st.event.error._tag === 'NetworkError';

describe('order editor: a covering set of the paths on the rendered view', () => {
  for (const m of MODELS)
    describe(m.name, () => {
      const nameOf = (code: string) => m.items.find((i) => i.code === code)!.name;
      for (const path of renderedPaths(m.paths.filter((p) => !p.steps.some(offlineSave)), { machine: inert, input: m.input, selectors: orderEditorSelectors }))
        it(path.description, async () => {
          const { gate, actor, answer } = await start(m);
          const settled = () => waitFor(() => expect(actor.getSnapshot().value).not.toBe('saving'));
          const button = (name: string) => screen.getByRole('button', { name });
          const inDialog = (name: string) => within(screen.getByRole('alertdialog')).getByRole('button', { name });
          await replayOnImplementation(path, {
            actor: () => actor,
            settle: (check) => waitFor(check),
            drivers: {
              'user.moveUp': (e) => void fireEvent.click(button(msg.orderMoveUp(nameOf(e.code)))),
              'user.moveDown': (e) => void fireEvent.click(button(msg.orderMoveDown(nameOf(e.code)))),
              'user.toggleShown': (e) => void fireEvent.click(screen.getByRole('switch', { name: msg.orderShowCard(nameOf(e.code)) })),
              'user.save': () => void fireEvent.click(button('저장')),
              'user.cancel': () => void fireEvent.click(button('취소')),
              'user.confirm': () => void fireEvent.click(inDialog('확인')),
              'user.dismiss': () => void fireEvent.click(inDialog('취소')),
              'user.dismissMessage': () => void fireEvent.click(inDialog('확인')),
              'user.retry': () => void fireEvent.click(button('다시 시도')),
              // The server's list is the path's: the load's output was read from it.
              'xstate.done.actor.load': async (e) => expect((m.name === MODELS[0]!.name ? cardsOf : sectionsOf)(await answer(m.get, e))).toEqual(e.output),
              'xstate.error.actor.load': async (e) => void (await answer(m.get, e)),
              'xstate.done.actor.save': async (e) => {
                const sent = actor.getSnapshot().context.value;
                await answer(m.save, e);
                await settled();
                expect(await m.stored()).toEqual(sent);
              },
              'xstate.error.actor.save': async (e) => {
                const before = await m.stored();
                await answer(m.save, e);
                await settled();
                expect(await m.stored()).toEqual(before);
              },
            },
            verify: (step, index) =>
              waitFor(() => {
                const s = step.state.value as string;
                const c = step.state.context as any;
                expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loading');
                if (s === 'loadFailed') expect(screen.getByRole('alert')).toHaveTextContent(c.loadError);
                else expect(screen.queryByRole('alert')).toBeNull();
                // Each confirmed save sent the list as it was, as the contract's JSON.
                const saves = gate.all.filter(api(m.save));
                const done = path.steps.slice(1, index + 1).filter((st) => /^xstate\.(done|error)\.actor\.save$/.test(st.event.type));
                expect(saves).toHaveLength(done.length + (s === 'saving' ? 1 : 0));
                if (s === 'saving') {
                  const sent = Object.fromEntries([...saves.at(-1)!.form].filter(([k]) => k in m.fields(c.value)).map(([k, v]) => [k, JSON.parse(v)]));
                  expect(sent).toEqual(m.fields(c.value));
                }
                const dialog = screen.queryByRole('alertdialog');
                const text = s === 'confirmingSave' ? msg.orderSaveConfirm : s === 'confirmingCancel' ? msg.orderCancelConfirm : c.message;
                if (['confirmingSave', 'confirmingCancel', 'savedNotice', 'saveFailed'].includes(s)) expect(dialog).toHaveTextContent(text);
                else expect(dialog).toBeNull();
                if (s === 'loading' || s === 'loadFailed') return void expect(screen.queryByRole('list')).toBeNull();
                const editing = s === 'idle';
                const rows = within(screen.getByRole('list', { name: msg.orderListLabel(m.title) })).getAllByRole('listitem');
                expect(rows.map((r) => r.getAttribute('data-code'))).toEqual(c.value.map((i: OrderItem) => i.code));
                c.value.forEach((item: OrderItem, i: number) => {
                  const row = within(rows[i]!);
                  expect(row.getByText(item.name)).toBeInTheDocument();
                  expect(row.getByRole('button', { name: msg.orderMoveUp(item.name) })).toHaveProperty('disabled', !editing || i === 0);
                  expect(row.getByRole('button', { name: msg.orderMoveDown(item.name) })).toHaveProperty('disabled', !editing || i === c.value.length - 1);
                  expect(row.queryByText(msg.orderHidden) !== null).toBe(!item.shown);
                  const sw = row.queryByRole('switch');
                  if (!m.input.canHide) expect(sw).toBeNull();
                  else expect([sw?.getAttribute('aria-checked'), (sw as HTMLButtonElement).disabled]).toEqual([String(item.shown), !editing]);
                });
                const dirty = !sameOrder(c.value, c.saved);
                for (const name of ['저장', '취소']) {
                  const b = screen.getAllByRole('button', { name }).find((x) => !x.closest('[role="alertdialog"]'))!;
                  expect(b).toHaveProperty('disabled', !editing || !dirty);
                }
              }),
          });
        });
    });
});

describe('order editor: focus follows a moved row', () => {
  it('keeps focus on the pressed button, or on its partner once the row reaches an end', async () => {
    const m = MODELS[1]!;
    const { answer } = await start(m);
    await answer(m.get, { type: 'xstate.done.actor.load' });
    const down = await screen.findByRole('button', { name: msg.orderMoveDown(REG_ITEM_NAMES.CRS05) });
    down.focus();
    fireEvent.click(down);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: msg.orderMoveUp(REG_ITEM_NAMES.CRS05) })));
    fireEvent.click(screen.getByRole('button', { name: msg.orderMoveUp(REG_ITEM_NAMES.CRS03) }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: msg.orderMoveUp(REG_ITEM_NAMES.CRS03) })));
    fireEvent.click(screen.getByRole('button', { name: msg.orderMoveUp(REG_ITEM_NAMES.CRS03) }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: msg.orderMoveDown(REG_ITEM_NAMES.CRS03) })));
    expect(within(screen.getByRole('list')).getAllByRole('listitem').map((r) => r.getAttribute('data-code'))).toEqual(['CRS03', 'CRS01', 'CRS02', 'CRS04', 'CRS06', 'CRS05']);
  });
});
