// The dashboard's actors on the Effect runtime: the base call, then the calls its cards need side by
// side (the configured outside sites among them); the figures of another organisation; opening an
// outside site with the single-sign-on token.
import { Effect } from 'effect';
import { NativeBridge } from '../../../bridges/contract';
import type { DashboardInput } from '../../../machines/dashboard/dashboard.machine';
import type { DashboardData, Figures, LoadFiguresInput } from '../../../machines/dashboard/dashboard.types';
import * as api from '../../domain/dashboard/contract';
import { noticeList } from '../../domain/notice/contract';
import { getSsoToken, siteList } from '../../domain/outside-sites/contract';
import { DASHBOARD_LIMITS, orderCards } from '../../domain/dashboard/cards';
import { isEventOpen } from '../../domain/dashboard/event-window';
import { kstYyyymm } from '../../domain/dashboard/goals';
import { initialScope, NO_SWITCH_RANK } from '../../domain/dashboard/org-switch';
import { type SiteLink, siteLinks, siteUrl } from '../../domain/outside-sites/outside-sites';
import { isLeader } from '../../domain/shared/roles';
import { Api } from '../../services/api.service';
import { Clock } from '../../services/clock.service';

const when = <A, E, R>(cond: boolean, e: Effect.Effect<A, E, R>): Effect.Effect<A | null, E, R> => (cond ? e : Effect.succeed(null));

export const loadFigures = ({ scope, withOrg, withPerformance }: LoadFiguresInput) =>
  Effect.gen(function* () {
    const a = yield* Api;
    const [org, performance, activity] = yield* Effect.all(
      [
        when(withOrg, a.call(api.organization, { targetId: scope.targetId })),
        when(withPerformance, a.call(api.siljuck, scope)),
        when(withPerformance, a.call(api.activity, scope)),
      ],
      { concurrency: 'unbounded' },
    );
    return { org, performance, activity } satisfies Figures;
  });

export const loadDashboard = (user: DashboardInput) =>
  Effect.gen(function* () {
    const a = yield* Api;
    const now = yield* Clock.use((c) => c.now);
    const base = yield* a.call(api.dashboard, {});
    const cards = orderCards(base.cardList);
    const has = (code: string) => cards.some((c) => c.cardCd === code);
    const scope = initialScope(user.position, user.akdcde);
    const switchable = user.akdrnk !== NO_SWITCH_RANK && isLeader(user.position);
    const eventOpen = isEventOpen(now);
    const [figures, morningCheck, choices, schedules, education, notices, sites] = yield* Effect.all(
      [
        loadFigures({ scope, withOrg: has('HCD01'), withPerformance: has('HCD02') }),
        a.call(api.getMorningCheck, {}),
        when(switchable && (has('HCD01') || has('HCD02')), a.call(api.orglist, {})),
        when(has('HCD03'), a.call(api.schedule, { offset: 0, size: DASHBOARD_LIMITS.schedules })),
        when(has('HCD04'), a.call(api.education, {})),
        when(has('HCD05'), a.call(noticeList, { offset: 0, size: DASHBOARD_LIMITS.notices })),
        when(has('HCD06') || eventOpen, a.call(siteList, {})),
      ],
      { concurrency: 'unbounded' },
    );
    return {
      ...figures,
      base: { ...base, cardList: cards },
      morningCheck,
      orgChoices: choices?.list ?? [],
      scope,
      schedules: schedules?.list ?? [],
      scheduleTotal: schedules?.totCnt ?? 0,
      education: (education?.list ?? []).slice(0, DASHBOARD_LIMITS.courses),
      notices: (notices?.list ?? []).slice(0, DASHBOARD_LIMITS.notices),
      yyyymm: kstYyyymm(now),
      eventOpen,
      sites: siteLinks(sites?.list ?? []),
    } satisfies DashboardData;
  });

/** Opens a configured outside site: with user and token when it takes single sign-on, the plain site otherwise. */
export const openSite = (link: SiteLink) =>
  Effect.gen(function* () {
    const sso = link.sso ? yield* Api.use((a) => a.call(getSsoToken, {})) : null;
    yield* NativeBridge.use((bridge) => bridge.openExternalLink(siteUrl(link, sso)));
  });
