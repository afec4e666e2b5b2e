// The settings screens' actors on the Effect runtime: notification flags (set/get|saveNotificationSetUserInfo),
// the home-card order with hidden cards (…DashboardSetUserInfo) and the registration layout order
// (…MyCstmrRegSetUserInfo), each mapped between the wire and the editor's list once, here. The saves go
// through the outbox (issue 18): kept when the network fails, and done for the editor (it shows what was saved).
import { Effect } from 'effect';
import { getDashboardSetUserInfo, getMyCstmrRegSetUserInfo, getNotificationSetUserInfo, saveDashboardSetUserInfo, saveMyCstmrRegSetUserInfo, saveNotificationSetUserInfo, type NotificationFlags, type RegItemCode } from '../../domain/settings/contract';
import { type CardCode } from '../../domain/dashboard/contract';
import { entriesOf, type OrderItem } from '../../domain/settings/setting-order';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { Api } from '../../services/api.service';
import { submitVoid } from '../outbox/submit-save';
import type { FromEffect } from '../flows';

const byPosition = <T extends { readonly expoSqnc: number }>(list: readonly T[]) => [...list].sort((a, b) => a.expoSqnc - b.expoSqnc);

export const loadNotifications = () => Api.use((a) => a.call(getNotificationSetUserInfo, {}));
const about = (kind: Parameters<typeof recordOf.settings>[0]) => ({ label: outboxMessages.outboxLabelSettings, record: recordOf.settings(kind) });

export const saveNotifications = (flags: NotificationFlags) => submitVoid(saveNotificationSetUserInfo, flags, about('notification'));

export const loadCardOrder = () =>
  Api.use((a) => a.call(getDashboardSetUserInfo, {})).pipe(
    Effect.map((r): OrderItem[] => byPosition(r.cardList).map((c) => ({ code: c.cardCd, name: c.cardNm, shown: c.expoYn === 'Y' }))),
  );

/** Shown cards in enableJsonString, hidden ones in disableJsonString, each with its place in the whole list. */
export const saveCardOrder = (items: readonly OrderItem[]) => {
  // The codes came from the server's own list; the contract's encoder checks them again.
  const entries = entriesOf(items).map((e) => ({ cardCd: e.code as CardCode, expoSqnc: e.expoSqnc, shown: e.shown }));
  const pick = (shown: boolean) => entries.filter((e) => e.shown === shown).map(({ cardCd, expoSqnc }) => ({ cardCd, expoSqnc }));
  return submitVoid(saveDashboardSetUserInfo, { enableJsonString: pick(true), disableJsonString: pick(false) }, about('dashboard'));
};

export const loadRegOrder = () =>
  Api.use((a) => a.call(getMyCstmrRegSetUserInfo, {})).pipe(
    Effect.map((r): OrderItem[] => byPosition(r.list).map((i) => ({ code: i.itemCd, name: i.itemNm, shown: true }))),
  );

export const saveRegOrder = (items: readonly OrderItem[]) =>
  submitVoid(
    saveMyCstmrRegSetUserInfo,
    { jsonString: entriesOf(items).map((e) => ({ itemCd: e.code as RegItemCode, expoSqnc: e.expoSqnc })) },
    about('registration'),
  );

// Each editor is a load / edit / save machine (machines/shared/load-edit-save.ts): its actors are `load` and `save`.
export const notificationActors = (fromEffect: FromEffect) => ({ load: fromEffect(loadNotifications), save: fromEffect(saveNotifications) });
export const cardOrderActors = (fromEffect: FromEffect) => ({ load: fromEffect(loadCardOrder), save: fromEffect(saveCardOrder) });
export const regOrderActors = (fromEffect: FromEffect) => ({ load: fromEffect(loadRegOrder), save: fromEffect(saveRegOrder) });
