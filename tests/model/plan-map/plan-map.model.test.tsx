// Model-based tests of the plan map on the rendered screen against the real server in-process (spec 3 §2
// plan map, §4 product, §5): a covering set of the four models' paths (every path also runs on the bare
// machine), signed in as planner01 inside the fake Android shell. The model's stand-ins map onto the seed:
// the customer with children (its first two children), the customer without (its saved plan holds products:
// they show held and disabled), planner01's first my plan, a product with an info link, another, one without.
// Each state is checked on the screen against the server's own answers: tabs with 보유 | 선택 counts, the
// product buttons (chosen, held), the cart's count, the notice, where the map went, what the shell opened.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { planMapMachine, type PlanMapInput } from '../../../machines/plan-map/plan-map.machine';
import * as selectors from '../../../machines/plan-map/plan-map.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { cartCountLabel } from '../../../src/domain/cart/rules';
import type { PlanDraft } from '../../../src/domain/plan-map/draft';
import { planMapMessages as m } from '../../../src/domain/plan-map/messages';
import { msg } from '../../../src/domain/messages';
import { renderedPaths } from '../../support/covering-set';
import { allTransitionKeys, writeCoverage, type ModelPath } from '../../support/model-paths';
import { replayOnImplementation } from '../../support/replay';
import { ask } from '../plans/lists-world';
import { AFTER_PRESS, inert, planMapModels } from './plan-map.model';
import { renderMap, type MapWorld } from './plan-map.world';
import { finishedBy } from '../customers/section-world';

const h = await createHarness(TEST_DATABASES[0]!);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(planMapMachine, taken);
  await h.close();
});
const USER = 'planner01';

// The seed's data, read from the server as planner01.
const rows: { kwkkey: string; custDiv: '1' | '2'; custNm: string }[] = (await ask(h, USER, 'commonPopup/custSearch', { searchCustNm: '', searchUserid: '', offset: '0', size: '30' })).custList;
const childrenOf = async (c: { kwkkey: string; custDiv: string }) => (await ask(h, USER, 'eduplan/child', { kwkkey: c.kwkkey, custDiv: c.custDiv })).children as { kwcnam: string; chlnKwkey: string }[];
const withKids: { c: (typeof rows)[number]; kids: { kwcnam: string; chlnKwkey: string }[] }[] = [];
let childless: (typeof rows)[number] | null = null;
for (const c of rows) {
  const kids = await childrenOf(c);
  if (kids.length >= 2) withKids.push({ c, kids });
  if (kids.length === 0 && childless === null && (await ask(h, USER, 'eduplan/customerPlan', { kwkkey: c.kwkkey, custDiv: c.custDiv })).productList.length > 0) childless = c;
}
const FAMILY = withKids[0]!;
const LONE = childless!;
const BASE = await ask(h, USER, 'eduplan/base', {});
const heldBy = async (q: Record<string, string>) => new Set<number>((await ask(h, USER, 'eduplan/customerPlan', q)).productList.filter((p: any) => p.planType === '1').map((p: any) => p.salecdSqno));
const HELD = new Set([...(await heldBy({ kwkkey: LONE.kwkkey, custDiv: LONE.custDiv })), ...(await heldBy({ kwkkey: FAMILY.c.kwkkey, custDiv: FAMILY.c.custDiv, chlnKwkey: FAMILY.kids[0]!.chlnKwkey })), ...(await heldBy({ kwkkey: FAMILY.c.kwkkey, custDiv: FAMILY.c.custDiv, chlnKwkey: FAMILY.kids[1]!.chlnKwkey }))]);
const firstCat = BASE.cateList[0].cdVl1;
const open = BASE.productList.filter((p: any) => p.catCd === firstCat && !HELD.has(p.salecdSqno));
/** The model's products: 1001 with an info link, 1003 another, 1005 without a link. */
const REAL: Record<number, any> = { 1001: open.filter((p: any) => p.prdtInfoLink !== '')[0], 1003: open.filter((p: any) => p.prdtInfoLink !== '')[1], 1005: open.find((p: any) => p.prdtInfoLink === '') };
const MY_PLAN = BASE.myPlanList[0];

