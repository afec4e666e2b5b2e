// @vitest-environment node
// seed --customers N: the customers grow to exactly N over the demo branch and generated branches, every
// generated customer as consistent as a demo one (derived columns against the rows they summarise), the
// indexes rebuilt as they were, and the list answers for a generated branch head.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, users } from '../schema';
import { msg } from '../../../src/domain/messages';
import { PDF_MAX_ROWS } from '../../services/customer-pdf';
import { kstDate } from '../../lib/time';
import { rowsOf } from '../../lib/rows';
import { customerData } from '../../test-support/customer-data';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { growCustomersOf, seedBulkCustomers } from './bulk-customers';
import { OWNERS_PER_BRANCH, PER_OWNER } from './bulk-staff';

const N = 8_000;

describe.each(TEST_DATABASES)('seed --customers on $name', (database) => {
  let h: Harness;
  let indexesBefore: string[];
  let summary: Awaited<ReturnType<typeof seedBulkCustomers>>;
  beforeAll(async () => {
    h = await createHarness(database);
    const ix = () => rowsOf<{ indexdef: string }>(h.db, sql`select indexdef from pg_indexes where tablename = 'customers' and schemaname = current_schema() order by indexname`);
    indexesBefore = (await ix()).map((r) => r.indexdef);
    const [hash] = await h.db.select({ p: users.passwordHash }).from(users).where(eq(users.userid, 'planner01'));
    summary = await seedBulkCustomers(h.db, kstDate(TEST_NOW), N, hash!.p, 3_000);
    expect((await ix()).map((r) => r.indexdef)).toEqual(indexesBefore);
  }, 120_000);
  afterAll(() => h.close());

  it('grows the customers to exactly N, about 400 per owner, over generated branches of the demo branch’s shape', async () => {
    expect((await h.db.select({ n: count() }).from(customers))[0]!.n).toBe(N);
    const demoOwners = summary.owners - summary.branches * OWNERS_PER_BRANCH;
    expect(summary.branches).toBe(Math.ceil((summary.added - demoOwners * PER_OWNER) / (PER_OWNER * OWNERS_PER_BRANCH)));
    const staff = await h.db.select().from(users).where(like(users.userid, 'g%'));
    expect(staff.filter((u) => u.orgnzPstn === 'COG01')).toHaveLength(summary.branches);
    expect(staff).toHaveLength(summary.branches * (1 + 3 + OWNERS_PER_BRANCH));
    const per = await rowsOf<{ n: number | string }>(h.db, sql`select count(*) as n from customers where kwkkey like 'G%' group by owner_userid`);
    expect(per).toHaveLength(summary.owners);
    const sizes = per.map((p) => Number(p.n));
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
    // Another call with the same N adds nothing.
    expect((await seedBulkCustomers(h.db, kstDate(TEST_NOW), N, 'x')).added).toBe(0);
  });

  it('gives generated customers consistent derived columns and a share of every filter’s cases', async () => {
    const d = await customerData(h.db, TEST_NOW);
    const made = d.all.filter((c) => c.kwkkey.startsWith('G'));
    for (const c of made.filter((_, i) => i % 20 === 0)) {
      expect([c.kwkkey, c.concexpydy]).toEqual([c.kwkkey, d.expiryOf(c.kwkkey)]);
      expect([c.kwkkey, c.dgnsStat]).toEqual([c.kwkkey, d.dgnsStat(c.kwkkey)]);
      expect([c.kwkkey, c.dgnsDueDt]).toEqual([c.kwkkey, d.dueOf(c.kwkkey)]);
    }
    const share = (p: (c: (typeof made)[number]) => boolean) => made.filter(p).length / made.length;
    expect(share((c) => c.custDiv === '1')).toBeGreaterThan(0.3);
    expect(share((c) => c.dgnsStat === '1')).toBeGreaterThan(0.1);
    expect(share((c) => c.dgnsStat === '3')).toBeGreaterThan(0.005);
    expect(share((c) => c.ovrdamt > 0)).toBeGreaterThan(0.02);
    expect(share((c) => c.addr1 === null)).toBeGreaterThan(0.02);
    expect(share((c) => d.kids.some((k) => k.kwkkey === c.kwkkey))).toBeGreaterThan(0.6);
  });

  it('answers the list for a generated branch head (their branch only) and for a demo planner', async () => {
    const d = await customerData(h.db, TEST_NOW);
    const head = 'g001.head';
    const a = await h.call('myCstmr/getMyCstmrList', { offset: '0', size: '10', sortType: 'J' }, { token: await h.as(head) });
    const want = d.listOf(head, { sortType: 'J' });
    expect(want.length).toBeGreaterThan(100);
    expect(a.body.data.totCnt).toBe(want.length);
    expect(a.body.data.list.map((r: any) => r.kwkkey)).toEqual(want.slice(0, 10).map((c) => c.kwkkey));
    const name = want[0]!.name;
    const s = await h.call('myCstmr/getMyCstmrList', { offset: '0', size: '50', searchTxt: name }, { token: await h.as('planner01') });
    expect(s.body.data.totCnt).toBe(d.listOf('planner01', { searchTxt: name }).length);
  });

  it('grows one owner to a total with customers like the others (the bench’s heavy planner), once', async () => {
    const before = (await h.db.select({ n: count() }).from(customers))[0]!.n;
    const mine = async () => (await h.db.select({ n: count() }).from(customers).where(eq(customers.ownerUserid, 'planner02')))[0]!.n;
    const had = await mine();
    expect(await growCustomersOf(h.db, kstDate(TEST_NOW), 'planner02', had + 150)).toBe(150);
    expect(await mine()).toBe(had + 150);
    expect((await h.db.select({ n: count() }).from(customers))[0]!.n).toBe(before + 150);
    expect(await growCustomersOf(h.db, kstDate(TEST_NOW), 'planner02', had + 150)).toBe(0);
    const d = await customerData(h.db, TEST_NOW);
    const grown = d.all.filter((c) => c.ownerUserid === 'planner02' && c.kwkkey.startsWith('G')).sort((a, b) => b.kwkkey.localeCompare(a.kwkkey)).slice(0, 150);
    for (const c of grown.filter((_, i) => i % 10 === 0)) {
      expect([c.kwkkey, c.concexpydy]).toEqual([c.kwkkey, d.expiryOf(c.kwkkey)]);
      expect([c.kwkkey, c.dgnsStat]).toEqual([c.kwkkey, d.dgnsStat(c.kwkkey)]);
    }
    const a = await h.call('myCstmr/getMyCstmrList', { offset: '0', size: '1' }, { token: await h.as('planner02') });
    expect(a.body.data.totCnt).toBe(had + 150);
  });

  it('caps the PDF of a long list at 2,000 rows and says so', async () => {
    const head = 'g001.head';
    const total = (await h.call('myCstmr/getMyCstmrList', { offset: '0', size: '1' }, { token: await h.as(head) })).body.data.totCnt as number;
    expect(total).toBeGreaterThan(PDF_MAX_ROWS);
    const link = new URL((await h.call('myCstmr/getCstmrPdfUrl', {}, { token: await h.as(head) })).body.data.url);
    const res = await h.request(`${link.pathname}${link.search}`);
    expect(res.status).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'pdf-cap-'));
    try {
      writeFileSync(join(dir, 'list.pdf'), Buffer.from(await res.arrayBuffer()));
      const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(dir, 'list.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain(`${msg.custTotal(total)} · 앞의 2,000명까지 실었습니다`);
      expect(text.match(/010-\d{4}-\d{4}/g)).toHaveLength(PDF_MAX_ROWS);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
