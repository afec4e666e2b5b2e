// The seeded plans (the shared facts, by the seed month M): the small seed's demo staff exactly, the full
// seed's others a plan for most of the last 12 months and an S/R/C mix this month; requests by the branch
// head with their alert; no partner plans; the same seed day gives the same plans.
import { describe, expect, it } from 'vitest';
import { buildOrganisation } from './org-branches';
import { buildPlans } from './plans';

const TODAY = '2026-03-12';
const monthsOf = (plans: ReturnType<typeof buildPlans>['plans'], userid: string) =>
  plans
    .filter((p) => p.userid === userid)
    .map((p) => `${p.planYrmn}:${p.stat}`)
    .sort();

describe('buildPlans', () => {
  const small = buildOrganisation(TODAY, 'small').all;
  const seeded = buildPlans(TODAY, small);

  it("gives the small seed the shared facts' plans by M = 2026-03", () => {
    const p1 = ['202503', '202504', '202505', '202506', '202507', '202508', '202509', '202510', '202511', '202512', '202601', '202602', '202603'];
    expect(monthsOf(seeded.plans, 'planner01')).toEqual(p1.map((m) => `${m}:C`));
    expect(monthsOf(seeded.plans, 'planner02')).toEqual(['202602:C']);
    expect(monthsOf(seeded.plans, 'planner03')).toEqual(['202603:R']);
    expect(monthsOf(seeded.plans, 'planner07')).toEqual(['202603:C']);
    expect(monthsOf(seeded.plans, 'master01')).toEqual(['202602:C']);
    expect(monthsOf(seeded.plans, 'district01')).toEqual(['202602:C', '202603:C']);
    expect(monthsOf(seeded.plans, 'branch01')).toEqual(['202602:C']);
    for (const none of ['partner01', 'district02', 'master03']) expect(monthsOf(seeded.plans, none)).toEqual([]);
    // Some of planner01's earlier months were edited after their first registration.
    const edited = seeded.plans.filter((p) => p.userid === 'planner01' && p.orcpCmclGoalAmt !== p.cmclGoalAmt);
    expect(edited.length).toBeGreaterThan(0);
    expect(edited.every((p) => p.planYrmn < '202603')).toBe(true);
  });

  it("makes planner03's request by branch01 on the seed day's morning, with the alert that opens the form", () => {
    const [r] = seeded.plans.filter((p) => p.stat === 'R');
    expect(r).toMatchObject({ userid: 'planner03', requestedBy: 'branch01', requestedAt: new Date('2026-03-12T08:20:00+09:00'), cmclGoalAmt: null, savedAt: null });
    expect(seeded.alarms).toEqual([
      expect.objectContaining({ userid: 'planner03', titl: '영업활동계획 요청', scrnUrl: '/mypage/bsnPlnReg?planYr=2026&planMn=03', sentAt: r!.requestedAt }),
    ]);
    expect(seeded.alarms[0]!.cntn).toContain('2026년 3월');
  });

  it('dates each saved plan on the morning its window opened, before the seed day', () => {
    for (const p of seeded.plans.filter((x) => x.stat === 'C')) {
      expect(p.savedAt!.getTime()).toBeLessThan(new Date(`${TODAY}T00:00:00+09:00`).getTime());
      expect(p.memo!.length).toBeLessThanOrEqual(500);
    }
  });

  it("gives the full seed's other staff most of the last 12 months and a mix this month; partners none", () => {
    const all = buildOrganisation(TODAY, 'full').all;
    const full = buildPlans(TODAY, all);
    const byId = new Map(all.map((s) => [s.userid, s]));
    const others = all.filter((s) => !s.small && s.orgnzPstn !== 'COG06');
    expect(others.length).toBeGreaterThan(500);
    const earlier = full.plans.filter((p) => p.planYrmn < '202603' && byId.get(p.userid)!.small === false);
    expect(earlier.length / (others.length * 12)).toBeGreaterThan(0.75);
    expect(earlier.every((p) => p.planYrmn >= '202503' && p.stat === 'C')).toBe(true);
    const march = full.plans.filter((p) => p.planYrmn === '202603' && !byId.get(p.userid)!.small);
    const stats = { C: march.filter((p) => p.stat === 'C').length, R: march.filter((p) => p.stat === 'R').length, S: others.length - march.length };
    for (const n of Object.values(stats)) expect(n).toBeGreaterThan(others.length / 10);
    expect(full.plans.some((p) => byId.get(p.userid)!.orgnzPstn === 'COG06')).toBe(false);
    // Each request is by the member's branch head (the root of their manager chain), with one alert each.
    for (const p of full.plans.filter((x) => x.stat === 'R')) expect(byId.get(p.requestedBy!)).toMatchObject({ orgnzPstn: 'COG01', brncCd: byId.get(p.userid)!.brncCd });
    expect(full.alarms).toHaveLength(full.plans.filter((p) => p.stat === 'R').length);
    // One plan per member and month, and the small seed's demo staff keep their plans.
    expect(new Set(full.plans.map((p) => `${p.userid}|${p.planYrmn}`)).size).toBe(full.plans.length);
    expect(monthsOf(full.plans, 'planner02')).toEqual(['202602:C']);
  });

  it('is deterministic for a seed day', () => {
    expect(buildPlans(TODAY, small)).toEqual(seeded);
  });
});