it('the seed holds what the models stand in for', () => {
  expect(FAMILY.kids.length).toBeGreaterThanOrEqual(2);
  expect(LONE).not.toBeNull();
  expect(HELD.size).toBeGreaterThan(0);
  expect([REAL[1001], REAL[1003], REAL[1005]].every(Boolean)).toBe(true);
  expect(BASE.cateList.length).toBeGreaterThanOrEqual(2);
  expect(MY_PLAN).toBeDefined();
});

/** The path's customer: the one without children when the path says so, else the family. */
function worldFor(model: ReturnType<typeof planMapModels>[number], path: ModelPath): { input: PlanMapInput; draft: PlanDraft } {
  const childless_ = path.steps.some((s) => s.event.type === 'xstate.done.actor.loadChildren' && (s.event.output as unknown[]).length === 0);
  const c = childless_ ? LONE : FAMILY.c;
  const customer = model.input.customer ? { kwkkey: c.kwkkey, custDiv: c.custDiv, custNm: c.custNm, targetId: '' } : null;
  const draft: PlanDraft =
    model.name === 'childDraft'
      ? { customer: { ...customer!, chlnKwkey: FAMILY.kids[1]!.chlnKwkey, chlnNm: FAMILY.kids[1]!.kwcnam }, products: [{ salecdSqno: REAL[1003].salecdSqno, prchCnt: 2, dcYn: 'N' }] }
      : model.name === 'myPlan'
        ? { customer: null, products: [{ salecdSqno: REAL[1003].salecdSqno, prchCnt: 1, dcYn: 'N' }] }
        : { customer: null, products: [] };
  return { input: { ...model.input, customer }, draft };
}

const SELECTORS = {
  selectLoading: selectors.selectLoading, selectLoadError: selectors.selectLoadError, selectReady: selectors.selectReady, selectNotice: selectors.selectNotice,
  selectMenuOpen: selectors.selectMenuOpen, selectBusy: selectors.selectBusy, selectChild: selectors.selectChild, selectCartLabel: selectors.selectCartLabel, selectCategory: selectors.selectCategory,
};
/** The shell answers popups and outside links at once: a path waiting for that answer is finished with it. */
const SHELL_ANSWERED: Record<string, string> = { openingPopup: 'openPopup', openingPdf: 'openPdf' };
const pending = (v: unknown) => (typeof v === 'object' && v !== null ? (SHELL_ANSWERED[(v as { ready?: string }).ready ?? ''] ?? null) : null);
const isShellAnswer = (e: AnyEventObject) => /^xstate\.(done|error)\.actor\.open(Popup|Pdf)$/.test(e.type);
const models = planMapModels().map((mdl) => ({
  ...mdl,
  rendered: renderedPaths(mdl.paths.map(finishedBy(inert, mdl.input, pending)), { machine: inert, input: mdl.input, selectors: SELECTORS }),
}));

