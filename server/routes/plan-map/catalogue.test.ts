// @vitest-environment node
// eduplan/base, eduplan/child and eduplan/promotion against the seeded rows read here in plain TypeScript:
// every position's own map, a branch head's planner below them against another branch and an unknown id
// (one audited refusal), customers of the caller, of another planner and unknown (one not-found), children
// aged on the KST day, and the promotion windows as the clock moves. Withdrawn products are never listed.
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { DEMO_ACCOUNTS } from '../../db/seed';
import { children, customers, myPlans, personalDataReads, planProducts, productCategories, promotions } from '../../db/schema';
import { writeSiteEntry } from '../../services/settings';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { addOtherBranch, OTHER_BRANCH } from '../../test-support/other-branch';

const DAY = 24 * 60 * 60 * 1000;
const FORBIDDEN = { rt: 'forbidden', rtMsg: msg.otherOrgRefused };
const NOT_FOUND = { rt: 'not_found', rtMsg: msg.notFound };

describe.each(TEST_DATABASES)('the plan map catalogue on $name', (database) => {
  let h: Harness;
  /** What the map lists, read from the tables: products on sale by category order then sort, and their categories. */
  let wantProducts: Record<string, unknown>[];
  let wantCategories: { cdNm: string; cdVl1: string }[];
  let withdrawn: number[];
  let promos: (typeof promotions.$inferSelect)[];

  const call = async (caller: string, path: string, fields: Record<string, string> = {}) => h.call(path, fields, { token: await h.as(caller) });
  const base = async (caller: string, fields: Record<string, string> = {}) => {
    const a = await call(caller, 'eduplan/base', fields);
    expect(a.body.rt, `${caller} ${JSON.stringify(a.body).slice(0, 200)}`).toBe('success');
    return a.body.data;
  };
  const refusalOf = (a: { body: unknown }) => a.body;

  beforeAll(async () => {
    h = await createHarness(database);
    const [like] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner01')).limit(1);
    await addOtherBranch(h, like!);
    const cats = await h.db.select().from(productCategories).orderBy(asc(productCategories.sort));
    const rows = await h.db.select().from(planProducts);
    const order = (r: (typeof rows)[number]) => cats.findIndex((c) => c.catCd === r.catCd) * 10_000 + r.sort;
    const onSale = rows.filter((r) => r.saleYn === 'Y').sort((a, b) => order(a) - order(b));
    wantProducts = onSale.map(({ sort: _s, saleYn: _y, ...p }) => p);
    wantCategories = cats.filter((c) => onSale.some((p) => p.catCd === c.catCd)).map((c) => ({ cdNm: c.cdNm, cdVl1: c.catCd }));
    withdrawn = rows.filter((r) => r.saleYn === 'N').map((r) => r.salecdSqno);
    promos = await h.db.select().from(promotions).orderBy(asc(promotions.startAt));
  });
  afterAll(() => h.close());
  /** Moves the clock; sessions are opened again at the new time (a token is only good around its login). */
  const setClock = (t: Date) => {
    h.clock.set(t);
    h.forgetTokens();
  };
  beforeEach(() => setClock(TEST_NOW));

  describe('eduplan/base', () => {
    it('gives every position its own map: products on sale in order, their categories, the running promotion', async () => {
      const running = promos.filter((p) => p.startAt <= TEST_NOW && TEST_NOW < p.endAt);
      expect(running).toHaveLength(1);
      expect(wantProducts.length).toBeGreaterThanOrEqual(50);
      for (const { userid } of DEMO_ACCOUNTS) {
        // The caller's own plans, newest first (the seed gives planner01 some).
        const own = await h.db.select().from(myPlans).where(eq(myPlans.userid, userid)).orderBy(desc(myPlans.createdAt), desc(myPlans.epmMySqno));
        for (const fields of [{}, { targetId: userid }, { targetId: '' }] as Record<string, string>[])
          expect(await base(userid, fields), `${userid} ${JSON.stringify(fields)}`).toEqual({
            myPlanList: own.map((p) => ({ epmMySqno: p.epmMySqno, planNm: p.planNm })),
            productList: wantProducts,
            cateList: wantCategories,
            promotionInfo: { sqno: running[0]!.sqno, titl: running[0]!.titl },
            userId: userid,
            baseUrl: '',
          });
      }
    });

    it('never lists a withdrawn product, nor a category whose products are all withdrawn', async () => {
      expect(withdrawn.length).toBeGreaterThan(0);
      const data = await base('planner01');
      const listed = data.productList.map((p: { salecdSqno: number }) => p.salecdSqno);
      for (const sqno of withdrawn) expect(listed).not.toContain(sqno);
      // Withdraw a whole category: its tab goes too.
      const last = wantCategories.at(-1)!.cdVl1;
      await h.db.update(planProducts).set({ saleYn: 'N' }).where(eq(planProducts.catCd, last));
      try {
        const after = await base('planner01');
        expect(after.cateList).toEqual(wantCategories.slice(0, -1));
        expect(after.productList).toEqual(wantProducts.filter((p) => p.catCd !== last));
      } finally {
        for (const p of wantProducts.filter((x) => x.catCd === last))
          await h.db.update(planProducts).set({ saleYn: 'Y' }).where(eq(planProducts.salecdSqno, p.salecdSqno as number));
      }
    });

    it('holds every division, the 10% box on C products, own discounts, book-care, 12/24/36 months and info links', () => {
      const ps = wantProducts as { prdtDiv: string; prmtAplyYn: string; dcRt: number; dcAmt: number; bcnmYn: string; concMon: number; prdtInfoLink: string; prdtAmt: number }[];
      expect(new Set(ps.map((p) => p.prdtDiv))).toEqual(new Set(['A', 'B', 'C']));
      expect(ps.filter((p) => p.prmtAplyYn === 'Y').every((p) => p.prdtDiv === 'C' && p.dcRt === 10)).toBe(true);
      expect(ps.some((p) => p.prmtAplyYn === 'Y')).toBe(true);
      expect(ps.some((p) => p.dcAmt > 0) && ps.some((p) => p.bcnmYn === 'Y')).toBe(true);
      expect(new Set(ps.map((p) => p.concMon))).toEqual(new Set([12, 24, 36]));
      expect(ps.every((p) => p.prdtInfoLink === '' || p.prdtInfoLink.startsWith('https://'))).toBe(true);
      expect(ps.some((p) => p.prdtInfoLink === '')).toBe(true);
      expect(ps.every((p) => p.prdtAmt >= 30_000 && p.prdtAmt <= 900_000)).toBe(true);
    });

    it('answers the ordering site configured for site/list as baseUrl', async () => {
      await writeSiteEntry(h.db, 'ORDER', 'https://order.example.com/shop', TEST_NOW);
      try {
        expect((await base('planner02')).baseUrl).toBe('https://order.example.com/shop');
        expect((await base('partner01')).baseUrl).toBe('https://order.example.com/shop');
      } finally {
        await writeSiteEntry(h.db, 'ORDER', null, TEST_NOW);
      }
      expect((await base('planner02')).baseUrl).toBe('');
    });

    it('lets a branch head open the map of anyone below them; another branch and an unknown id get one audited refusal', async () => {
      for (const target of ['planner01', 'partner01', 'district02', 'planner07']) expect((await base('branch01', { targetId: target })).userId).toBe(target);
      for (const target of [OTHER_BRANCH.planner, OTHER_BRANCH.head, 'nobody99']) {
        const before = h.audit.length;
        const a = await call('branch01', 'eduplan/base', { targetId: target });
        expect([a.status, refusalOf(a)], target).toEqual([403, FORBIDDEN]);
        expect(h.audit.slice(before)).toContainEqual(expect.objectContaining({ event: 'call.refused', path: 'eduplan/base', rt: 'forbidden', userId: 'branch01' }));
      }
      // Only the branch head: a district head's or a planner's target is refused even when below them.
      for (const [caller, target] of [
        ['district01', 'master01'],
        ['district01', 'planner01'],
        ['master01', 'planner01'],
        ['planner01', 'planner02'],
        ['partner01', 'planner01'],
        [OTHER_BRANCH.head, 'planner01'],
      ] as const) {
        const a = await call(caller, 'eduplan/base', { targetId: target });
        expect([a.status, refusalOf(a)], `${caller}→${target}`).toEqual([403, FORBIDDEN]);
      }
      expect((await base(OTHER_BRANCH.head, { targetId: OTHER_BRANCH.planner })).userId).toBe(OTHER_BRANCH.planner);
    });

    it('follows the promotion windows as the clock moves (start included, end excluded), null between them', async () => {
      const [ended, running, future] = promos;
      const infoAt = async (t: Date) => {
        setClock(t);
        return (await base('planner01')).promotionInfo;
      };
      const info = (p: typeof running) => ({ sqno: p!.sqno, titl: p!.titl });
      expect(await infoAt(new Date(ended!.startAt.getTime()))).toEqual(info(ended));
      expect(await infoAt(new Date(ended!.endAt.getTime() - 1))).toEqual(info(ended));
      expect(await infoAt(ended!.endAt)).toBeNull();
      expect(await infoAt(new Date(running!.startAt.getTime() - 1))).toBeNull();
      expect(await infoAt(running!.startAt)).toEqual(info(running));
      expect(await infoAt(new Date(running!.endAt.getTime() - 1))).toEqual(info(running));
      expect(await infoAt(running!.endAt)).toBeNull();
      expect(await infoAt(future!.startAt)).toEqual(info(future));
      expect(await infoAt(new Date(future!.endAt.getTime() + DAY))).toBeNull();
    });

    it('answers a bad targetId with 400, and no session with 401', async () => {
      const a = await call('planner01', 'eduplan/base', { targetId: 'x'.repeat(21) });
      expect([a.status, a.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (targetId)` }]);
      expect((await h.call('eduplan/base', {})).status).toBe(401);
    });
  });

  describe('eduplan/child', () => {
    /** A customer of `owner` with children, and one without. */
    const customerOf = async (owner: string, withChildren: boolean) => {
      const rows = await h.db.select().from(customers).where(eq(customers.ownerUserid, owner)).orderBy(asc(customers.kwkkey));
      for (const c of rows) {
        const n = (await h.db.select().from(children).where(eq(children.kwkkey, c.kwkkey))).length;
        if (withChildren ? n > 0 : n === 0) return c;
      }
      throw new Error(`no customer of ${owner} with${withChildren ? '' : 'out'} children`);
    };
    /** Full years on the KST day of `at`, worked out here on its own. */
    const ageAt = (birth: string, at: Date) => {
      const k = new Date(at.getTime() + 9 * 60 * 60 * 1000);
      const [y, md] = [k.getUTCFullYear(), (k.getUTCMonth() + 1) * 100 + k.getUTCDate()];
      return y - Number(birth.slice(0, 4)) - (md < Number(birth.slice(4, 8)) ? 1 : 0);
    };
    const childrenOf = async (caller: string, c: { kwkkey: string; custDiv: string }) => {
      const a = await call(caller, 'eduplan/child', { kwkkey: c.kwkkey, custDiv: c.custDiv });
      expect(a.body.rt, `${caller} ${JSON.stringify(a.body)}`).toBe('success');
      return a.body.data.children;
    };

    it('answers the children of the caller’s customer in birth order, aged on the KST day; none for a customer without', async () => {
      for (const owner of ['planner01', 'planner02', 'master01', 'partner01']) {
        const c = await customerOf(owner, true);
        const kids = (await h.db.select().from(children).where(eq(children.kwkkey, c.kwkkey))).sort(
          (a, b) => (a.birth ?? '99999999').localeCompare(b.birth ?? '99999999') || a.seq - b.seq,
        );
        expect(await childrenOf(owner, c), owner).toEqual(
          kids.map((k) => ({ kwcnam: k.name, chlnAge: k.birth ? ageAt(k.birth, TEST_NOW) : null, chlnBdt: k.birth ?? '', chlnKwkey: k.chlnKwkey })),
        );
      }
      for (const owner of ['planner01', 'planner02']) expect(await childrenOf(owner, await customerOf(owner, false)), owner).toEqual([]);
    });

    it('ages by the Korean day: a birthday today counts, tomorrow’s not; unknown births last, aged null', async () => {
      const c = await customerOf('planner03', false);
      await h.db.insert(children).values([
        { kwkkey: c.kwkkey, chlnKwkey: 'PMTEST0001', name: '내일생일', gender: 'F', birth: '20200313', seq: 1 },
        { kwkkey: c.kwkkey, chlnKwkey: 'PMTEST0002', name: '모름', gender: 'M', birth: null, seq: 2 },
        { kwkkey: c.kwkkey, chlnKwkey: 'PMTEST0003', name: '오늘생일', gender: 'M', birth: '20200312', seq: 3 },
      ]);
      try {
        const want = (today: number, tomorrow: number) => [
          { kwcnam: '오늘생일', chlnAge: today, chlnBdt: '20200312', chlnKwkey: 'PMTEST0003' },
          { kwcnam: '내일생일', chlnAge: tomorrow, chlnBdt: '20200313', chlnKwkey: 'PMTEST0001' },
          { kwcnam: '모름', chlnAge: null, chlnBdt: '', chlnKwkey: 'PMTEST0002' },
        ];
        expect(await childrenOf('planner03', c)).toEqual(want(6, 5));
        // 00:30 KST on 12 March is still 11 March in UTC: the Korean day counts.
        setClock(new Date('2026-03-11T15:30:00Z'));
        expect(await childrenOf('planner03', c)).toEqual(want(6, 5));
        setClock(new Date('2026-03-11T14:59:00Z'));
        expect(await childrenOf('planner03', c)).toEqual(want(5, 5));
        setClock(new Date('2026-03-13T00:00:00+09:00'));
        expect(await childrenOf('planner03', c)).toEqual(want(6, 6));
      } finally {
        await h.db.delete(children).where(eq(children.kwkkey, c.kwkkey));
      }
    });

    it('writes the read to the personal-data log (keys and field names only), and nothing when there are no children', async () => {
      const logOf = (userid: string) => h.db.select().from(personalDataReads).where(and(eq(personalDataReads.userid, userid), eq(personalDataReads.call, 'eduplan/child'))).orderBy(asc(personalDataReads.id));
      const c = await customerOf('planner02', true);
      const before = (await logOf('branch01')).length;
      await childrenOf('branch01', c);
      const rows = await logOf('branch01');
      expect(rows.length).toBe(before + 1);
      expect(rows.at(-1)).toMatchObject({ ownerUserid: 'planner02', kwkkeys: [c.kwkkey], fields: ['childNames', 'childBirths'] });
      const none = (await logOf('planner02')).length;
      await childrenOf('planner02', await customerOf('planner02', false));
      expect((await logOf('planner02')).length).toBe(none);
    });

    it('lets a branch head read the children of any customer in their organisation', async () => {
      for (const owner of ['planner01', 'planner07', 'partner01']) {
        const c = await customerOf(owner, true);
        expect(await childrenOf('branch01', c), owner).toEqual(await childrenOf(owner, c));
      }
    });

    it('answers another planner’s, another branch’s, an unknown customer or the wrong division with one not-found', async () => {
      const mine = await customerOf('planner01', true);
      const theirs = await customerOf('planner02', true);
      const other = { kwkkey: OTHER_BRANCH.customer, custDiv: (await h.db.select().from(customers).where(eq(customers.kwkkey, OTHER_BRANCH.customer)))[0]!.custDiv };
      for (const [caller, c] of [
        ['planner01', theirs],
        ['planner02', mine],
        ['master01', mine],
        ['district01', mine],
        ['branch01', other],
        [OTHER_BRANCH.head, mine],
        ['planner01', { kwkkey: 'K00000000', custDiv: '1' }],
        ['planner01', { kwkkey: mine.kwkkey, custDiv: mine.custDiv === '1' ? '2' : '1' }],
      ] as const) {
        const a = await call(caller, 'eduplan/child', { kwkkey: c.kwkkey, custDiv: c.custDiv });
        expect([a.status, a.body], `${caller} ${c.kwkkey}`).toEqual([404, NOT_FOUND]);
        expect(JSON.stringify(a.body)).not.toContain(c.kwkkey);
      }
      expect(await childrenOf(OTHER_BRANCH.head, other)).toEqual([]);
    });

    it('answers bad input with 400', async () => {
      for (const [fields, named] of [
        [{ custDiv: '1' }, 'kwkkey'],
        [{ kwkkey: '', custDiv: '1' }, 'kwkkey'],
        [{ kwkkey: 'K'.repeat(21), custDiv: '1' }, 'kwkkey'],
      ] as const) {
        const a = await call('planner01', 'eduplan/child', fields);
        expect([a.status, a.body], JSON.stringify(fields)).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (${named})` }]);
      }
      const a = await call('planner01', 'eduplan/child', { kwkkey: 'K00000001', custDiv: '9' });
      expect([a.status, a.body.rt]).toEqual([400, 'bad_request']);
    });
  });

  describe('eduplan/promotion', () => {
    const promotionAt = async (sqno: number, at = TEST_NOW) => {
      setClock(at);
      return call('planner01', 'eduplan/promotion', { sqno: String(sqno) });
    };
    const answerOf = (p: (typeof promos)[number]) => ({
      sqno: p.sqno,
      titl: p.titl,
      fileList: [...p.files].sort((a, b) => a.dtptSqno - b.dtptSqno),
    });

    it('answers a running or an ended promotion with its pages in order; one to come or unknown is not found', async () => {
      const [ended, running, future] = promos;
      expect(running!.files.length).toBeGreaterThanOrEqual(2);
      for (const p of [running!, ended!]) {
        const a = await promotionAt(p.sqno);
        expect(a.body, p.titl).toEqual({ rt: 'success', data: answerOf(p) });
        expect(a.body.data.fileList.every((f: { cdnUrl: string }) => f.cdnUrl.startsWith('/promotions/'))).toBe(true);
      }
      for (const sqno of [future!.sqno, 999_999]) expect([(await promotionAt(sqno)).status, (await promotionAt(sqno)).body]).toEqual([404, NOT_FOUND]);
      // It opens the moment it starts, for every position.
      expect((await promotionAt(future!.sqno, new Date(future!.startAt.getTime() - 1))).body).toEqual(NOT_FOUND);
      expect((await promotionAt(future!.sqno, future!.startAt)).body).toEqual({ rt: 'success', data: answerOf(future!) });
      for (const { userid } of DEMO_ACCOUNTS) expect((await call(userid, 'eduplan/promotion', { sqno: String(running!.sqno) })).body.rt, userid).toBe('success');
    });

    it('keeps the pages in dtptSqno order however they are stored', async () => {
      const [, running] = promos;
      await h.db
        .update(promotions)
        .set({ files: [...running!.files].reverse() })
        .where(and(eq(promotions.sqno, running!.sqno)));
      try {
        expect((await promotionAt(running!.sqno)).body.data).toEqual(answerOf(running!));
      } finally {
        await h.db.update(promotions).set({ files: running!.files }).where(eq(promotions.sqno, running!.sqno));
      }
    });

    it('answers bad input with 400', async () => {
      for (const sqno of ['0', '-1', 'x', '']) {
        const a = await call('planner01', 'eduplan/promotion', { sqno });
        expect([a.status, a.body], sqno).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (sqno)` }]);
      }
    });
  });
});
