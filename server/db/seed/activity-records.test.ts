// @vitest-environment node
// The seed's year of activity: goals and results for twelve months, activity records that agree with the
// results and the meetings, day rows that sum to their months, a year of courses and the FAQ — checked on
// the small seed as stored (PGlite and PostgreSQL) and on the full organisation as built (every generated
// member too), with cumulative sales spread over the rank thresholds.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_BUCKET_FIELDS, type BucketField } from '../../../src/domain/reports/rules';
import { addDays, kstDate, monthStart, yyyymm } from '../../lib/time';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import * as t from '../schema';
import { buildActivity } from './activity';
import { buildCustomers } from './customers';
import { buildFaqs } from './faqs';
import { buildStaff, hasCustomers } from './org';
import { buildOrganisation } from './org-branches';

const TODAY = '2026-03-12';
const MONTHS = Array.from({ length: 12 }, (_, i) => yyyymm(monthStart(TODAY, i - 11)));
const CURRENT = '202603';
const PREVIOUS = '202602';
const REQUIRED = ['개인정보보호 교육', '청탁금지법 이해', '직장 내 괴롭힘 예방'];

interface Rows {
  users: readonly { userid: string; orgnzPstn: string; baseDate: string }[];
  goals: readonly (typeof t.monthlyGoals.$inferInsert)[];
  results: readonly (typeof t.monthlyResults.$inferInsert)[];
  months: readonly (typeof t.activityMonths.$inferInsert)[];
  days: readonly (typeof t.activityDays.$inferInsert)[];
  meetings: readonly (typeof t.morningMeetings.$inferInsert)[];
  courses: readonly (typeof t.courses.$inferInsert)[];
}

const key = (userid: string, month: string) => `${userid}|${month}`;
const bucket = (row: object, f: BucketField) => (row as Record<BucketField, number>)[f];
const section = (row: object, s: string) => [1, 2, 3, 4].reduce((n, i) => n + bucket(row, `sect${s}${i}` as BucketField), 0);

/**
 * The invariants of the brief, over rows read back or built: plain loops over maps keyed by user and month,
 * each broken rule named in the list (one assertion, so thousands of members check quickly).
 */
function yearProblems(rows: Rows): string[] {
  const bad: string[] = [];
  const check = (ok: boolean, what: string) => void (ok || bad.push(what));
  const results = new Map(rows.results.map((r) => [key(r.userid, r.yyyymm), r]));
  const goals = new Set(rows.goals.map((g) => key(g.userid, g.yyyymm)));
  const months = new Map(rows.months.map((m) => [key(m.userid, m.yyyymm), m]));
  check(goals.size === results.size && months.size === results.size, 'one goal and one record per result');
  for (const u of rows.users)
    for (const m of MONTHS) {
      const k = key(u.userid, m);
      // The last four months for everyone; the older ones from the registration base month on.
      const expected = m >= '202512' || m >= yyyymm(u.baseDate);
      check(results.has(k) === expected && goals.has(k) === expected && months.has(k) === expected, `${k}: months`);
    }
  for (const [k, m] of months) {
    const r = results.get(k)!;
    check(m.planCnt! + m.schRcrtCnt! + m.schTestCnt! === r.counselCnt, `${k}: consultations`);
    check(m.kedICnt! + m.kedSCnt! + m.aiEltCnt! === r.coupnCnt, `${k}: diagnoses`);
    check(section(m, 'Sr') === r.custmCnt, `${k}: sources`);
    check(section(m, 'Bk') === r.bkcareCnt, `${k}: book care`);
    check(ALL_BUCKET_FIELDS.every((f) => bucket(m, f) >= 0), `${k}: negative`);
  }
  // The current month's meetings attended are its seeded meetings Y or S.
  const attended = new Map<string, number>();
  for (const mt of rows.meetings)
    if (mt.date.startsWith('2026-03') && (mt.attendStatus === 'Y' || mt.attendStatus === 'S')) attended.set(mt.userid, (attended.get(mt.userid) ?? 0) + 1);
  for (const u of rows.users) check(months.get(key(u.userid, CURRENT))?.meetCnt === (attended.get(u.userid) ?? 0), `${u.userid}: meetings`);
  // Days: this month to today and the month before, summing exactly to their month rows.
  const sums = new Map<string, Record<string, number>>();
  for (const d of rows.days) {
    check(d.day >= '2026-02-01' && d.day <= TODAY, `${d.userid} ${d.day}: day outside the two months`);
    const k = key(d.userid, d.day.slice(0, 4) + d.day.slice(5, 7));
    const s = sums.get(k) ?? Object.fromEntries(ALL_BUCKET_FIELDS.map((f) => [f, 0]));
    for (const f of ALL_BUCKET_FIELDS) s[f]! += bucket(d, f);
    sums.set(k, s);
  }
  for (const [k, m] of months) {
    if (!k.endsWith(CURRENT) && !k.endsWith(PREVIOUS)) continue;
    const s = sums.get(k) ?? {};
    for (const f of ALL_BUCKET_FIELDS) check((s[f] ?? 0) === bucket(m, f), `${k} ${f}: days sum`);
  }
  check(rows.days.some((d) => d.day === TODAY), 'rows for today');
  return bad;
}

