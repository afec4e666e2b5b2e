// Model-based tests of the member detail (spec 3 §2 member detail, §4 rank progress and labels) on the
// rendered screen against the real server in-process on PGlite, inside the fake Android shell, as the
// branch head looking at planner01 with the commission site configured: a covering set of the generated
// paths — the load (failed, retried), this month and the month before (performance, label, activity),
// the call and text handed to the shell (or no shell), the commission page opened with the single-sign-on
// token (or the token call failing), and each failure's message dismissed. orgnz/detail, perform,
// activity and getSsoToken are held and forwarded (or failed: faults only); what the screen shows is
// compared with the server's own answers and with the spec's rules written out here. Every path also runs
// on the bare machine (with member-machines.test.ts's).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { BridgeUnavailable } from '../../../bridges/contract';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { memberDetailMachine, type MemberDetailInput } from '../../../machines/organisation/member-detail.machine';
import * as detailSelectors from '../../../machines/organisation/member-detail.selectors';
import type { MemberData, MonthFigures } from '../../../machines/organisation/member-detail.types';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { operate } from '../../../server/test-support/operations';
import { makeFlows } from '../../../src/app/flows';
import { provideMemberDetail } from '../../../src/app/organisation/member-detail-flow';
import { NetworkError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { MemberDetailScreen } from '../../../src/screens/organisation/member-detail-screen';
import { renderedPaths } from '../../support/covering-set';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { replayOnImplementation, replayOnMachine } from '../../support/replay';
import { finishedBy, startInShell } from '../customers/section-world';
import { inertDetail } from './member-fixtures';
import { answerOf, dataOf, memberWorld, SEED_MONTH, staffRow, VIEWER } from './member-world';

const h = await createHarness(TEST_DATABASES[0]!);
const COMMISSION_URL = 'https://order.example.co.kr/commission/expected';
await operate(h, 'site/set', { code: 'COMMISSION', url: COMMISSION_URL });
const TARGET = await staffRow(h, 'planner01');
const PREV_MONTH = '202602';
const ask = (path: string, fields: Record<string, string>) => dataOf(h, VIEWER, path, { targetId: TARGET.akdcde, ...fields });
const MEMBER = await ask('orgnz/detail', {});
const figuresOf = async (yyyymm: string): Promise<MonthFigures> => {
  const [p, a] = await Promise.all([ask('orgnz/perform', { gubun: MEMBER.gubun, yyyymm }), ask('orgnz/activity', { yyyymm })]);
  return { yyyymm, perform: p.perform, activity: a.activityInfo, eduInfo: a.eduInfo, studitList: a.studitList };
};
const [CUR, PREV] = [await figuresOf(SEED_MONTH), await figuresOf(PREV_MONTH)];
const DATA: MemberData = { member: MEMBER, figures: CUR, memos: [], commission: { code: 'COMMISSION', name: '수수료 조회', url: COMMISSION_URL, sso: true } };
const INPUT: MemberDetailInput = { targetId: TARGET.akdcde, gubun: MEMBER.gubun, akdnam: MEMBER.akdnam, inline: false };
const OFFLINE = new NetworkError({ detail: 'offline' });

// ---- the spec's rules, written out here (spec 3 §2, §4) ----
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
const labelOf = (amount: number) => (amount > 3_000_000 ? '실활동' : amount > 0 ? '가동' : '미가동');
/** Below a master the next rank is 마스터 at 50M; the member detail reads above 25M as Lv4. */
const levelOf = (siljuck: number) => (siljuck >= 50_000_000 ? 5 : siljuck > 25_000_000 ? 4 : siljuck > 0 ? 2 : 1);
const birthOf = (d: string) => (d.length === 6 ? `${Number(d.slice(0, 2)) < 50 ? '20' : '19'}${d.slice(0, 2)}.${d.slice(2, 4)}.${d.slice(4, 6)}` : `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6, 8)}`);
const monthName = (m: string) => `${Number(m.slice(0, 4))}년 ${Number(m.slice(4, 6))}월`;

const EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadMember', output: DATA },
  { type: 'xstate.error.actor.loadMember', error: OFFLINE },
  { type: 'user.retry' },
  { type: 'user.prevMonth' },
  { type: 'user.nextMonth' },
  { type: 'xstate.done.actor.loadMonth', output: PREV },
  { type: 'xstate.done.actor.loadMonth', output: CUR },
  { type: 'xstate.error.actor.loadMonth', error: OFFLINE },
  { type: 'user.call' },
  { type: 'user.text' },
  { type: 'xstate.done.actor.handOver' },
  { type: 'xstate.error.actor.handOver', error: new BridgeUnavailable({ action: 'dial', platform: 'AND', reason: 'no-shell' }) },
  { type: 'user.openCommission' },
  { type: 'xstate.done.actor.openCommission' },
  { type: 'xstate.error.actor.openCommission', error: OFFLINE },
  { type: 'user.dismissMessage' },
];
const contextKey = (c: any) => [c.figures?.yyyymm ?? null, c.pendingMonth, c.message, c.error, c.contact];
/** Two months only (this one and the one before); a month's answer is the month asked for. */
const allow = (s: any, e: AnyEventObject) => {
  const c = s.context;
  if (e.type === 'user.prevMonth') return c.figures?.yyyymm === SEED_MONTH;
  if (e.type === 'xstate.done.actor.loadMonth') return e.output.yyyymm === c.pendingMonth;
  return true;
};
/** The shell takes a hand-over at once (or, without a shell, fails at once). */
const isAuto = (e: AnyEventObject) => /^xstate\.(done|error)\.actor\.handOver$/.test(e.type);
const paths = cachedPaths('member-detail', memberDetailMachine, { events: EVENTS, input: INPUT, contextKey, allow, inert: inertDetail, taken: new Set<string>() }, generateCoveringPaths).map(
  finishedBy(inertDetail, INPUT, (v: any) => (v?.shown?.contact === 'handingOver' ? 'handOver' : null)),
);
const taken = new Set<string>();
afterAll(async () => {
  writeCoverage(memberDetailMachine, taken);
  await h.close();
});

