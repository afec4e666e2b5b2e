// Model-based tests of the customer detail's diagnosis service: every generated path on the bare machine,
// then a covering set on the rendered block against the real server in-process on PGlite, inside the fake
// Android shell: the tab loads and the share are held and forwarded to the server (or failed: faults
// only), the result page goes to the shell. The customer is planner01's first, which the seed gives a
// completed diagnosis of every kind; what a tab shows is what the server answers for its phone.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { BridgeUnavailable } from '../../../bridges/contract';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { customerDiagnosisMachine, type DiagnosisInput } from '../../../machines/customers/customer-diagnosis.machine';
import * as diagnosisSelectors from '../../../machines/customers/customer-diagnosis.selectors';
import { customers } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import * as actors from '../../../src/app/customers/customer-detail-actors';
import { makeFlows } from '../../../src/app/flows';
import { EXAM_CDS, type ExamCd } from '../../../src/domain/customers/sections-contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { DiagnosisBlock } from '../../../src/screens/customers/diagnosis-block';
import { renderedPaths } from '../../support/covering-set';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, sectionWorld, startInShell } from './section-world';

const h = await createHarness(TEST_DATABASES[0]!);
const [customer] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01')).orderBy(customers.kwkkey).limit(1);
const call = async (name: string, fields: Record<string, string>) => {
  const answer = await h.call(`myCstmr/${name}`, fields, { token: await h.as('planner01') });
  if (answer.body.rt !== 'success') throw new Error(`${name}: ${JSON.stringify(answer.body)}`);
  return answer.body.data as any;
};
const phone = { tel1: customer!.tel1, tel2: customer!.tel2, tel3: customer!.tel3 };
const sealed = (await call('getMyCstmr', { kwkkey: customer!.kwkkey, custDiv: customer!.custDiv })).myCstmr.encCustTel as string;
/** The coupon app as an operator would set it up; planner01 (COG03) gets the send-style pages (spec 2 §6). */
const COUPON_SITE = 'https://coupon.example.kr/app';
const INPUT: DiagnosisInput = { ...phone, searchUserid: '', custNm: customer!.name, encCustTel: sealed, couponSite: COUPON_SITE, viewerPosition: 'COG03' };
const couponPageOf = (examCd: ExamCd) =>
  `${COUPON_SITE}/${examCd === 'ELT' ? 'cponSend' : 'cponKedSend'}?${new URLSearchParams({ cType: examCd, t1: phone.tel1, t2: phone.tel2, t3: phone.tel3 }).toString()}`;
/** Each tab as the server answers it for this phone. */
const TABS = Object.fromEntries(await Promise.all(EXAM_CDS.map(async (examCd) => [examCd, await call('gelectMyCstmrDiagnosisList', { examCd, ...phone })]))) as Record<ExamCd, any>;
const FIRST = TABS.KEDI.diagnosisList[0];

const EVENTS: AnyEventObject[] = [
  ...EXAM_CDS.map((examCd) => ({ type: 'xstate.done.actor.loadTab', output: TABS[examCd], at: examCd })),
  { type: 'xstate.error.actor.loadTab', error: new NetworkError({ detail: 'offline' }) },
  { type: 'user.retry' },
  { type: 'user.chooseTab', examCd: 'KEDS' },
  { type: 'user.chooseTab', examCd: 'KEDI' },
  { type: 'user.viewResult', examNo: FIRST.examNo },
  { type: 'user.issueCoupon' },
  { type: 'xstate.done.actor.openResult' },
  { type: 'xstate.error.actor.openResult', error: new BridgeUnavailable({ action: 'openExternalLink', platform: 'AND', reason: 'no-shell' }) },
  { type: 'user.share', examNo: FIRST.examNo },
  { type: 'user.confirm' },
  { type: 'user.cancel' },
  { type: 'xstate.done.actor.shareResult' },
  { type: 'xstate.error.actor.shareResult', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'user.dismissMessage' },
];
/** A tab's answer comes for the tab asked for. */
const allow = (s: any, e: AnyEventObject) => e.type !== 'xstate.done.actor.loadTab' || e.at === s.context.examCd;
const contextKey = (c: any) => [c.examCd, c.tab !== null, c.picked?.examNo ?? null, c.link, c.message];
const inert = customerDiagnosisMachine.provide({ actors: inertActors(['loadTab', 'openResult', 'shareResult']) as any });
/** The shell takes a result page at once: a path stopping while it opens ends with the shell's answer. */
const isAuto = (e: AnyEventObject) => /^xstate\.(done|error)\.actor\.openResult$/.test(e.type);
const finished = finishedBy(inert, INPUT, (v) => (JSON.stringify(v) === '{"ready":"opening"}' ? 'openResult' : null));
const paths = cachedPaths('customer-diagnosis', customerDiagnosisMachine, { events: EVENTS, input: INPUT, contextKey, allow, inert, taken: new Set<string>() }, generateCoveringPaths).map(finished);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(customerDiagnosisMachine, taken);
  await h.close();
});

