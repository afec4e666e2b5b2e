// @vitest-environment node
// The plan map's PDF: eduplan/getPlanPdfUrl signs a link for a customer (or child) the caller may plan for;
// GET /api/v1/pdf/eduplanPdf answers a real PDF whose text pdftotext reads back: the customer, the child,
// each saved plan newest first (products, the breakdown's steps, the monthly payment) and the products held
// per category, all read here from the tables. Forged, altered, expired and other-PDF tokens never show it.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { msg } from '../../../src/domain/messages';
import {
  children, contracts, customerPlanProducts, customerPlans, customers, personalDataReads, planProducts, productCategories, users,
} from '../../db/schema';
import { expectSecurityHeaders } from '../../test-support/assertions';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_CONFIG, TEST_NOW } from '../../test-support/harness';
import { addOtherBranch, OTHER_BRANCH } from '../../test-support/other-branch';

const ORIGIN = 'http://127.0.0.1:8080';
const PLAN_PDF = '/api/v1/pdf/eduplanPdf';
const LIST_PDF = '/api/v1/pdf/mycstmrPdf';
/** The PDF's text as pdftotext lays it out (poppler-utils), rows kept together, without white space. */
function pdfText(bytes: ArrayBuffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'plan-pdf-test-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'plan.pdf');
  writeFileSync(file, Buffer.from(bytes));
  return execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, '');
}
const bare = (s: string) => s.replace(/\s+/g, '');
const wonOf = (n: number) => `${n < 0 ? '-' : ''}${Math.abs(n).toLocaleString('en-US')}원`;
/** yyyy-mm-dd HH:mm on the Korean clock, worked out here on its own. */
const kst = (d: Date) => new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe.each(TEST_DATABASES)('plan map PDF on $name', (database) => {
  let h: Harness;
  /** The seed's customer with a saved plan for a child (planner01's), and that child. */
  let holder: typeof customers.$inferSelect;
  let child: typeof children.$inferSelect;

  beforeAll(async () => {
    h = await createHarness(database, { config: { ...TEST_CONFIG, publicOrigin: ORIGIN } });
    const plans = await h.db.select().from(customerPlans).where(eq(customerPlans.plannerUserid, 'planner01')).orderBy(asc(customerPlans.id));
    const withChild = plans.find((p) => p.chlnKwkey !== '');
    expect(withChild, 'a seeded plan of planner01 for a child').toBeDefined();
    holder = (await h.db.select().from(customers).where(eq(customers.kwkkey, withChild!.kwkkey)))[0]!;
    child = (await h.db.select().from(children).where(eq(children.chlnKwkey, withChild!.chlnKwkey)))[0]!;
    await addOtherBranch(h, holder);
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.clock.set(TEST_NOW);
    h.forgetTokens();
  });

  const keyOf = (c: { kwkkey: string; custDiv: string }, more: Record<string, string> = {}) => ({ kwkkey: c.kwkkey, custDiv: c.custDiv, ...more });
  const linkAnswer = async (userid: string, fields: Record<string, string>) => h.call('eduplan/getPlanPdfUrl', fields, { token: await h.as(userid) });
  const linkFor = async (userid: string, fields: Record<string, string>) => {
    const a = await linkAnswer(userid, fields);
    expect(a.body.rt, JSON.stringify(a.body)).toBe('success');
    return new URL(a.body.data.url as string);
  };
  const open = (url: URL | string) => h.request(typeof url === 'string' ? url : `${url.pathname}${url.search}`);
  const expectRefused = async (path: string, status: number, text: string) => {
    const res = await open(path);
    expect([path, res.status]).toEqual([path, status]);
    const body = await res.text();
    expect(body).toContain(text);
    expect(body).not.toContain('%PDF');
    expect(body).not.toContain(holder.name);
  };

  it('shows the customer, the child, each saved plan newest first with its steps, and the products held per category', async () => {
    // A second, newer plan for the same child, with a product of its own.
    const [extra] = await h.db.select().from(planProducts).where(eq(planProducts.salecdSqno, 4003));
    const [added] = await h.db
      .insert(customerPlans)
      .values({
        kwkkey: holder.kwkkey, chlnKwkey: child.chlnKwkey, plannerUserid: 'planner01', savedBy: 'planner01', savedAt: new Date(TEST_NOW.getTime() - 3_600_000),
        prpmAmt: 0, mlgAmt: 0, mntsCnt: 12, dcSqnoList: [], dcRt: 10, monthAmt: 12_340,
        breakdown: [{ kind: 'line', label: '시험 상품 <b>&</b> 계산', amount: 148_080 }, { kind: 'monthly', label: '월 예상 결제 금액', amount: 12_340 }],
      })
      .returning();
    await h.db.insert(customerPlanProducts).values({ planId: added!.id, kwkkey: holder.kwkkey, chlnKwkey: child.chlnKwkey, salecdSqno: extra!.salecdSqno, prchCnt: 3 });
    try {
      const url = await linkFor('planner01', keyOf(holder, { chlnKwkey: child.chlnKwkey }));
      expect(url.origin).toBe(ORIGIN);
      expect(url.pathname).toBe(PLAN_PDF);
      expect(Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'token'))).toEqual(keyOf(holder, { chlnKwkey: child.chlnKwkey }));
      const res = await open(url);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expectSecurityHeaders(res);
      const bytes = await res.arrayBuffer();
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const text = pdfText(bytes);
      expect(text).toContain(bare(holder.name));
      expect(text).toContain(bare(child.name));

      const plans = await h.db.select().from(customerPlans).where(and(eq(customerPlans.kwkkey, holder.kwkkey), eq(customerPlans.chlnKwkey, child.chlnKwkey))).orderBy(desc(customerPlans.savedAt));
      expect(plans.length).toBeGreaterThanOrEqual(2);
      const at = plans.map((p) => text.indexOf(bare(kst(p.savedAt))));
      expect(at.every((i) => i >= 0)).toBe(true);
      expect(at).toEqual([...at].sort((a, b) => a - b));
      for (const [i, plan] of plans.entries()) {
        const section = text.slice(at[i], at[i + 1] ?? undefined);
        const lines = await h.db
          .select({ prdtnm: planProducts.prdtnm, prdtAmt: planProducts.prdtAmt, prchCnt: customerPlanProducts.prchCnt })
          .from(customerPlanProducts)
          .innerJoin(planProducts, eq(planProducts.salecdSqno, customerPlanProducts.salecdSqno))
          .where(eq(customerPlanProducts.planId, plan.id));
        expect(lines.length).toBeGreaterThan(0);
        for (const l of lines) expect(section).toContain(bare(`${l.prdtnm}${l.prchCnt}개${wonOf(l.prdtAmt)}${wonOf(l.prdtAmt * l.prchCnt)}`));
        for (const s of plan.breakdown) expect(section).toContain(bare(`${s.label}${wonOf(s.amount)}`));
        expect(section).toContain(bare(`(${plan.mntsCnt}개월)${wonOf(plan.monthAmt)}`));
      }
      // The text is drawn as given (a PDF, not a page): nothing escaped or dropped.
      expect(text).toContain(bare('시험 상품 <b>&</b> 계산'));

      const held = await h.db
        .select({ prdtnm: contracts.prdtnm, concdt: contracts.concdt, expiry: contracts.expiry, catNm: productCategories.cdNm, sort: productCategories.sort })
        .from(contracts)
        .innerJoin(productCategories, eq(productCategories.catCd, contracts.catCd))
        .where(and(eq(contracts.kwkkey, holder.kwkkey), eq(contracts.concstat, 'N')))
        .orderBy(asc(productCategories.sort), asc(contracts.concdt));
      expect(held.length).toBeGreaterThan(0);
      const heldPart = text.slice(text.lastIndexOf(bare(`${wonOf(plans.at(-1)!.monthAmt)}`)));
      for (const cat of new Set(held.map((k) => k.catNm))) expect(heldPart).toContain(bare(`${cat}${held.filter((k) => k.catNm === cat).length}개`));
      for (const k of held) expect(heldPart).toContain(bare(`${k.prdtnm}${k.concdt} ~ ${k.expiry}`));
    } finally {
      await h.db.delete(customerPlans).where(eq(customerPlans.id, added!.id));
    }
  });

  it('leaves out a contract no longer in force, and the other children’s plans', async () => {
    const [inForce] = await h.db.select().from(contracts).where(and(eq(contracts.kwkkey, holder.kwkkey), eq(contracts.concstat, 'N'))).limit(1);
    await h.db.update(contracts).set({ concstat: 'C', prdtnm: '해지된 시험 계약' }).where(eq(contracts.id, inForce!.id));
    try {
      const text = pdfText(await (await open(await linkFor('planner01', keyOf(holder)))).arrayBuffer());
      expect(text).toContain(bare(holder.name));
      expect(text).not.toContain(bare('해지된 시험 계약'));
      expect(text).not.toContain(bare(child.name));
      // The customer themself has no saved plan: none of the child's plan dates shows.
      for (const p of await h.db.select().from(customerPlans).where(eq(customerPlans.chlnKwkey, child.chlnKwkey))) expect(text).not.toContain(bare(kst(p.savedAt)));
    } finally {
      await h.db.update(contracts).set({ concstat: inForce!.concstat, prdtnm: inForce!.prdtnm }).where(eq(contracts.id, inForce!.id));
    }
  });

  it('writes the opening to the personal-data log (keys and field names only)', async () => {
    const url = await linkFor('branch01', keyOf(holder, { chlnKwkey: child.chlnKwkey }));
    const logOf = () => h.db.select().from(personalDataReads).where(and(eq(personalDataReads.userid, 'branch01'), eq(personalDataReads.call, PLAN_PDF))).orderBy(asc(personalDataReads.id));
    const before = (await logOf()).length;
    expect((await open(url)).status).toBe(200);
    const rows = await logOf();
    expect(rows.length).toBe(before + 1);
    expect(rows.at(-1)).toMatchObject({ ownerUserid: holder.ownerUserid, kwkkeys: [holder.kwkkey], fields: ['custNm', 'childNames', 'purchases'] });
  });

  it('signs only for a customer the caller may plan for: another planner’s or branch’s is one not-found', async () => {
    const [theirs] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner02')).limit(1);
    for (const [caller, fields] of [
      ['planner02', keyOf(holder)],
      ['master01', keyOf(holder)],
      ['planner01', keyOf(theirs!)],
      [OTHER_BRANCH.head, keyOf(holder)],
      ['branch01', { kwkkey: OTHER_BRANCH.customer, custDiv: holder.custDiv }],
      ['planner01', keyOf(holder, { chlnKwkey: 'C-NOBODY' })],
      ['branch01', keyOf(theirs!, { targetId: 'planner01' })],
    ] as const) {
      const a = await linkAnswer(caller, fields);
      expect([a.status, a.body], `${caller} ${JSON.stringify(fields)}`).toEqual([404, { rt: 'not_found', rtMsg: msg.notFound }]);
    }
    const a = await linkAnswer('branch01', keyOf(holder, { targetId: OTHER_BRANCH.planner }));
    expect([a.status, a.body]).toEqual([403, { rt: 'forbidden', rtMsg: msg.otherOrgRefused }]);
    const bad = await linkAnswer('planner01', { kwkkey: holder.kwkkey, custDiv: '9' });
    expect([bad.status, bad.body]).toEqual([400, { rt: 'bad_request', rtMsg: `${msg.badRequest} (custDiv)` }]);
    expect((await h.call('eduplan/getPlanPdfUrl', keyOf(holder))).status).toBe(401);
    // A branch head's link for a customer of their organisation opens.
    expect((await open(await linkFor('branch01', keyOf(holder, { targetId: 'planner01' })))).status).toBe(200);
  });

  it('works for 10 minutes: then 410 with the expiry text', async () => {
    const url = await linkFor('planner01', keyOf(holder));
    h.clock.advance(10 * 60_000 - 1_000);
    expect((await open(url)).status).toBe(200);
    h.clock.advance(1_000);
    await expectRefused(`${url.pathname}${url.search}`, 410, msg.pdfLinkExpired);
  });

  it('refuses an altered field, an added or repeated one, another user, a forged or missing token with 403', async () => {
    const url = await linkFor('planner01', keyOf(holder, { chlnKwkey: child.chlnKwkey }));
    const token = url.searchParams.get('token')!;
    const [expiry, user, mac] = token.split('.') as [string, string, string];
    const variants: string[] = [];
    const q = (f: (p: URLSearchParams) => void) => {
      const p = new URLSearchParams(url.search);
      f(p);
      variants.push(`${url.pathname}?${p.toString()}`);
    };
    q((p) => p.set('kwkkey', OTHER_BRANCH.customer));
    q((p) => p.delete('chlnKwkey'));
    q((p) => p.set('chlnKwkey', ''));
    q((p) => p.set('targetId', 'planner01'));
    q((p) => p.append('kwkkey', holder.kwkkey));
    q((p) => p.append('token', token));
    q((p) => p.set('token', `${Number(expiry) + 600}.${user}.${mac}`));
    q((p) => p.set('token', `${expiry}.${Buffer.from('branch01').toString('base64url')}.${mac}`));
    q((p) => p.set('token', `${expiry}.${user}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`));
    q((p) => p.set('token', ''));
    q((p) => p.delete('token'));
    for (const path of variants) await expectRefused(path, 403, msg.pdfLinkInvalid);
  });

  it('never opens one PDF with the other’s token, even for the same fields and user', async () => {
    const fields = keyOf(holder, { chlnKwkey: child.chlnKwkey });
    // The customer list's link signed over exactly these fields, moved to the plan PDF…
    const listLink = h.svc.pdfLinks.path('planner01', fields, TEST_NOW);
    expect(listLink.startsWith(`${LIST_PDF}?`)).toBe(true);
    await expectRefused(listLink.replace(LIST_PDF, PLAN_PDF), 403, msg.pdfLinkInvalid);
    // …and the plan's link moved to the customer list.
    const planLink = await linkFor('planner01', fields);
    await expectRefused(`${LIST_PDF}${planLink.search}`, 403, msg.pdfLinkInvalid);
    // A real customer-list link (no filters) does not open the plan PDF either.
    const list = await h.call('myCstmr/getCstmrPdfUrl', {}, { token: await h.as('planner01') });
    const listUrl = new URL(list.body.data.url as string);
    expect((await open(listUrl)).status).toBe(200);
    await expectRefused(`${PLAN_PDF}${listUrl.search}`, 403, msg.pdfLinkInvalid);
  });

  it('is refused when the signer may no longer see the customer (a member moved out of the organisation)', async () => {
    const [c] = await h.db.select().from(customers).where(eq(customers.ownerUserid, 'planner07')).limit(1);
    const plain = await linkFor('branch01', keyOf(c!));
    const named = await linkFor('branch01', keyOf(c!, { targetId: 'planner07' }));
    expect((await open(plain)).status).toBe(200);
    expect((await open(named)).status).toBe(200);
    await h.db.update(users).set({ managerUserid: null }).where(eq(users.userid, 'master03'));
    try {
      for (const [url, status, text] of [[plain, 404, msg.notFound], [named, 403, msg.pdfLinkInvalid]] as const) {
        const res = await open(url);
        expect(res.status).toBe(status);
        const body = await res.text();
        expect(body).toContain(text);
        expect(body).not.toContain('%PDF');
        expect(body).not.toContain(c!.name);
      }
    } finally {
      await h.db.update(users).set({ managerUserid: 'district02' }).where(eq(users.userid, 'master03'));
    }
  });
});
