// The settings calls (spec 1 §7 set/*): notification flags, the home-card order (the `dashboard` call
// reads the same rows, so what is saved here is what the home screen shows next) and the customer-
// registration layout order. No rows means defaults. Saves upsert every row in one statement, so two
// saves at once leave one of them whole.
import { and, eq, notInArray, sql } from 'drizzle-orm';
import { getDashboardSetUserInfo, getMyCstmrRegSetUserInfo, getNotificationSetUserInfo, REG_ITEM_CODES, saveDashboardSetUserInfo, saveMyCstmrRegSetUserInfo, saveNotificationSetUserInfo } from '../../src/domain/settings/contract';
import { REG_ITEM_NAMES } from '../../src/domain/settings/cstmr-reg-items';
import { CARD_NAMES, DEFAULT_CARDS } from '../../src/domain/dashboard/cards';
import { NOTIFICATIONS_DEFAULT } from '../../src/domain/settings/notification-flags';
import { normaliseOrder } from '../../src/domain/settings/setting-order';
import { cstmrRegOrder, dashboardCards, notificationSettings } from '../db/schema';
import { CallRefusal } from '../http/envelope';
import { type ApiCall, handle, signedIn } from '../http/handle';
import { badRequestMessage } from '../lib/decode';
import { forgetDashboard } from '../services/dashboard';

const FLAG_COLUMNS = {
  custrgsnRecpYn: notificationSettings.custrgsnRecpYn,
  ancmRecpYn: notificationSettings.ancmRecpYn,
  planRecpYn: notificationSettings.planRecpYn,
  dgnssrvcRecpYn: notificationSettings.dgnssrvcRecpYn,
  shpnRecpYn: notificationSettings.shpnRecpYn,
  drptRecpYn: notificationSettings.drptRecpYn,
};

const byCode = <T extends { readonly code: string }>(a: T, b: T) => a.code.localeCompare(b.code);

export const settingsCalls: readonly ApiCall[] = [
  handle(getNotificationSetUserInfo, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    const [row] = await ctx.svc.db.select(FLAG_COLUMNS).from(notificationSettings).where(eq(notificationSettings.userid, user.userid)).limit(1);
    return row ?? NOTIFICATIONS_DEFAULT;
  }),

  handle(saveNotificationSetUserInfo, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const flags = {
      custrgsnRecpYn: req.custrgsnRecpYn,
      ancmRecpYn: req.ancmRecpYn,
      planRecpYn: req.planRecpYn,
      dgnssrvcRecpYn: req.dgnssrvcRecpYn,
      shpnRecpYn: req.shpnRecpYn,
      drptRecpYn: req.drptRecpYn,
    };
    const updatedAt = ctx.svc.clock.now();
    await ctx.svc.db
      .insert(notificationSettings)
      .values({ userid: user.userid, ...flags, updatedAt })
      .onConflictDoUpdate({ target: notificationSettings.userid, set: { ...flags, updatedAt } });
    return {};
  }),

  handle(getDashboardSetUserInfo, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    const rows = await ctx.svc.db
      .select({ code: dashboardCards.cardCd, expoSqnc: dashboardCards.expoSqnc, expoYn: dashboardCards.expoYn })
      .from(dashboardCards)
      .where(eq(dashboardCards.userid, user.userid));
    const list = normaliseOrder(
      rows.map((r) => ({ code: r.code, expoSqnc: r.expoSqnc, shown: r.expoYn === 'Y' })),
      DEFAULT_CARDS[user.orgnzPstn],
      false,
    );
    return { cardList: list.map((e) => ({ cardCd: e.code, cardNm: CARD_NAMES[e.code], expoSqnc: e.expoSqnc, expoYn: e.shown ? ('Y' as const) : ('N' as const) })) };
  }),

  handle(saveDashboardSetUserInfo, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const allowed: readonly string[] = DEFAULT_CARDS[user.orgnzPstn];
    const entries = [
      ...req.enableJsonString.map((e) => ({ code: e.cardCd, expoSqnc: e.expoSqnc, expoYn: 'Y' as const })),
      ...req.disableJsonString.map((e) => ({ code: e.cardCd, expoSqnc: e.expoSqnc, expoYn: 'N' as const })),
    ];
    // The contract checked each card once and positions 1..n; the position decides which cards exist.
    if (entries.length !== allowed.length || entries.some((e) => !allowed.includes(e.code)))
      throw new CallRefusal('bad_request', badRequestMessage(['enableJsonString', 'disableJsonString']), {
        detail: { reason: 'cards of another position', position: user.orgnzPstn },
      });
    const db = ctx.svc.db;
    await db.transaction(async (tx) => {
      await tx
        .insert(dashboardCards)
        .values(entries.sort(byCode).map((e) => ({ userid: user.userid, cardCd: e.code, expoSqnc: e.expoSqnc, expoYn: e.expoYn })))
        .onConflictDoUpdate({
          target: [dashboardCards.userid, dashboardCards.cardCd],
          set: { expoSqnc: sql`excluded.expo_sqnc`, expoYn: sql`excluded.expo_yn` },
        });
      await tx.delete(dashboardCards).where(and(eq(dashboardCards.userid, user.userid), notInArray(dashboardCards.cardCd, [...allowed])));
    });
    forgetDashboard(db, user.userid);
    return {};
  }),

  handle(getMyCstmrRegSetUserInfo, async (_req, ctx) => {
    const { user } = signedIn(ctx);
    const rows = await ctx.svc.db
      .select({ code: cstmrRegOrder.itemCd, expoSqnc: cstmrRegOrder.expoSqnc })
      .from(cstmrRegOrder)
      .where(eq(cstmrRegOrder.userid, user.userid));
    const list = normaliseOrder(
      rows.map((r) => ({ ...r, shown: true })),
      REG_ITEM_CODES,
      true,
    );
    return { list: list.map((e) => ({ itemCd: e.code, itemNm: REG_ITEM_NAMES[e.code], expoSqnc: e.expoSqnc })) };
  }),

  handle(saveMyCstmrRegSetUserInfo, async (req, ctx) => {
    const { user } = signedIn(ctx);
    const rows = req.jsonString.map((e) => ({ code: e.itemCd, expoSqnc: e.expoSqnc })).sort(byCode);
    await ctx.svc.db.transaction(async (tx) => {
      await tx
        .insert(cstmrRegOrder)
        .values(rows.map((e) => ({ userid: user.userid, itemCd: e.code, expoSqnc: e.expoSqnc })))
        .onConflictDoUpdate({ target: [cstmrRegOrder.userid, cstmrRegOrder.itemCd], set: { expoSqnc: sql`excluded.expo_sqnc` } });
      await tx.delete(cstmrRegOrder).where(and(eq(cstmrRegOrder.userid, user.userid), notInArray(cstmrRegOrder.itemCd, [...REG_ITEM_CODES])));
    });
    return {};
  }),
];