let world: MapWorld | null = null;
afterEach(async () => {
  await world?.stop();
  world = null;
});

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const productButton = (id: number) => screen.getByRole('button', { name: new RegExp(`^${REAL[id].prdtnm}`) });
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** What the screen must show for the actor's own snapshot (the server's real answers). */
function expectScreen(w: MapWorld, value: unknown) {
  const s = w.actor.getSnapshot() as any;
  const c = s.context;
  if (value === 'loadingBase' || value === 'loadingChildren' || value === 'loadingPlan') expect(screen.getByRole('region', { name: m.planMapLabel })).toHaveAttribute('aria-busy', 'true');
  if (value === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(c.message);
  if (typeof value !== 'object') return;
  const tabs = screen.getAllByRole('tab');
  expect(tabs.map((t) => t.textContent)).toEqual(
    BASE.cateList.map((cat: any) => {
      const owned = c.plan?.cateCntList.find((x: any) => x.catCd === cat.cdVl1)?.concCnt ?? 0;
      const chosen = BASE.productList.filter((p: any) => p.catCd === cat.cdVl1 && c.selected.includes(p.salecdSqno)).length;
      return `${cat.cdNm}${m.planMapCounts(owned, chosen)}`;
    }),
  );
  expect(screen.getByRole('tab', { selected: true })).toHaveTextContent(BASE.cateList.find((x: any) => x.cdVl1 === c.category).cdNm);
  for (const id of [1001, 1003, 1005]) {
    const b = productButton(id);
    expect(b).toHaveTextContent(won(REAL[id].prdtAmt));
    expect(b).toHaveAttribute('aria-pressed', String(c.selected.includes(REAL[id].salecdSqno)));
  }
  const held = c.plan?.productList.filter((p: any) => p.planType === '1') ?? [];
  for (const p of held) expect(screen.getByRole('button', { name: new RegExp(`^${BASE.productList.find((x: any) => x.salecdSqno === p.salecdSqno).prdtnm}`) })).toBeDisabled();
  if (!c.myPlan) expect(screen.getByRole('button', { name: `${m.planMapCart} ${m.planMapCartCount(cartCountLabel(c.selected.length))}` })).toBeInTheDocument();
  else expect(screen.getByRole('button', { name: m.planMapSavePlan })).toBeInTheDocument();
  if (c.customer) expect(screen.getByText(c.customer.custNm)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: BASE.promotionInfo.titl })).toHaveAttribute('href', `/eduplanmap/promotion?sqno=${BASE.promotionInfo.sqno}`);
  if (value && (value as any).ready === 'notice') expect(screen.getByRole('alertdialog')).toHaveTextContent(c.message);
  else expect(screen.queryByRole('alertdialog')).toBeNull();
  if (c.menuOpen) expect(screen.getByRole('button', { name: m.planMapPdf })).toBeInTheDocument();
  else expect(screen.queryByRole('button', { name: m.planMapPdf })).toBeNull();
  // The draft as stored: the map's customer and selection.
  const stored = JSON.parse(sessionStorage.getItem(`ep.planDraft.${USER}`) ?? 'null');
  expect(stored.products.map((p: any) => p.salecdSqno)).toEqual(c.selected);
}

