import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { currentEntryRoute, desktopNavFor, footerFor, isMenuGroup, sideMenuFor } from './menu';
import { ROUTES, routeLineage, type RouteDef } from '../app/routes';
import { POSITIONS } from '../shared/roles';

const names = (items: ReturnType<typeof sideMenuFor>) =>
  items.flatMap((i) => (isMenuGroup(i) ? i.entries.map((e) => `${i.id}/${e.id}`) : [i.id]));

// A table in which every screen of the spec exists, to check the role rules independently of what is built.
const ALL: RouteDef[] = [
  ...ROUTES,
  ...['my-cstmr-list', 'orgnz-list', 'eduplan-map', 'my-schedule-list', 'bsn-pln-list', 'report', 'my-edu-infor', 'survey-list',
    'edu-qr-atnd-list', 'notice-list', 'faq', 'notification-set', 'dashboard-set', 'my-cstmr-reg-set', 'tutorial', 'my-cstmr-reg'].map(
    (name) => ({ name, path: `/${name}`, auth: true, logging: true, pageName: name, header: null, footer: false }),
  ),
];

describe('side menu and footer (spec 1 §2, §6)', () => {
  it('조직현황보기 only for COG01 and COG02', () => {
    for (const p of POSITIONS) {
      const hasOrg = names(sideMenuFor(p, ALL)).includes('orgStatus');
      expect(hasOrg, p).toBe(p === 'COG01' || p === 'COG02');
    }
  });

  it('with every screen built, the menu has every spec entry in order', () => {
    expect(names(sideMenuFor('COG01', ALL))).toEqual([
      'myCustomers', 'orgStatus', 'eduPlanMap', 'mySchedule',
      'myPage/salesPlan', 'myPage/report', 'myPage/myActivity', 'myPage/surveys', 'myPage/eduAttendance',
      'notices', 'faq', 'settings/notificationSet', 'settings/dashboardSet', 'settings/custRegSet', 'settings/tutorial', 'qrAuth', 'logout',
    ]);
    expect(footerFor('COG03', ALL).map((e) => e.label)).toEqual(['홈', '나의 고객', '고객등록', '에듀플랜맵', '나의 활동']);
  });

  it('today only built screens show: no entry leads to a missing screen', () => {
    for (const p of POSITIONS) {
      const org = p === 'COG01' || p === 'COG02' ? ['orgStatus'] : [];
      expect(names(sideMenuFor(p))).toEqual([
        'myCustomers', ...org, 'eduPlanMap', 'mySchedule', 'myPage/salesPlan', 'myPage/report', 'myPage/myActivity', 'myPage/surveys', 'myPage/eduAttendance', 'notices', 'faq', 'settings/notificationSet', 'settings/dashboardSet', 'settings/custRegSet', 'settings/tutorial', 'qrAuth', 'logout',
      ]);
      // 나의 고객, 고객등록, 에듀플랜맵 and 나의 활동 appear by themselves once their screens are in the route table (spec 1 §2 footer).
      expect(footerFor(p).map((e) => e.id)).toEqual(['home', 'myCustomers', 'custReg', 'eduPlanMap', 'myActivity']);
    }
  });

  it('the desktop navigation is home and then the side menu, for every position', () => {
    for (const p of POSITIONS) {
      expect(names(desktopNavFor(p, ALL))).toEqual(['home', ...names(sideMenuFor(p, ALL))]);
      expect(names(desktopNavFor(p))).toEqual(['home', ...names(sideMenuFor(p))]);
    }
  });
});

describe('the entry marked as the current page', () => {
  const nav = desktopNavFor('COG01');
  const footer = footerFor('COG01');
  const side = sideMenuFor('COG01');

  it.each([
    ['main', 'main', 'main', null],
    ['my-cstmr-list', 'my-cstmr-list', 'my-cstmr-list', 'my-cstmr-list'],
    // The customer list's sub-pages mark 나의 고객 (their parent chain leads to the list).
    ['my-cstmr-detail-search', 'my-cstmr-list', 'my-cstmr-list', 'my-cstmr-list'],
    ['my-cstmr-prod-search', 'my-cstmr-list', 'my-cstmr-list', 'my-cstmr-list'],
    ['my-cstmr-sms-send', 'my-cstmr-list', 'my-cstmr-list', 'my-cstmr-list'],
    ['notice-list', 'notice-list', null, 'notice-list'],
    ['notice-detail', 'notice-list', null, 'notice-list'],
    // Nothing above these is an entry: nothing is marked (home is not above every screen).
    ['edu-kakao-sync', null, null, null],
    ['notification', null, null, null],
  ])('on %s: desktop %s, footer %s, side menu %s', (route, inNav, inFooter, inSide) => {
    expect(currentEntryRoute(nav, route)).toBe(inNav);
    expect(currentEntryRoute(footer, route)).toBe(inFooter);
    expect(currentEntryRoute(side, route)).toBe(inSide);
  });

  it('marks nothing without a screen', () => expect(currentEntryRoute(nav, undefined)).toBeNull());

  it('property: the mark is the nearest entry along the screen’s section, for every screen, position and list', () => {
    const entryRoutes = (items: ReturnType<typeof sideMenuFor>) =>
      items.flatMap((i) => (isMenuGroup(i) ? i.entries : [i])).flatMap((e) => ('route' in e.target ? [e.target.route] : []));
    fc.assert(
      fc.property(fc.constantFrom(...ALL), fc.constantFrom(...POSITIONS), fc.constantFrom(desktopNavFor, sideMenuFor, footerFor), (r, p, listFor) => {
        const items = listFor(p, ALL);
        const marked = currentEntryRoute(items, r.name, ALL);
        const line = routeLineage(r.name, ALL);
        const entries = entryRoutes(items);
        if (entries.includes(r.name)) expect(marked).toBe(r.name);
        if (marked === null) expect(line.filter((x) => entries.includes(x))).toEqual([]);
        else {
          expect(line).toContain(marked);
          expect(entries).toContain(marked);
          expect(line.slice(0, line.indexOf(marked)).filter((x) => entries.includes(x))).toEqual([]);
        }
      }),
    );
  });
});
