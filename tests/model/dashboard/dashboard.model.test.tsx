// Model-based tests of the dashboard: covering paths from the machine, replayed on the machine and on
// the rendered home screen of district01 (a district head: every card, the organisation switch and today's
// meeting organisations) against the real server in-process, with the real actors and child machines and
// a fake Android shell recording what it is asked to open. The base call, the figures' calls and the
// single-sign-on token are held: a done step forwards them to the server, an error step fails them; the
// screen is checked against the server's answers. The outside sites are the operator's (configured through
// the admin operations). The goal figures are reloaded the way a user brings new ones: a schedule completed
// on the card (saved on the server), then the progress reload, whose answer the bars show. The medals the load's figures earn were closed before (the medal machine has
// its own model test). The rendered view replays a covering set of the paths
// (tests/support/covering-set.ts); all run on the machine.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { dashboardMachine } from '../../../machines/dashboard/dashboard.machine';
import * as dashboardSelectors from '../../../machines/dashboard/dashboard.selectors';
import { dashboardCards } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { operate } from '../../../server/test-support/operations';
import { dashboardInput } from '../../../src/app/dashboard/dashboard-flow';
import type { OrgChoice, Progress } from '../../../src/domain/dashboard/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { medalsToShow } from '../../../src/domain/dashboard/goals';
import { orgListHref } from '../../../src/domain/organisation/pages';
import type { OrgOption } from '../../../src/domain/organisation/rules';
import { SITE_CODES, siteLinks } from '../../../src/domain/outside-sites/outside-sites';
import { renderedPaths } from '../../support/covering-set';
import { eventually } from '../../support/eventually';
import { expectGoalBars, expectMedalDialog, medalDialog, storeMedals, toggleFirstSchedule } from '../../support/home-checks';
import { homeSession, openHome, type Home } from '../../support/home-screen';
import type { HeldRequest } from '../../support/http-gate';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { dataOf } from '../schedule/schedule-world';
import { DATA as FIXTURE_DATA, SEED_MONTH as MONTH, TEAM_FIGURES } from './dashboard.fixtures';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const USER = 'district01';
const SESSION = await homeSession(h, USER);
const INPUT = dashboardInput(SESSION);
const CHOICES: OrgChoice[] = (await dataOf(h, USER, 'orglist', {})).list;
const ME = CHOICES.find((c) => c.isMe === 'Y')!;
const TEAM_CHOICE = CHOICES.find((c) => c.isMe === 'N')!;
const TEAM = TEAM_CHOICE.akdcde;
const LOADED: Progress = (await dataOf(h, USER, 'dashboard/progress', {})).progress;

/** The outside sites the operator configured for this file (each test that changes them puts these back). */
const SITES: Record<string, string> = { ORDER: 'https://order.example.kr/order/pick', COMMISSION: 'https://order.example.kr/commission', EDU: 'https://edu.example.kr/' };
async function configureSites(sites: Record<string, string>) {
  for (const code of SITE_CODES) await operate(h, 'site/clear', { code });
  for (const [code, url] of Object.entries(sites)) await operate(h, 'site/set', { code, url });
}
await configureSites(SITES);
/** What the bare machine holds once loaded: the fixture's figures, the server's choices, scope and sites. */
const DATA = { ...FIXTURE_DATA, orgChoices: CHOICES, scope: { type: 'self' as const, targetId: SESSION.akdcde }, sites: siteLinks((await dataOf(h, USER, 'site/list', {})).list) };

it('district01 may switch to a team, and its sites are the operator’s', () => {
  expect([CHOICES.length, ME.akdcde]).toEqual([2, SESSION.akdcde]);
  expect(DATA.sites.map((l) => l.code)).toEqual(['ORDER', 'COMMISSION', 'EDU']);
});

const REFUSED = '조회 권한이 없는 조직입니다.';
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
  { type: 'progress.updated', progress: LOADED },
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
beforeEach(() => {
  localStorage.clear();
  // The medals the seeded figures earn were closed earlier this month.
  storeMedals(USER, medalsToShow(LOADED, [], MONTH).map((m) => ({ name: m.name, type: m.type, yyyymm: MONTH })));
});
afterEach(async () => {
  await home?.close();
  home = null;
});

async function start(o: { now?: Date; hold?: readonly string[] } = {}) {
  home = await openHome(h, { userid: USER, ...o });
  return home;
}