describe('member-detail machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(8));
  for (const path of paths) it(path.description, () => replayOnMachine(inertDetail, INPUT, path, taken, contextKey));
});

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const region = () => screen.getByRole('region', { name: msg.memberDetailLabel(MEMBER.akdnam) });
let end: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await end?.();
  end = null;
});

/** What the detail shows of the member and of the month shown (spec 3 §2). */
function expectShown(f: MonthFigures) {
  const r = region();
  expect(within(r).getByRole('heading', { level: 2 })).toHaveTextContent(`${MEMBER.akdnam} ${MEMBER.akdcde}`);
  expect(r).toHaveTextContent(`${MEMBER.gnrlName} · ${MEMBER.cntrName}`);
  expect(r).toHaveTextContent(birthOf(MEMBER.akdid1));
  expect(within(r).getByRole('img', { name: msg.memberPhoto(MEMBER.akdnam) })).toBeInTheDocument();
  const bar = within(r).getByRole('progressbar');
  expect(bar).toHaveAttribute('aria-valuenow', String(levelOf(MEMBER.siljuck)));
  expect(r).toHaveTextContent(MEMBER.need === 0 ? '마스터 승급 기준 실적을 달성했습니다' : `마스터까지 ${won(MEMBER.need)} 남았습니다`);
  expect(within(r).getByRole('heading', { name: monthName(f.yyyymm) })).toBeInTheDocument();
  const perform = within(r).getByRole('region', { name: msg.memberPerform(monthName(f.yyyymm)) });
  expect(perform).toHaveTextContent(`${won(f.perform)}${labelOf(f.perform)}`);
  const activity = within(r).getByRole('region', { name: msg.memberActivity(monthName(f.yyyymm)) });
  const a = f.activity;
  const value = (label: string) => within(activity).getAllByText(label, { selector: 'dt' })[0]!.nextElementSibling?.textContent;
  expect([value(msg.memberMeet), value(msg.memberSource), value(msg.memberBookCare), value(msg.memberVideo)]).toEqual([`${a.meetCnt}일`, `${a.custmCnt}건`, `${a.bkcareCnt}건`, `${a.vdClssCnt}건`]);
  expect([value(msg.memberConsultProduct), value(msg.memberConsultRecruit), value(msg.memberConsultTest)]).toEqual([`${a.planCnt}건`, `${a.schRcrtCnt}건`, `${a.schTestCnt}건`]);
  expect([value('KED-I'), value('KED-S'), value('AI ELT')]).toEqual([`${a.kedICnt}건`, `${a.kedSCnt}건`, `${a.aiEltCnt}건`]);
  const required = within(r).getByRole('region', { name: msg.memberRequired });
  expect(within(required).getAllByRole('listitem').map((li) => li.textContent)).toEqual(f.eduInfo.map((c) => `${c.lecNm}${c.cmplYn === 'Y' ? '이수' : '미이수'}`));
  const study = within(r).getByRole('region', { name: msg.memberStudy });
  if (f.studitList.length === 0) expect(study).toHaveTextContent(msg.studyEmpty);
  else expect(within(study).getAllByRole('listitem').map((li) => li.textContent)).toEqual(f.studitList.map((s) => `${s.cateNm}${s.lecNm}`));
  expect(within(r).getByRole('region', { name: msg.memberMemos })).toHaveTextContent(msg.orgMemoNote);
}