for (const model of models)
  describe(`the plan map on the rendered screen: ${model.name}`, () => {
    for (const path of model.rendered)
      it(path.description, async () => {
        const { input, draft } = worldFor(model, path);
        world = await renderMap(h, { userid: USER, input, draft, device: `device-plan-map-${model.name}`, taken });
        const w = world;
        let at = 0;
        let putBack: (() => void) | null = null;
        const next = () => path.steps[at + 1]?.event.type ?? '';
        const shellFailsNext = (id: string) => next() === `xstate.error.actor.${id}` && (putBack = w.takeShell());
        const expectedWent: (readonly [string, boolean])[] = [];
        const opened: string[] = [];
        const step = (f: (e: AnyEventObject) => unknown) => async (e: AnyEventObject) => {
          at++;
          await f(e);
        };
        const held = (call: string) => step(async (e) => void (await w.answer(await w.take(call), e)));
        await replayOnImplementation(path, {
          actor: () => w.actor,
          settle: (check) => waitFor(check),
          // The shell's answers come by themselves; the shell taken for a failing one comes back after it.
          isAuto: isShellAnswer,
          drivers: {
            'xstate.done.actor.loadBase': held('eduplan/base'),
            'xstate.error.actor.loadBase': held('eduplan/base'),
            'xstate.done.actor.loadChildren': held('eduplan/child'),
            'xstate.error.actor.loadChildren': held('eduplan/child'),
            'xstate.done.actor.loadCustomerPlan': held('eduplan/customerPlan'),
            'xstate.error.actor.loadCustomerPlan': held('eduplan/customerPlan'),
            'xstate.done.actor.loadMyPlan': held('eduplan/customerPlan'),
            'xstate.error.actor.loadMyPlan': held('eduplan/customerPlan'),
            'user.retry': step(() => click(screen.getByRole('button', { name: msg.retry }))),
            'user.chooseChild': step(() => act(() => void fireEvent.change(screen.getByRole('combobox', { name: m.planMapChildLabel }), { target: { value: FAMILY.kids[0]!.chlnKwkey } }))),
            'user.choosePlan': step(() => act(() => void fireEvent.change(screen.getByRole('combobox', { name: m.planMapMyPlanLabel }), { target: { value: String(MY_PLAN.epmMySqno) } }))),
            'user.chooseCategory': step(() => click(screen.getAllByRole('tab')[1]!)),
            'user.toggle': step((e) => click(productButton(e.salecdSqno))),
            'user.pressStart': step((e) => act(() => void fireEvent.pointerDown(productButton(e.salecdSqno)))),
            'user.pressEnd': step(() => act(() => void fireEvent.pointerUp(productButton(1001)))),
            'user.pressCancel': step(() => act(() => void fireEvent.pointerCancel(productButton(1001)))),
            [AFTER_PRESS]: step(() => {
              const link = REAL[(w.actor.getSnapshot() as any).context.pressed === REAL[1005].salecdSqno ? 1005 : 1001].prdtInfoLink;
              if (link) opened.push(link);
              w.fire();
            }),
            'user.openMenu': step(() => click(screen.getByRole('button', { name: m.planMapMenu }))),
            'user.closeMenu': step(() => click(screen.getByRole('button', { name: m.planMapMenuClose }))),
            'user.viewPdf': step(() => {
              shellFailsNext('openPdf');
              return click(screen.getByRole('button', { name: m.planMapPdf }));
            }),
            'user.lookupCustomer': step(() => {
              if (input.position === 'COG01') expectedWent.push(['/eduplanmap/orgList', false]);
              shellFailsNext('openPopup');
              return click(screen.getByRole('button', { name: m.planMapLookup }));
            }),
            'popup.custSelected': step((e) => {
              expectedWent.push([`/eduplanmap?custDiv=${e.custDiv}&kwkkey=${e.kwkkey}&custNm=${encodeURIComponent(e.custNm)}`, true]);
              act(() => w.shell.emit({ type: 'event', name: 'pageMessage', data: { data: { event: 'cust-selected', kwkkey: e.kwkkey, custDiv: e.custDiv, custNm: e.custNm, custDivDetail: 'SCD02', tel1: '010', tel2: '1234', tel3: '5678' } } }));
            }),
            'user.openMyPlans': step(() => {
              expectedWent.push(['/eduplanmap/myPlan?from=map', false]);
              return click(screen.getByRole('button', { name: m.planMapMyPlans }));
            }),
            'user.openCart': step(() => {
              if ((w.actor.getSnapshot() as any).context.selected.length > 0) expectedWent.push(['/eduplanmap/cart', false]);
              return click(screen.getByRole('button', { name: new RegExp(`^${m.planMapCart}`) }));
            }),
            'user.savePlan': step(() => {
              if ((w.actor.getSnapshot() as any).context.selected.length > 0) expectedWent.push(['/eduplanmap/planReg', false]);
              return click(screen.getByRole('button', { name: m.planMapSavePlan }));
            }),
            'user.dismiss': step(() => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }))),
          },
          verify: async (s) => {
            if (isShellAnswer(s.event)) {
              at++;
              putBack?.();
              putBack = null;
            }
            await waitFor(() => {
              expectScreen(w, s.state.value);
              expect(w.went).toEqual(expectedWent);
              const shellOpened = w.shell.calls.filter((c) => c.action === 'openExternalLink').map((c) => String(c.payload.url));
              // The info links the presses opened, in order (the PDF's link is the server's own, checked by its host).
              expect(shellOpened.filter((u) => !u.includes('/pdf/'))).toEqual(opened);
            });
          },
        });
      });
  });

it('the rendered paths take every transition of the plan map', () => expect(allTransitionKeys(planMapMachine).filter((k) => !taken.has(k))).toEqual([]));
