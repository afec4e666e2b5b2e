// @vitest-environment node
// Customer integration (myCstmr/custIntegrationList, myCstmr/saveCustIntegration; docs/decisions.md D46):
// the candidate pairs, checked against the seeded rows (same owner, same phone, a prospect and a contract
// customer) and paged; a branch head's own pairs only; bad input; integrating a pair moves the prospect's
// memos, schedules, children (a same-named child merged, its diagnoses following), diagnoses, saved-list
// places and flags to the contract customer, logs the pair and deletes the prospect, in one transaction:
// a second integrate, another's pair, a pair beside a bad one and a child overflow write nothing.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inpathOf } from '../../../src/domain/customers/integration';
import type { IntegrationRow } from '../../../src/domain/customers/integration-contract';
import { msg } from '../../../src/domain/messages';
import {
  children,
  custIntegrations,
  custListMembers,
  custLists,
  customers,
  diagnoses,
  memos,
  personalDataReads,
  schedules,
} from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';

type Customer = typeof customers.$inferSelect;
type Fields = Record<string, string>;

const GONE = { rt: 'refused', rtMsg: msg.custIntegrationGone };
const bad = (field: string) => ({ rt: 'bad_request', rtMsg: `${msg.badRequest} (${field})` });
/** The pairs sent back flagged Y (a row of the list comes with N). */
const flags = (...rows: { kwkkey: string; chkKwkkey: string }[]) => ({
  jsonString: JSON.stringify(rows.map((r) => ({ kwkkey: r.kwkkey, chkKwkkey: r.chkKwkkey, insertFlag: 'Y' }))),
});

