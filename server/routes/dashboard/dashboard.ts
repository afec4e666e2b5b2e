// The home screen's figures (spec 1 §2, §7): base info and cards, goal progress, the organisation
// card and switch (leaders: the calls' roles), performance and activity of self or a member's organisation, courses.
import { and, desc, eq } from 'drizzle-orm';
import { activity, dashboard, dashboardProgress, education, organization, orglist, siljuck } from '../../../src/domain/dashboard/contract';
import { courses, monthlyGoals, monthlyResults, users } from '../../db/schema';
import { type ApiCall, handle, signedIn } from '../../http/handle';
import { dayParams, loadDashboard, progressColumns, progressOf } from '../../services/dashboard';
import { monthFigures, resolveTarget } from '../../services/org-scope';
import { organizationStatus, orgChoices } from '../../services/org-status';

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
    const caller = signedIn(ctx).user;
    const root = await resolveTarget(ctx.svc.db, caller, req.targetId);
    return organizationStatus(ctx.svc.db, root, ctx.svc.clock.now());
  }),

  handle(orglist, async (_req, ctx) => ({ list: await orgChoices(ctx.svc.db, signedIn(ctx).user) })),

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