function courseProblems(rows: Rows): string[] {
  const bad: string[] = [];
  const check = (ok: boolean, what: string) => void (ok || bad.push(what));
  const byUser = new Map<string, (typeof rows.courses)[number][]>();
  for (const c of rows.courses) {
    const list = byUser.get(c.userid);
    if (list) list.push(c);
    else byUser.set(c.userid, [c]);
  }
  const yearAgo = addDays(TODAY, -366);
  for (const u of rows.users) {
    const mine = byUser.get(u.userid) ?? [];
    check(mine.filter((c) => c.status === 'CMPL').length >= 2, `${u.userid}: completed courses`);
    for (const lec of REQUIRED) check(mine.some((c) => c.rqrdYn === 'Y' && c.cateNm === '필수교육' && c.lecNm === lec), `${u.userid}: ${lec}`);
    for (const c of mine) {
      check(c.startDate >= yearAgo, `${c.reqSeq}: older than a year`);
      check(c.status === (c.endDate >= TODAY ? 'ING' : 'CMPL'), `${c.reqSeq}: status`);
      check(c.rqrdYn === (c.cateNm === '필수교육' ? 'Y' : 'N'), `${c.reqSeq}: required flag`);
    }
  }
  const required = rows.courses.filter((c) => c.rqrdYn === 'Y');
  check(required.some((c) => c.status === 'CMPL') && required.some((c) => c.status === 'ING'), 'required courses both completed and in progress');
  return bad;
}

describe.each(TEST_DATABASES)('the small seed’s year of activity on $name', (database) => {
  let h: Harness;
  let rows: Rows;
  beforeAll(async () => {
    h = await createHarness(database);
    rows = {
      users: await h.db.select().from(t.users),
      goals: await h.db.select().from(t.monthlyGoals),
      results: await h.db.select().from(t.monthlyResults),
      months: await h.db.select().from(t.activityMonths),
      days: await h.db.select().from(t.activityDays),
      meetings: await h.db.select().from(t.morningMeetings),
      courses: await h.db.select().from(t.courses),
    };
  });
  afterAll(() => h.close());

  it('keeps twelve months of goals and results and activity records that agree with them and the meetings', () => {
    expect(kstDate(TEST_NOW)).toBe(TODAY);
    expect(yearProblems(rows)).toEqual([]);
  });

  it('keeps a year of courses: completed ones and every required course, completed or in progress', () => expect(courseProblems(rows)).toEqual([]));

  it('stores the forty FAQ entries, eight per category, with safe HTML', async () => {
    const faqs = await h.db.select().from(t.faqs);
    expect(faqs).toHaveLength(40);
    for (const div of ['CFD01', 'CFD02', 'CFD03', 'CFD04', 'CFD05']) {
      const mine = faqs.filter((f) => f.divCd === div);
      expect(mine.map((f) => f.sortOrd).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
    for (const f of faqs) {
      expect(f.cntn).toMatch(/^<p>/);
      expect(f.cntn).not.toMatch(/<script|\son\w+=|javascript:/i);
      for (const href of f.cntn.matchAll(/href="([^"]*)"/g)) expect(href[1]).toMatch(/^https:\/\//);
    }
    // New entries get ids after the seeded ones.
    const [added] = await h.db.insert(t.faqs).values({ divCd: 'CFD01', titl: '추가', cntn: '<p>추가</p>' }).returning();
    expect(added!.sqno).toBe(41);
    await h.db.delete(t.faqs).where(eq(t.faqs.sqno, 41));
  });
});

describe('the full organisation’s year of activity, as built', () => {
  const org = buildOrganisation(TODAY, 'full');
  const allStaff = buildStaff(TODAY);
  const owners = allStaff
    .map((s, ownerIndex) => ({ staff: s, ownerIndex }))
    .filter(({ staff: s }) => org.demo.some((d) => d.userid === s.userid) && hasCustomers(s.orgnzPstn));
  const act = buildActivity(TODAY, org.all, buildCustomers(TODAY, owners, 'full'), 'full');
  const rows: Rows = {
    users: org.all,
    goals: act.monthlyGoals,
    results: act.monthlyResults,
    months: act.activityMonths,
    days: act.activityDays,
    meetings: act.morningMeetings,
    courses: act.courses,
  };

  it('gives every member, generated ones too, the year’s rows, agreeing as in the small seed', () => {
    expect(org.all.length).toBeGreaterThan(500);
    expect(yearProblems(rows)).toEqual([]);
    expect(courseProblems(rows)).toEqual([]);
  });

  it('spreads cumulative sales over the rank thresholds: under 25M, 25-50M, above 50M, masters above 100M', () => {
    const siljuck = new Map<string, number>();
    for (const r of act.monthlyResults) siljuck.set(r.userid, (siljuck.get(r.userid) ?? 0) + r.totamt);
    const planners = org.all.filter((s) => ['COG03', 'COG04', 'COG05', 'COG06'].includes(s.orgnzPstn)).map((s) => siljuck.get(s.userid)!);
    const share = (test: (x: number) => boolean) => planners.filter(test).length / planners.length;
    expect(share((x) => x < 25_000_000)).toBeGreaterThan(0.03);
    expect(share((x) => x >= 25_000_000 && x < 50_000_000)).toBeGreaterThan(0.2);
    expect(share((x) => x >= 50_000_000)).toBeGreaterThan(0.2);
    const masters = org.all.filter((s) => s.orgnzPstn === 'COGA2').map((s) => siljuck.get(s.userid)!);
    expect(masters.filter((x) => x > 100_000_000).length).toBeGreaterThan(masters.length / 4);
    expect(masters.filter((x) => x <= 100_000_000).length).toBeGreaterThan(0);
  });

  it('stores forty FAQ entries with distinct ids from 1', () => {
    expect(buildFaqs().map((f) => f.sqno)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});
