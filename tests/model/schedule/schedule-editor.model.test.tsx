// Model-based tests of the schedule form on the rendered screen against the real server in-process on
// PGlite, inside the fake Android shell (spec 2 §2 Schedule register/edit, §4, §5, §9): a covering set of
// the machine's paths from three starts (a new schedule, a new one for a customer, planner01's consult to
// edit): each kind with its fields, the customer search's, the address search's and the accompany
// lookup's reports (the shell's page messages), the rules' messages, the confirmation, the save (the
// server stores what the form says: checked in the table) and a refused save or load. Every path also runs
// on the bare machine in schedule-editor.machine.test.ts. getMyschedule and saveMyschedule are held; what a
// path stored is put back before the next.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { BridgeUnavailable } from '../../../bridges/contract';
import { scheduleEditorMachine, type ScheduleEditorInput } from '../../../machines/schedule/schedule-editor.machine';
import * as editorSelectors from '../../../machines/schedule/schedule-editor.selectors';
import { schedules } from '../../../server/db/schema';
import { seededJusoMatching } from '../../../server/test-support/address-data';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideScheduleEditor } from '../../../src/app/schedule/schedule-editor-route';
import { makeFlows } from '../../../src/app/flows';
import { custSearchHref, postSearchHref } from '../../../src/domain/common-popup/pages';
import type { CustSearchRow, ScheduleDetail, ScheduleRow } from '../../../src/domain/schedule/contract';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { orgListHref, SCHEDULE_LIST_PATH, scheduleViewHref } from '../../../src/domain/schedule/pages';
import { ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { ScheduleEditorScreen } from '../../../src/screens/schedule/schedule-editor-screen';
import { renderedPaths } from '../../support/covering-set';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld } from '../customers/section-world';
import { itCoversEveryTransition } from './schedule-machines.fixtures';
import { expectFormShows, expectStored } from './schedule-editor.checks';
import { answerer, dataOf, seededSchedule } from './schedule-world';

const h = await createHarness(TEST_DATABASES[0]!);
/** A day far from the seed day (2026-03-12), so the dashboard's counts never meet what a path saves. */
const DAY = '2026-09-15';
const EDITED: ScheduleDetail = (await dataOf(h, 'planner01', 'mySchedule/getMyschedule', { sqno: String(await seededSchedule(h, 'planner01', { deleted: false, kind: 'SSD01' })) })).mySchedule;
const CUSTOMER: CustSearchRow = (await dataOf(h, 'planner01', 'commonPopup/custSearch', { searchCustNm: '', searchUserid: '', offset: '0', size: '10' })).custList[0];
const FOLLOWED_ROW: ScheduleRow = (await dataOf(h, 'planner01', 'mySchedule/getScheduleListByUserid', { searchUserid: 'planner02', offset: '0', size: '10' })).myScheduleList[0];
const PLANNER02 = (await dataOf(h, 'planner01', 'mySchedule/getMyOrgList', { searchUsername: '', selfExcept: 'Y', offset: '0', size: '10' })).myOrgList.find((x: { userid: string }) => x.userid === 'planner02');
/** The accompany lookup's report of planner02's first schedule ahead (acmp-schedule-selected). */
const FOLLOWED = {
  sqno: FOLLOWED_ROW.sqno,
  username: PLANNER02.username as string,
  allYn: FOLLOWED_ROW.allYn,
  sttDt: FOLLOWED_ROW.sttDt,
  sttHr: FOLLOWED_ROW.sttHr,
  endDt: FOLLOWED_ROW.endDt,
  endHr: FOLLOWED_ROW.endHr,
  addrNm: FOLLOWED_ROW.addrNm,
  addr: FOLLOWED_ROW.addr,
  addrDtpt: FOLLOWED_ROW.addrDtpt,
};
const JUSO = seededJusoMatching('테헤란로')[0]!;
/** The last seeded schedule: anything after it a path created. */
const last = (await h.db.select({ n: max(schedules.sqno) }).from(schedules))[0]!.n ?? 0;

