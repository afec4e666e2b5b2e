import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUTES, idParam, matchPath, pathWithoutOptional, resolveRoute, routeByName, routeLineage, upPath, type RouteDef } from './routes';

describe('route table and matching', () => {
  it.each([
    ['/popup/:sqno', '/popup/12', { sqno: '12' }],
    ['/popup/:sqno', '/popup', null],
    ['/mySchedule/myScheduleReg/:sqno?', '/mySchedule/myScheduleReg', {}],
    ['/mySchedule/myScheduleReg/:sqno?', '/mySchedule/myScheduleReg/7', { sqno: '7' }],
    ['/main', '/main/extra', null],
    ['/dashboard/profile/:userId', '/dashboard/profile/planner%2001', { userId: 'planner 01' }],
  ])('%s vs %s', (pattern, path, params) => {
    expect(matchPath(pattern, path)).toEqual(params);
  });

  it('resolves known routes, tolerating a trailing slash, and nothing else', () => {
    expect(resolveRoute({ path: '/main/', search: '' })?.route.name).toBe('main');
    expect(resolveRoute({ path: '/workNotice', search: 'x=1' })?.route.name).toBe('work-notice');
    expect(resolveRoute({ path: '/nope', search: '' })).toBeNull();
    expect(resolveRoute({ path: '/', search: '' })).toBeNull();
  });

  it('auth meta: the tutorial, login, error, unsupported, maintenance and download pages and the consent information need no login; the others do', () => {
    const names = (rs: readonly RouteDef[]) => rs.map((r) => r.name).sort();
    expect(names(ROUTES.filter((r) => !r.auth))).toEqual(['cstmr-reg-by-cstmr', 'cstmr-reg-by-cstmr-complete', 'cstmr-reg-by-cstmr-expired', 'cstmr-reg-by-cstmr-result', 'download', 'error', 'login', 'my-cstmr-reg-result', 'my-cstmr-view-agree-info', 'tutorial', 'unsupported', 'work-notice']);
    expect(names(ROUTES.filter((r) => r.auth))).toEqual(
      ['main', 'business-card', 'notice-list', 'notice-detail', 'notification', 'qr', 'edu-qr-atnd-list', 'edu-kakao-sync', 'notification-set', 'dashboard-set', 'my-cstmr-reg-set', 'popup',
        'my-cstmr-list', 'my-cstmr-detail-search', 'my-cstmr-prod-search', 'my-cstmr-sms-send', 'my-cstmr-view', 'my-cstmr-view-memo', 'my-cstmr-view-modify-memo', 'my-cstmr-view-family-info', 'my-cstmr-view-add-children', 'my-cstmr-view-modify-children', 'my-cstmr-view-interest-info', 'my-cstmr-view-buy-info', 'my-cstmr-view-recruit-info', 'my-cstmr-integration', 'common-popup-post-search', 'my-cstmr-reg',
        'common-popup-cust-search', 'my-schedule-list', 'hd-schedule', 'my-schedule-reg', 'my-schedule-view', 'my-schedule-org-list', 'user-schedule-list',
        'orgnz-list', 'orgnz-detailed-search', 'orgnz-view', 'orgnz-profile', 'orgnz-memo', 'report', 'daily-report', 'my-edu-infor', 'faq',
        'bsn-pln-list', 'head-bsn-pln-list', 'bsn-pln-reg', 'bsn-pln-detail', 'bsn-pln-member-detail', 'survey-list', 'survey-view',
        'eduplan-map', 'eduplan-org-list', 'eduplan-my-plan', 'eduplan-plan-reg', 'eduplan-cart', 'eduplan-promotion', 'outbox'].sort(),
    );
    expect(ROUTES.filter((r) => 'anyDevice' in r && r.anyDevice).map((r) => r.path).sort()).toEqual(['/download', '/error', '/myCstmr/myCstmrReg/cstmrRegByCstmr', '/myCstmr/myCstmrReg/cstmrRegByCstmrComplete', '/myCstmr/myCstmrReg/cstmrRegByCstmrExpired', '/myCstmr/myCstmrReg/cstmrRegByCstmrResult', '/unsupported', '/workNotice']);
  });

  it('property: every route path resolves to itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ROUTES), (r) => {
        expect(resolveRoute({ path: r.path, search: '' })?.route).toBe(r);
      }),
    );
  });

  it.each([
    ['42', 42],
    ['0042', 42],
    ['1234567890', 1234567890],
    ['', Number.NaN],
    ['-1', Number.NaN],
    ['1.5', Number.NaN],
    ['1e3', Number.NaN],
    ['12345678901', Number.NaN],
    [null, Number.NaN],
    [undefined, Number.NaN],
  ])('id parameter %j reads %d', (raw, id) => expect(idParam(raw)).toBe(id));

  it.each([
    ['/notice/detail', '/notice'],
    ['/eduKakaoSync', '/qr'],
    ['/qr', '/main'],
    ['/notification', '/main'],
    ['/set/dashboardSet', '/main'],
    ['/myCstmr/myCstmrList', '/main'],
    ['/myCstmr/myCstmrList/detailSerach/S', '/myCstmr/myCstmrList'],
    ['/myCstmr/myCstmrList/smsSend', '/myCstmr/myCstmrList'],
    // The product search belongs to the detail search, whose list-type parameter is optional.
    ['/myCstmr/myCstmrList/proddSerach', '/myCstmr/myCstmrList/detailSerach'],
  ])('the back button on %s leads up to %s', (path, up) => expect(upPath(resolveRoute({ path, search: '' }))).toBe(up));

  it('every parent named in the table is a route, and no screen is its own parent', () => {
    for (const r of ROUTES as readonly RouteDef[]) {
      if (!r.parent) continue;
      expect(routeByName(r.parent), r.name).toBeDefined();
      expect(r.parent).not.toBe(r.name);
    }
  });

  it.each([
    ['main', ['main']],
    ['my-cstmr-list', ['my-cstmr-list']],
    ['my-cstmr-detail-search', ['my-cstmr-detail-search', 'my-cstmr-list']],
    ['my-cstmr-sms-send', ['my-cstmr-sms-send', 'my-cstmr-list']],
    ['my-cstmr-prod-search', ['my-cstmr-prod-search', 'my-cstmr-detail-search', 'my-cstmr-list']],
    ['notice-detail', ['notice-detail', 'notice-list']],
    ['edu-kakao-sync', ['edu-kakao-sync', 'qr']],
    ['not-a-route', ['not-a-route']],
  ])('the section of %s, nearest first: %j', (name, line) => expect(routeLineage(name)).toEqual(line));

  it('a loop of parents ends where a route repeats, and a parent missing from the table ends the chain', () => {
    const route = (name: string, parent?: string): RouteDef => ({ name, path: `/${name}`, auth: true, logging: false, pageName: name, header: null, footer: false, ...(parent ? { parent } : {}) });
    expect(routeLineage('a', [route('a', 'b'), route('b', 'a')])).toEqual(['a', 'b']);
    expect(routeLineage('a', [route('a', 'gone')])).toEqual(['a', 'gone']);
  });

  it('property: a lineage starts at the route, follows parent links, repeats nothing, and the back button leads to its second step', () => {
    fc.assert(
      fc.property(fc.constantFrom(...(ROUTES as readonly RouteDef[])), (r) => {
        const line = routeLineage(r.name);
        expect(line[0]).toBe(r.name);
        expect(new Set(line).size).toBe(line.length);
        for (let i = 1; i < line.length; i++) expect(routeByName(line[i - 1]!)?.parent).toBe(line[i]);
        expect(routeByName(line.at(-1)!)?.parent).toBeUndefined();
        if (line[1]) expect(upPath({ route: r })).toBe(pathWithoutOptional(routeByName(line[1])!.path));
      }),
    );
  });

  it('the back button shows on every screen with chrome but home, which is the top, and the popups (the detail’s, the searches, the accompany lookup), which their own buttons close', () => {
    const withChrome = (ROUTES as readonly RouteDef[]).filter((r) => r.header !== null);
    expect(withChrome.filter((r) => !r.header!.prev).map((r) => r.name)).toEqual(['main', 'my-cstmr-view-memo', 'my-cstmr-view-agree-info', 'my-cstmr-view-family-info', 'my-cstmr-view-add-children', 'my-cstmr-view-modify-children', 'my-cstmr-view-interest-info', 'my-cstmr-view-buy-info', 'my-cstmr-view-recruit-info', 'my-cstmr-view-modify-memo', 'common-popup-post-search', 'common-popup-cust-search', 'my-cstmr-reg-result', 'my-schedule-org-list', 'orgnz-detailed-search', 'orgnz-memo']);
  });
});
