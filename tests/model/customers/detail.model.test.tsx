// Model-based tests of the customer detail: every generated path on the bare machine for three viewers
// (planner01 on their own contract customer with a long memo history; the branch head on planner01's
// prospect, with the owner line, the recruiting toggle and the purchase and recruiting popups; planner01 on
// a prospect without gender, birth date or address, with the additional-info block), then one covering set
// over the three on the rendered screen against the real server in-process on PGlite, inside the fake Android shell. Calls a
// path answers are held and forwarded to the server, or failed (faults only); the memo history loads
// from the server freely. Each rendered path starts from the seeded data (what a path changed is put back).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { BridgeUnavailable } from '../../../bridges/contract';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { customerChildrenMachine } from '../../../machines/customers/customer-children.machine';
import { customerContactMachine } from '../../../machines/customers/customer-contact.machine';
import { customerDetailMachine, type CustomerDetailInput } from '../../../machines/customers/customer-detail.machine';
import { memoDeleteMachine } from '../../../machines/customers/memo-delete.machine';
import { customerDiagnosisMachine } from '../../../machines/customers/customer-diagnosis.machine';
import * as detailSelectors from '../../../machines/customers/customer-detail.selectors';
import { customers, memos } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { provideCustomerDetail } from '../../../src/app/customers/customer-detail-route';
import { makeFlows } from '../../../src/app/flows';
import type { CustomerMemo } from '../../../src/domain/customers/contract';
import { needsAdditionalInfo } from '../../../src/domain/customers/customer-edit';
import { memoFolds, offersPopup, ORDER_GROUP_ROWS, orderGroups, sectionsFor, showsOwnerLine, type DetailPopup } from '../../../src/domain/customers/detail';
import { buyInfoPopupHref, CONSENT_POPUP_PATH, customerHref, familyPopupHref, interestPopupHref, memoPopupHref, recruitInfoPopupHref } from '../../../src/domain/customers/pages';
import { scheduleRegHref, scheduleViewHref } from '../../../src/domain/schedule/pages';
import { kstDay } from '../../../src/domain/shared/format';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { CustomerDetailScreen } from '../../../src/screens/customers/customer-detail-screen';
import { generateCoveringPaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { API } from './customers.world';
import { finishedBy, sectionWorld } from './section-world';
import { jointRenderedPaths } from './joint-covering';

const h = await createHarness(TEST_DATABASES[0]!);
const call = async (userid: string, name: string, fields: Record<string, string>) => {
  const answer = await h.call(`myCstmr/${name}`, fields, { token: await h.as(userid) });
  if (answer.body.rt !== 'success') throw new Error(`${name} for ${userid}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as any;
};
const [first, second] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01')).orderBy(customers.kwkkey).limit(2);
/** A prospect without gender, birth date or address: its detail asks for them (the additional-info block). */
const [third] = await h.db
  .select()
  .from(customers)
  .where(and(eq(customers.ownerUserid, 'planner01'), eq(customers.custDivDetail, 'SCD02'), isNull(customers.gender), isNull(customers.addr1)))
  .orderBy(customers.kwkkey)
  .limit(1);
const TODAY = kstDay(new Date());
/** What the additional-info block saves when a path saves it: a gender only. */
const ADD_INFO = { kwgend: 'M', kwbrdt: '', kwszip: '', kwsad1: '', kwsad2: '' };
const SEEDED_MEMOS = await h.db.select().from(memos);
const LAST_SEEDED = Math.max(...SEEDED_MEMOS.map((m) => m.sqno));

async function modelOf(name: string, userid: string, position: string, c: typeof first) {
  const input: CustomerDetailInput = { searchUserid: 'planner01', kwkkey: c!.kwkkey, custDiv: c!.custDiv as '1' | '2', viewerPosition: position };
  const key = { kwkkey: input.kwkkey, custDiv: input.custDiv, searchUserid: 'planner01' };
  // No outside site is set up in the seed: no visit confirmation, no coupon page.
  const data = { ...(await call(userid, 'getMyCstmr', key)), links: { sales: null, coupon: null }, today: TODAY };
  const shown = data.myCstmr;
  const page: CustomerMemo[] = (await call(userid, 'getCustMemoList', { ...key, offset: '0', size: '10' })).memoList;
  const deletable = page.find((m) => m.amntPsblYn === 'Y');
  const folding = page.find((m) => memoFolds(m.memo));
  const groups = orderGroups(data.orgCustOrderInfoList);
  const group = groups.find((g) => g.rows.length > ORDER_GROUP_ROWS);
  /** Among the groups of its category's name, which one it is (a category may come back further down). */
  const groupIndex = group ? groups.filter((g) => g.catCdNm === group.catCdNm).indexOf(group) : -1;
  const buttonIndex = group ? groups.filter((g) => g.catCdNm === group.catCdNm && g.rows.length > ORDER_GROUP_ROWS).indexOf(group) : -1;
  const events: AnyEventObject[] = [
    { type: 'xstate.done.actor.loadCustomer', output: data },
    { type: 'xstate.error.actor.loadCustomer', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
    { type: 'xstate.error.actor.loadCustomer', error: new NetworkError({ detail: 'offline' }) },
    { type: 'user.retry' },
    { type: 'user.toggleFavourite' },
    { type: 'xstate.done.actor.saveFavourite' },
    { type: 'xstate.error.actor.saveFavourite', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
    { type: 'user.toggleRecruit' },
    { type: 'xstate.done.actor.saveRecruit' },
    { type: 'xstate.error.actor.saveRecruit', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
    // What the call and text child tells the detail (its own model test drives it: contact.model.test.tsx).
    { type: 'contact.memoSaved' },
    { type: 'contact.failed', message: msg.serverError },
    ...(folding ? [{ type: 'user.toggleFold', key: `memo-${folding.sqno}` }] : []),
    ...(group ? [{ type: 'user.toggleFold', key: group.key }] : []),
    // What the memo delete child tells the detail (its own model test drives it: memo-delete.model.test.tsx).
    ...(deletable ? [{ type: 'memoDelete.deleted' }, { type: 'memoDelete.failed', message: msg.serverError }] : []),
    { type: 'user.dismissMessage' },
    { type: 'user.writeMemo' },
    ...(['consent', 'family', 'interest', 'purchases', 'recruits'] as const).filter((p) => offersPopup(p, shown, position)).map((popup) => ({ type: 'user.openPopup', popup })),
    ...(offersPopup('interest', shown, position) ? [{ type: 'popup.interestSaved' }] : []),
    ...(needsAdditionalInfo(shown) ? [{ type: 'xstate.done.actor.addInfo', output: { saved: ADD_INFO } }, { type: 'xstate.done.actor.addInfo', output: { reload: true } }] : []),
    { type: 'popup.familySelected', kwkkey: input.kwkkey, custDiv: input.custDiv },
    ...(deletable ? [{ type: 'user.editMemo', sqno: deletable.sqno }] : []),
    { type: 'xstate.done.actor.openPopup' },
    { type: 'xstate.error.actor.openPopup', error: new BridgeUnavailable({ action: 'openNewPage', platform: 'AND', reason: 'no-shell' }) },
    { type: 'popup.memoSaved' },
    // The schedule section: the form for this customer, a row's view in a popup, and that view's report of a delete.
    { type: 'user.registerSchedule' },
    ...data.myScheduleList.slice(0, 1).flatMap((s: { sqno: number }) => [
      { type: 'user.openSchedule', sqno: s.sqno },
      { type: 'popup.scheduleRemoved', sqno: s.sqno },
    ]),
  ];
  return { name, userid, input, data, page, group, groupIndex, buttonIndex, folding, events };
}

const MODELS = [
  await modelOf('planner01 on their contract customer', 'planner01', 'COG03', first),
  await modelOf('the branch head on planner01’s prospect', 'branch01', 'COG01', second),
  await modelOf('planner01 on their prospect without additional info', 'planner01', 'COG03', third),
];
const inert = customerDetailMachine.provide({
  actors: {
    ...inertActors(['loadCustomer', 'saveFavourite', 'saveRecruit', 'openPopup', 'watchPopups', 'addInfo']),
    memoList: inertActors(['memoList']).memoList,
    // The children, the diagnosis, the call and text and the memo delete run inert beside the detail (their
    // own model tests drive them); here the path sends what they would tell the detail.
    contact: customerContactMachine.provide({ actors: inertActors(['saveAutoMemo', 'handOver']) as any }),
    memoDelete: memoDeleteMachine.provide({ actors: inertActors(['deleteMemo']) as any }),
    children: customerChildrenMachine.provide({ actors: inertActors(['loadChild', 'saveChildren', 'reloadChildren', 'openPopup', 'openVisitConfirm', 'watchPopups']) as any }),
    diagnosis: customerDiagnosisMachine.provide({ actors: inertActors(['loadTab', 'openResult', 'shareResult']) as any }),
  } as any,
});
/** What tells states apart beyond their value: whether an alert shows, what is unfolded, the two toggles, the gender saved and the schedules left. */
const contextKey = (c: any) => [c.message === null, c.expanded, c.data?.myCstmr.bookmarkYn, c.data?.myCstmr.rcrtYn, c.data?.myCstmr.kwgend, c.data?.myScheduleList.length];
/** The shell opens a popup at once: a path that stops while one opens is finished with the shell's answer, so its last state can be seen. */
const finishPopup = (path: ModelPath, input: CustomerDetailInput) => finishedBy(inert, input, (v) => (JSON.stringify(v).includes('"popup":"opening"') ? 'openPopup' : null))(path);
const GROUPS = MODELS.map((m) => ({
  ...m,
  paths: cachedPaths(`customer-detail-${m.userid}`, customerDetailMachine, { events: m.events, input: m.input, contextKey, inert, taken: new Set<string>() }, generateCoveringPaths).map(
    (p) => finishPopup(p, m.input),
  ),
}));
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(customerDetailMachine, taken);
  await h.close();
});

it('a seeded customer of the models has schedules to open', () => expect(MODELS.some((m) => m.data.myScheduleList.length > 0)).toBe(true));

for (const m of GROUPS)
  describe(`customer-detail machine: generated paths (${m.name})`, () => {
    it('generates paths', () => expect(m.paths.length).toBeGreaterThanOrEqual(8));
    for (const path of m.paths) it(path.description, () => replayOnMachine(inert, m.input, path, taken, contextKey));
  });

/** The answer without the sealed name and phone, which differ with every answer. */
const unsealed = (d: any) => ({ ...d, myCstmr: { ...d.myCstmr, encCustNm: '', encCustTel: '' }, links: undefined, today: undefined });
const POPUP_BUTTONS: Record<DetailPopup, string> = {
  consent: msg.custConsentTerms,
  family: msg.custFamilyButton,
  interest: msg.custInterestButton,
  purchases: msg.custPurchasesButton,
  recruits: msg.custRecruitsButton,
};
const HELD = ['saveMyCstmr', 'getMyCstmr', 'saveMyCustBkmr', 'deleteCustBkmr', 'saveMyCustRecruit', 'deleteCustRecruit', 'saveMyCustMemo', 'deleteCustMemo'];
/** The shell takes a popup at once: the state between is not observable. */
const isAuto = (e: AnyEventObject) => /^xstate\.(done|error)\.actor\.openPopup$/.test(e.type);
/** What each call or text of a path hands the shell: the call's memo is saved, the text's fails (then it still goes ahead). */
const HAND_OVER = { 'contact.memoSaved': 'call', 'contact.failed': 'text' } as const;
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const dialogButton = (text: string, name: string) =>
  click(within(screen.getAllByRole('alertdialog').find((d) => d.textContent?.includes(text) || text === '')!).getByRole('button', { name }));

let stop: (() => Promise<void>) | null = null;
beforeEach(async () => {
  // What earlier paths changed goes back to the seed: the two toggles, the memos saved, the memo deleted.
  for (const c of [first!, second!, third!])
    await h.db.update(customers).set({ bookmarkYn: c.bookmarkYn, rcrtYn: c.rcrtYn, gender: c.gender, birth: c.birth }).where(eq(customers.kwkkey, c.kwkkey));
  await h.db.delete(memos).where(gt(memos.sqno, LAST_SEEDED));
  const present = new Set((await h.db.select({ sqno: memos.sqno }).from(memos).where(and(eq(memos.userid, 'planner01')))).map((r) => r.sqno));
  const gone = SEEDED_MEMOS.filter((m) => m.userid === 'planner01' && !present.has(m.sqno));
  if (gone.length) await h.db.insert(memos).values(gone);
});
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('customer detail on the rendered screen (one covering set over the three)', () => {
  for (const { group: m, path } of jointRenderedPaths(inert, GROUPS, detailSelectors))
    it(`${m.name}: ${path.description}`, async () => {
      const w = await sectionWorld(h, { userid: m.userid, held: HELD, device: 'device-0000-detail', shell: true });
      const { server, shell } = w as typeof w & { shell: FakeShellControl };
      const went: string[] = [];
      const actor: AnyActorRef = createActor(provideCustomerDetail(makeFlows(w.runtime), m.input, window.location.origin, (to) => went.push(to)), { input: m.input }).start();
      const android = window as unknown as { EduPlannerAndroid?: { postMessage: (s: string) => void } };
      const realShell = android.EduPlannerAndroid;
      stop = async () => {
        actor.stop();
        android.EduPlannerAndroid = realShell;
        await w.stop();
      };
      render(<CustomerDetailScreen actor={actor as any} />);
      const c = m.data.myCstmr;
      const steps = path.steps;
      let at = 0;
      const take = (...names: string[]) => server.gate.take((r) => names.map(API).includes(r.path), names.join(' / '));
      const forward = async (...names: string[]) => {
        const answer = await act(async () => server.forward(await take(...names)));
        expect(answer.body.rt, JSON.stringify(answer.body)).toBe('success');
        return answer;
      };
      const fail = async (names: string[], e: any) => {
        const req = await take(...names);
        act(() => (e.error._tag === 'NetworkError' ? req.fail() : req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg })));
      };
      /** A popup opens at once: the shell is taken away first when the path says it fails. */
      const openPopup = (control: HTMLElement) => {
        const next = steps[at + 1]?.event;
        if (next?.type === 'xstate.error.actor.openPopup') delete android.EduPlannerAndroid;
        click(control);
        android.EduPlannerAndroid = realShell;
      };
      /** A call or text through the real contact child: its memo answered as the path says, then the shell takes it. */
      const contact = async (kind: 'call' | 'text', answer: (req: Awaited<ReturnType<typeof take>>) => Promise<unknown> | unknown) => {
        click(screen.getByRole('button', { name: kind === 'call' ? msg.custCall(c.custNm) : msg.custText(c.custNm) }));
        const req = await take('saveMyCustMemo');
        expect([req.form.get('memoDiv'), req.form.get('memo')]).toEqual(['0', kind === 'call' ? msg.custAutoMemoCall : msg.custAutoMemoText]);
        await answer(req);
        await waitFor(() => expect(screen.getByRole('button', { name: msg.custCall(c.custNm) })).toHaveProperty('disabled', false));
      };
      /** A memo of the page the viewer may delete, asked and confirmed through the real memo-delete child. */
      const deleteMemo = async () => {
        const button = await waitFor(() => {
          const found = m.page.filter((x) => x.amntPsblYn === 'Y').flatMap((x) => screen.queryAllByRole('button', { name: msg.custMemoDeleteOf(x.crtnDttm) }));
          expect(found.length).toBeGreaterThan(0);
          return found[0]!;
        });
        click(button);
        dialogButton(msg.custMemoDeleteConfirm, '확인');
        return take('deleteCustMemo');
      };
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'xstate.done.actor.loadCustomer': async (e) => expect(unsealed((await forward('getMyCstmr')).body.data)).toEqual(unsealed(e.output)),
          'xstate.error.actor.loadCustomer': (e) => fail(['getMyCstmr'], e),
          'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
          'user.toggleFavourite': () => click(screen.getByRole('button', { name: msg.custBookmark(c.custNm) })),
          'xstate.done.actor.saveFavourite': () => forward('saveMyCustBkmr', 'deleteCustBkmr').then(() => undefined),
          'xstate.error.actor.saveFavourite': (e) => fail(['saveMyCustBkmr', 'deleteCustBkmr'], e),
          'user.toggleRecruit': () => click(screen.getByRole('checkbox', { name: msg.custRecruitLabel })),
          'xstate.done.actor.saveRecruit': () => forward('saveMyCustRecruit', 'deleteCustRecruit').then(() => undefined),
          'xstate.error.actor.saveRecruit': (e) => fail(['saveMyCustRecruit', 'deleteCustRecruit'], e),
          'contact.memoSaved': () => contact(HAND_OVER['contact.memoSaved'], async (req) => expect((await act(async () => server.forward(req))).body.rt).toBe('success')),
          'contact.failed': (e) => contact(HAND_OVER['contact.failed'], (req) => act(() => req.respond(500, { rt: 'server_error', rtMsg: e.message }))),
          'user.toggleFold': (e) => {
            if (e.key.startsWith('memo-')) {
              const row = screen.getByText(m.folding!.memo).closest('li')!;
              return click(within(row).getByRole('button', { name: /^(더보기|접기)$/ }));
            }
            const g = m.group!;
            return click(screen.getAllByRole('button', { name: new RegExp(`^${g.catCdNm} (\\d+건 더보기|접기)$`) })[m.buttonIndex]!);
          },
          'memoDelete.deleted': async () => {
            const req = await deleteMemo();
            expect((await act(async () => server.forward(req))).body.rt).toBe('success');
          },
          'memoDelete.failed': async (e) => {
            const req = await deleteMemo();
            act(() => req.respond(500, { rt: 'server_error', rtMsg: e.message }));
          },
          'user.writeMemo': (e) => {
            at = steps.findIndex((st, i) => i > at && st.event === e);
            openPopup(screen.getByRole('button', { name: msg.custMemoWrite }));
          },
          'user.openPopup': (e) => {
            at = steps.findIndex((st, i) => i > at && st.event === e);
            openPopup(screen.getByRole('button', { name: POPUP_BUTTONS[e.popup as DetailPopup] }));
          },
          'popup.interestSaved': () =>
            act(() => shell.emit({ type: 'event', name: 'pageMessage', data: { data: { event: 'interestinfo-update-result', kwkkey: c.kwkkey } } })),
          // The block saves a gender; the server takes it, or fails and its message is read (the detail loads again).
          'xstate.done.actor.addInfo': async (e) => {
            const block = screen.getByRole('form', { name: msg.addInfoTitle });
            click(within(block).getByRole('radio', { name: msg.custGenderNames.M }));
            click(within(block).getByRole('button', { name: msg.addInfoSave }));
            const req = await take('saveMyCstmr');
            expect([req.form.get('changeCustInfo'), req.form.get('kwgend')]).toEqual(['Y', 'M']);
            if ('saved' in e.output) return void expect((await act(async () => server.forward(req))).body.rt).toBe('success');
            act(() => req.respond(500, { rt: 'server_error', rtMsg: msg.serverError }));
            click(within(await within(block).findByRole('alertdialog')).getByRole('button', { name: '확인' }));
          },
          'popup.familySelected': (e) =>
            act(() => shell.emit({ type: 'event', name: 'pageMessage', data: { data: { event: 'family-pop-selected-chlnkwkey', kwkkey: e.kwkkey, custDiv: e.custDiv } } })),
          'user.editMemo': async (e) => {
            at = steps.findIndex((st, i) => i > at && st.event === e);
            const memo = m.page.find((x) => x.sqno === e.sqno)!;
            openPopup(await screen.findByRole('button', { name: msg.custMemoEditOf(memo.crtnDttm) }));
          },
          'user.registerSchedule': () => click(screen.getByRole('button', { name: msg.custScheduleRegister })),
          'user.openSchedule': (e) => {
            at = steps.findIndex((st, i) => i > at && st.event === e);
            const row = m.data.myScheduleList.findIndex((r: { sqno: number }) => r.sqno === e.sqno);
            openPopup(within(screen.getByRole('list', { name: msg.custDetailTabs.schedule })).getAllByRole('button')[row]!);
          },
          'popup.scheduleRemoved': (e) => act(() => shell.emit({ type: 'event', name: 'pageMessage', data: { data: { event: 'reload-myschedule', sqno: e.sqno } } })),
          'popup.memoSaved': () => act(() => shell.emit({ type: 'event', name: 'pageMessage', data: { data: { event: 'memo-save-complete', kwkkey: c.kwkkey } } })),
          'user.dismissMessage': () => {
            const message = actor.getSnapshot().context.message as string;
            dialogButton(message, '확인');
          },
        },
        verify: (step, index) => waitFor(() => verify(step, index)),
      });

      function verify(step: ModelPath['steps'][number], index: number) {
        const s = JSON.stringify(step.state.value);
        const x = step.state.context as any;
        const article = screen.getByRole('article', { name: msg.custDetailTitle });
        const ownSpinner = within(article).queryAllByRole('status', { name: '불러오는 중' }).filter((el) => !el.closest('section'));
        expect(ownSpinner.length > 0, 'loading').toBe(s === '"loading"');
        if (s === '"failed"') expect(within(article).getByRole('alert')).toHaveTextContent(x.error);
        const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
        // A delete's confirmation was answered within its step (the memo-delete child's own test covers it).
        expect(dialogs.some((t) => t.includes(msg.custMemoDeleteConfirm)), 'delete confirmation').toBe(false);
        if (x.message !== null) expect(dialogs.some((t) => t.includes(x.message))).toBe(true);
        expect(dialogs.length).toBe(x.message !== null ? 1 : 0);
        // Every call or text the path made reached the shell, with the customer's number (also after a failed memo).
        const phone = c.kwctlNo.replace(/\D/g, '');
        const handOvers = steps.slice(1, index + 1).flatMap((st) => (st.event.type in HAND_OVER ? [HAND_OVER[st.event.type as keyof typeof HAND_OVER]] : []));
        const sent = shell.calls.filter((k) => k.action === 'dial' || k.action === 'sendSms');
        expect(sent.map((k) => [k.action, k.payload])).toEqual(handOvers.map((kind) => (kind === 'call' ? ['dial', { phone }] : ['sendSms', { phones: [phone], message: '' }])));
        // Every popup the path opened reached the shell, at this customer's memo pages.
        const target = { userId: c.owner.userid, kwkkey: c.kwkkey, custDiv: c.custDiv };
        const popups = steps.slice(1, index + 1).flatMap((st, i) => {
          const answered = steps[i + 2]?.event.type === 'xstate.done.actor.openPopup' && i + 2 <= index;
          if (!answered) return [];
          const popup = st.event.type === 'user.openPopup' ? (st.event.popup as DetailPopup) : null;
          const path =
            popup === 'consent'
              ? CONSENT_POPUP_PATH
              : popup === 'family'
                ? familyPopupHref(target)
                : popup === 'interest'
                  ? interestPopupHref(target)
                  : popup === 'purchases'
                    ? buyInfoPopupHref(target)
                    : popup === 'recruits'
                      ? recruitInfoPopupHref(target)
                      : st.event.type === 'user.openSchedule'
                        ? `${scheduleViewHref(st.event.sqno)}?popup=Y`
                        : st.event.type === 'user.editMemo'
                        ? memoPopupHref(target, st.event.sqno)
                        : memoPopupHref(target);
          return [new URL(path, window.location.origin).href];
        });
        expect(shell.calls.filter((k) => k.action === 'openNewPage').map((k) => k.payload.url)).toEqual(popups);
        // A household pick shows that customer; the register button opens the schedule form with this customer.
        const picks = steps.slice(1, index + 1).filter((st) => st.event.type === 'popup.familySelected' || st.event.type === 'user.registerSchedule');
        const formFor = scheduleRegHref({ customer: { kwkey: c.kwkkey, custNm: c.custNm, custDivCd: c.custDiv === '1' ? 'SCD01' : 'SCD02' } });
        expect(went).toEqual(picks.map((st) => (st.event.type === 'user.registerSchedule' ? formFor : customerHref({ userId: '', kwkkey: st.event.kwkkey, custDiv: st.event.custDiv }))));
        if (!s.includes('ready')) return expect(screen.queryByText(c.custNm)).toBeNull();
        // The customer's schedules, less the one a view this page opened deleted.
        const scheduleRows = screen.queryByRole('list', { name: msg.custDetailTabs.schedule });
        expect(scheduleRows ? within(scheduleRows).getAllByRole('listitem').length : 0).toBe(x.data.myScheduleList.length);
        expect(screen.queryByText(msg.custNoSchedules) !== null).toBe(x.data.myScheduleList.length === 0);
        // The additional-info block while it is open; saved, the customer shows the gender it saved.
        expect(screen.queryByRole('form', { name: msg.addInfoTitle }) !== null, 'additional info').toBe(s.includes('"addInfo":"open"'));
        expect(screen.queryByText(`(${msg.custGenderNames.M})`) !== null).toBe(x.data.myCstmr.kwgend === 'M');
        // The popup buttons by type and role (spec 2 §2, §6).
        for (const p of ['family', 'interest', 'purchases', 'recruits'] as const)
          expect(screen.queryByRole('button', { name: POPUP_BUTTONS[p] }) !== null, p).toBe(offersPopup(p, c, m.input.viewerPosition));
        const tabs = within(screen.getByRole('navigation', { name: msg.custDetailTabsLabel })).getAllByRole('button');
        expect(tabs.map((t) => t.textContent)).toEqual(sectionsFor(c.custDivDetail, m.input.viewerPosition).map((k) => msg.custDetailTabs[k]));
        expect(screen.queryByText(msg.custOwnerLine(c.owner.username, c.owner.orgnzPstnNm)) !== null).toBe(showsOwnerLine(m.input.viewerPosition, c.owner.orgnzPstn));
        // The consents as the server holds them.
        expect(screen.getByText(msg.custConsentInfo).nextElementSibling).toHaveTextContent(msg.custConsentGiven(c.infoagre === 'Y'));
        expect(screen.getByText(msg.custConsentMarketing).nextElementSibling).toHaveTextContent(msg.custConsentGiven(c.mrknagre === 'Y'));
        expect(screen.getByRole('button', { name: msg.custConsentTerms })).toHaveProperty('disabled', s.includes('"popup":"opening"'));
        const star = screen.getByRole('button', { name: msg.custBookmark(c.custNm) });
        expect(star).toHaveAttribute('aria-pressed', String(x.data.myCstmr.bookmarkYn === 'Y'));
        expect(star).toHaveProperty('disabled', s.includes('"favourite":"saving"'));
        const recruit = screen.queryByRole('checkbox', { name: msg.custRecruitLabel });
        expect(recruit !== null).toBe(m.input.viewerPosition === 'COG01');
        if (recruit) {
          expect(recruit).toHaveProperty('checked', x.data.myCstmr.rcrtYn === 'Y');
          expect(recruit).toHaveProperty('disabled', s.includes('"recruit":"saving"'));
        }
        // Each call or text was handed over within its step: the buttons take the next one.
        expect(screen.getByRole('button', { name: msg.custCall(c.custNm) })).toHaveProperty('disabled', false);
        expect(screen.getByRole('button', { name: msg.custText(c.custNm) })).toHaveProperty('disabled', false);
        if (m.group) {
          const open = x.expanded.includes(m.group.key);
          const list = screen.getAllByRole('list', { name: m.group.catCdNm })[m.groupIndex]!;
          expect(list.children).toHaveLength(open ? m.group.rows.length : ORDER_GROUP_ROWS);
        }
      }
    });
});