const EVENTS: AnyEventObject[] = [
  { type: 'user.chooseKind', kind: 'SSD01' },
  { type: 'user.chooseKind', kind: 'SSD03' },
  { type: 'user.chooseKind', kind: 'SSD06' },
  { type: 'user.change', field: 'custNm', value: '이바다' },
  { type: 'user.change', field: 'etcCntn', value: '노진 활동' },
  { type: 'user.change', field: 'endDt', value: '2025-01-05' },
  { type: 'user.toggleAllDay' },
  { type: 'user.searchCustomer' },
  { type: 'user.searchAddress' },
  { type: 'user.searchAccompany' },
  { type: 'popup.custSelected', kwkkey: CUSTOMER.kwkkey, custDiv: CUSTOMER.custDiv, custNm: CUSTOMER.custNm },
  { type: 'popup.jusoSelected', zipNo: JUSO.zipNo, roadAddr: JUSO.roadAddr },
  { type: 'popup.acmpSelected', ...FOLLOWED },
  { type: 'user.submit' },
  { type: 'user.confirm' },
  { type: 'user.dismiss' },
  { type: 'user.dismissMessage' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.openPopup' },
  { type: 'xstate.error.actor.openPopup', error: new BridgeUnavailable({ action: 'openNewPage', platform: 'AND', reason: 'no-shell' }) },
  { type: 'xstate.done.actor.saveSchedule' },
  { type: 'xstate.error.actor.saveSchedule', error: new ServerError({ rt: 'bad_request', rtMsg: m.accompanyGone }) },
  { type: 'xstate.done.actor.loadSchedule', output: EDITED },
  { type: 'xstate.error.actor.loadSchedule', error: new ServerError({ rt: 'not_found', rtMsg: m.notFound }) },
];
const contextKey = (c: any) => [c.form.scdlDivCd, c.form.custNm !== '', c.form.etcCntn !== '', c.form.allYn, c.form.acmpScdlSqno, c.form.endDt < c.form.sttDt, c.message];
const INPUTS: { name: string; input: ScheduleEditorInput }[] = [
  { name: 'a new schedule', input: { sqno: null, customer: null, today: DAY } },
  { name: 'a new schedule for a customer', input: { sqno: null, customer: { kwkey: CUSTOMER.kwkkey, custNm: CUSTOMER.custNm, custDivCd: CUSTOMER.custDivDetail === 'SCD01' ? 'SCD01' : 'SCD02' }, today: DAY } },
  { name: 'an edit', input: { sqno: EDITED.sqno, customer: null, today: DAY } },
];
const inert = scheduleEditorMachine.provide({ actors: inertActors(['loadSchedule', 'saveSchedule', 'openPopup', 'watchPopups']) as any });
const isAuto = (e: AnyEventObject) => /^xstate\.(done|error)\.actor\.openPopup$/.test(e.type);
const taken = new Set<string>();

let stop: (() => Promise<void>) | null = null;
beforeEach(async () => {
  await h.db.delete(schedules).where(gt(schedules.sqno, last));
  const { sqno, userid: _u, scdlDivNm: _n, username2: _n2, acmpScdlSqno: _a, ...rest } = EDITED;
  await h.db.update(schedules).set({ ...(rest as any), custDivCd: rest.custDivCd || null, kwkey: rest.kwkey || null, etcCntn: rest.etcCntn || null, addrNm: rest.addrNm || null, addr: rest.addr || null, addrDtpt: rest.addrDtpt || null, memo: rest.memo || null }).where(eq(schedules.sqno, sqno));
});
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});
afterAll(async () => {
  writeCoverage(scheduleEditorMachine, taken);
  await h.close();
});

