// Alerts (spec 1 §7 alarm, alarm/detail, alarm/delete, alarm/allDelete): a caller sees, opens and deletes
// only their own alerts; someone else's pushSqno answers not_found like an unknown one. The list is pinned
// at maxSqno (the newest pushSqno when the first page is asked for), so later pages never shift.
import { and, desc, eq, lte, max } from 'drizzle-orm';
import { alarmAllDelete, alarmDelete, alarmDetail, alarmList } from '../../src/domain/alerts/contract';
import { timeAgo } from '../../src/domain/shared/time-ago';
import { alarms } from '../db/schema';
import { CallRefusal } from '../http/envelope';
import { type ApiCall, handle, signedIn } from '../http/handle';
import { toKstIso } from '../lib/time';

/** Rows per page: the server's setting, told to the client as req.rowSize (spec 1 §9). */
export const ALARM_ROW_SIZE = 20;

type AlarmRow = typeof alarms.$inferSelect;

const fields = (a: AlarmRow, now: Date) => ({
  pushSqno: a.pushSqno,
  titl: a.titl,
  cntn: a.cntn,
  timeAgo: timeAgo(a.sentAt, now),
  scrnUrl: a.scrnUrl ?? '',
  ppupYn: a.ppupYn,
  dtlCnt: a.customers.length,
  customers: a.customers,
});

const own = (userid: string, pushSqno: number) => and(eq(alarms.userid, userid), eq(alarms.pushSqno, pushSqno));

export const alertsCalls: readonly ApiCall[] = [
  handle(alarmList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const db = ctx.svc.db;
    const mine = eq(alarms.userid, user.userid);
    const pin =
      req.maxSqno !== undefined && req.maxSqno > 0
        ? req.maxSqno
        : ((await db.select({ newest: max(alarms.pushSqno) }).from(alarms).where(mine))[0]?.newest ?? 0);
    const from = (req.page - 1) * ALARM_ROW_SIZE;
    const rows = await db
      .select()
      .from(alarms)
      .where(and(mine, lte(alarms.pushSqno, pin)))
      .orderBy(desc(alarms.pushSqno))
      .offset(from)
      .limit(ALARM_ROW_SIZE);
    const now = ctx.svc.clock.now();
    return {
      list: rows.map((a, i) => ({ rn: from + i + 1, ...fields(a, now) })),
      listSize: rows.length,
      req: { page: req.page, maxSqno: pin, rowSize: ALARM_ROW_SIZE },
    };
  }),

  handle(alarmDetail, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const [a] = await ctx.svc.db.select().from(alarms).where(own(user.userid, req.pushSqno));
    if (!a) throw new CallRefusal('not_found');
    return { ...fields(a, ctx.svc.clock.now()), sendDttm: toKstIso(a.sentAt) };
  }),

  handle(alarmDelete, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const gone = await ctx.svc.db.delete(alarms).where(own(user.userid, req.pushSqno)).returning({ pushSqno: alarms.pushSqno });
    if (gone.length === 0) throw new CallRefusal('not_found');
    return {};
  }),

  handle(alarmAllDelete, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    const gone = await ctx.svc.db.delete(alarms).where(eq(alarms.userid, user.userid)).returning({ pushSqno: alarms.pushSqno });
    return { dltCnt: gone.length };
  }),
];
