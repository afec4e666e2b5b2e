// Model-based tests of the dashboard: covering paths from the machine, replayed on the machine and on
// the rendered home screen with the real actors and child machines, the real API client answering
// through a request gate and a fake Android shell recording what it is asked to open. New figures
// arrive the way a user brings them: a schedule completed on the card, then the progress reload.
// The rendered view replays a covering set of the paths (tests/support/covering-set.ts); all run on the machine.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { dashboardMachine } from '../../../machines/dashboard/dashboard.machine';
import * as dashboardSelectors from '../../../machines/dashboard/dashboard.selectors';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { medalsToShow } from '../../../src/domain/dashboard/goals';
import { orgListHref } from '../../../src/domain/organisation/pages';
import type { OrgOption } from '../../../src/domain/organisation/rules';
import { renderedPaths } from '../../support/covering-set';
import { eventually } from '../../support/eventually';
import { expectGoalBars, expectMedalDialog, medalDialog, toggleFirstSchedule } from '../../support/home-checks';
import { openHome, type Home } from '../../support/home-screen';
import { success, type HeldRequest } from '../../support/http-gate';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { BASE, CHOICES, DATA, INPUT, LOAD_ANSWERS, MONTH, NOW, SESSION, SITE_ROWS, TEAM_FIGURES } from './dashboard.fixtures';

const TEAM = CHOICES[1]!.akdcde;
const REFUSED = '조회 권한이 없는 조직입니다.';
/** A completed schedule takes 소스등록 from 4 to 10 of 20: 50%, a bronze medal. */
const NEW_PROGRESS = { ...DATA.base.progressInfo, custmCnt: 10 };
const ACTORS = ['loadDashboard', 'loadFigures', 'openSite', 'attendance', 'medal', 'scheduleToggle'];

