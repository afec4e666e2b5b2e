// The home screen's figures (spec 1 §2, §7): base info and cards, goal progress, the organisation
// card and switch (leaders), performance and activity of self or a member's organisation, courses.
import { and, desc, eq } from 'drizzle-orm';
import {
  activity,
  dashboard,
  dashboardProgress,
  education,
  organization,
  orglist,
  siljuck,
} from '../../../src/domain/contracts';
import { msg } from '../../../src/domain/messages';
import { isLeader } from '../../../src/domain/shared/roles';
import { courses, monthlyGoals, monthlyResults, users } from '../../db/schema';
import { CallRefusal } from '../../http/envelope';
import { type ApiCall, type CallContext, handle, signedIn } from '../../http/handle';
import { dayParams, loadDashboard, progressColumns, progressOf } from '../../services/dashboard';
import { monthFigures, resolveTarget } from '../../services/org-scope';
import { organizationStatus, orgChoices } from '../../services/org-status';
import type { UserRow } from '../../services/sessions';

/** The organisation card and switch exist for leaders only (COG01, COG02, COGA2). */
function leader(ctx: CallContext): UserRow {
  const { user } = signedIn(ctx);
  if (!isLeader(user.orgnzPstn)) throw new CallRefusal('forbidden', msg.forbidden, { detail: { position: user.orgnzPstn } });
  return user;
}

export const dashboardCalls: readonly ApiCall[] = [
  handle(dashboard, async (_req, ctx) => loadDashboard(ctx.svc.db, signedIn(ctx).user, ctx.svc.clock.now())),

  handle(dashboardProgress, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    const { month } = dayParams(ctx.svc.clock.now());
    const [row] = await ctx.svc.db
      .select(progressColumns)
      .from(users)
      .leftJoin(monthlyGoals, and(eq(monthlyGoals.userid, users.userid), eq(monthlyGoals.yyyymm, month)))
      .leftJoin(monthlyResults, and(eq(monthlyResults.userid, users.userid), eq(monthlyResults.yyyymm, month)))
      .where(eq(users.userid, user.userid))
      .limit(1);
    return { progress: progressOf(row) };
  }),

  handle(organization, async (req, ctx) => {
    const caller = leader(ctx);
    const root = await resolveTarget(ctx.svc.db, caller, req.targetId);
    return organizationStatus(ctx.svc.db, root, ctx.svc.clock.now());
  }),

  handle(orglist, async (_req, ctx) => ({ list: await orgChoices(ctx.svc.db, leader(ctx)) })),

  handle(siljuck, async (req, ctx) => {
    const target = await resolveTarget(ctx.svc.db, signedIn(ctx).user, req.targetId);
    const f = await monthFigures(ctx.svc.db, target.userid, req.type, dayParams(ctx.svc.clock.now()).month);
    return { totamt: f.totamt, goalAmt: f.goalAmt, newAmt: f.newAmt };
  }),

  handle(activity, async (req, ctx) => {
    const target = await resolveTarget(ctx.svc.db, signedIn(ctx).user, req.targetId);
    const f = await monthFigures(ctx.svc.db, target.userid, req.type, dayParams(ctx.svc.clock.now()).month);
    return { custmCnt: f.custmCnt, coupnCnt: f.coupnCnt, bkcareCnt: f.bkcareCnt, expireCnt: f.expireCnt };
  }),

  handle(education, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    const list = await ctx.svc.db
      .select({ reqSeq: courses.reqSeq, uuid: courses.uuid, cateNm: courses.cateNm, lecNm: courses.lecNm })
      .from(courses)
      .where(and(eq(courses.userid, user.userid), eq(courses.status, 'ING')))
      .orderBy(desc(courses.startDate), desc(courses.id));
    return { list };
  }),
];
