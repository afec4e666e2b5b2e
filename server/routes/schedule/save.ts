// saveMyschedule's create (C), update (U) and delete (D) of the caller's own schedule (spec 2 §4, §5, §7);
// the complete toggle (CMP) stays with the dashboard's handler, which dispatches here for the others.
// The editor's rules (scheduleError) are checked again here and answered as bad_request with their message.
// U and D with the version the client read change the row only if it is still that version, else answer
// conflict with the server's copy (issue 18); every change bumps the version.
import { and, eq, ne, sql } from 'drizzle-orm';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { ACCOMPANY, CUSTOMERLESS_KINDS, scheduleError, type ScheduleKind } from '../../../src/domain/schedule/rules';
import type { CreateSchedule, DeleteSchedule, UpdateSchedule } from '../../../src/domain/schedule/contract';
import { customers, schedules, users } from '../../db/schema';
import { CallRefusal, ConflictRefusal } from '../../http/envelope';
import { type CallContext, signedIn } from '../../http/handle';
import { ownerScope, visibleKeys } from '../../services/customer-scope';

type Save = typeof CreateSchedule.Type | typeof UpdateSchedule.Type | typeof DeleteSchedule.Type;
type Fields = Omit<typeof CreateSchedule.Type, 'cudType'>;
type Insert = typeof schedules.$inferInsert;

/** Every change of a schedule (the complete toggle too) bumps its version. */
export const bumped = () => sql`${schedules.version} + 1`;

const notFound = (sqno: number) => new CallRefusal('not_found', m.notFound, { detail: { sqno } });
const badRequest = (message: string, field: string) => new CallRefusal('bad_request', message, { detail: { fields: [field], rule: message } });

export async function saveSchedule(req: Save, ctx: CallContext): Promise<Record<string, never>> {
  const { user } = signedIn(ctx);
  const db = ctx.svc.db;
  const own = (sqno: number) => and(eq(schedules.sqno, sqno), eq(schedules.userid, user.userid), eq(schedules.dltnYn, 'N'));
  // One statement: changed only while still the version the client read (none sent: last write wins).
  const ownAt = (sqno: number, version: number | undefined) => (version === undefined ? own(sqno) : and(own(sqno), eq(schedules.version, version)));
  const refused = async (sqno: number, version: number | undefined) => {
    const [now] = version === undefined ? [] : await db.select().from(schedules).where(own(sqno));
    return now ? new ConflictRefusal(currentOf(now)) : notFound(sqno);
  };
  if (req.cudType === 'D') {
    // Soft delete: a companion's accompany keeps pointing here and reads it as deleted (D56).
    const done = await db.update(schedules).set({ dltnYn: 'Y', version: bumped() }).where(ownAt(req.sqno, req.version)).returning({ sqno: schedules.sqno });
    if (done.length === 0) throw await refused(req.sqno, req.version);
    return {};
  }
  const values = await rowOf(req, ctx);
  if (req.cudType === 'C') {
    await db.insert(schedules).values({ ...values, userid: user.userid });
    return {};
  }
  const done = await db.update(schedules).set({ ...values, version: bumped() }).where(ownAt(req.sqno, req.version)).returning({ sqno: schedules.sqno });
  if (done.length === 0) throw await refused(req.sqno, req.version);
  return {};
}

/** The schedule as the server holds it, under saveMyschedule's field names (as the editor sends them) and its version. */
function currentOf(r: typeof schedules.$inferSelect): Record<string, string> {
  return {
    sqno: String(r.sqno),
    scdlDivCd: r.scdlDivCd,
    custDivCd: r.custDivCd ?? '',
    kwkey: r.kwkey ?? '',
    custNm: r.custNm ?? '',
    etcCntn: r.etcCntn ?? '',
    allYn: r.allYn,
    sttDt: r.sttDt,
    sttHr: r.sttHr,
    endDt: r.endDt,
    endHr: r.endHr,
    addrNm: r.addrNm ?? '',
    addr: r.addr ?? '',
    addrDtpt: r.addrDtpt ?? '',
    memo: r.memo ?? '',
    ...(r.acmpScdlSqno !== null ? { acmpScdlSqno: String(r.acmpScdlSqno) } : {}),
    version: String(r.version),
  };
}

