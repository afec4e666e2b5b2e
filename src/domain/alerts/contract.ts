// Alerts (spec 1 §3 Alert, §7 alarm calls): the caller's own alerts, newest first, paged by page number
// under a pin (maxSqno) so alerts arriving while scrolling do not shift the pages; one alert; delete one
// or all. dtlJsonString travels as JSON text and is read as `customers` here (decoded once).
import { Schema } from 'effect';
import { Count, Empty, FormInt, YN, defineCall } from '../shared/call';

const SQNO_MAX = 2_147_483_647;

/** A customer an alert is about: custsrno is '' for a contract customer (see docs/decisions.md D31). */
export const AlertCustomer = Schema.Struct({ custNm: Schema.String, custsrno: Schema.String, kwkey: Schema.String, userid: Schema.String });
export type AlertCustomer = typeof AlertCustomer.Type;

const Customers = Schema.fromJsonString(Schema.Array(AlertCustomer));

const alertFields = {
  pushSqno: Count,
  titl: Schema.String,
  /** Plain text, never HTML. */
  cntn: Schema.String,
  timeAgo: Schema.String,
  /** A path of the app the alert opens, '' when it opens its detail. */
  scrnUrl: Schema.String,
  ppupYn: YN,
  dtlCnt: Count,
  customers: Customers,
};

export const AlertRow = Schema.Struct({ rn: Count, ...alertFields }).pipe(Schema.encodeKeys({ customers: 'dtlJsonString' }));
export type AlertRow = typeof AlertRow.Type;

export const alarmList = defineCall({
  path: 'alarm',
  auth: 'session',
  /** page from 1; maxSqno absent or 0 on a first page: the server pins the list at the newest alert. */
  request: Schema.Struct({ page: FormInt(1, 100_000), maxSqno: Schema.optionalKey(FormInt(0, SQNO_MAX)) }),
  response: Schema.Struct({
    list: Schema.Array(AlertRow),
    /** The rows in this answer. */
    listSize: Count,
    req: Schema.Struct({ page: Count, maxSqno: Count, rowSize: Count }),
  }),
});

export const AlertDetail = Schema.Struct({
  ...alertFields,
  /** When it was sent: ISO 8601 with +09:00. */
  sendDttm: Schema.String,
}).pipe(Schema.encodeKeys({ customers: 'dtlJsonString' }));
export type AlertDetail = typeof AlertDetail.Type;

const BySqno = Schema.Struct({ pushSqno: FormInt(1, SQNO_MAX) });

export const alarmDetail = defineCall({ path: 'alarm/detail', auth: 'session', request: BySqno, response: AlertDetail });

export const alarmDelete = defineCall({ path: 'alarm/delete', auth: 'session', mutation: true, request: BySqno, response: Empty });

export const alarmAllDelete = defineCall({ path: 'alarm/allDelete', auth: 'session', mutation: true, request: Empty, response: Schema.Struct({ dltCnt: Count }) });
