// Education attendance history (spec 1 §7 eduqr/list; spec 3 §2 /eduQrAtndList): the caller's own
// attendances, newest first, paged like the other lists.
import { Schema } from 'effect';
import { Count, FormInt, defineCall } from '../shared/call';

export const EduQrAttendance = Schema.Struct({
  sqno: Count,
  lecNm: Schema.String,
  placeNm: Schema.String,
  /** ISO 8601 with +09:00. */
  atndAt: Schema.String,
});
export type EduQrAttendance = typeof EduQrAttendance.Type;

export const eduqrList = defineCall({
  path: 'eduqr/list',
  auth: 'session',
  request: Schema.Struct({ offset: FormInt(0, 100_000), size: FormInt(1, 50) }),
  response: Schema.Struct({ list: Schema.Array(EduQrAttendance), totCnt: Count }),
});
