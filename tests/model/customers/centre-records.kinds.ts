// What the centre records popup's model tests know of each kind, from the seed: planner01's customer with
// more than a page of records (the seed's long record), the records as the server keeps them, a customer
// with none, the kind's own events (purchases: the history marks) with their drivers, and what a row and
// the server show after each step.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import type { CentreRecordsPopupInput } from '../../../machines/customers/centre-records.machine';
import { rowsOf } from '../../../server/lib/rows';
import type { Harness } from '../../../server/test-support/harness';
import { CENTRE_PAGE_SIZE, purchaseKey, type CentreRecordsKind, type Person } from '../../../src/domain/customers/centre-records';
import type { Purchase, RecruitInfo } from '../../../src/domain/customers/sections-contract';
import { ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import type { Drivers } from '../../support/replay';
import type { SectionWorld } from './section-world';

export interface RecordsKind {
  readonly kind: CentreRecordsKind;
  readonly input: CentreRecordsPopupInput;
  readonly person: Person;
  /** Every record of the customer, newest first, as the server keeps them. */
  readonly seeded: readonly unknown[];
  readonly title: string;
  readonly none: string;
  readonly device: string;
  /** The calls a rendered path answers itself (held), besides the pages, which load freely. */
  readonly held: readonly string[];
  /** The kind's events besides loading, retrying and closing. */
  readonly events: readonly AnyEventObject[];
  readonly allow?: (state: any, event: AnyEventObject) => boolean;
  /** The seed again before each test (a saved mark undone). */
  readonly reset: () => Promise<void>;
  /** planner01's customer without any record of this kind. */
  readonly withNone: () => Promise<CentreRecordsPopupInput>;
  /** The kind's list call as the planner planner01 (no branch head). */
  readonly listAsPlanner: () => Promise<{ rt: string; rtMsg?: string }>;
  readonly drivers: (w: SectionWorld, actor: AnyActorRef, rows: () => ArrayLike<Element>) => Drivers;
  /** What the server holds after the step with context `c`. */
  readonly checkServer: (c: any) => Promise<void>;
  /** The rows shown `shown` are the records `expected` (in the step with context `c`, state `s`). */
  readonly expectRows: (shown: ArrayLike<Element>, expected: readonly unknown[], c?: any, s?: string) => void;
  /** Purchases only: an unmarked and a marked purchase of the first page, the mark the server holds, a row's checkbox. */
  readonly marks?: {
    readonly unmarked: string;
    readonly marked: string;
    readonly held: (key: string) => Promise<string>;
    readonly box: (rows: ArrayLike<Element>, key: string) => HTMLElement;
  };
}

type Row = Person & { kwkkey: string; custDiv: '1' | '2' };
const CUSTOMER = sql`c.kwkkey, c.cust_div as "custDiv", c.name as "custNm", c.tel1, c.tel2, c.tel3`;
const personOfRow = (c: Row): Person => ({ custNm: c.custNm, tel1: c.tel1, tel2: c.tel2, tel3: c.tel3 });
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));

