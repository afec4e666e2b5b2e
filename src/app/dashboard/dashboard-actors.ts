// The dashboard's actors on the Effect runtime: the base call and the calls its cards need side by side (the
// configured outside sites among them), each card's answer kept when the base answer shows that card; the
// figures of another organisation; opening an outside site with the single-sign-on token.
import { Effect, Result } from 'effect';
import { NativeBridge } from '../../../bridges/contract';
import type { DashboardInput } from '../../../machines/dashboard/dashboard.machine';
import type { DashboardData, Figures, LoadFiguresInput } from '../../../machines/dashboard/dashboard.types';
import * as api from '../../domain/dashboard/contract';
import { noticeList } from '../../domain/notice/contract';
import { getSsoToken, siteList } from '../../domain/outside-sites/contract';
import { DASHBOARD_LIMITS, DEFAULT_CARDS, orderCards } from '../../domain/dashboard/cards';
import type { CardCode } from '../../domain/dashboard/contract';
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

/**
 * A card's call, started with the base call before its answer says which cards show (so the home waits for
 * one round trip, not two), for a card the user's position can have (the server lists no other). Its result
 * counts only for a card that shows: a hidden card's answer, or its failure, is dropped.
 */
const early = <A, E, R>(possible: boolean, e: Effect.Effect<A, E, R>) => Effect.result(possible ? e : Effect.succeed(null));
const ifShown = <A, E>(shown: boolean, r: Result.Result<A | null, E>): Effect.Effect<A | null, E> =>
  !shown ? Effect.succeed(null) : Result.isSuccess(r) ? Effect.succeed(r.success) : Effect.fail(r.failure);

export const loadDashboard = (user: DashboardInput) =>
  Effect.gen(function* () {
    const a = yield* Api;
    const now = yield* Clock.use((c) => c.now);
    const scope = initialScope(user.position, user.akdcde);
    const switchable = user.akdrnk !== NO_SWITCH_RANK && isLeader(user.position);
    const eventOpen = isEventOpen(now);
    const can = (code: CardCode) => (DEFAULT_CARDS[user.position] as readonly CardCode[]).includes(code);
    const [base, org, performance, activity, morningCheck, choicesR, schedulesR, educationR, noticesR, sitesR] = yield* Effect.all(
      [
        a.call(api.dashboard, {}),
        early(can('HCD01'), a.call(api.organization, { targetId: scope.targetId })),
        early(can('HCD02'), a.call(api.siljuck, scope)),
        early(can('HCD02'), a.call(api.activity, scope)),
        a.call(api.getMorningCheck, {}),
        early(switchable && (can('HCD01') || can('HCD02')), a.call(api.orglist, {})),
        early(can('HCD03'), a.call(api.schedule, { offset: 0, size: DASHBOARD_LIMITS.schedules })),
        early(can('HCD04'), a.call(api.education, {})),
        early(can('HCD05'), a.call(noticeList, { offset: 0, size: DASHBOARD_LIMITS.notices })),
        early(can('HCD06') || eventOpen, a.call(siteList, {})),
      ],
      { concurrency: 'unbounded' },
    );
    const cards = orderCards(base.cardList);
    const has = (code: string) => cards.some((c) => c.cardCd === code);
    const figures = {
      org: yield* ifShown(has('HCD01'), org),
      performance: yield* ifShown(has('HCD02'), performance),
      activity: yield* ifShown(has('HCD02'), activity),
    } satisfies Figures;
    const choices = yield* ifShown(switchable && (has('HCD01') || has('HCD02')), choicesR);
    const schedules = yield* ifShown(has('HCD03'), schedulesR);
    const education = yield* ifShown(has('HCD04'), educationR);
    const notices = yield* ifShown(has('HCD05'), noticesR);
    const sites = yield* ifShown(has('HCD06') || eventOpen, sitesR);
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
