// The settings calls (spec 1 §7 "set get/save …"): the six notification flags (§3), the home-card order
// with shown and hidden cards, and the customer-registration layout order (spec 2 §3 CRS01..CRS06).
// Saves are strict: every code once, positions 1..n, Y/N only, bounded JSON text.
import { Schema } from 'effect';
import { orderIssue, type OrderEntry } from './setting-order';
import { Count, Empty, Text, YN, defineCall } from '../shared/call';
import { CARD_CODES, CardCode } from '../dashboard/contract';

export const NOTIFICATION_FLAGS = ['custrgsnRecpYn', 'ancmRecpYn', 'planRecpYn', 'dgnssrvcRecpYn', 'shpnRecpYn', 'drptRecpYn'] as const;
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number];

export const NotificationFlags = Schema.Struct({
  custrgsnRecpYn: YN,
  ancmRecpYn: YN,
  planRecpYn: YN,
  dgnssrvcRecpYn: YN,
  shpnRecpYn: YN,
  drptRecpYn: YN,
});
export type NotificationFlags = typeof NotificationFlags.Type;

export const getNotificationSetUserInfo = defineCall({ path: 'set/getNotificationSetUserInfo', auth: 'session', request: Empty, response: NotificationFlags });
export const saveNotificationSetUserInfo = defineCall({ path: 'set/saveNotificationSetUserInfo', auth: 'session', mutation: true, request: NotificationFlags, response: Empty });

/** A JSON list in one form field: far more than six entries need, far less than the 64 KB body. */
export const SETTINGS_JSON_MAX = 1_000;
const Position = Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: 99 }));
const jsonList = <A, I>(entry: Schema.Codec<A, I>, maxEntries: number) =>
  Text(SETTINGS_JSON_MAX).pipe(Schema.decodeTo(Schema.fromJsonString(Schema.Array(entry).check(Schema.isMaxLength(maxEntries)))));

// ---- home cards ----

export const DashboardSetCard = Schema.Struct({ cardCd: CardCode, cardNm: Schema.String, expoSqnc: Count, expoYn: YN });
export type DashboardSetCard = typeof DashboardSetCard.Type;

export const CardOrderEntry = Schema.Struct({ cardCd: CardCode, expoSqnc: Position });
export type CardOrderEntry = typeof CardOrderEntry.Type;

const cardEntries = (list: readonly CardOrderEntry[]): OrderEntry[] => list.map((e) => ({ code: e.cardCd, expoSqnc: e.expoSqnc }));

/**
 * enableJsonString: the shown cards, disableJsonString: the hidden ones, each `[{ cardCd, expoSqnc }]`.
 * Together no card twice and positions 1..n; which cards the user's position has is the server's check.
 */
export const SaveDashboardSet = Schema.Struct({
  enableJsonString: jsonList(CardOrderEntry, CARD_CODES.length),
  disableJsonString: jsonList(CardOrderEntry, CARD_CODES.length),
}).check(
  Schema.makeFilter((o) =>
    orderIssue([...cardEntries(o.enableJsonString), ...cardEntries(o.disableJsonString)]) === null
      ? undefined
      : [
          { path: ['enableJsonString'], issue: 'cards twice or positions not 1..n' },
          { path: ['disableJsonString'], issue: 'cards twice or positions not 1..n' },
        ],
  ),
);
export type SaveDashboardSet = typeof SaveDashboardSet.Type;

export const getDashboardSetUserInfo = defineCall({
  path: 'set/getDashboardSetUserInfo',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ cardList: Schema.Array(DashboardSetCard) }),
});
export const saveDashboardSetUserInfo = defineCall({ path: 'set/saveDashboardSetUserInfo', auth: 'session', mutation: true, request: SaveDashboardSet, response: Empty });

// ---- customer-registration layout ----

export const REG_ITEM_CODES = ['CRS01', 'CRS02', 'CRS03', 'CRS04', 'CRS05', 'CRS06'] as const;
export const RegItemCode = Schema.Literals(REG_ITEM_CODES);
export type RegItemCode = typeof RegItemCode.Type;

export const RegItem = Schema.Struct({ itemCd: RegItemCode, itemNm: Schema.String, expoSqnc: Count });
export type RegItem = typeof RegItem.Type;

export const RegOrderEntry = Schema.Struct({ itemCd: RegItemCode, expoSqnc: Position });
export type RegOrderEntry = typeof RegOrderEntry.Type;

/** jsonString: `[{ itemCd, expoSqnc }]` with every section exactly once, positions 1..6. */
export const SaveMyCstmrRegSet = Schema.Struct({
  jsonString: jsonList(RegOrderEntry, REG_ITEM_CODES.length).check(
    Schema.makeFilter((list) => orderIssue(list.map((e) => ({ code: e.itemCd, expoSqnc: e.expoSqnc })), REG_ITEM_CODES) === null),
  ),
});
export type SaveMyCstmrRegSet = typeof SaveMyCstmrRegSet.Type;

export const getMyCstmrRegSetUserInfo = defineCall({
  path: 'set/getMyCstmrRegSetUserInfo',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ list: Schema.Array(RegItem) }),
});
export const saveMyCstmrRegSetUserInfo = defineCall({ path: 'set/saveMyCstmrRegSetUserInfo', auth: 'session', mutation: true, request: SaveMyCstmrRegSet, response: Empty });