const EVENTS: AnyEventObject[] = [
  { type: 'xstate.done.actor.loadDashboard', output: DATA },
  { type: 'xstate.error.actor.loadDashboard', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
  { type: 'xstate.error.actor.loadDashboard', error: new NetworkError({ detail: 'offline' }) },
  { type: 'user.retry' },
  { type: 'user.openOrgSheet' },
  { type: 'user.closeOrgSheet' },
  { type: 'user.selectOrg', akdcde: TEAM },
  { type: 'user.selectOrg', akdcde: 'whole' },
  { type: 'xstate.done.actor.loadFigures', output: TEAM_FIGURES },
  { type: 'xstate.error.actor.loadFigures', error: new ServerError({ rt: 'forbidden', rtMsg: REFUSED }) },
  { type: 'user.openMeetSheet' },
  { type: 'user.closeMeetSheet' },
  { type: 'user.openSite', code: 'ORDER' },
  { type: 'xstate.done.actor.openSite' },
  { type: 'xstate.error.actor.openSite', error: new NetworkError({ detail: 'offline' }) },
  { type: 'user.dismissAlert' },
  { type: 'progress.updated', progress: NEW_PROGRESS },
];
const contextKey = (c: any) => [c.data?.scope ?? null, c.alert, c.switchingTo, c.error, c.data?.base.progressInfo.custmCnt ?? null];
const inert = dashboardMachine.provide({ actors: inertActors(ACTORS) as any });
const taken = new Set<string>();
const paths = cachedPaths('dashboard', dashboardMachine, { events: EVENTS, input: INPUT, contextKey, inert, taken: new Set() }, generateCoveringPaths);
afterAll(() => writeCoverage(dashboardMachine, taken));

describe('dashboard machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(5));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

let home: Home | null = null;
beforeEach(() => localStorage.clear());
afterEach(async () => {
  await home?.close();
  home = null;
});

async function start(now: Date = NOW) {
  home = await openHome({ session: SESSION, now });
  return home;
}

describe('dashboard screen: a covering set of the paths on the rendered view', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: dashboardSelectors }))
    it(path.description, async () => {
      const h = await start();
      const shell = h.shell!;
      const answerLoad = async (e: AnyEventObject) => {
        if (e.type.startsWith('xstate.done')) return h.answerLoad(LOAD_ANSWERS);
        const req = await h.take('dashboard');
        act(() => (e.error._tag === 'ServerError' ? req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }) : req.fail()));
      };
      const answerFigures = async (e: AnyEventObject) => {
        if (e.type.startsWith('xstate.error')) {
          // One refusal fails the switch; the other calls are abandoned.
          const req = await h.take('siljuck');
          expect(req.form.get('targetId')).toBe(TEAM);
          act(() => req.respond(403, { rt: 'forbidden', rtMsg: REFUSED }));
          return;
        }
        for (const [name, body] of [['organization', TEAM_FIGURES.org], ['siljuck', TEAM_FIGURES.performance], ['activity', TEAM_FIGURES.activity]] as const) {
          const req = await h.take(name);
          expect(req.form.get('targetId')).toBe(TEAM);
          act(() => req.respond(200, success(body)));
        }
      };
      const answerSso = async (e: AnyEventObject) => {
        const req = await h.take('getSsoToken');
        act(() => (e.type.startsWith('xstate.done') ? req.respond(200, success({ token: 'tok-1', userIdEnc: 'enc-1' })) : req.fail()));
        if (e.type.startsWith('xstate.done')) await eventually(() => expect(shell.calls.map((c) => c.action)).toContain('openExternalLink'));
      };
      const sheet = (name: string) => screen.getByRole('dialog', { name });
      /** The dashboard's own alert, not a medal announcement. */
      const alert = () => screen.getAllByRole('alertdialog').find((d) => d !== medalDialog())!;
      await replayOnImplementation(path, {
        actor: () => h.actor,
        settle: (check) => eventually(check),
        drivers: {
          'xstate.done.actor.loadDashboard': answerLoad,
          'xstate.error.actor.loadDashboard': answerLoad,
          'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: '다시 시도' })),
          'user.openOrgSheet': () => void fireEvent.click(screen.getByRole('button', { name: /조직/ })),
          'user.closeOrgSheet': () => void fireEvent.click(within(sheet('조직 선택')).getByRole('button', { name: '닫기' })),
          'user.selectOrg': (e) => void fireEvent.click(within(sheet('조직 선택')).getByRole('button', { name: e.akdcde === 'whole' ? '전체 지국' : /한지민 팀/ })),
          'xstate.done.actor.loadFigures': answerFigures,
          'xstate.error.actor.loadFigures': answerFigures,
          'user.openMeetSheet': () => void fireEvent.click(screen.getByRole('button', { name: /^\d+개$/ })),
          'user.closeMeetSheet': () => void fireEvent.click(within(sheet('오늘 조회 조직')).getByRole('button', { name: '닫기' })),
          'user.openSite': () => void fireEvent.click(screen.getByRole('button', { name: '주문하기' })),
          'xstate.done.actor.openSite': answerSso,
          'xstate.error.actor.openSite': answerSso,
          'user.dismissAlert': () => void fireEvent.click(within(alert()).getByRole('button', { name: '확인' })),
          'progress.updated': (e) => toggleFirstSchedule(h, e.progress),
        },
        verify: (step) =>
          eventually(() => {
            const s = step.state as { value: any; context: any };
            const c = s.context;
            expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s.value === 'loading');
            if (s.value === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(c.error);
            if (typeof s.value !== 'object') return;
            const cards = Array.from(document.querySelectorAll('[data-card]')).map((n) => n.getAttribute('data-card'));
            expect(cards).toEqual(['HCD01', 'HCD02', 'HCD03', 'HCD04', 'HCD05', 'HCD06']);
            const org = c.data.org;
            expect(screen.getByRole('region', { name: '월간 조직 현황' })).toHaveTextContent(`총 인원${org.totcnt}명`);
            // Its member figures lead to the organisation list, each with its option, while it shows the
            // district head's own organisation (the list has no other; spec 3 §2).
            const links = within(screen.getByRole('region', { name: '월간 조직 현황' })).queryAllByRole('link');
            const own = c.data.scope.targetId === INPUT.akdcde;
            expect(links.map((a) => a.getAttribute('href'))).toEqual(own ? [undefined, 'meetY', 'recruit', 'sil', 'sil1', 'sil2'].map((o) => orgListHref(o as OrgOption)) : []);
            if (own) expect(links[0]).toHaveAccessibleName(`총 인원 ${org.totcnt}명 조직원 보기`);
            expect(screen.getByRole('region', { name: '월간 실적 및 활동 현황' })).toHaveTextContent(`실적${c.data.performance.totamt.toLocaleString('ko-KR')}원`);
            const label = c.data.scope.targetId === TEAM ? '한지민 팀' : c.data.scope.type === 'all' ? '전체 지국' : '정하늘';
            expect(screen.getByRole('button', { name: new RegExp(`조직 ${label}`) })).toBeInTheDocument();
            expect(screen.queryByRole('dialog', { name: '조직 선택' }) !== null).toBe(s.value.ready.orgSheet === 'open');
            expect(screen.queryByRole('dialog', { name: '오늘 조회 조직' }) !== null).toBe(s.value.ready.meetSheet === 'open');
            if (c.alert) expect(alert()).toHaveTextContent(c.alert);
            expect(screen.getByRole('button', { name: '주문하기' })).toHaveProperty('disabled', s.value.ready.site === 'opening');
            // The goal cards follow the dashboard's figures, and a medal they newly earn is announced.
            expectGoalBars(c.data.base.progressInfo);
            expectMedalDialog(medalsToShow(c.data.base.progressInfo, [], MONTH)[0] ?? null);
          }),
      });
    });
});

