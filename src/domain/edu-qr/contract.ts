// Education QR attendance (spec 1 §7 eduqr/atnd): the scanned text of a lecture's QR code records the
// caller's attendance once. The history (eduqr/list) is in edu-qr-history.ts, off the app's boot path.
import { Schema } from 'effect';
import { Text, defineCall } from '../shared/call';

/** The scanned text as read; its form (rules/edu-qr.ts) is checked by the server, not by the schema. */
export const EDU_QR_SCAN_MAX = 500;

export const EduQrAttended = Schema.Struct({
  lecNm: Schema.String,
  placeNm: Schema.String,
  /** ISO 8601 with +09:00. */
  atndAt: Schema.String,
  /** The Korean result line the app shows (…출석이 완료되었습니다.). */
  message: Schema.String,
});
export type EduQrAttended = typeof EduQrAttended.Type;

/** Refusals (unknown code, closed, not open yet, already attended) answer `refused` with the message. */
export const eduqrAtnd = defineCall({
  path: 'eduqr/atnd',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({ qrScan: Text(EDU_QR_SCAN_MAX, 1) }),
  response: EduQrAttended,
});