it('the seed gives planner01 a consult to edit, a customer to pick and planner02’s schedule to follow', () =>
  expect([EDITED.scdlDivCd, CUSTOMER.kwkkey !== '', FOLLOWED_ROW.userid]).toEqual(['SSD01', true, 'planner02']));

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const dialog = (text: string) => screen.getAllByRole('alertdialog').find((d) => d.textContent?.includes(text))!;
const emit = (w: Awaited<ReturnType<typeof sectionWorld>>, data: unknown) => act(() => w.shell!.emit({ type: 'event', name: 'pageMessage', data: { data } }));
const FIELD_LABELS: Record<string, string> = { custNm: m.edCustomer, etcCntn: m.edTitle, endDt: m.edEndDate };

for (const { name, input } of INPUTS) {
  const paths = cachedPaths(`schedule-editor-${name}`, scheduleEditorMachine, { events: EVENTS, input, contextKey, inert, taken: new Set<string>(), limit: 20_000 }, generateCoveringPaths).map(
    // The shell opens a popup at once: a path that stops while one opens is finished with the shell's answer.
    finishedBy(inert, input, (v) => (v === 'opening' ? 'openPopup' : null)),
  );

  describe(`${name}: on the machine`, () => {
    for (const path of paths) it(path.description, () => replayOnMachine(inert, input, path, taken, contextKey));
  });

  describe(`${name}: a covering set on the rendered form`, () => {
    for (const path of renderedPaths(paths, { machine: inert, input, selectors: editorSelectors })) it(path.description, () => replay(path, input));
  });
}
describe('all paths', () => itCoversEveryTransition(scheduleEditorMachine, taken));

