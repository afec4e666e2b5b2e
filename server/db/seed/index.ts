// The deterministic demo seed: seed(db, { now, size }) fills an empty database with the demo
// organisation and its data, dated relative to the KST day of `now` (same day, same data).
import { count, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { ScryptParams } from '../../config';
import type { Db } from '../client';
import * as t from '../schema';
import { kstDate, kstMidnight } from '../../lib/time';
import { hashPassword } from '../../services/passwords';
import { buildActivity } from './activity';
import { buildAddresses } from './addresses';
import { buildAlarms } from './alarms';
import { insertRows } from './bulk-insert';
import { type BulkSummary, seedBulkCustomers } from './bulk-customers';
import { buildCustomers } from './customers';
import { buildCustomerSections } from './customer-sections';
import { buildBeacons, buildCardSettings, buildCardTokens } from './dashboard';
import { buildEduQrAttendance, buildEduQrSessions } from './edu-qr';
import { buildFaqs } from './faqs';
import { buildNoticeFiles, buildNotices } from './notices';
import { buildStaff, DEMO_PASSWORD, hasCustomers } from './org';
import { buildOrganisation } from './org-branches';
import { planCalendar } from './plan-calendar';
import { buildCustomerPlans, buildMyPlans, buildPlanDiscounts, buildPlanProducts, buildPromotions } from './plan-map';
import { buildPlans } from './plans';
import { buildPopups } from './popups';
import { buildProductMaster, SMS_TEMPLATES } from './products';
import { buildSavedLists } from './saved-lists';
import { addDemoNotices } from './schedule-notices';
import { hqEvents, yearSchedules } from './schedule-year';
import { buildSurveys } from './surveys';
import { refreshCustomerDerived } from '../../services/customer-derived';
import { readSetting } from '../../services/settings';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './org';

export type SeedSize = 'full' | 'small';

export interface SeedOptions {
  readonly now: Date;
  /**
   * 'full' (default): three branches of about 300 staff (org-branches.ts), the 29 demo staff with 60-80
   * customers each; 'small': the 10 demo staff of the tests, 10 customers each.
   */
  readonly size?: SeedSize;
  /** scrypt cost of the demo passwords; the server's default unless a test lowers it. */
  readonly passwordHash?: ScryptParams;
  /** Grow the customers to this many (load tests; bulk-customers.ts), over generated branches as needed. */
  readonly customers?: number;
  /** One more branch of about this many staff (organisation benchmarks; org-branches.ts BENCH_BRANCH). */
  readonly staff?: number;
}

export interface SeedSummary {
  readonly seedDate: string;
  readonly size: SeedSize;
  readonly counts: Record<string, number>;
  /** What --customers added, and how long it took. */
  readonly bulk?: BulkSummary & { readonly ms: number };
}

/** Tables the seed fills; a reset empties exactly these (settings and logs are kept). */
export const SEEDED_TABLES: readonly PgTable[] = [
  t.users,
  t.sessions,
  t.productCategories,
  t.products,
  t.smsTemplates,
  t.custLists,
  t.custListMembers,
  t.deliveries,
  t.loginFailures,
  t.loginDevices,
  t.customers,
  t.children,
  t.contracts,
  t.memos,
  t.diagnoses,
  t.diagnosisCoupons,
  t.learningProducts,
  t.learningItems,
  t.bookCares,
  t.centrePurchases,
  t.recruitRegistrations,
  t.interestCodes,
  t.customerInterests,
  t.custIntegrations,
  t.schedules,
  t.courses,
  t.monthlyGoals,
  t.monthlyResults,
  t.morningMeetings,
  t.notices,
  t.noticeFiles,
  t.dashboardCards,
  t.beacons,
  t.businessCards,
  t.eduQrSessions,
  t.eduQrAttendance,
  t.alarms,
  t.popups,
  t.addresses,
  t.hqSchedules,
  t.concExpCompletions,
  t.reinspecCompletions,
  t.bookcareCompletions,
  t.activityMonths,
  t.activityDays,
  t.faqs,
  t.planPeriods,
  t.salesPlans,
  t.surveys,
  t.surveyItems,
  t.surveyOptions,
  t.surveyResponses,
  t.surveyAnswers,
  t.planProducts,
  t.promotions,
  t.planDiscounts,
  t.myPlans,
  t.myPlanProducts,
  t.customerPlans,
  t.customerPlanProducts,
];

export async function isSeeded(db: Db): Promise<boolean> {
  return (await db.select({ n: count() }).from(t.users))[0]!.n > 0;
}

export async function seed(db: Db, { now, size = 'full', passwordHash, customers, staff: benchStaff }: SeedOptions): Promise<SeedSummary> {
  const today = kstDate(now);
  const allStaff = buildStaff(today);
  // `staff`: the demo staff, who own the customers, schedules, alerts and the rest of the demo data.
  // `everyone`: they and the generated organisation, each with a user row and a year of activity.
  const org = buildOrganisation(today, size, benchStaff);
  const staff = org.demo;
  const everyone = org.all;
  const owners = allStaff
    .map((s, ownerIndex) => ({ staff: s, ownerIndex }))
    .filter(({ staff: s }) => staff.some((d) => d.userid === s.userid) && hasCustomers(s.orgnzPstn));
  const cust = buildCustomers(today, owners, size);
  addDemoNotices(today, cust);
  const sections = buildCustomerSections(today, cust, staff.map((s) => s.userid));
  const act = buildActivity(today, everyone, cust, size);
  act.schedules.push(...yearSchedules(today, staff, cust, size, act.schedules.length));
  const notices = buildNotices(today, size);
  const eduQrSessions = buildEduQrSessions(today);
  // Hashing is the slow part: run the scrypt calls concurrently on the libuv pool. The generated staff
  // share one hash (the last), so a large organisation seeds as fast as the demo's.
  const hashes = await Promise.all([...staff, ...(everyone.length > staff.length ? [null] : [])].map(() => hashPassword(DEMO_PASSWORD, passwordHash)));
  const users = everyone.map(({ small: _small, ...s }, i) => ({
    ...s,
    passwordHash: hashes[Math.min(i, staff.length)]!,
    createdAt: kstMidnight(s.joinDate),
    updatedAt: kstMidnight(s.joinDate),
  }));

  const master = buildProductMaster();
  const saved = buildSavedLists(today, cust.customers);
  const plans = buildPlans(today, everyone);
  const surveys = buildSurveys(today, everyone);
  const planProducts = buildPlanProducts();
  const planDiscounts = buildPlanDiscounts();
  const myPlans = buildMyPlans(today, new Set(everyone.map((s) => s.userid)));
  const customerPlans = buildCustomerPlans(today, {
    customers: cust.customers,
    children: cust.children,
    products: planProducts,
    discounts: planDiscounts,
    dcRt: (await readSetting(db, 'planDiscount')).dcRt,
  });
  const plan: [PgTable, readonly object[]][] = [
    [t.users, users],
    [t.productCategories, master.categories],
    [t.products, master.products],
    [t.smsTemplates, SMS_TEMPLATES],
    [t.customers, cust.customers],
    [t.children, cust.children],
    [t.contracts, cust.contracts],
    [t.memos, cust.memos],
    [t.diagnoses, cust.diagnoses],
    [t.deliveries, cust.deliveries],
    [t.diagnosisCoupons, sections.coupons],
    [t.learningProducts, sections.learningProducts],
    [t.learningItems, sections.learningItems],
    [t.bookCares, sections.bookCares],
    [t.centrePurchases, sections.purchases],
    [t.recruitRegistrations, sections.recruits],
    [t.interestCodes, sections.interestCodes],
    [t.customerInterests, sections.interests],
    [t.custLists, saved.lists],
    [t.custListMembers, saved.members],
    [t.schedules, act.schedules],
    [t.courses, act.courses],
    [t.monthlyGoals, act.monthlyGoals],
    [t.monthlyResults, act.monthlyResults],
    [t.morningMeetings, act.morningMeetings],
    [t.activityMonths, act.activityMonths],
    [t.activityDays, act.activityDays],
    [t.faqs, buildFaqs()],
    [t.notices, notices],
    [t.noticeFiles, buildNoticeFiles(notices)],
    [t.dashboardCards, buildCardSettings(staff)],
    [t.beacons, buildBeacons()],
    [t.businessCards, buildCardTokens(everyone)],
    [t.eduQrSessions, eduQrSessions],
    [t.eduQrAttendance, buildEduQrAttendance(staff, eduQrSessions)],
    [t.alarms, buildAlarms(today, staff, cust.customers, notices)],
    [t.popups, buildPopups(today)],
    // Reference data for the address search without an API key (D50): demo only, like the product master.
    [t.addresses, buildAddresses()],
    [t.hqSchedules, hqEvents(today)],
    [t.planPeriods, planCalendar(today)],
    [t.salesPlans, plans.plans],
    [t.surveys, surveys.surveys],
    [t.surveyItems, surveys.items],
    [t.surveyOptions, surveys.options],
    [t.surveyResponses, surveys.responses],
    [t.surveyAnswers, surveys.answers],
    [t.planProducts, planProducts],
    [t.promotions, buildPromotions(today)],
    [t.planDiscounts, planDiscounts],
    [t.myPlans, myPlans.plans],
    [t.myPlanProducts, myPlans.products],
    [t.customerPlans, customerPlans.plans],
    [t.customerPlanProducts, customerPlans.products],
  ];
  await db.transaction(async (tx) => {
    for (const [table, rows] of plan)
      await insertRows(tx, table, rows as readonly Record<string, unknown>[]);
    await refreshCustomerDerived(tx as unknown as Db);
    // Rows with explicit ids: move the identity sequences past them.
    for (const [table, column] of [
      [t.memos, t.memos.sqno],
      [t.schedules, t.schedules.sqno],
      [t.notices, t.notices.itemId],
      [t.eduQrSessions, t.eduQrSessions.id],
      [t.alarms, t.alarms.pushSqno],
      [t.popups, t.popups.sqno],
      [t.custLists, t.custLists.custListSqno],
      [t.hqSchedules, t.hqSchedules.seq],
      [t.faqs, t.faqs.sqno],
      [t.surveys, t.surveys.srvySqno],
      [t.surveyItems, t.surveyItems.itemSqno],
      [t.surveyOptions, t.surveyOptions.optnSqno],
      [t.promotions, t.promotions.sqno],
      [t.myPlans, t.myPlans.epmMySqno],
      [t.customerPlans, t.customerPlans.id],
    ] as const)
      await tx.execute(sql`select setval(
        pg_get_serial_sequence(${getTableName(table)}, ${column.name}),
        coalesce((select max(${column}) from ${table}), 0) + 1,
        false)`);
    // The plan requests' alerts take the next alert numbers (they are the newest: plans.ts REQUEST_MINUTE).
    await insertRows(tx, t.alarms, plans.alarms);
  });
  const started = Date.now();
  const bulk = customers === undefined ? undefined : { ...(await seedBulkCustomers(db, today, customers, hashes[0]!)), ms: Date.now() - started };
  return {
    seedDate: today,
    size,
    counts: Object.fromEntries(plan.map(([table, rows]) => [getTableName(table), rows.length])),
    ...(bulk ? { bulk } : {}),
  };
}

/** Empties the seeded tables (ids restart) and seeds again. */
export async function reseed(db: Db, options: SeedOptions): Promise<SeedSummary> {
  await db.execute(sql`truncate table ${sql.join(SEEDED_TABLES.map((x) => sql`${x}`), sql`, `)} restart identity cascade`);
  return seed(db, options);
}