describe('customer-diagnosis machine: generated paths', () => {
  it('the seed gives every kind a result', () => expect(EXAM_CDS.every((cd) => TABS[cd].diagnosisList.length > 0)).toBe(true));
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(6));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

const HELD = ['gelectMyCstmrDiagnosisList', 'shareResult'];
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('the diagnosis block on the rendered screen: a covering set of the paths', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: diagnosisSelectors }))
    it(path.description, async () => {
      const w = await sectionWorld(h, { userid: 'planner01', held: HELD, device: 'device-0000-diagnosis', shell: true });
      const { server, shell } = w as typeof w & { shell: FakeShellControl };
      const { fromEffect } = makeFlows(w.runtime);
      const machine = customerDiagnosisMachine.provide({
        actors: { loadTab: fromEffect(actors.loadDiagnosisTab), openResult: fromEffect(actors.openResult), shareResult: fromEffect(actors.shareDiagnosis) },
      });
      const { actor, takeShell, stop: end } = startInShell(w, machine, INPUT);
      stop = end;
      render(<DiagnosisBlock actor={actor as any} />);
      const steps = path.steps;
      let at = 0;
      const take = w.take;
      const block = () => screen.getByRole('group', { name: msg.diagnosisTitle });
      const dialogButton = (name: string) => click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'xstate.done.actor.loadTab': async (e) => {
            const req = await take('gelectMyCstmrDiagnosisList');
            expect([req.form.get('examCd'), req.form.get('tel1'), req.form.get('tel2'), req.form.get('tel3')]).toEqual([e.at, phone.tel1, phone.tel2, phone.tel3]);
            expect((await act(async () => server.forward(req))).body.data).toEqual(e.output);
          },
          'xstate.error.actor.loadTab': async () => {
            const req = await take('gelectMyCstmrDiagnosisList');
            act(() => req.fail());
          },
          'user.retry': () => click(within(block()).getByRole('button', { name: msg.retry })),
          'user.chooseTab': (e) => click(within(block()).getByRole('button', { name: msg.diagnosisTabs[e.examCd as ExamCd] })),
          'user.viewResult': (e) => {
            at = steps.findIndex((st, i) => i > at && st.event === e);
            const back = steps[at + 1]?.event.type === 'xstate.error.actor.openResult' ? takeShell() : null;
            click(within(block()).getByRole('button', { name: msg.diagnosisViewOf(FIRST.chlnNm || FIRST.custNm, FIRST.compDt) }));
            back?.();
          },
          'user.issueCoupon': (e) => {
            at = steps.findIndex((st, i) => i > at && st.event === e);
            const back = steps[at + 1]?.event.type === 'xstate.error.actor.openResult' ? takeShell() : null;
            click(within(block()).getByRole('button', { name: msg.diagnosisCouponOf(msg.diagnosisTabs[actor.getSnapshot().context.examCd as ExamCd]) }));
            back?.();
          },
          'user.share': () => click(within(block()).getByRole('button', { name: msg.diagnosisShareOf(FIRST.chlnNm || FIRST.custNm, FIRST.compDt) })),
          'user.confirm': () => dialogButton('확인'),
          'user.cancel': () => dialogButton('취소'),
          'xstate.done.actor.shareResult': async () => {
            const req = await take('shareResult');
            expect([req.form.get('examCd'), req.form.get('rsltUrl')]).toEqual(['KEDI', FIRST.rsltUrl]);
            expect((await act(async () => server.forward(req))).body.rt).toBe('success');
          },
          'xstate.error.actor.shareResult': async (e) => {
            const req = await take('shareResult');
            act(() => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
          },
          'user.dismissMessage': () => dialogButton('확인'),
        },
        verify: (step, index) =>
          waitFor(() => {
            const s = JSON.stringify(step.state.value);
            const c = step.state.context as any;
            const b = block();
            for (const cd of EXAM_CDS) expect(within(b).getByRole('button', { name: msg.diagnosisTabs[cd] })).toHaveAttribute('aria-pressed', String(cd === c.examCd));
            expect(within(b).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === '"loading"');
            if (s === '"failed"') expect(within(b).getByRole('alert')).toHaveTextContent(c.error);
            // Every result page and coupon page the path opened reached the shell.
            const opened = steps.slice(1, index + 1).flatMap((st, i) => {
              if (st.event.type !== 'xstate.done.actor.openResult') return [];
              const asked = steps.slice(1, i + 1).reverse().find((x) => x.event.type === 'user.viewResult' || x.event.type === 'user.issueCoupon')!;
              return [asked.event.type === 'user.viewResult' ? FIRST.rsltUrl : couponPageOf((asked.state.context as any).examCd)];
            });
            expect(shell.calls.filter((k) => k.action === 'openExternalLink').map((k) => k.payload.url)).toEqual(opened);
            const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
            expect(dialogs.some((t) => t.includes(msg.diagnosisShareConfirm))).toBe(s.includes('confirming'));
            if (c.message !== null) expect(dialogs.some((t) => t.includes(c.message))).toBe(true);
            expect(dialogs).toHaveLength((c.message !== null ? 1 : 0) + (s.includes('confirming') ? 1 : 0));
            if (!s.includes('ready')) return;
            const tab = TABS[c.examCd as ExamCd];
            expect(within(b).getByText(msg.diagnosisCoupons(tab.tediRmnngCnt, tab.tedsRmnngCnt, tab.aieltRmnngCnt))).toBeInTheDocument();
            const results = within(b).getAllByRole('listitem');
            expect(results).toHaveLength(tab.diagnosisList.length);
            tab.diagnosisList.forEach((d: any, i: number) => expect(results[i]).toHaveTextContent(`${d.compDt}`));
            const busy = s.includes('opening') || s.includes('sharing');
            for (const btn of within(b).getAllByRole('button', { name: /결과 (보기|공유)$|쿠폰 발급$/ })) expect(btn).toHaveProperty('disabled', busy);
          }),
      });
    });
});