async function replay(path: ModelPath, input: ScheduleEditorInput) {
  const w = await sectionWorld(h, { userid: 'planner01', held: ['mySchedule/getMyschedule', 'mySchedule/saveMyschedule'], device: 'device-0000-sedit', shell: true });
  const went: string[] = [];
  const actor: AnyActorRef = createActor(provideScheduleEditor(makeFlows(w.runtime), window.location.origin, (to) => went.push(to)), { input }).start();
  const android = window as unknown as { EduPlannerAndroid?: unknown };
  const realShell = android.EduPlannerAndroid;
  stop = async () => {
    actor.stop();
    android.EduPlannerAndroid = realShell;
    await w.stop();
  };
  render(<ScheduleEditorScreen actor={actor as any} />);
  const answer = answerer(w);
  const steps = path.steps;
  let at = 0;
  /** A popup opens at once: the shell is taken away first when the path says it fails. */
  const openPopup = (e: AnyEventObject, button: string) => {
    at = steps.findIndex((st, i) => i > at && st.event === e);
    if (steps[at + 1]?.event.type === 'xstate.error.actor.openPopup') delete android.EduPlannerAndroid;
    click(screen.getByRole('button', { name: button }));
    android.EduPlannerAndroid = realShell;
  };
  await replayOnImplementation(path, {
    actor: () => actor,
    settle: (check) => waitFor(check),
    isAuto,
    drivers: {
      'xstate.done.actor.loadSchedule': (e) =>
        answer('getMyschedule', e, (req, body) => {
          expect(req.form.get('sqno')).toBe(String(input.sqno));
          expect(body.data.mySchedule).toEqual(e.output);
        }).then(() => undefined),
      'xstate.error.actor.loadSchedule': (e) => answer('getMyschedule', e).then(() => undefined),
      'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
      'user.chooseKind': (e) => act(() => void fireEvent.change(screen.getByLabelText(m.edKind), { target: { value: e.kind } })),
      'user.change': (e) => act(() => void fireEvent.change(screen.getByLabelText(FIELD_LABELS[e.field]!), { target: { value: e.value } })),
      'user.toggleAllDay': () => click(screen.getByRole('checkbox', { name: m.edAllDay })),
      'user.searchCustomer': (e) => openPopup(e, m.edCustSearch),
      'user.searchAddress': (e) => openPopup(e, m.edAddrSearch),
      'user.searchAccompany': (e) => openPopup(e, m.edAccompanyPick),
      'popup.custSelected': () => emit(w, { event: 'cust-selected', ...CUSTOMER }),
      'popup.jusoSelected': (e) => emit(w, { event: 'juso-selected', zipNo: e.zipNo, roadAddr: e.roadAddr }),
      'popup.acmpSelected': () => emit(w, { event: 'acmp-schedule-selected', ...FOLLOWED }),
      'user.submit': () => click(screen.getByRole('button', { name: m.edSave })),
      'user.confirm': () => click(within(dialog(m.confirmSave)).getByRole('button', { name: '확인' })),
      'user.dismiss': () => click(within(dialog(m.confirmSave)).getByRole('button', { name: '취소' })),
      'user.dismissMessage': () => click(within(dialog(actor.getSnapshot().context.message)).getByRole('button', { name: '확인' })),
      // The request says what the form says (spec 2 §7 saveMyschedule C/U): the server stores it, or refuses.
      'xstate.done.actor.saveSchedule': (e) => answer('saveMyschedule', e, (req) => expectRequest(req.form)).then(() => undefined),
      'xstate.error.actor.saveSchedule': (e) => answer('saveMyschedule', e, (req) => expectRequest(req.form)).then(() => undefined),
    },
    verify: (step, index) => waitFor(() => verify(step, index)),
  });
  if (steps[steps.length - 1]!.state.value === 'saved') {
    const sqno = await expectStored(h, last, FOLLOWED.sqno, input.sqno, (steps[steps.length - 1]!.state.context as any).form);
    expect(went).toEqual([input.sqno === null ? SCHEDULE_LIST_PATH : scheduleViewHref(sqno)]);
  }

  function expectRequest(form: URLSearchParams) {
    const f = (actor.getSnapshot().context as any).form;
    const customer = !['SSD03', 'SSD06', 'SSD07'].includes(f.scdlDivCd);
    expect(Object.fromEntries(form)).toMatchObject({
      cudType: input.sqno === null ? 'C' : 'U',
      // An edit sends back the version it read (the path restores the row first, version included).
      ...(input.sqno === null ? {} : { sqno: String(input.sqno), version: String(EDITED.version) }),
      scdlDivCd: f.scdlDivCd,
      custNm: customer ? f.custNm : '',
      etcCntn: ['SSD03', 'SSD07'].includes(f.scdlDivCd) ? f.etcCntn : '',
      allYn: f.allYn,
      sttDt: f.sttDt,
      endDt: f.endDt,
      sttHr: f.allYn === 'Y' ? '' : f.sttHr,
      ...(f.scdlDivCd === 'SSD06' ? { acmpScdlSqno: String(FOLLOWED.sqno) } : {}),
    });
    expect(form.has('version'), 'a create sends no version').toBe(input.sqno !== null);
  }

  function verify(step: ModelPath['steps'][number], index: number) {
    const s = step.state.value as string;
    const c = step.state.context as any;
    // Every popup the path opened reached the shell, at the page it asked for.
    const opened = steps.slice(1, index + 1).flatMap((st, i) => {
      if (steps[i + 2]?.event.type !== 'xstate.done.actor.openPopup' || i + 2 > index) return [];
      const before = (steps[i]!.state.context as any).form;
      const page = st.event.type === 'user.searchCustomer' ? custSearchHref() : st.event.type === 'user.searchAccompany' ? orgListHref() : postSearchHref(before.addr);
      return [new URL(page, window.location.origin).href];
    });
    expect(w.shell!.calls.filter((k) => k.action === 'openNewPage').map((k) => k.payload.url)).toEqual(opened);
    if (s === 'saved') return;
    expect(went).toEqual([]);
    expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === 'loading');
    if (s === 'loadFailed') expect(screen.getByRole('alert')).toHaveTextContent(c.error);
    const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
    const expected = [s === 'confirming' && m.confirmSave, s === 'refused' && c.message].filter(Boolean) as string[];
    expect(dialogs).toHaveLength(expected.length);
    for (const text of expected) expect(dialogs.some((d) => d.includes(text))).toBe(true);
    const form = screen.queryByRole('form', { name: m.edFormLabel });
    expect(form !== null).toBe(!['loading', 'loadFailed'].includes(s));
    if (!form) return;
    expectFormShows(c.form, s, FOLLOWED.username);
  }
}
