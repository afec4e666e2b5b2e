// The branch head's popups over the centres' records of a customer (spec 2 §2 purchase history, recruiting
// info; §9 10 a page): whose records a list pages (the customer's name and phone, carried as the paged
// list's query so the list machine stays generic) and how a purchase is named.

/** Page size of both popups (spec 2 §9). */
export const CENTRE_PAGE_SIZE = 10;

/** The customer the records are looked up by: the centres know a person by name and phone only. */
export interface Person {
  readonly custNm: string;
  readonly tel1: string;
  readonly tel2: string;
  readonly tel3: string;
}

/** A popup's key from the detail (spec 2 §2): the owner, the customer; never the name or phone (URLs are logged). */
export interface CentreRecordsInput {
  readonly searchUserid: string;
  readonly kwkkey: string;
  readonly custDiv: '1' | '2';
}

/** Which records a popup lists (the detail's popup names, detail.ts DetailPopup): purchases carry a history mark. */
export type CentreRecordsKind = 'purchases' | 'recruits';

/** The popup's key from its query (userId, kwkkey, custDiv). */
export function centreRecordsInputOf(search: string): CentreRecordsInput {
  const q = new URLSearchParams(search);
  return { searchUserid: q.get('userId') ?? '', kwkkey: q.get('kwkkey') ?? '', custDiv: q.get('custDiv') === '1' ? '1' : '2' };
}

/** The list's query for a person; personOf reads it back. */
export const personQuery = (p: Person): string => JSON.stringify([p.custNm, p.tel1, p.tel2, p.tel3]);

export function personOf(query: string): Person {
  const parsed: unknown = JSON.parse(query || '[]');
  const [custNm = '', tel1 = '', tel2 = '', tel3 = ''] = Array.isArray(parsed) ? parsed.map(String) : [];
  return { custNm, tel1, tel2, tel3 };
}

/** One purchase among a customer's: a centre's customer key at that centre. */
export const purchaseKey = (p: { readonly kwkey: string; readonly cntrCd: string }): string => `${p.kwkey}@${p.cntrCd}`;
