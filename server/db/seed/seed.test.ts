// @vitest-environment node
// The full demo seed (the only test file that runs it): counts per role, the demo accounts, data
// spread (types, medals, urgent notices), the hierarchy, and the same data for the same seed day.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSITIONS, RANK_BY_POSITION } from '../../../src/domain/shared/roles';
import { addDays } from '../../lib/time';
import { verifyPassword } from '../../services/passwords';
import { TEST_DATABASES } from '../../test-support/databases';
import { TEST_CONFIG } from '../../test-support/harness';
import type { Db, OpenDb } from '../client';
import * as t from '../schema';
import { buildActivity } from './activity';
import { buildCustomers } from './customers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, isSeeded, reseed, seed, type SeedSummary } from './index';
import { buildNoticeFiles, buildNotices } from './notices';
import { buildStaff, hasCustomers } from './org';

const NOW = new Date('2026-03-12T10:00:00+09:00');
const TODAY = '2026-03-12';

const snapshot = async (db: Db) => ({
  users: (await db.select().from(t.users).orderBy(asc(t.users.userid))).map(({ passwordHash: _h, ...u }) => u),
  customers: await db.select().from(t.customers).orderBy(asc(t.customers.kwkkey)),
  children: await db.select().from(t.children).orderBy(asc(t.children.chlnKwkey)),
  schedules: await db.select().from(t.schedules).orderBy(asc(t.schedules.sqno)),
});

/** The demo staff (org.ts); the full seed's other staff are generated around them (org-branches.ts). */
const demoIds = new Set(buildStaff(TODAY).map((s) => s.userid));

