// Notice popups (spec 1 §3 Popup, §7 popup/list and popup/detail): the popups open now, and one popup
// with its HTML body (server-provided: the client sanitises it before rendering).
import { Schema } from 'effect';
import { Count, defineCall, Empty, FormInt } from '../shared/call';

/** '0' shows again the next day after 오늘하루열지않음; any other type never again after 다시열지않음. */
export const PopupType = Schema.String.check(Schema.isPattern(/^\d$/));

export const PopupSummary = Schema.Struct({ sqno: Count, titl: Schema.String, ppupTyp: PopupType });
export type PopupSummary = typeof PopupSummary.Type;

export const Popup = Schema.Struct({ sqno: Count, titl: Schema.String, cntn: Schema.String, ppupTyp: PopupType });
export type Popup = typeof Popup.Type;

export const popupList = defineCall({
  path: 'popup/list',
  auth: 'session',
  request: Empty,
  response: Schema.Struct({ list: Schema.Array(PopupSummary) }),
});

export const popupDetail = defineCall({
  path: 'popup/detail',
  auth: 'session',
  request: Schema.Struct({ sqno: FormInt(1, 2_147_483_647) }),
  response: Popup,
});
