// Notices (spec 1 §3, §7): the list the dashboard's notice card and the notice screens read.
import { Schema } from 'effect';
import { Count, FormInt, Text, defineCall } from '../shared/call';
import { pagedCall } from '../shared/paged';

/** '1' urgent, anything else normal. */
export const Importance = Schema.Literals(['1', '2']);

export const NoticeRow = Schema.Struct({ itemId: Count, title: Schema.String, importance: Importance, writeDate: Schema.String });
export type NoticeRow = typeof NoticeRow.Type;

export const noticeList = pagedCall({
  path: 'notice/list',
  auth: 'session',
  row: NoticeRow,
  filters: { searchTxt: Schema.optionalKey(Text(50)) },
  maxOffset: 100_000,
});

/** An attachment; fileDownUrl is opened through the native bridge (a browser window on PC). */
export const NoticeFile = Schema.Struct({ fileName: Schema.String, fileDownUrl: Schema.String });
export type NoticeFile = typeof NoticeFile.Type;

/** A notice with its HTML body (server-provided: the client sanitises it before rendering). */
export const NoticeDetail = Schema.Struct({
  itemId: Count,
  title: Schema.String,
  importance: Importance,
  writeDate: Schema.String,
  /** The document's id in the groupware it was published from, '' when none. */
  crossDocLocation: Schema.String,
  contents: Schema.String,
  fileList: Schema.Array(NoticeFile),
});
export type NoticeDetail = typeof NoticeDetail.Type;

export const noticeDetail = defineCall({
  path: 'notice/detail',
  auth: 'session',
  request: Schema.Struct({ itemId: FormInt(1, 2_147_483_647) }),
  response: NoticeDetail,
});