/** The stored columns of a create or update, after the rules, the customer's scope and the followed schedule. */
async function rowOf(req: Fields, ctx: CallContext): Promise<Omit<Insert, 'userid' | 'sqno'>> {
  const { user } = signedIn(ctx);
  const kind: ScheduleKind = req.scdlDivCd;
  const problem = scheduleError({
    scdlDivCd: kind,
    acmpScdlSqno: req.acmpScdlSqno ?? null,
    custNm: req.custNm ?? '',
    etcCntn: req.etcCntn ?? '',
    allYn: req.allYn,
    sttDt: req.sttDt,
    sttHr: req.sttHr ?? '',
    endDt: req.endDt,
    endHr: req.endHr ?? '',
    addr: req.addr ?? '',
    addrDtpt: req.addrDtpt ?? '',
    memo: req.memo ?? '',
  });
  if (problem !== null) throw badRequest(problem, 'scdlDivCd');
  const common = {
    scdlDivCd: kind,
    etcCntn: kind === 'SSD03' || kind === 'SSD07' ? req.etcCntn!.trim() : null,
    allYn: req.allYn,
    sttDt: req.sttDt,
    sttHr: req.allYn === 'Y' ? '' : req.sttHr!,
    endDt: req.endDt,
    endHr: req.allYn === 'Y' ? '' : req.endHr!,
    addrNm: emptyToNull(req.addrNm),
    addr: emptyToNull(req.addr),
    addrDtpt: emptyToNull(req.addrDtpt),
    memo: emptyToNull(req.memo),
    custDivCd: null,
    kwkey: null,
    custNm: null,
    acmpScdlSqno: null,
  };
  if (kind === ACCOMPANY) return { ...common, ...(await followed(req.acmpScdlSqno!, ctx)) };
  if (CUSTOMERLESS_KINDS.includes(kind)) return common;
  // A customer schedule: a chosen customer (kwkey) must be one the caller sees; its name and kind are the row's.
  const kwkey = req.kwkey ?? '';
  if (kwkey === '') return { ...common, custNm: req.custNm!.trim(), custDivCd: emptyToNull(req.custDivCd) };
  const scope = await ownerScope(ctx.svc.db, user, undefined);
  if (!(await visibleKeys(ctx.svc.db, scope, [kwkey])).has(kwkey)) throw new CallRefusal('not_found', undefined, { detail: { kwkey } });
  const [c] = await ctx.svc.db.select({ name: customers.name, detail: customers.custDivDetail }).from(customers).where(eq(customers.kwkkey, kwkey));
  return { ...common, kwkey, custNm: c!.name.slice(0, 16), custDivCd: c!.detail === 'SCD01' ? 'SCD01' : 'SCD02' };
}

/**
 * An accompany follows a live, non-accompany schedule of another member of the caller's branch and
 * takes its times and place, whatever the form sent; anything else answers accompanyGone.
 */
async function followed(sqno: number, ctx: CallContext) {
  const { user } = signedIn(ctx);
  const [s] = await ctx.svc.db
    .select({
      sqno: schedules.sqno,
      allYn: schedules.allYn,
      sttDt: schedules.sttDt,
      sttHr: schedules.sttHr,
      endDt: schedules.endDt,
      endHr: schedules.endHr,
      addrNm: schedules.addrNm,
      addr: schedules.addr,
      addrDtpt: schedules.addrDtpt,
    })
    .from(schedules)
    .innerJoin(users, eq(users.userid, schedules.userid))
    .where(
      and(
        eq(schedules.sqno, sqno),
        eq(schedules.dltnYn, 'N'),
        ne(schedules.scdlDivCd, ACCOMPANY),
        ne(schedules.userid, user.userid),
        eq(users.brncCd, user.brncCd),
      ),
    );
  if (!s) throw new CallRefusal('bad_request', m.accompanyGone, { detail: { fields: ['acmpScdlSqno'], rule: 'accompanyGone' } });
  const { sqno: acmpScdlSqno, ...copied } = s;
  return { ...copied, acmpScdlSqno };
}

const emptyToNull = (v: string | undefined): string | null => (v === undefined || v.trim() === '' ? null : v);
