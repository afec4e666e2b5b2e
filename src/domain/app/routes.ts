// The route table (spec 1 §2): every screen's path and meta. Pure data read by the app machine's
// guards, the chrome and the view registry. A screen is listed here only once it is built, so menus
// never link to a missing screen.

export interface HeaderSpec {
  readonly title: string;
  readonly prev?: boolean;
  readonly close?: boolean;
  readonly alarm?: boolean;
  readonly menu?: boolean;
  /** Shows the survey button when the dashboard names an open survey. */
  readonly survey?: boolean;
}

export interface RouteDef {
  /** The name told to the native shell after navigation. */
  readonly name: string;
  readonly path: string;
  /** Login required. */
  readonly auth: boolean;
  /** A screen-access call (logging/access) is made after navigation. */
  readonly logging: boolean;
  /** Screen name sent as scrnNm. */
  readonly pageName: string;
  /** Reachable on an unsupported device (mobile browser outside the app). */
  readonly anyDevice?: boolean;
  /** null: the screen draws its own full page (login, error pages). */
  readonly header: HeaderSpec | null;
  readonly footer: boolean;
  /** Where the header's back button leads (a route name); home when absent. */
  readonly parent?: string;
}

export const ROUTES = [
  {
    name: 'main',
    path: '/main',
    auth: true,
    logging: true,
    pageName: '홈',
    header: { title: '', alarm: true, menu: true, survey: true },
    footer: true,
  },
  { name: 'business-card', path: '/dashboard/profile/:userId', auth: true, logging: true, pageName: '명함', header: { title: '명함', prev: true, menu: true }, footer: true },
  { name: 'notice-list', path: '/notice', auth: true, logging: true, pageName: '공지사항', header: { title: '공지사항', prev: true, alarm: true, menu: true }, footer: true },
  { name: 'notice-detail', path: '/notice/detail', auth: true, logging: true, pageName: '공지사항 상세', header: { title: '공지사항', prev: true, menu: true }, footer: true, parent: 'notice-list' },
  { name: 'notification', path: '/notification', auth: true, logging: true, pageName: '알림', header: { title: '알림', prev: true, menu: true }, footer: true },
  { name: 'qr', path: '/qr', auth: true, logging: true, pageName: '고객 간편가입 QR', header: { title: 'QR', prev: true, menu: true }, footer: true },
  { name: 'edu-qr-atnd-list', path: '/eduQrAtndList', auth: true, logging: true, pageName: '교육 출석 내역', header: { title: '교육 출석', prev: true, menu: true }, footer: true },
  { name: 'edu-kakao-sync', path: '/eduKakaoSync', auth: true, logging: true, pageName: '간편가입 링크 보내기', header: { title: '간편가입 링크 보내기', prev: true, menu: true }, footer: true, parent: 'qr' },
  { name: 'notification-set', path: '/set/notificationSet', auth: true, logging: true, pageName: '설정', header: { title: '설정', prev: true, menu: true }, footer: true },
  { name: 'dashboard-set', path: '/set/dashboardSet', auth: true, logging: true, pageName: '홈 편집', header: { title: '홈 편집', prev: true, menu: true }, footer: true },
  { name: 'my-cstmr-reg-set', path: '/set/myCstmrRegSet', auth: true, logging: true, pageName: '고객등록 편집', header: { title: '고객등록 편집', prev: true, menu: true }, footer: true },
  /** A notice popup as a page of its own (the shell may open it in a new web view); it draws its own frame. */
  { name: 'popup', path: '/popup/:sqno', auth: true, logging: true, pageName: '공지 팝업', header: null, footer: false },
  { name: 'tutorial', path: '/set/tutorial', auth: false, logging: false, pageName: '튜토리얼', header: null, footer: false },
  { name: 'login', path: '/login', auth: false, logging: false, pageName: '로그인', header: null, footer: false },
  { name: 'error', path: '/error', auth: false, logging: false, pageName: '서비스 접속 불가', anyDevice: true, header: null, footer: false },
  { name: 'unsupported', path: '/unsupported', auth: false, logging: false, pageName: '앱 전용 접속', anyDevice: true, header: null, footer: false },
  { name: 'work-notice', path: '/workNotice', auth: false, logging: false, pageName: '서비스 점검', anyDevice: true, header: null, footer: false },
  { name: 'download', path: '/download', auth: false, logging: false, pageName: '앱 다운로드', anyDevice: true, header: null, footer: false },
] as const satisfies readonly RouteDef[];

export type RouteName = (typeof ROUTES)[number]['name'];

export const HOME_PATH = '/main';
export const LOGIN_PATH = '/login';
export const ERROR_PATH = '/error';
export const UNSUPPORTED_PATH = '/unsupported';
export const WORK_NOTICE_PATH = '/workNotice';

/** Params of `path` against a pattern with `:name` and optional `:name?` segments, or null. */
export function matchPath(pattern: string, path: string): Record<string, string> | null {
  const pat = pattern.split('/').filter(Boolean);
  const seg = path.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  let i = 0;
  for (const p of pat) {
    const s = seg[i];
    if (p.startsWith(':')) {
      const optional = p.endsWith('?');
      const key = p.slice(1, optional ? -1 : undefined);
      if (s === undefined) {
        if (optional) continue;
        return null;
      }
      params[key] = decodeURIComponent(s);
      i++;
    } else {
      if (s !== p) return null;
      i++;
    }
  }
  return i === seg.length ? params : null;
}

export interface Location {
  readonly path: string;
  /** Query string without '?'. */
  readonly search: string;
}

export interface ResolvedRoute extends Location {
  readonly route: RouteDef;
  readonly params: Readonly<Record<string, string>>;
}

export function resolveRoute(loc: Location, table: readonly RouteDef[] = ROUTES): ResolvedRoute | null {
  const path = loc.path.length > 1 ? loc.path.replace(/\/+$/, '') : loc.path;
  for (const route of table) {
    const params = matchPath(route.path, path);
    if (params) return { ...loc, path, route, params };
  }
  return null;
}

export const routeByName = (name: string, table: readonly RouteDef[] = ROUTES): RouteDef | undefined =>
  table.find((r) => r.name === name);

/** A whole-number id from a path segment or query value (itemId, sqno); NaN otherwise, which the call then refuses. */
export const idParam = (raw: string | null | undefined): number => (raw != null && /^\d{1,10}$/.test(raw) ? Number(raw) : Number.NaN);

/** The path the header's back button leads to from a screen: its parent route, else home. */
export function upPath(route: { readonly route: RouteDef } | null, table: readonly RouteDef[] = ROUTES): string {
  const parent = route?.route.parent;
  return (parent && routeByName(parent, table)?.path) || HOME_PATH;
}

export const hrefOf = (loc: Location): string => (loc.search ? `${loc.path}?${loc.search}` : loc.path);
