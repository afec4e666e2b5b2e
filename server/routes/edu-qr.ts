// Education QR attendance (spec 1 §7): eduqr/atnd records the caller's attendance of the lecture session
// whose QR code was scanned, once, while the session is open (server clock); eduqr/list is the caller's
// own history, newest first. Refusals answer `refused` with the message the app shows as it is.
import { and, count, desc, eq } from 'drizzle-orm';
import { eduqrAtnd } from '../../src/domain/edu-qr/contract';
import { eduqrList } from '../../src/domain/edu-qr/history-contract';
import { msg } from '../../src/domain/messages';
import { eduQrCodeOf, isEduQrCode } from '../../src/domain/edu-qr/edu-qr';
import { eduQrAttendance, eduQrSessions } from '../db/schema';
import { CallRefusal } from '../http/envelope';
import { type ApiCall, handle, signedIn } from '../http/handle';
import { kstDate, kstTime, toKstIso } from '../lib/time';

const refused = (message: string) => new CallRefusal('refused', message);

/** '13:00' today, '3월 13일 13:00' on another day (KST). */
function opensLabel(opensAt: Date, now: Date): string {
  if (kstDate(opensAt) === kstDate(now)) return kstTime(opensAt);
  const [, m, d] = kstDate(opensAt).split('-').map(Number);
  return `${m}월 ${d}일 ${kstTime(opensAt)}`;
}

export const eduQrCalls: readonly ApiCall[] = [
  handle(eduqrAtnd, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db, clock } = ctx.svc;
    if (!isEduQrCode(req.qrScan)) throw refused(msg.eduQrInvalid);
    const [session] = await db.select().from(eduQrSessions).where(eq(eduQrSessions.qrCode, eduQrCodeOf(req.qrScan))).limit(1);
    if (!session) throw refused(msg.eduQrInvalid);
    const mine = and(eq(eduQrAttendance.sessionId, session.id), eq(eduQrAttendance.userid, user.userid));
    // Attended before: say so, even once the session has closed.
    const [before] = await db.select({ id: eduQrAttendance.id }).from(eduQrAttendance).where(mine).limit(1);
    if (before) throw refused(msg.eduQrAlready);
    const now = clock.now();
    if (now.getTime() < session.opensAt.getTime()) throw refused(msg.eduQrNotYetOpen(opensLabel(session.opensAt, now)));
    if (now.getTime() >= session.closesAt.getTime()) throw refused(msg.eduQrClosed);
    // The unique (session, user) constraint settles two taps at once: the second inserts nothing.
    const inserted = await db
      .insert(eduQrAttendance)
      .values({ sessionId: session.id, userid: user.userid, atndAt: now })
      .onConflictDoNothing({ target: [eduQrAttendance.sessionId, eduQrAttendance.userid] })
      .returning({ id: eduQrAttendance.id });
    if (inserted.length === 0) throw refused(msg.eduQrAlready);
    return { lecNm: session.lecNm, placeNm: session.placeNm, atndAt: toKstIso(now), message: msg.eduQrAttended(session.lecNm) };
  }),

  handle(eduqrList, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const { db } = ctx.svc;
    const own = eq(eduQrAttendance.userid, user.userid);
    const [rows, [total]] = await Promise.all([
      db
        .select({ sqno: eduQrAttendance.id, lecNm: eduQrSessions.lecNm, placeNm: eduQrSessions.placeNm, atndAt: eduQrAttendance.atndAt })
        .from(eduQrAttendance)
        .innerJoin(eduQrSessions, eq(eduQrSessions.id, eduQrAttendance.sessionId))
        .where(own)
        .orderBy(desc(eduQrAttendance.atndAt), desc(eduQrAttendance.id))
        .offset(req.offset)
        .limit(req.size),
      db.select({ n: count() }).from(eduQrAttendance).where(own),
    ]);
    return { list: rows.map((r) => ({ ...r, atndAt: toKstIso(r.atndAt) })), totCnt: total?.n ?? 0 };
  }),
];