describe.each(TEST_DATABASES)('customer integration on $name', (database) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(database);
  });
  afterAll(() => h.close());

  const call = async (userid: string, path: string, fields: Fields = {}) => h.call(`myCstmr/${path}`, fields, { token: await h.as(userid) });
  const list = (userid: string, offset = 0, size = 100) => call(userid, 'custIntegrationList', { offset: String(offset), size: String(size) });
  const save = (userid: string, fields: Fields) => call(userid, 'saveCustIntegration', fields);

  /** The pairs of `owner` as the seeded rows say: computed here in plain TypeScript. */
  async function expectedPairs(owner: string): Promise<IntegrationRow[]> {
    const own = await h.db.select().from(customers).where(eq(customers.ownerUserid, owner));
    const phone = (c: Customer) => `${c.tel1}${c.tel2}${c.tel3}`;
    return own
      .filter((p) => p.custDivDetail !== 'SCD01')
      .flatMap((p) =>
        own
          .filter((k) => k.custDivDetail === 'SCD01' && phone(k) === phone(p))
          .map((k) => ({
            kwkkey: p.kwkkey,
            chkKwkkey: k.kwkkey,
            insertFlag: 'N' as const,
            inpath: inpathOf(p.custDivDetail as 'SCD02'),
            custname: p.name,
            kwcnam: k.name,
            kwcddd: k.tel1,
            kwctl1: k.tel2,
            kwctl2: k.tel3,
          })),
      )
      .sort((a, b) => (a.kwkkey < b.kwkkey ? -1 : a.kwkkey > b.kwkkey ? 1 : a.chkKwkkey < b.chkKwkkey ? -1 : 1));
  }

  /** Everything of a customer the integration touches, to compare before and after. */
  async function holdings(kwkkey: string) {
    const [row] = await h.db.select().from(customers).where(eq(customers.kwkkey, kwkkey));
    return {
      row,
      memos: (await h.db.select().from(memos).where(eq(memos.kwkkey, kwkkey)).orderBy(asc(memos.sqno))).map((m) => m.sqno),
      schedules: (await h.db.select().from(schedules).where(eq(schedules.kwkey, kwkkey)).orderBy(asc(schedules.sqno))).map((s) => s.sqno),
      children: await h.db.select().from(children).where(eq(children.kwkkey, kwkkey)).orderBy(asc(children.seq)),
      diagnoses: (await h.db.select().from(diagnoses).where(eq(diagnoses.kwkkey, kwkkey)).orderBy(asc(diagnoses.id))).map((d) => d.id),
      lists: (await h.db.select().from(custListMembers).where(eq(custListMembers.kwkkey, kwkkey))).map((m) => m.custListSqno).sort(),
    };
  }

  it('lists the caller’s prospect/contract pairs with the same phone, with inpath by the prospect’s type, 100 a page', async () => {
    for (const owner of ['planner01', 'planner02', 'planner03', 'partner01']) {
      const expected = await expectedPairs(owner);
      expect(expected.length, owner).toBeGreaterThanOrEqual(1);
      const answer = await list(owner);
      expect(answer.body, owner).toEqual({ rt: 'success', data: { totCnt: expected.length, list: expected } });
    }
    const all = await expectedPairs('planner01');
    expect((await list('planner01', 1, 1)).body.data).toEqual({ totCnt: all.length, list: all.slice(1, 2) });
    expect((await list('planner01', 100, 100)).body.data).toEqual({ totCnt: all.length, list: [] });
    // The demo shows each badge somewhere: mom (G), experience (K) and prospect (P).
    const inpaths = new Set<string>();
    for (const owner of ['planner01', 'planner02', 'planner03', 'planner07', 'partner01', 'master01', 'master03'])
      for (const r of await expectedPairs(owner)) inpaths.add(r.inpath);
    expect(inpaths.size).toBeGreaterThanOrEqual(2);
  });

  it('writes a personal-data read row with the keys of the pairs answered (names and phones)', async () => {
    const pairs = await expectedPairs('planner02');
    await list('planner02');
    const [row] = await h.db.select().from(personalDataReads).where(eq(personalDataReads.userid, 'planner02')).orderBy(desc(personalDataReads.id)).limit(1);
    expect(row).toMatchObject({ ownerUserid: 'planner02', call: 'myCstmr/custIntegrationList', fields: ['custNm', 'tel'] });
    expect([...row!.kwkkeys].sort()).toEqual([...new Set(pairs.flatMap((p) => [p.kwkkey, p.chkKwkkey]))].sort());
  });

  it('gives a branch head their own pairs only (none: their members’ customers are not theirs to merge)', async () => {
    expect((await list('branch01')).body).toEqual({ rt: 'success', data: { totCnt: 0, list: [] } });
    const [pair] = await expectedPairs('planner01');
    expect((await save('branch01', flags(pair!))).body).toEqual(GONE);
    expect((await holdings(pair!.kwkkey)).row).toBeDefined();
  });

  it('refuses bad input', async () => {
    expect((await list('planner01', 0, 101)).body).toEqual(bad('size'));
    expect((await list('planner01', -1, 10)).body).toEqual(bad('offset'));
    for (const jsonString of ['', 'not json', '[]', '{}', JSON.stringify([{ kwkkey: 'K1' }]), JSON.stringify([{ kwkkey: '', chkKwkkey: 'K2', insertFlag: 'Y' }])])
      expect((await save('planner01', { jsonString })).body, jsonString).toEqual(bad('jsonString'));
    const [pair] = await expectedPairs('planner01');
    expect((await save('planner01', flags(pair!, pair!))).body).toEqual({ rt: 'bad_request', rtMsg: msg.custIntegrationDuplicate });
  });

  it('answers 0 and changes nothing when no pair is flagged', async () => {
    const [pair] = await expectedPairs('planner01');
    const before = await holdings(pair!.kwkkey);
    expect((await save('planner01', { jsonString: JSON.stringify([pair]) })).body).toEqual({ rt: 'success', data: 0 });
    expect(await holdings(pair!.kwkkey)).toEqual(before);
  });

  it('refuses another planner’s pair, and a good pair beside a bad one, writing nothing', async () => {
    const [mine] = await expectedPairs('planner01');
    const [theirs] = await expectedPairs('planner02');
    expect((await save('planner01', flags(theirs!))).body).toEqual(GONE);
    const before = [await holdings(mine!.kwkkey), await holdings(mine!.chkKwkkey)];
    // A contract customer as the prospect, and a pair that does not exist: the good pair before them stays as it was.
    for (const wrong of [{ kwkkey: mine!.chkKwkkey, chkKwkkey: mine!.chkKwkkey }, { kwkkey: mine!.kwkkey.slice(0, -1) + '9', chkKwkkey: mine!.chkKwkkey }, theirs!])
      expect((await save('planner01', flags(mine!, wrong))).body).toEqual(GONE);
    expect([await holdings(mine!.kwkkey), await holdings(mine!.chkKwkkey)]).toEqual(before);
    expect(await h.db.select().from(custIntegrations)).toEqual([]);
  });

  it('refuses a pair whose children would pass five, writing nothing', async () => {
    const [, pair] = await expectedPairs('planner03');
    const target = pair ?? (await expectedPairs('planner03'))[0]!;
    const kids = await h.db.select().from(children).where(eq(children.kwkkey, target.chkKwkkey));
    const free = [1, 2, 3, 4, 5].filter((s) => !kids.some((k) => k.seq === s));
    const added = free.map((seq) => ({ kwkkey: target.chkKwkkey, chlnKwkey: `CX${target.chkKwkkey}${seq}`, name: `채움${seq}`, gender: 'F', birth: '20200101', seq }));
    if (added.length) await h.db.insert(children).values(added);
    await h.db.insert(children).values({ kwkkey: target.kwkkey, chlnKwkey: `CY${target.kwkkey}`, name: '새자녀', gender: 'M', birth: '20210101', seq: 5 }).onConflictDoNothing();
    const hasNew = (await h.db.select().from(children).where(eq(children.kwkkey, target.kwkkey))).some((k) => !kids.some((t) => t.name === k.name));
    expect(hasNew).toBe(true);
    const before = [await holdings(target.kwkkey), await holdings(target.chkKwkkey)];
    expect((await save('planner03', flags(target))).body).toEqual({ rt: 'refused', rtMsg: msg.custIntegrationChildLimit });
    expect([await holdings(target.kwkkey), await holdings(target.chkKwkkey)]).toEqual(before);
    // Put back: the pair stays as seeded for the other tests.
    await h.db.delete(children).where(inArray(children.chlnKwkey, [...added.map((a) => a.chlnKwkey), `CY${target.kwkkey}`]));
  });

  it('integrates a pair: everything of the prospect moves to the contract customer, the prospect goes, and a second integrate is refused', async () => {
    const pairs = await expectedPairs('planner01');
    const pair = pairs[0]!;
    const [prospect, contract] = [pair.kwkkey, pair.chkKwkkey];
    // The prospect gets a schedule, a saved-list place, the favourite, a child the contract customer also has
    // (same name, birth unknown on the contract side) with a diagnosis, and one it does not have.
    const [mine] = await h.db.select().from(schedules).where(eq(schedules.userid, 'planner01')).limit(1);
    const { sqno: _s, ...scheduleRow } = mine!;
    const [scheduled] = await h.db
      .insert(schedules)
      .values({ ...scheduleRow, kwkey: prospect, custDivCd: 'SCD02', custNm: pair.custname, dltnYn: 'N' })
      .returning({ sqno: schedules.sqno });
    const [own] = await h.db.select().from(custLists).where(eq(custLists.userid, 'planner01')).orderBy(asc(custLists.custListSqno)).limit(1);
    await h.db.insert(custListMembers).values({ custListSqno: own!.custListSqno, kwkkey: prospect }).onConflictDoNothing();
    await h.db.update(customers).set({ bookmarkYn: 'Y' }).where(eq(customers.kwkkey, prospect));
    await h.db.update(customers).set({ bookmarkYn: 'N' }).where(eq(customers.kwkkey, contract));
    await h.db.delete(children).where(inArray(children.kwkkey, [prospect, contract]));
    await h.db.insert(children).values([
      { kwkkey: contract, chlnKwkey: `CA${contract}`, name: '하나', gender: 'F', birth: null, seq: 1 },
      { kwkkey: prospect, chlnKwkey: `CB${prospect}`, name: '하나', gender: 'F', birth: '20190505', seq: 1 },
      { kwkkey: prospect, chlnKwkey: `CC${prospect}`, name: '두리', gender: 'M', birth: '20210707', seq: 2 },
    ]);
    await h.db.insert(diagnoses).values({
      examCd: 'KEDI',
      examNo: `KEDI-INT-${prospect}`,
      kwkkey: prospect,
      chlnKwkey: `CB${prospect}`,
      compDt: '2026-01-10',
      dueDate: '2026-07-11',
      rsltUrl: 'https://diagnosis.eduplanner.example/result/x',
    });
    const [p, k] = [await holdings(prospect), await holdings(contract)];
    expect(p.memos.length).toBeGreaterThan(0);

    h.clock.set(new Date('2026-03-12T11:00:00+09:00'));
    expect((await save('planner01', flags(pair))).body).toEqual({ rt: 'success', data: 1 });

    const after = await holdings(contract);
    expect((await holdings(prospect)).row).toBeUndefined();
    expect(after.memos).toEqual([...k.memos, ...p.memos].sort((a, b) => a - b));
    expect((await h.db.select().from(memos).where(inArray(memos.sqno, p.memos))).every((m) => m.custDiv === '1')).toBe(true);
    expect(after.schedules).toEqual([...k.schedules, ...p.schedules].sort((a, b) => a - b));
    expect((await h.db.select().from(schedules).where(eq(schedules.sqno, scheduled!.sqno)))[0]).toMatchObject({ kwkey: contract, custDivCd: 'SCD01', custNm: pair.kwcnam });
    expect(after.children.map((c) => [c.chlnKwkey, c.name, c.birth, c.seq])).toEqual([
      [`CA${contract}`, '하나', '20190505', 1],
      [`CC${prospect}`, '두리', '20210707', 2],
    ]);
    const [test] = await h.db.select().from(diagnoses).where(eq(diagnoses.examNo, `KEDI-INT-${prospect}`));
    expect(test).toMatchObject({ kwkkey: contract, chlnKwkey: `CA${contract}` });
    expect(after.diagnoses).toEqual([...k.diagnoses, ...p.diagnoses].sort((a, b) => a - b));
    expect(after.lists).toEqual([...new Set([...k.lists, ...p.lists])].sort());
    // The children changed: their version moves on (a children save based on the old one is a conflict).
    expect(after.row).toMatchObject({
      bookmarkYn: 'Y',
      custDivDetail: 'SCD01',
      name: k.row!.name,
      updatedAt: new Date('2026-03-12T11:00:00+09:00'),
      childrenVersion: k.row!.childrenVersion + 1,
    });
    // The derived columns follow the children that came over.
    expect(after.row!.chlnBirths).toEqual(['20190505', '20210707']);
    expect(await h.db.select().from(custIntegrations)).toEqual([
      {
        id: expect.any(Number),
        userid: 'planner01',
        prospectKwkkey: prospect,
        contractKwkkey: contract,
        prospectType: p.row!.custDivDetail,
        crtnDttm: new Date('2026-03-12T11:00:00+09:00'),
      },
    ]);
    // The pair is no longer listed; the customer list no longer has the prospect.
    const now = (await list('planner01')).body.data;
    expect(now.totCnt).toBe(pairs.filter((x) => x.kwkkey !== prospect).length);
    expect(now.list.some((r: IntegrationRow) => r.kwkkey === prospect)).toBe(false);
    const page = await call('planner01', 'getMyCstmrList', { offset: '0', size: '50', searchTxt: pair.kwctl2 });
    expect(page.body.data.list.map((r: { kwkkey: string }) => r.kwkkey)).not.toContain(prospect);

    const again = await holdings(contract);
    expect((await save('planner01', flags(pair))).body).toEqual(GONE);
    expect(await holdings(contract)).toEqual(again);
    expect(await h.db.select({ n: sql<number>`count(*)::int` }).from(custIntegrations).where(and(eq(custIntegrations.prospectKwkkey, prospect)))).toEqual([{ n: 1 }]);
  });
});
