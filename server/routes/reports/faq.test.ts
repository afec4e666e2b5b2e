// @vitest-environment node
// faq/list: every category (CFD00) or one, by sort order then number, ten at a time with the total and a
// shorter last page, the category's name beside each entry; bad categories and pages refused; a session needed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness } from '../../test-support/harness';

/** The spec's categories: app, HR, system, education, service. */
const NAMES: Record<string, string> = { CFD01: '앱', CFD02: '인사', CFD03: '시스템', CFD04: '교육', CFD05: '서비스' };

describe.each(TEST_DATABASES)('faq/list on $name', (database) => {
  let h: Harness;
  let all: (typeof faqs.$inferSelect)[];
  beforeAll(async () => {
    h = await createHarness(database);
    all = (await h.db.select().from(faqs)).sort((a, b) => a.sortOrd - b.sortOrd || a.sqno - b.sqno);
  });
  afterAll(() => h.close());

  const expected = (rows: typeof all) => rows.map((f) => ({ divCd: f.divCd, divNm: NAMES[f.divCd], sqno: f.sqno, titl: f.titl, cntn: f.cntn }));
  const page = async (userid: string, divCd: string, offset: number, size = 10) =>
    h.call('faq/list', { divCd, offset: String(offset), size: String(size) }, { token: await h.as(userid) });

  it('pages through every category ten at a time, by sort order then number, with the total', async () => {
    expect(all).toHaveLength(40);
    const seen = [];
    for (let offset = 0; offset < 40; offset += 10) {
      const a = await page('planner01', 'CFD00', offset);
      expect(a.body.data).toEqual({ list: expected(all.slice(offset, offset + 10)), totCnt: 40 });
      seen.push(...a.body.data.list);
    }
    expect(new Set(seen.map((f) => f.sqno)).size).toBe(40);
    // Equal sort orders keep the number order: every category's first entry leads.
    expect(seen.slice(0, 5).map((f) => f.divCd)).toEqual(['CFD01', 'CFD02', 'CFD03', 'CFD04', 'CFD05']);
    const tail = await page('branch01', 'CFD00', 35);
    expect(tail.body.data).toEqual({ list: expected(all.slice(35)), totCnt: 40 });
    expect((await page('partner01', 'CFD00', 40)).body.data).toEqual({ list: [], totCnt: 40 });
  });

  it('lists one category with its total, a shorter last page ending the list', async () => {
    for (const divCd of Object.keys(NAMES)) {
      const mine = all.filter((f) => f.divCd === divCd);
      const first = await page('master01', divCd, 0, 5);
      expect(first.body.data).toEqual({ list: expected(mine.slice(0, 5)), totCnt: mine.length });
      const last = await page('master01', divCd, 5, 5);
      expect(last.body.data).toEqual({ list: expected(mine.slice(5)), totCnt: mine.length });
      expect(last.body.data.list.length).toBeLessThan(5);
    }
  });

  it('refuses unknown categories and bad pages with the bad_request envelope, and anonymous callers', async () => {
    for (const fields of [
      { divCd: 'CFD06', offset: '0', size: '10' },
      { divCd: '', offset: '0', size: '10' },
      { divCd: 'CFD01', offset: '-1', size: '10' },
      { divCd: 'CFD01', offset: '0', size: '0' },
      { divCd: 'CFD01', offset: '0', size: '51' },
      { divCd: 'CFD01', offset: 'x', size: '10' },
    ]) {
      const a = await h.call('faq/list', fields, { token: await h.as('planner01') });
      expect(a.status, JSON.stringify(fields)).toBe(400);
      expect(a.body.rt).toBe('bad_request');
      expect(a.body.data).toBeUndefined();
    }
    expect((await h.call('faq/list', { divCd: 'CFD00', offset: '0', size: '10' })).status).toBe(401);
  });
});