describe('dashboard screen: a covering set of the paths on the rendered view', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: dashboardSelectors }))
    it(path.description, async () => {
      const w = await start({ hold: ['dashboard', 'organization', 'siljuck', 'activity', 'getSsoToken'] });
      const shell = w.shell!;
      /** What the cards show: the server's last answers. */
      const shown: { org?: any; performance?: any; progress?: Progress } = {};
      const FIGURE_CALLS = [['organization', 'org'], ['siljuck', 'performance'], ['activity', 'activity']] as const;
      const answerLoad = async (e: AnyEventObject) => {
        const base = await w.answer('dashboard', e);
        if (!base) return;
        shown.progress = base.progressInfo;
        for (const [name, key] of FIGURE_CALLS) (shown as any)[key] = await w.answer(name, e);
      };
      let aimed: string | null = null;
      const answerFigures = async (e: AnyEventObject) => {
        const target = aimed === 'whole' ? null : aimed;
        if (e.type.startsWith('xstate.error')) {
          // One refusal fails the switch; the other calls are abandoned.
          const req = await w.take('siljuck');
          if (target) expect(req.form.get('targetId')).toBe(target);
          act(() => req.respond(403, { rt: 'forbidden', rtMsg: REFUSED }));
          return;
        }
        for (const [name, key] of FIGURE_CALLS) {
          const req = await w.take(name);
          if (target) expect(req.form.get('targetId')).toBe(target);
          (shown as any)[key] = await w.reply(req, e);
        }
      };
      const answerSso = async (e: AnyEventObject) => {
        const sso = await w.answer('getSsoToken', e);
        if (!sso) return;
        // The ordering site with the user and the token the server issued (single sign-on).
        const opened = await eventually(() => {
          const call = shell.calls.find((c) => c.action === 'openExternalLink');
          expect(call).toBeDefined();
          return new URL(String(call!.payload.url));
        });
        expect(`${opened.origin}${opened.pathname}`).toBe(SITES.ORDER);
        expect([opened.searchParams.get('userId'), opened.searchParams.get('token')]).toEqual([sso.userIdEnc, sso.token]);
        shell.clearCalls();
      };
      const sheet = (name: string) => screen.getByRole('dialog', { name });
      /** The dashboard's own alert, not a medal announcement. */
      const alert = () => screen.getAllByRole('alertdialog').find((d) => d !== medalDialog())!;
      await replayOnImplementation(path, {
        actor: () => w.actor,
        settle: (check) => eventually(check),
        drivers: {
          'xstate.done.actor.loadDashboard': answerLoad,
          'xstate.error.actor.loadDashboard': answerLoad,
          'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: '다시 시도' })),
          'user.openOrgSheet': () => void fireEvent.click(screen.getByRole('button', { name: /조직/ })),
          'user.closeOrgSheet': () => void fireEvent.click(within(sheet('조직 선택')).getByRole('button', { name: '닫기' })),
          'user.selectOrg': (e) => {
            aimed = e.akdcde;
            fireEvent.click(within(sheet('조직 선택')).getByRole('button', { name: e.akdcde === 'whole' ? '전체 지국' : new RegExp(TEAM_CHOICE.akdnam) }));
          },
          'xstate.done.actor.loadFigures': answerFigures,
          'xstate.error.actor.loadFigures': answerFigures,
          'user.openMeetSheet': () => void fireEvent.click(screen.getByRole('button', { name: /^\d+개$/ })),
          'user.closeMeetSheet': () => void fireEvent.click(within(sheet('오늘 조회 조직')).getByRole('button', { name: '닫기' })),
          'user.openSite': () => void fireEvent.click(screen.getByRole('button', { name: '주문하기' })),
          'xstate.done.actor.openSite': answerSso,
          'xstate.error.actor.openSite': answerSso,
          'user.dismissAlert': () => void fireEvent.click(within(alert()).getByRole('button', { name: '확인' })),
          'progress.updated': async () => void (shown.progress = await toggleFirstSchedule(w)),
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
            const org = shown.org;
            expect(screen.getByRole('region', { name: '월간 조직 현황' })).toHaveTextContent(`총 인원${org.totcnt}명`);
            // Its member figures lead to the organisation list, each with its option, while it shows the
            // district head's own organisation (the list has no other; spec 3 §2).
            const links = within(screen.getByRole('region', { name: '월간 조직 현황' })).queryAllByRole('link');
            const own = c.data.scope.targetId === INPUT.akdcde;
            expect(links.map((a) => a.getAttribute('href'))).toEqual(own ? [undefined, 'meetY', 'recruit', 'sil', 'sil1', 'sil2'].map((o) => orgListHref(o as OrgOption)) : []);
            if (own) expect(links[0]).toHaveAccessibleName(`총 인원 ${org.totcnt}명 조직원 보기`);
            expect(screen.getByRole('region', { name: '월간 실적 및 활동 현황' })).toHaveTextContent(`실적${shown.performance.totamt.toLocaleString('ko-KR')}원`);
            const label = c.data.scope.targetId === TEAM ? TEAM_CHOICE.akdnam : c.data.scope.type === 'all' ? '전체 지국' : ME.akdnam;
            expect(screen.getByRole('button', { name: new RegExp(`조직 ${label}`) })).toBeInTheDocument();
            expect(screen.queryByRole('dialog', { name: '조직 선택' }) !== null).toBe(s.value.ready.orgSheet === 'open');
            expect(screen.queryByRole('dialog', { name: '오늘 조회 조직' }) !== null).toBe(s.value.ready.meetSheet === 'open');
            if (c.alert) expect(alert()).toHaveTextContent(c.alert);
            expect(screen.getByRole('button', { name: '주문하기' })).toHaveProperty('disabled', s.value.ready.site === 'opening');
            // The goal cards follow the server's figures; the medals they earn were closed before.
            expectGoalBars(shown.progress!);
            expectMedalDialog(null);
          }),
      });
    });
});

