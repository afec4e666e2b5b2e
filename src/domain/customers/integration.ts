// Customer integration rules shared by the server and the screen (spec 2 §2 customer integration, §3):
// the prospect's inpath from its type, the badge an inpath shows, a pair's key, and the payload that
// flags the chosen pair.
import type { CustType } from './contract';
import type { Inpath, IntegrationFlag, IntegrationRow } from './integration-contract';

/** G a mom (SCD03), K an experience (SCD04), P every other prospect. */
export const inpathOf = (type: CustType): Inpath => (type === 'SCD03' ? 'G' : type === 'SCD04' ? 'K' : 'P');

/** The prospect's badge type: mom for G, experience for K, otherwise prospect (spec 2 §2). */
export const prospectBadgeType = (inpath: string): CustType => (inpath === 'G' ? 'SCD03' : inpath === 'K' ? 'SCD04' : 'SCD02');

/** One pair's key: a prospect may match two contract customers, and a contract customer two prospects. */
export const pairKey = (r: Pick<IntegrationRow, 'kwkkey' | 'chkKwkkey'>): string => `${r.kwkkey}/${r.chkKwkkey}`;

/** The rows saveCustIntegration takes: the chosen pair, flagged Y. */
export const flaggedRows = (chosen: Pick<IntegrationRow, 'kwkkey' | 'chkKwkkey'>): IntegrationFlag[] => [
  { kwkkey: chosen.kwkkey, chkKwkkey: chosen.chkKwkkey, insertFlag: 'Y' },
];

/** The phone as shown: 010-1234-5678. */
export const pairPhone = (r: Pick<IntegrationRow, 'kwcddd' | 'kwctl1' | 'kwctl2'>): string => [r.kwcddd, r.kwctl1, r.kwctl2].join('-');