describe('the member detail on the rendered screen: a covering set of the paths', () => {
  for (const path of renderedPaths(paths, { machine: inertDetail, input: INPUT, selectors: detailSelectors }))
    it(path.description, async () => {
      const w = await memberWorld(h, { userid: VIEWER, held: ['orgnz/detail', 'orgnz/perform', 'orgnz/activity', 'getSsoToken'], device: 'device-0000-member' });
      const shell = w.shell as FakeShellControl;
      const { actor, takeShell, stop } = startInShell(w, provideMemberDetail(makeFlows(w.runtime), TARGET.akdcde, 'http://localhost'), INPUT);
      end = stop;
      render(<MemberDetailScreen actor={actor as any} name={MEMBER.akdnam} />);
      const steps = path.steps;
      let at = 0;
      const step = (e: AnyEventObject) => void (at = steps.findIndex((st, i) => i > at && st.event === e));
      const forward = async (name: string, check?: (form: URLSearchParams) => void) => {
        const req = await w.take(name);
        check?.(req.form);
        const got = await act(async () => w.server.forward(req));
        expect(got.body.rt).toBe('success');
      };
      const fail = async (name: string) => {
        const req = await w.take(name);
        act(() => req.fail());
      };
      /** A hand-over: the shell is taken away first when the path says it fails. */
      const handOver = async (name: string) => {
        if (steps[at + 1]?.event.type !== 'xstate.error.actor.handOver') return click(within(region()).getByRole('button', { name }));
        const back = takeShell();
        click(within(region()).getByRole('button', { name }));
        await waitFor(() => expect(detailSelectors.selectContacting(actor.getSnapshot() as any)).toBe(false));
        back();
      };
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        isAuto,
        drivers: {
          'xstate.done.actor.loadMember': async (e) => {
            step(e);
            await forward('orgnz/detail', (f) => expect(f.get('targetId')).toBe(TARGET.akdcde));
            await forward('orgnz/perform', (f) => expect([f.get('targetId'), f.get('yyyymm')]).toEqual([TARGET.akdcde, null]));
            await forward('orgnz/activity', (f) => expect(f.get('yyyymm')).toBeNull());
          },
          'xstate.error.actor.loadMember': async (e) => (step(e), fail('orgnz/detail')),
          'user.retry': (e) => (step(e), click(screen.getByRole('button', { name: msg.retry }))),
          'user.prevMonth': (e) => (step(e), click(screen.getByRole('button', { name: msg.memberPrevMonth }))),
          'user.nextMonth': (e) => (step(e), click(screen.getByRole('button', { name: msg.memberNextMonth }))),
          'xstate.done.actor.loadMonth': async (e) => {
            step(e);
            await forward('orgnz/perform', (f) => expect([f.get('gubun'), f.get('yyyymm')]).toEqual([MEMBER.gubun, e.output.yyyymm]));
            await forward('orgnz/activity', (f) => expect(f.get('yyyymm')).toBe(e.output.yyyymm));
          },
          'xstate.error.actor.loadMonth': async (e) => (step(e), fail('orgnz/perform')),
          'user.call': async (e) => (step(e), handOver(msg.memberCall(MEMBER.akdnam))),
          'user.text': async (e) => (step(e), handOver(msg.memberText(MEMBER.akdnam))),
          'user.openCommission': (e) => (step(e), click(screen.getByRole('button', { name: msg.memberCommission }))),
          'xstate.done.actor.openCommission': async (e) => (step(e), forward('getSsoToken')),
          'xstate.error.actor.openCommission': async (e) => (step(e), fail('getSsoToken')),
          'user.dismissMessage': (e) => (step(e), click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }))),
        },
        verify: (st, index) =>
          waitFor(() => {
            const c = st.state.context as any;
            const done = steps.slice(1, index + 1).map((x) => x.event.type);
            expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(st.state.value === 'loading');
            if (st.state.value === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(c.error);
            const dialogs = screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '');
            expect(dialogs).toEqual(c.message === null ? [] : [expect.stringContaining(c.message)]);
            // Each hand-over reached the shell with the member's number; each commission page opened with the token.
            const handed = shell.calls.filter((k) => k.action === 'dial' || k.action === 'sendSms').map((k) => k.action);
            expect(handed).toHaveLength(done.filter((t) => t === 'xstate.done.actor.handOver').length);
            const digits = MEMBER.hpno.replace(/\D/g, '');
            for (const k of shell.calls.filter((x) => x.action === 'dial' || x.action === 'sendSms')) expect(JSON.stringify(k.payload)).toContain(digits);
            const links = shell.calls.filter((k) => k.action === 'openExternalLink').map((k) => new URL(String(k.payload.url)));
            expect(links).toHaveLength(done.filter((t) => t === 'xstate.done.actor.openCommission').length);
            for (const u of links) {
              expect(`${u.origin}${u.pathname}`).toBe(COMMISSION_URL);
              expect(u.searchParams.get('token')).toMatch(/.+/);
            }
            if (typeof st.state.value !== 'object') return;
            expectShown(c.figures);
            const nav = detailSelectors.selectMonthNav(actor.getSnapshot() as any);
            expect(screen.getByRole('button', { name: msg.memberPrevMonth })).toHaveProperty('disabled', !nav.prev);
            expect(screen.getByRole('button', { name: msg.memberNextMonth })).toHaveProperty('disabled', c.figures.yyyymm === SEED_MONTH || nav.loading);
          }),
      });
    });
});

it('a district head opening someone of another district gets the server’s refusal, and nothing of them', async () => {
  const other = await staffRow(h, 'planner07');
  const refusal = await answerOf(h, 'district01', 'orgnz/detail', { targetId: other.akdcde });
  expect(refusal.rt).toBe('forbidden');
  const w = await memberWorld(h, { userid: 'district01', held: [], device: 'device-0000-member2' });
  const input = { ...INPUT, targetId: other.akdcde, gubun: other.orgnzPstn, akdnam: other.name };
  const { actor, stop } = startInShell(w, provideMemberDetail(makeFlows(w.runtime), other.akdcde, 'http://localhost'), input);
  end = stop;
  render(<MemberDetailScreen actor={actor as any} name={other.name} />);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(refusal.rtMsg!));
  expect(screen.getByRole('button', { name: msg.retry })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
});