export async function purchasesKind(h: Harness): Promise<RecordsKind> {
  const BOUGHT = sql`select count(*) from centre_purchases p where p.tel1 = c.tel1 and p.tel2 = c.tel2 and p.tel3 = c.tel3`;
  const [customer] = await rowsOf<Row>(h.db, sql`select ${CUSTOMER} from customers c where c.owner_userid = 'planner01' and (${BOUGHT}) > ${CENTRE_PAGE_SIZE} order by c.kwkkey limit 1`);
  const person = personOfRow(customer!);
  /** The purchases under the customer's phone as the server keeps them, newest first. */
  const stored = () =>
    rowsOf<Purchase>(
      h.db,
      sql`select kwcnam, cntr_nm as "cntrNm", kwsad1, hstr_yn as "hstrYn", prdtnms as "prdtnmArray", kwkey, cntr_cd as "cntrCd" from centre_purchases
        where tel1 = ${person.tel1} and tel2 = ${person.tel2} and tel3 = ${person.tel3} order by last_buy_dt desc, kwkey, cntr_cd`,
    );
  const seeded = await stored();
  const firstPage = seeded.slice(0, CENTRE_PAGE_SIZE);
  /** One purchase of the first page not marked as history and one marked. */
  const toggled = [firstPage.find((p) => p.hstrYn === 'N')!, firstPage.find((p) => p.hstrYn === 'Y')!];
  const seededMark = (key: string) => seeded.find((p) => purchaseKey(p) === key)!.hstrYn;
  const markCall = (e: { hstrYn: string }) => (e.hstrYn === 'Y' ? 'saveCustPrchHstr' : 'deleteCustPrchHstr');
  const box = (rows: ArrayLike<Element>, key: string) => within(rows[firstPage.findIndex((p) => purchaseKey(p) === key)] as HTMLElement).getByRole('checkbox');
  return {
    kind: 'purchases',
    input: { searchUserid: 'planner01', kwkkey: customer!.kwkkey, custDiv: customer!.custDiv, kind: 'purchases' },
    person,
    seeded,
    title: msg.buyTitle,
    none: msg.buyNone,
    device: 'device-0000-buy',
    held: ['getMyCstmr', 'saveCustPrchHstr', 'deleteCustPrchHstr'],
    events: [
      ...toggled.flatMap((p) => (['Y', 'N'] as const).map((hstrYn) => ({ type: 'user.toggleHistory', kwkey: p.kwkey, cntrCd: p.cntrCd, hstrYn }))),
      { type: 'xstate.done.actor.markPurchase' },
      { type: 'xstate.error.actor.markPurchase', error: new ServerError({ rt: 'server_error', rtMsg: msg.serverError }) },
      { type: 'user.dismissMessage' },
    ],
    // The checkbox asks for the other mark than it shows: a toggle to the mark already shown is no event a user can send.
    allow: (s, e) => e.type !== 'user.toggleHistory' || (s.context.marks[purchaseKey(e as never)] ?? seededMark(purchaseKey(e as never))) !== e.hstrYn,
    reset: async () => {
      for (const p of seeded) await h.db.execute(sql`update centre_purchases set hstr_yn = ${p.hstrYn} where kwkey = ${p.kwkey} and cntr_cd = ${p.cntrCd}`);
    },
    withNone: async () => {
      const [none] = await rowsOf<Row>(h.db, sql`select ${CUSTOMER} from customers c where c.owner_userid = 'planner01' and (${BOUGHT}) = 0 order by c.kwkkey limit 1`);
      expect(await rowsOf(h.db, sql`select 1 from centre_purchases where tel1 = ${none!.tel1} and tel2 = ${none!.tel2} and tel3 = ${none!.tel3}`)).toEqual([]);
      return { searchUserid: 'planner01', kwkkey: none!.kwkkey, custDiv: none!.custDiv, kind: 'purchases' };
    },
    marks: {
      unmarked: purchaseKey(toggled[0]!),
      marked: purchaseKey(toggled[1]!),
      held: async (key) => (await stored()).find((p) => purchaseKey(p) === key)!.hstrYn,
      box,
    },
    listAsPlanner: async () =>
      (await h.call('myCstmr/getCustBuyInfoList', { tel1: person.tel1, tel2: person.tel2, tel3: person.tel3, offset: '0', size: '10' }, { token: await h.as('planner01') })).body,
    drivers: (w, actor, rows) => ({
      'user.toggleHistory': async (e) => {
        await waitFor(() => expect(rows()).toHaveLength(CENTRE_PAGE_SIZE));
        click(box(rows(), purchaseKey(e as never)));
      },
      'xstate.done.actor.markPurchase': async () => {
        const pending = actor.getSnapshot().context.pending;
        const req = await w.take(markCall(pending));
        expect([req.form.get('kwkey'), req.form.get('cntrCd')]).toEqual([pending.kwkey, pending.cntrCd]);
        expect((await act(async () => w.server.forward(req))).body.rt).toBe('success');
      },
      'xstate.error.actor.markPurchase': async (e) => {
        const req = await w.take(markCall(actor.getSnapshot().context.pending));
        act(() => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
      },
      'user.dismissMessage': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
    }),
    checkServer: async (c) => {
      // The marks saved, none being saved (a mark being saved is not yet held), the others as seeded.
      const held = (key: string) => (c.pending && purchaseKey(c.pending) === key ? (c.pending.hstrYn === 'Y' ? 'N' : 'Y') : (c.marks[key] ?? seededMark(key)));
      const now = await stored();
      for (const key of toggled.map(purchaseKey)) expect([key, now.find((p) => purchaseKey(p) === key)!.hstrYn]).toEqual([key, held(key)]);
    },
    expectRows: (shown, expected, c, s) => {
      expect(shown).toHaveLength(expected.length);
      (expected as readonly Purchase[]).forEach((p, i) => {
        // A row shows its purchase: centre, customer, address, products, and its mark as shown here.
        const products = p.prdtnmArray.join(', ');
        for (const text of [p.cntrNm, p.kwcnam, p.kwsad1, products]) expect(shown[i]).toHaveTextContent(text);
        if (!c) return;
        const box = within(shown[i] as HTMLElement).getByRole('checkbox', { name: msg.buyMarkOf(p.cntrNm, products) });
        expect(box).toHaveProperty('checked', (c.marks[purchaseKey(p)] ?? p.hstrYn) === 'Y');
        expect(box).toHaveProperty('disabled', s !== '{"ready":"idle"}');
      });
    },
  };
}

export async function recruitsKind(h: Harness): Promise<RecordsKind> {
  /** Registrations of a person (name and phone), newest first, dates as yyyy-mm-dd. */
  const registrations = (p: Person) =>
    rowsOf<RecruitInfo>(
      h.db,
      sql`select cntr_nm as "cntrNm", to_char(reg_date, 'YYYY-MM-DD') as "regDate" from recruit_registrations
        where cust_nm = ${p.custNm} and tel1 = ${p.tel1} and tel2 = ${p.tel2} and tel3 = ${p.tel3} order by reg_date desc, id desc`,
    );
  const REGISTERED = sql`select count(*) from recruit_registrations r where r.cust_nm = c.name and r.tel1 = c.tel1 and r.tel2 = c.tel2 and r.tel3 = c.tel3`;
  const [customer] = await rowsOf<Row>(h.db, sql`select ${CUSTOMER} from customers c where c.owner_userid = 'planner01' and (${REGISTERED}) > ${CENTRE_PAGE_SIZE} order by c.kwkkey limit 1`);
  const person = personOfRow(customer!);
  return {
    kind: 'recruits',
    input: { searchUserid: 'planner01', kwkkey: customer!.kwkkey, custDiv: customer!.custDiv, kind: 'recruits' },
    person,
    seeded: await registrations(person),
    title: msg.recruitTitle,
    none: msg.recruitNone,
    device: 'device-0000-recruit',
    held: ['getMyCstmr'],
    events: [],
    reset: async () => {},
    withNone: async () => {
      const [none] = await rowsOf<Row>(h.db, sql`select ${CUSTOMER} from customers c where c.owner_userid = 'planner01' and (${REGISTERED}) = 0 order by c.kwkkey limit 1`);
      expect(await registrations(personOfRow(none!))).toEqual([]);
      return { searchUserid: 'planner01', kwkkey: none!.kwkkey, custDiv: none!.custDiv, kind: 'recruits' };
    },
    listAsPlanner: async () => {
      const fields = { searchCustNm: person.custNm, tel1: person.tel1, tel2: person.tel2, tel3: person.tel3, offset: '0', size: '10' };
      return (await h.call('myCstmr/getRecruitInfoList', fields, { token: await h.as('planner01') })).body;
    },
    drivers: () => ({}),
    checkServer: async () => {},
    expectRows: (shown, expected) => {
      // Each centre with its registration date.
      expect(shown).toHaveLength(expected.length);
      (expected as readonly RecruitInfo[]).forEach((r, i) => {
        expect(shown[i]).toHaveTextContent(r.cntrNm);
        expect(shown[i]).toHaveTextContent(r.regDate);
      });
    },
  };
}
