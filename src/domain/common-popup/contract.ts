// The address search call (spec 3 §7 postSearch; docs/api.md "Address search"): a keyword and a page in,
// the page of addresses and the count of all matches out, in the road-address API's own shape (common,
// juso[]) so the popup reads the reference server and the proxied public service alike. Refusals travel in
// the envelope (rt, rtMsg); `common` carries only the counts.
import { Schema } from 'effect';
import { Count, defineCall, FormInt, Text } from '../shared/call';

/** The popup asks 10 a page (spec 3 §7); the road-address API allows up to 100. */
export const POST_SEARCH_PAGE_SIZE = 10;
export const MAX_COUNT_PER_PAGE = 100;
export const MAX_CURRENT_PAGE = 1000;
/** The raw keyword's bound on the wire; the keyword rules (keyword.ts) allow 40 characters once trimmed. */
const RAW_KEYWORD_MAX = 200;

/** One address (road-address API field names). */
export const Juso = Schema.Struct({
  /** Full road address with its reference part, e.g. 서울특별시 강남구 테헤란로 152 (역삼동). */
  roadAddr: Schema.String,
  /** Lot (jibun) address, e.g. 서울특별시 강남구 역삼동 737 강남파이낸스센터. */
  jibunAddr: Schema.String,
  /** Five-digit postal code. */
  zipNo: Schema.String,
  /** Building name; '' when the building has none. */
  bdNm: Schema.String,
});
export type Juso = typeof Juso.Type;

export const PostSearchAnswer = Schema.Struct({
  common: Schema.Struct({ totalCount: Count, currentPage: Count, countPerPage: Count }),
  juso: Schema.Array(Juso),
});
export type PostSearchAnswer = typeof PostSearchAnswer.Type;

export const postSearch = defineCall({
  path: 'common/postSearch',
  auth: 'session',
  request: Schema.Struct({
    keyword: Text(RAW_KEYWORD_MAX),
    currentPage: FormInt(1, MAX_CURRENT_PAGE),
    countPerPage: FormInt(1, MAX_COUNT_PER_PAGE),
  }),
  response: PostSearchAnswer,
});
