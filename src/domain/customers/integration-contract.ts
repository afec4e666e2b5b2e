// The customer integration screen's calls (spec 2 §2 customer integration, §3 integration row, §7, §9):
// the caller's prospect/contract pairs that look like the same person (same owner, same phone), 100 a page,
// and the integration of the chosen pairs. Paths follow docs/api.md's scheme (myCstmr/<name>); the rules are
// docs/decisions.md D46.
import { Schema } from 'effect';
import { Count, defineCall, FormInt, Text, YN } from '../shared/call';

/** Integration page size (spec 2 §9). */
export const INTEGRATION_PAGE_SIZE = 100;
/** The most pairs one saveCustIntegration takes (one page). */
export const MAX_INTEGRATION_ROWS = INTEGRATION_PAGE_SIZE;

/** How the prospect came in: G a mom (SCD03), K an experience (SCD04), P any other prospect (SCD02). */
export const INPATHS = ['G', 'K', 'P'] as const;
export const Inpath = Schema.Literals(INPATHS);
export type Inpath = typeof Inpath.Type;

/**
 * A candidate pair (spec 2 §3 Integration row): kwkkey the prospect, chkKwkkey the contract customer with the
 * same phone; custname the prospect's name, kwcnam the contract customer's; kwcddd-kwctl1-kwctl2 the phone.
 * insertFlag is N in the list; the client flags the chosen pair Y when it sends it back.
 */
export const IntegrationRow = Schema.Struct({
  kwkkey: Schema.String,
  chkKwkkey: Schema.String,
  insertFlag: YN,
  inpath: Inpath,
  custname: Schema.String,
  kwcnam: Schema.String,
  kwcddd: Schema.String,
  kwctl1: Schema.String,
  kwctl2: Schema.String,
});
export type IntegrationRow = typeof IntegrationRow.Type;

export const custIntegrationList = defineCall({
  path: 'myCstmr/custIntegrationList',
  auth: 'session',
  request: Schema.Struct({ offset: FormInt(0, 100_000), size: FormInt(1, INTEGRATION_PAGE_SIZE) }),
  response: Schema.Struct({ totCnt: Count, list: Schema.Array(IntegrationRow) }),
});

/** A pair as sent back: the keys and the flag (other row fields may come along and are ignored). */
export const IntegrationFlag = Schema.Struct({ kwkkey: Text(20, 1), chkKwkkey: Text(20, 1), insertFlag: YN });
export type IntegrationFlag = typeof IntegrationFlag.Type;

/**
 * Integrates the pairs flagged Y, all or none (one transaction): the answer is how many were integrated,
 * 0 when none was flagged (spec 2 §8: no positive number is a failure).
 */
export const saveCustIntegration = defineCall({
  path: 'myCstmr/saveCustIntegration',
  auth: 'session',
  mutation: true,
  request: Schema.Struct({
    jsonString: Text(60_000).pipe(
      Schema.decodeTo(Schema.fromJsonString(Schema.Array(IntegrationFlag).check(Schema.isMinLength(1), Schema.isMaxLength(MAX_INTEGRATION_ROWS)))),
    ),
  }),
  response: Count,
});