describe.each(TEST_DATABASES)('full seed on $name', (database) => {
  let opened: OpenDb;
  let db: Db;
  let summary: SeedSummary;
  let first: Awaited<ReturnType<typeof snapshot>>;
  beforeAll(async () => {
    opened = await database.open();
    db = opened.db;
    expect(await isSeeded(db)).toBe(false);
    summary = await seed(db, { now: NOW, passwordHash: TEST_CONFIG.passwordHash });
    first = await snapshot(db);
  }, 120_000);
  afterAll(() => opened.close());

  const demo = () => first.users.filter((u) => demoIds.has(u.userid));

  it('creates three branches of about 300 staff each, with every demo account and position', async () => {
    const perBranch = new Map<string, number>();
    for (const u of first.users) perBranch.set(u.brncNm, (perBranch.get(u.brncNm) ?? 0) + 1);
    expect([...perBranch.keys()].sort()).toEqual(['강남지점', '서초지점', '송파지점']);
    for (const n of perBranch.values()) expect(n).toBeGreaterThanOrEqual(250), expect(n).toBeLessThanOrEqual(350);
    expect(demo().length).toBe(29);
    for (const a of DEMO_ACCOUNTS) expect(first.users.find((u) => u.userid === a.userid)).toMatchObject({ orgnzPstn: a.position, brncCd: 'B1100' });
    for (const p of POSITIONS) expect(first.users.some((u) => u.orgnzPstn === p)).toBe(true);
    for (const u of first.users) expect([u.akdrnk, u.gnrlNm]).toEqual([RANK_BY_POSITION[u.orgnzPstn], '서울본부']);
    expect(new Set(first.users.map((u) => u.akdcde)).size).toBe(first.users.length);
    expect(summary.counts.users).toBe(first.users.length);
    expect(await isSeeded(db)).toBe(true);
  });

  it('gives every staff member the demo password: each demo account its own salt, the generated staff one shared hash', async () => {
    const rows = await db.select({ userid: t.users.userid, hash: t.users.passwordHash }).from(t.users);
    const demoRows = rows.filter((r) => demoIds.has(r.userid));
    const generated = new Set(rows.filter((r) => !demoIds.has(r.userid)).map((r) => r.hash));
    expect(new Set(demoRows.map((r) => r.hash.split('$')[4])).size).toBe(demoRows.length);
    expect(generated.size).toBe(1);
    for (const h of [...demoRows.map((r) => r.hash), ...generated]) expect(await verifyPassword(DEMO_PASSWORD, h)).toBe(true);
    expect(demoRows.some((r) => generated.has(r.hash))).toBe(false);
  });

  it('forms a tree per branch: head → districts → masters → planners and partners, the demo accounts in their places', () => {
    const byId = new Map(first.users.map((u) => [u.userid, u]));
    const roots = first.users.filter((u) => u.managerUserid === null);
    expect(roots.map((u) => u.orgnzPstn)).toEqual(['COG01', 'COG01', 'COG01']);
    expect(roots.map((u) => u.userid)).toContain('branch01');
    for (const u of first.users) {
      // Every chain of managers ends at its own branch's head, within four steps.
      let m = u;
      for (let i = 0; i < 4 && m.managerUserid; i++) {
        const up = byId.get(m.managerUserid)!;
        expect(up.brncCd).toBe(u.brncCd);
        m = up;
      }
      expect([m.managerUserid, m.orgnzPstn]).toEqual([null, 'COG01']);
    }
    for (const u of first.users.filter((x) => x.orgnzPstn === 'COG02')) expect(byId.get(u.managerUserid!)?.orgnzPstn).toBe('COG01');
    for (const u of first.users.filter((x) => x.orgnzPstn === 'COGA2')) expect(byId.get(u.managerUserid!)?.orgnzPstn).toBe('COG02');
    for (const u of first.users.filter((x) => ['COG03', 'COG04', 'COG05', 'COG06'].includes(x.orgnzPstn)))
      expect(byId.get(u.managerUserid!)?.orgnzPstn).toBe('COGA2');
    expect(demo().filter((u) => u.managerUserid === 'branch01').map((u) => u.userid)).toEqual(['district01', 'district02', 'district03']);
    expect(byId.get('master01')?.managerUserid).toBe('district01');
    expect(first.users.filter((u) => u.managerUserid === 'master01').map((u) => u.userid).sort()).toEqual(['partner01', 'planner01', 'planner02', 'planner03', 'planner04']);
    for (const u of first.users) if (u.managerUserid && u.orgnzPstn !== 'COG02') expect(u.cntrCd).toBe(byId.get(u.managerUserid)!.cntrCd);
  });

  it('varies service years and has reinstated members (base date = the return date in the start type), photos mostly absent', () => {
    const back = first.users.filter((u) => u.startType !== '00000000');
    expect(back.length).toBeGreaterThan(20);
    expect(back.map((u) => u.userid)).toContain('planner03');
    for (const u of back) expect([u.baseDate.replace(/-/g, ''), u.joinDate < u.baseDate]).toEqual([u.startType, true]);
    for (const u of first.users.filter((x) => x.startType === '00000000')) expect(u.baseDate).toBe(u.joinDate);
    const years = new Set(first.users.map((u) => u.joinDate.slice(0, 4)));
    expect(years.size).toBeGreaterThanOrEqual(8);
    expect(first.users.filter((u) => u.baseDate >= '2026-03-01').length).toBeGreaterThan(5);
    expect(first.users.filter((u) => u.photoUrl !== null).length).toBeLessThan(first.users.length / 10);
    expect(first.users.some((u) => u.birth.length === 8) && first.users.some((u) => u.birth.length === 6)).toBe(true);
  });

  it('gives each demo planner, master and partner 60-80 customers of every type, and the generated staff none', () => {
    const owners = new Set(first.customers.map((c) => c.ownerUserid));
    for (const u of first.users.filter((x) => !demoIds.has(x.userid))) expect(owners.has(u.userid)).toBe(false);
    for (const u of demo().filter((x) => !['COG01', 'COG02'].includes(x.orgnzPstn))) {
      const own = first.customers.filter((c) => c.ownerUserid === u.userid);
      expect(own.length).toBeGreaterThanOrEqual(60);
      expect(own.length).toBeLessThanOrEqual(80);
      expect(new Set(own.map((c) => c.custDivDetail))).toEqual(new Set(['SCD01', 'SCD02', 'SCD03', 'SCD04']));
    }
    for (const c of first.customers) {
      expect(c.custDiv).toBe(c.custDivDetail === 'SCD01' ? '1' : '2');
      expect(c.tel1).toBe('010');
      expect(`${c.tel2}${c.tel3}`).toMatch(/^\d{8}$/);
    }
  });

  it('attaches 0-3 children aged 0-16, contracts to contract customers only, and 1-5 memos (a history for the first four)', async () => {
    const perCustomer = new Map<string, number>();
    for (const ch of first.children) perCustomer.set(ch.kwkkey, (perCustomer.get(ch.kwkkey) ?? 0) + 1);
    expect(Math.max(...perCustomer.values())).toBeLessThanOrEqual(3);
    for (const ch of first.children) {
      const age = Number(TODAY.slice(0, 4)) - Number(ch.birth!.slice(0, 4));
      expect(age).toBeGreaterThanOrEqual(-1);
      expect(age).toBeLessThanOrEqual(17);
    }
    const contracts = await db.select().from(t.contracts);
    const contractCustomers = new Set(first.customers.filter((c) => c.custDivDetail === 'SCD01').map((c) => c.kwkkey));
    for (const k of contracts) expect(contractCustomers.has(k.kwkkey)).toBe(true);
    expect(new Set(contracts.map((k) => k.kwkkey)).size).toBe(contractCustomers.size);
    const soon = first.customers.filter((c) => c.concexpydy && c.concexpydy > TODAY && c.concexpydy <= addDays(TODAY, 30));
    expect(soon.length).toBeGreaterThan(10);
    const memos = await db.select().from(t.memos);
    const memoCount = new Map<string, number>();
    for (const m of memos) memoCount.set(m.kwkkey, (memoCount.get(m.kwkkey) ?? 0) + 1);
    expect(memoCount.size).toBe(first.customers.length);
    // Each owner's first four customers (K<owner><00001-00004>) get a longer history: 20 more for the first, 3 more for the others.
    const position = (kwkkey: string) => Number(kwkkey.slice(-5));
    for (const [kwkkey, n] of memoCount) {
      const extra = position(kwkkey) === 1 ? 20 : position(kwkkey) <= 4 ? 3 : 0;
      expect(n - extra, kwkkey).toBeGreaterThanOrEqual(1);
      expect(n - extra, kwkkey).toBeLessThanOrEqual(5);
    }
    expect(memos.some((m) => m.memoDiv === '0' && m.amntPsblYn === 'N')).toBe(true);
    for (const m of memos) expect([m.memoDiv, m.amntPsblYn]).toEqual(m.memoDiv === '0' ? ['0', 'N'] : ['1', 'Y']);
    // Long ones for the history's more/expand (spec 2 §9): over 52 characters, or 2+ line breaks.
    const first4 = memos.filter((m) => position(m.kwkkey) <= 4);
    expect(first4.some((m) => m.memo.length > 52 && !m.memo.includes('\n'))).toBe(true);
    expect(first4.some((m) => m.memo.split('\n').length >= 3)).toBe(true);
    for (const m of memos) expect(m.memo.length).toBeLessThanOrEqual(500);
    expect(new Set((await db.select().from(t.diagnoses)).map((d) => d.examCd))).toEqual(new Set(['KEDI', 'KEDS', 'ELT']));
  });

  it('plans a year of schedules per demo staff member (20-40 around this month and four a week), of every type', () => {
    const count = new Map<string, number>();
    for (const s of first.schedules) count.set(s.userid, (count.get(s.userid) ?? 0) + 1);
    for (const u of first.users) {
      const n = count.get(u.userid) ?? 0;
      // The generated staff have the month around the seed day only.
      expect(n).toBeGreaterThanOrEqual(demoIds.has(u.userid) ? 20 + 52 * 4 : 20);
      expect(n).toBeLessThanOrEqual(demoIds.has(u.userid) ? 40 + 52 * 4 : 40);
    }
    expect(new Set(first.schedules.map((s) => s.scdlDivCd))).toEqual(new Set(['SSD01', 'SSD02', 'SSD03', 'SSD04', 'SSD05', 'SSD06', 'SSD07']));
    const bySqno = new Map(first.schedules.map((s) => [s.sqno, s]));
    const branchOf = new Map(first.users.map((u) => [u.userid, u.brncCd]));
    for (const s of first.schedules) {
      expect(s.sttDt >= '2025-09-10' && s.sttDt <= '2026-09-11').toBe(true);
      expect(s.endDt >= s.sttDt).toBe(true);
      if (s.allYn === 'N') expect(s.sttHr).toMatch(/^\d{2}:\d{2}$/);
      if (s.scdlDivCd === 'SSD06') {
        // An accompany follows another member of the branch's own (non-accompany) schedule and takes its times.
        const f = bySqno.get(s.acmpScdlSqno!)!;
        expect([f.userid !== s.userid, branchOf.get(f.userid) === branchOf.get(s.userid), f.scdlDivCd !== 'SSD06']).toEqual([true, true, true]);
        expect([s.sttDt, s.sttHr, s.endDt, s.endHr, s.allYn]).toEqual([f.sttDt, f.sttHr, f.endDt, f.endHr, f.allYn]);
      }
    }
    for (const flag of ['cmplYn', 'allYn', 'dltnYn'] as const) expect(first.schedules.some((s) => s[flag] === 'Y')).toBe(true);
    expect(first.schedules.some((s) => s.endDt > s.sttDt)).toBe(true);
    // An accompany whose followed schedule its owner deleted (the companion's deleted notice).
    expect(first.schedules.some((s) => s.scdlDivCd === 'SSD06' && s.dltnYn === 'N' && bySqno.get(s.acmpScdlSqno!)!.dltnYn === 'Y')).toBe(true);
  });

  it('records a year of courses, goals and results (the current month’s spread over the medal levels), and meetings', async () => {
    // Recent courses (2-8), the year's completed ones (2-5) and the required ones not taken recently (up to 3):
    // activity-records.test.ts checks the rest of the year's activity.
    const courses = await db.select().from(t.courses);
    const perUser = new Map<string, number>();
    for (const c of courses) perUser.set(c.userid, (perUser.get(c.userid) ?? 0) + 1);
    for (const u of first.users) {
      expect(perUser.get(u.userid)).toBeGreaterThanOrEqual(4);
      expect(perUser.get(u.userid)).toBeLessThanOrEqual(16);
    }
    const goals = await db.select().from(t.monthlyGoals);
    const results = await db.select().from(t.monthlyResults);
    expect(new Set(goals.map((g) => g.yyyymm))).toEqual(new Set(['202504', '202505', '202506', '202507', '202508', '202509', '202510', '202511', '202512', '202601', '202602', '202603']));
    expect(goals.filter((g) => g.yyyymm >= '202512').length).toBe(first.users.length * 4);
    expect(results.length).toBe(goals.length);
    const medal = (userid: string) => {
      const g = goals.find((x) => x.userid === userid && x.yyyymm === '202603')!;
      const r = results.find((x) => x.userid === userid && x.yyyymm === '202603')!;
      const ratio = Math.min(100, Math.floor((r.custmCnt / g.srcGoal) * 100));
      return ratio >= 100 ? 'gold' : ratio > 79 ? 'silver' : ratio > 49 ? 'bronze' : 'none';
    };
    expect(['planner01', 'planner02', 'planner03', 'partner01'].map(medal)).toEqual(['gold', 'silver', 'bronze', 'none']);
    const meetings = await db.select().from(t.morningMeetings).where(eq(t.morningMeetings.userid, 'planner01'));
    expect(meetings.length).toBeGreaterThanOrEqual(10);
    expect(meetings.every((m) => m.date < TODAY)).toBe(true);
  });

  it('publishes about 35 notices, several urgent, with safe HTML', async () => {
    const notices = await db.select().from(t.notices);
    expect(notices.length).toBe(35);
    expect(notices.filter((n) => n.importance === '1').length).toBeGreaterThanOrEqual(3);
    expect(notices.some((n) => n.bodyHtml.includes('<table>'))).toBe(true);
    for (const n of notices) {
      expect(n.bodyHtml).toMatch(/<p>.*<\/p>/);
      expect(n.bodyHtml).not.toMatch(/<script|on\w+=|javascript:/i);
    }
  });

  it('attaches 1-3 files to about a third of the notices, each with its own 43-character token', async () => {
    const files = await db.select().from(t.noticeFiles);
    const per = new Map<number, number>();
    for (const f of files) per.set(f.itemId, (per.get(f.itemId) ?? 0) + 1);
    expect(per.size).toBeGreaterThanOrEqual(6);
    expect(per.size).toBeLessThanOrEqual(20);
    expect(Math.max(...per.values())).toBeLessThanOrEqual(3);
    expect(new Set(files.map((f) => f.token)).size).toBe(files.length);
    for (const f of files) {
      expect(f.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(f.fileName).toMatch(/^\d{1,2}월_[가-힣_]+\.(pdf|txt)$/);
      expect(f.content.byteLength).toBeGreaterThan(0);
      if (f.fileName.endsWith('.pdf')) expect(Buffer.from(f.content).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    }
    expect(summary.counts.notice_files).toBe(files.length);
  });

  it('produces the same rows again for the same seed day (the small seed is a subset), and moves with the day', async () => {
    await reseed(db, { now: new Date('2026-03-12T23:30:00+09:00'), size: 'small', passwordHash: TEST_CONFIG.passwordHash });
    const again = await snapshot(db);
    const ids = new Set(again.users.map((u) => u.userid));
    expect(ids).toEqual(new Set(['branch01', 'district01', 'district02', 'master01', 'master03', 'partner01', 'planner01', 'planner02', 'planner03', 'planner07']));
    expect(again.users).toEqual(first.users.filter((u) => ids.has(u.userid)));
    // Each owner's first ten customers, with their children, are the same rows as in the full seed.
    const keys = new Set(again.customers.map((c) => c.kwkkey));
    expect(keys.size).toBe(70);
    expect(again.customers).toEqual(first.customers.filter((c) => keys.has(c.kwkkey)));
    expect(again.children).toEqual(first.children.filter((c) => keys.has(c.kwkkey)).map((c, i) => ({ ...c, id: again.children[i]!.id })));
    await reseed(db, { now: new Date('2026-04-20T09:00:00+09:00'), size: 'small', passwordHash: TEST_CONFIG.passwordHash });
    const moved = await snapshot(db);
    const c = moved.customers.find((x) => x.kwkkey === first.customers[0]!.kwkkey)!;
    expect(c.name).toBe(first.customers[0]!.name);
    expect(c.custwstp).toBe(addDays(first.customers[0]!.custwstp, 39));
  });
});

describe('seed builders', () => {
  it('build identical data for the same day and shifted dates for another', () => {
    const build = (day: string) => {
      const staff = buildStaff(day);
      const owners = staff.map((s, ownerIndex) => ({ staff: s, ownerIndex })).filter(({ staff: s }) => hasCustomers(s.orgnzPstn));
      const customers = buildCustomers(day, owners, 'full');
      const notices = buildNotices(day, 'full');
      return { staff, customers, activity: buildActivity(day, staff, customers, 'full'), notices, noticeFiles: buildNoticeFiles(notices) };
    };
    // The attachments' download tokens are random on every build (public, so unguessable: docs/security.md).
    const withoutTokens = (x: ReturnType<typeof build>) => ({ ...x, noticeFiles: x.noticeFiles.map(({ token: _token, ...f }) => f) });
    const a = build(TODAY);
    const again = build(TODAY);
    expect(withoutTokens(again)).toEqual(withoutTokens(a));
    expect(again.noticeFiles.map((f) => f.token)).not.toEqual(a.noticeFiles.map((f) => f.token));
    const b = build('2026-03-13');
    expect(b.staff.map((s) => s.name)).toEqual(a.staff.map((s) => s.name));
    expect(b.customers.customers.map((c) => c.custwstp)).toEqual(a.customers.customers.map((c) => addDays(c.custwstp, 1)));
  });
});
