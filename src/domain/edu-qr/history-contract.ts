// Education attendance history (spec 1 §7 eduqr/list; spec 3 §2 /eduQrAtndList): the caller's own
// attendances, newest first, paged like the other lists.
import { Schema } from 'effect';
import { Count } from '../shared/call';
import { pagedCall } from '../shared/paged';

export const EduQrAttendance = Schema.Struct({
  sqno: Count,
  lecNm: Schema.String,
  placeNm: Schema.String,
  /** ISO 8601 with +09:00. */
  atndAt: Schema.String,
});
export type EduQrAttendance = typeof EduQrAttendance.Type;

export const eduqrList = pagedCall({ path: 'eduqr/list', auth: 'session', row: EduQrAttendance, maxOffset: 100_000 });