const EVENT_URL = 'https://event.example.kr/2022-spring';
const shortcutButtons = () => within(screen.getByRole('region', { name: '바로가기' })).getAllByRole('button').map((b) => b.textContent);
const shownCards = () => Array.from(document.querySelectorAll('[data-card]')).map((n) => n.getAttribute('data-card'));

describe('the event link', () => {
  beforeEach(() => configureSites({ ...SITES, EVENT: EVENT_URL }));
  afterEach(() => configureSites(SITES));
  it('shows only between 2022-03-03 10:00 and 2022-05-31 17:00 and opens the configured event page through the shell', async () => {
    const w = await start({ now: new Date('2022-04-01T09:00:00+09:00'), hold: ['getSsoToken'] });
    const link = await eventually(() => screen.getByRole('button', { name: '봄맞이 이벤트' }));
    // The shell is told at once; the home screen's own reaction comes on the next ticks: flushed in act.
    await act(async () => void fireEvent.click(link));
    await eventually(() => expect(w.shell!.calls.find((c) => c.action === 'openExternalLink')?.payload).toEqual({ url: EVENT_URL }));
    // A site without single sign-on asks for no token.
    expect(w.gate.all.some((r: HeldRequest) => r.path.endsWith('/getSsoToken'))).toBe(false);
  });
  it('is absent outside the window', async () => {
    await start({ now: new Date('2022-05-31T17:00:01+09:00') });
    await eventually(() => screen.getByRole('region', { name: '바로가기' }));
    expect(screen.queryByRole('button', { name: '봄맞이 이벤트' })).toBeNull();
  });
  it('is absent inside the window when no event page is configured', async () => {
    await configureSites(SITES);
    await start({ now: new Date('2022-04-01T09:00:00+09:00') });
    await eventually(() => screen.getByRole('region', { name: '바로가기' }));
    expect(screen.queryByRole('button', { name: '봄맞이 이벤트' })).toBeNull();
  });
});

describe('the shortcuts card (HCD06)', () => {
  afterEach(() => configureSites(SITES));
  it('shows exactly the configured shortcut sites, in the app’s order', async () => {
    // CARD and EVENT are configured too, but their buttons live elsewhere.
    await configureSites({ EDU: 'https://edu.example.kr/', EVENT: EVENT_URL, CARD: 'https://cards.example.kr/', ORDER: 'https://order.example.kr/' });
    const w = await start();
    await eventually(() => expect(shortcutButtons()).toEqual(['주문하기', '교육센터']));
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: '교육센터' })));
    await eventually(() => expect(w.shell!.calls.filter((c) => c.action === 'openExternalLink').map((c) => c.payload.url)).toEqual(['https://edu.example.kr/']));
  });

  it('disappears when no shortcut site is configured', async () => {
    await configureSites({ CARD: 'https://cards.example.kr/' });
    await start();
    await eventually(() => expect(shownCards()).toEqual(['HCD01', 'HCD02', 'HCD03', 'HCD04', 'HCD05']));
    expect(screen.queryByRole('region', { name: '바로가기' })).toBeNull();
    expect(document.querySelector('.home-cards')?.getAttribute('data-card-count')).toBe('5');
  });

  it('without the card and outside the event window, a failed site list (asked with the home’s first call) changes nothing', async () => {
    // The user hides the shortcuts card in the settings (put back afterwards: district01 had no card rows).
    const shown = ['HCD01', 'HCD02', 'HCD03', 'HCD04', 'HCD05'].map((cardCd, i) => ({ cardCd, expoSqnc: i + 1 }));
    const saved = await h.call('set/saveDashboardSetUserInfo', { enableJsonString: JSON.stringify(shown), disableJsonString: JSON.stringify([{ cardCd: 'HCD06', expoSqnc: 6 }]) }, { token: await h.as(USER) });
    expect(saved.body.rt).toBe('success');
    try {
      const w = await start({ hold: ['site/list'] });
      // The card calls go out beside the base call, before its answer says which cards show.
      const sites = await w.take('site/list');
      act(() => sites.fail());
      await eventually(() => expect(shownCards()).toEqual(['HCD01', 'HCD02', 'HCD03', 'HCD04', 'HCD05']));
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    } finally {
      await h.db.delete(dashboardCards).where(eq(dashboardCards.userid, USER));
    }
  });
});