const EVENT_ROW = { siteCd: 'EVENT', url: 'https://event.example.kr/2022-spring', ssoYn: 'N' } as const;
const withSites = (list: readonly unknown[]) => ({ ...LOAD_ANSWERS, 'site/list': { list } });
const shortcutButtons = () => within(screen.getByRole('region', { name: '바로가기' })).getAllByRole('button').map((b) => b.textContent);
const shownCards = () => Array.from(document.querySelectorAll('[data-card]')).map((n) => n.getAttribute('data-card'));

describe('the event link', () => {
  it('shows only between 2022-03-03 10:00 and 2022-05-31 17:00 and opens the configured event page through the shell', async () => {
    const h = await start(new Date('2022-04-01T09:00:00+09:00'));
    await h.answerLoad(withSites([...SITE_ROWS, EVENT_ROW]));
    const link = await eventually(() => screen.getByRole('button', { name: '봄맞이 이벤트' }));
    // The shell is told at once; the home screen's own reaction comes on the next ticks: flushed in act.
    await act(async () => void fireEvent.click(link));
    await eventually(() => expect(h.shell!.calls.find((c) => c.action === 'openExternalLink')?.payload).toEqual({ url: EVENT_ROW.url }));
    // A site without single sign-on asks for no token.
    expect(h.gate.all.some((r: HeldRequest) => r.path.endsWith('/getSsoToken'))).toBe(false);
  });
  it('is absent outside the window', async () => {
    const h = await start(new Date('2022-05-31T17:00:01+09:00'));
    await h.answerLoad(withSites([...SITE_ROWS, EVENT_ROW]));
    await eventually(() => screen.getByRole('region', { name: '바로가기' }));
    expect(screen.queryByRole('button', { name: '봄맞이 이벤트' })).toBeNull();
  });
  it('is absent inside the window when no event page is configured', async () => {
    const h = await start(new Date('2022-04-01T09:00:00+09:00'));
    await h.answerLoad(LOAD_ANSWERS);
    await eventually(() => screen.getByRole('region', { name: '바로가기' }));
    expect(screen.queryByRole('button', { name: '봄맞이 이벤트' })).toBeNull();
  });
});

describe('the shortcuts card (HCD06)', () => {
  it('shows exactly the configured shortcut sites, in the app’s order', async () => {
    const h = await start();
    // CARD and EVENT are configured too, but their buttons live elsewhere.
    await h.answerLoad(withSites([{ siteCd: 'EDU', url: 'https://edu.example.kr/', ssoYn: 'N' }, EVENT_ROW, { siteCd: 'CARD', url: 'https://cards.example.kr/', ssoYn: 'Y' }, { siteCd: 'ORDER', url: 'https://order.example.kr/', ssoYn: 'Y' }]));
    await eventually(() => expect(shortcutButtons()).toEqual(['주문하기', '교육센터']));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '교육센터' })));
    await eventually(() => expect(h.shell!.calls.filter((c) => c.action === 'openExternalLink').map((c) => c.payload.url)).toEqual(['https://edu.example.kr/']));
  });

  it('disappears when no shortcut site is configured', async () => {
    const h = await start();
    await h.answerLoad(withSites([{ siteCd: 'CARD', url: 'https://cards.example.kr/', ssoYn: 'Y' }]));
    await eventually(() => expect(shownCards()).toEqual(['HCD01', 'HCD02', 'HCD03', 'HCD04', 'HCD05']));
    expect(screen.queryByRole('region', { name: '바로가기' })).toBeNull();
    expect(document.querySelector('.home-cards')?.getAttribute('data-card-count')).toBe('5');
  });

  it('without the card and outside the event window, the sites are not asked for', async () => {
    const h = await start();
    const cards = BASE.cardList.filter((c) => c.cardCd !== 'HCD06');
    const { 'site/list': _unused, ...rest } = LOAD_ANSWERS;
    await h.answerLoad({ ...rest, dashboard: { ...BASE, cardList: cards } });
    await eventually(() => expect(shownCards()).toEqual(['HCD01', 'HCD02', 'HCD03', 'HCD04', 'HCD05']));
    expect(h.gate.all.some((r: HeldRequest) => r.path.endsWith('/site/list'))).toBe(false);
  });
});
