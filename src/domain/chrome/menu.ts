// Side menu and footer entries (spec 1 §2 shared chrome) with their role rules, and which entry marks
// the current screen. An entry shows only when its screen is in the route table (or its action is
// built), so no menu item leads nowhere.
import { ROUTES, routeByName, routeLineage, type RouteDef } from '../app/routes';
import { canSeeOrgStatus, type Position } from '../shared/roles';

export type MenuTarget = { readonly route: string } | { readonly action: 'logout' | 'qrAuth' };

export interface MenuEntry {
  readonly id: string;
  readonly label: string;
  readonly target: MenuTarget;
  readonly allowed?: (p: Position) => boolean;
}

export interface MenuGroup {
  readonly id: string;
  readonly label: string;
  readonly entries: readonly MenuEntry[];
}

/** Actions (not screens) that are built: logout, and the education QR scan (QR 인증). */
export const BUILT_ACTIONS: ReadonlySet<string> = new Set(['logout', 'qrAuth']);

const SIDE_MENU: readonly (MenuEntry | MenuGroup)[] = [
  { id: 'myCustomers', label: '나의 고객', target: { route: 'my-cstmr-list' } },
  { id: 'orgStatus', label: '조직현황보기', target: { route: 'orgnz-list' }, allowed: canSeeOrgStatus },
  { id: 'eduPlanMap', label: '에듀플랜맵', target: { route: 'eduplan-map' } },
  { id: 'mySchedule', label: '나의 일정', target: { route: 'my-schedule-list' } },
  {
    id: 'myPage',
    label: '마이페이지',
    entries: [
      { id: 'salesPlan', label: '영업활동계획', target: { route: 'bsn-pln-list' } },
      { id: 'report', label: '활동리포트', target: { route: 'report' } },
      { id: 'myActivity', label: '나의 활동정보', target: { route: 'my-edu-infor' } },
      { id: 'surveys', label: '참여 설문', target: { route: 'survey-list' } },
      { id: 'eduAttendance', label: '교육 출석', target: { route: 'edu-qr-atnd-list' } },
    ],
  },
  { id: 'notices', label: '공지사항', target: { route: 'notice-list' } },
  { id: 'faq', label: 'FAQ', target: { route: 'faq' } },
  {
    id: 'settings',
    label: '설정',
    entries: [
      { id: 'notificationSet', label: '설정', target: { route: 'notification-set' } },
      { id: 'dashboardSet', label: '홈 편집', target: { route: 'dashboard-set' } },
      { id: 'custRegSet', label: '고객등록 편집', target: { route: 'my-cstmr-reg-set' } },
      { id: 'tutorial', label: '튜토리얼', target: { route: 'tutorial' } },
    ],
  },
  { id: 'qrAuth', label: 'QR 인증', target: { action: 'qrAuth' } },
  { id: 'logout', label: '로그아웃', target: { action: 'logout' } },
];

const HOME: MenuEntry = { id: 'home', label: '홈', target: { route: 'main' } };

const FOOTER: readonly MenuEntry[] = [
  HOME,
  { id: 'myCustomers', label: '나의 고객', target: { route: 'my-cstmr-list' } },
  { id: 'custReg', label: '고객등록', target: { route: 'my-cstmr-reg' } },
  { id: 'eduPlanMap', label: '에듀플랜맵', target: { route: 'eduplan-map' } },
  { id: 'myActivity', label: '나의 활동', target: { route: 'my-edu-infor' } },
];

const isGroup = (e: MenuEntry | MenuGroup): e is MenuGroup => 'entries' in e;

function visible(entry: MenuEntry, p: Position, table: readonly RouteDef[]): boolean {
  if (entry.allowed && !entry.allowed(p)) return false;
  if ('route' in entry.target) return routeByName(entry.target.route, table) !== undefined;
  return BUILT_ACTIONS.has(entry.target.action);
}

/** The side menu for a position; groups with no visible entry are dropped. */
export function sideMenuFor(p: Position, table: readonly RouteDef[] = ROUTES): (MenuEntry | MenuGroup)[] {
  const out: (MenuEntry | MenuGroup)[] = [];
  for (const item of SIDE_MENU) {
    if (isGroup(item)) {
      const entries = item.entries.filter((e) => visible(e, p, table));
      if (entries.length > 0) out.push({ ...item, entries });
    } else if (visible(item, p, table)) out.push(item);
  }
  return out;
}

export const footerFor = (p: Position, table: readonly RouteDef[] = ROUTES): MenuEntry[] =>
  FOOTER.filter((e) => visible(e, p, table));

/** The desktop's navigation, always beside the content: home (the footer's first entry) and the side menu. */
export const desktopNavFor = (p: Position, table: readonly RouteDef[] = ROUTES): (MenuEntry | MenuGroup)[] => [
  ...FOOTER.slice(0, 1).filter((e) => visible(e, p, table)),
  ...sideMenuFor(p, table),
];

/**
 * The route whose entry the menu marks as the current page on screen `routeName`: the screen's own entry,
 * else the entry of the nearest screen above it (its section, routeLineage), so a customer sub-page marks
 * 나의 고객. null when no entry leads there (home is not above every screen).
 */
export function currentEntryRoute(items: readonly (MenuEntry | MenuGroup)[], routeName: string | undefined, table: readonly RouteDef[] = ROUTES): string | null {
  if (routeName === undefined) return null;
  const routes = new Set(items.flatMap((i) => (isGroup(i) ? i.entries : [i])).flatMap((e) => ('route' in e.target ? [e.target.route] : [])));
  return routeLineage(routeName, table).find((r) => routes.has(r)) ?? null;
}

export { isGroup as isMenuGroup };
