// What the schedule screens' rendered model tests share: the server's own answers read as a planner (the
// expected values), seeded schedules picked by what they are, the calls they hold, the way a held call is
// answered as a path says (forwarded to the server, or failed), and the weekday the spec shows by a date.
import { and, asc, eq, ne } from 'drizzle-orm';
import type { AnyEventObject } from 'xstate';
import { schedules } from '../../../server/db/schema';
import type { Harness } from '../../../server/test-support/harness';
import type { HeldRequest } from '../../support/http-gate';
import type { SectionWorld } from '../customers/section-world';
import { answerHeld } from '../../support/answer-held';

export const API_OF = (name: string) => `/api/v1/mySchedule/${name}`;

/** The call `path` (group/name) as `userid`, its data or a thrown refusal. */
export async function serverAnswer(h: Harness, userid: string, path: string, fields: Record<string, string>) {
  const answer = await h.call(path, fields, { token: await h.as(userid) });
  return answer.body as { rt: string; rtMsg?: string; data?: any };
}

export async function dataOf(h: Harness, userid: string, path: string, fields: Record<string, string>) {
  const body = await serverAnswer(h, userid, path, fields);
  if (body.rt !== 'success') throw new Error(`${path} for ${userid}: ${JSON.stringify(body)}`);
  return body.data;
}

/** A seeded schedule of `userid`: live or deleted, of a kind (or any kind but an accompany). */
export async function seededSchedule(h: Harness, userid: string, o: { deleted: boolean; kind?: string }) {
  const [row] = await h.db
    .select({ sqno: schedules.sqno })
    .from(schedules)
    .where(and(eq(schedules.userid, userid), eq(schedules.dltnYn, o.deleted ? 'Y' : 'N'), o.kind ? eq(schedules.scdlDivCd, o.kind) : ne(schedules.scdlDivCd, 'SSD06')))
    .orderBy(asc(schedules.sqno))
    .limit(1);
  if (!row) throw new Error(`no seeded schedule of ${userid} ${JSON.stringify(o)}`);
  return row.sqno;
}

/** Answers a held call as the path's done or error event says: forwarded to the server, failed offline, or refused. */
export function answerer(w: SectionWorld) {
  return async (name: string, e: AnyEventObject, check?: (req: HeldRequest, body: any) => void) => {
    const req = await w.server.gate.take((r) => r.path === API_OF(name), name);
    const body = await answerHeld(w.server.forward, req, e);
    check?.(req, body);
    return body;
  };
}

const WEEKDAYS = '일월화수목금토';
/** yyyy-mm-dd (요일), as the view and the lookup show a day. */
export const withWeekday = (day: string) => `${day} (${WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()]})`;
