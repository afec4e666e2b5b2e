// The customer detail's popups (spec 2 §2 sub-routes, §4 "events from popups update the detail"): each
// opens on its own route through the shell (a new web view; a window on PC) and reports back to the page
// that opened it with one of these events (the shell's sendToParent → a pageMessage there). Anything else
// a page message carries is ignored.
import { Schema } from 'effect';
import { CustSearchRow } from '../schedule/contract';

/** The child the add / modify popups report (spec 2 §3 child form); the detail puts it in its slot and saves. */
export const ReportedChild = Schema.Struct({
  chlnnam: Schema.String,
  /** yyyymmdd or ''. */
  chlnbdt: Schema.String,
  chlngndr: Schema.Literals(['M', 'F']),
});
export type ReportedChild = typeof ReportedChild.Type;

export const POPUP_EVENT_NAMES = [
  'memo-save-complete',
  'juso-selected',
  'add-children-result',
  'modify-children-result',
  'interestinfo-update-result',
  'family-pop-selected-chlnkwkey',
  'reload-myschedule',
  'cust-selected',
  'acmp-schedule-selected',
  'org-detail-searched',
  'org-memo-saved',
] as const;
export type PopupEventName = (typeof POPUP_EVENT_NAMES)[number];

/** What a popup sends: the event's name and what it carries (a chosen address, a child's key, a schedule). */
export const PopupEvent = Schema.Union([
  Schema.Struct({ event: Schema.Literal('memo-save-complete'), kwkkey: Schema.String }),
  Schema.Struct({ event: Schema.Literal('juso-selected'), zipNo: Schema.String, roadAddr: Schema.String }),
  Schema.Struct({ event: Schema.Literal('add-children-result'), kwkkey: Schema.String, child: ReportedChild }),
  /** sqno: the child's position among the customer's children (1-5, DetailChild.sqno). */
  Schema.Struct({ event: Schema.Literal('modify-children-result'), kwkkey: Schema.String, sqno: Schema.Number, child: ReportedChild }),
  Schema.Struct({ event: Schema.Literal('interestinfo-update-result'), kwkkey: Schema.String }),
  Schema.Struct({ event: Schema.Literal('family-pop-selected-chlnkwkey'), kwkkey: Schema.String, custDiv: Schema.Literals(['1', '2']) }),
  Schema.Struct({ event: Schema.Literal('reload-myschedule'), sqno: Schema.Number }),
  // The customer search popup (spec 3 §2): the customer picked, for the schedule form.
  Schema.Struct({ event: Schema.Literal('cust-selected'), ...CustSearchRow.fields }),
  // The accompany lookup (spec 2 §4): the other planner's schedule chosen; the form takes its times and place.
  Schema.Struct({
    event: Schema.Literal('acmp-schedule-selected'),
    sqno: Schema.Number,
    username: Schema.String,
    allYn: Schema.Literals(['Y', 'N']),
    sttDt: Schema.String,
    sttHr: Schema.String,
    endDt: Schema.String,
    endHr: Schema.String,
    addrNm: Schema.String,
    addr: Schema.String,
    addrDtpt: Schema.String,
  }),
  // The organisation list's detail search (spec 3 §2): the codes checked per group, sent back to the list.
  Schema.Struct({
    event: Schema.Literal('org-detail-searched'),
    gubun: Schema.Array(Schema.String),
    chawol: Schema.Array(Schema.String),
    gadong: Schema.Array(Schema.String),
  }),
  // The member detail's memo popup (spec 3 §2): a memo about this member was saved; the detail reloads its memos.
  Schema.Struct({ event: Schema.Literal('org-memo-saved'), targetId: Schema.String }),
]);
export type PopupEvent = typeof PopupEvent.Type;

const decode = Schema.decodeUnknownOption(PopupEvent);

/** The popup event a page message carries, or null for anything else. */
export const popupEventOf = (data: unknown): PopupEvent | null => {
  const decoded = decode(data);
  return decoded._tag === 'Some' ? decoded.value : null;
};
