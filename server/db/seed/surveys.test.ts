// @vitest-environment node
// The seeded surveys against the shared facts: seven surveys with their periods relative to the seed
// day and their positions, survey (1) with every question type, and every seeded submission one a member
// could have made (the rules' own check and payload), in the small and the full seed.
import { describe, expect, it } from 'vitest';
import { answeredOptions, validateSurvey } from '../../../src/domain/surveys/rules';
import { addDays } from '../../lib/time';
import { kstStamp } from '../../test-support/survey-data';
import { buildOrganisation } from './org-branches';
import { buildSurveys, type SurveySeed } from './surveys';

const TODAY = '2026-03-12';
const at = (day: string, hm: string) => new Date(`${day}T${hm}:00+09:00`);

/** Shared facts: [no, title, positions, first day, last day] relative to the seed day D. */
const FACTS = (d: string): [number, string, string, string, string][] => [
  [1, `${d.slice(0, 4)} 상반기 영업역량 진단 설문`, '', addDays(d, -5), addDays(d, 10)],
  [2, '전문교육 만족도 조사', 'COG03,COG04,COG05', addDays(d, -3), addDays(d, 20)],
  [3, '육성 프로그램 의견 수렴', '', addDays(d, -40), addDays(d, -20)],
  [4, 'KSS 활용도 조사', '', addDays(d, -60), addDays(d, -45)],
  [6, '하반기 전문교육 수요 조사', '', addDays(d, 5), addDays(d, 30)],
  [7, '지점장 리더십 설문', 'COG01', addDays(d, -2), addDays(d, 12)],
];

/** Every submission of the seed, checked as the server checks a submission while the survey runs. */
function expectValidSubmissions(seed: SurveySeed) {
  for (const r of seed.responses) {
    const items = seed.items.filter((i) => i.srvySqno === r.srvySqno).sort((a, b) => a.ordr - b.ordr);
    const questions = items.map((i) => ({ itemSqno: i.itemSqno, qsitTypCd: i.qsitTypCd, titl: i.titl, essnYn: i.essnYn ?? 'N' }));
    const mine = seed.answers.filter((a) => a.srvySqno === r.srvySqno && a.userid === r.userid);
    const options = seed.options
      .filter((o) => items.some((i) => i.itemSqno === o.itemSqno))
      .map((o) => {
        const a = mine.find((x) => x.optnSqno === o.optnSqno);
        return { optnSqno: o.optnSqno, itemSqno: o.itemSqno, optnTyp: o.optnTyp ?? 'N', cntn: o.cntn ?? '', userPick: a?.userPick ?? '', rply: a?.rply ?? '' };
      });
    expect(validateSurvey('ing', questions, options), `${r.userid} on (${r.srvySqno})`).toBeNull();
    const stored = mine.map((a) => ({ srvySqno: a.srvySqno, optnSqno: a.optnSqno, userPick: a.userPick ?? '', rply: a.rply ?? '' }));
    expect(answeredOptions(r.srvySqno, questions, options).map(({ itemSqno: _i, ...x }) => x)).toEqual(expect.arrayContaining(stored));
    expect(stored).toHaveLength(answeredOptions(r.srvySqno, questions, options).length);
    const survey = seed.surveys.find((s) => s.srvySqno === r.srvySqno)!;
    expect(r.submittedAt >= survey.sttTime && r.submittedAt <= survey.endTime).toBe(true);
  }
}

describe('the seeded surveys', () => {
  const small = buildSurveys(TODAY, buildOrganisation(TODAY, 'small').all);

  it.each(['2026-03-12', '2026-01-02', '2028-02-29', '2026-12-31'])('are the seven of the shared facts, dated from the seed day %s', (day) => {
    const seed = buildSurveys(day, buildOrganisation(day, 'small').all);
    expect(seed.surveys.map((s) => s.srvySqno)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    for (const [no, titl, pstnTyp, from, to] of FACTS(day)) {
      const s = seed.surveys.find((x) => x.srvySqno === no)!;
      expect([s.titl, s.pstnTyp, kstStamp(s.sttTime), kstStamp(s.endTime)]).toEqual([titl, pstnTyp, kstStamp(at(from, '09:00')), kstStamp(at(to, '18:00'))]);
    }
    const five = seed.surveys.find((s) => s.srvySqno === 5)!;
    expect([kstStamp(five.sttTime).slice(0, 4), five.pstnTyp]).toEqual([String(Number(day.slice(0, 4)) - 1), '']);
    expect(five.endTime.getTime()).toBeLessThan(at(day, '00:00').getTime());
  });

  it('gives survey (1) every question type: the essentials mixed, other options, a 1-5 scale, a ranking of four, one text option each', () => {
    const items = small.items.filter((i) => i.srvySqno === 1).sort((a, b) => a.ordr - b.ordr);
    const optionsOf = (itemSqno: number) => small.options.filter((o) => o.itemSqno === itemSqno).sort((a, b) => a.ordr - b.ordr);
    expect(items.map((i) => i.qsitTypCd)).toEqual(['SQT01', 'SQT02', 'SQT03', 'SQT04', 'SQT05', 'SQT06']);
    const byType = Object.fromEntries(items.map((i) => [i.qsitTypCd, i]));
    for (const t of ['SQT01', 'SQT04', 'SQT05']) expect(byType[t]!.essnYn).toBe('Y');
    expect(items.some((i) => i.essnYn === 'N')).toBe(true);
    for (const t of ['SQT01', 'SQT02']) expect(optionsOf(byType[t]!.itemSqno).map((o) => o.optnTyp).filter((x) => x === 'E')).toEqual(['E']);
    const scale = byType.SQT03!;
    expect([scale.prfnLow, scale.prfnHig, optionsOf(scale.itemSqno).map((o) => o.cntn)]).toEqual(['전혀 그렇지 않다', '매우 그렇다', ['1', '2', '3', '4', '5']]);
    expect(optionsOf(byType.SQT04!.itemSqno)).toHaveLength(4);
    for (const t of ['SQT05', 'SQT06']) expect(optionsOf(byType[t]!.itemSqno)).toHaveLength(1);
    for (const i of items) expect(i.titl.length).toBeGreaterThan(5);
  });

  it('seeds the stated submissions in the small seed, each a valid one', () => {
    expect(small.responses.map((r) => `${r.userid}:${r.srvySqno}`).sort()).toEqual(['planner01:2', 'planner01:3', 'planner01:5', 'planner02:2']);
    expectValidSubmissions(small);
  });

  it('has about half of the full seed’s other staff answer (2) and (3), for their position only, and nobody the others', () => {
    const org = buildOrganisation(TODAY, 'full').all;
    const full = buildSurveys(TODAY, org);
    expectValidSubmissions(full);
    for (const no of [2, 3]) {
      const eligible = org.filter((s) => !s.small && (no === 3 || ['COG03', 'COG04', 'COG05'].includes(s.orgnzPstn)));
      const joined = new Set(full.responses.filter((r) => r.srvySqno === no).map((r) => r.userid));
      const share = eligible.filter((s) => joined.has(s.userid)).length / eligible.length;
      expect(share).toBeGreaterThan(0.4);
      expect(share).toBeLessThan(0.6);
      if (no === 2) for (const u of joined) expect(['COG03', 'COG04', 'COG05']).toContain(org.find((s) => s.userid === u)!.orgnzPstn);
    }
    expect(full.responses.filter((r) => ![2, 3, 5].includes(r.srvySqno))).toEqual([]);
    // The small seed's accounts keep exactly their stated submissions.
    const smallIds = new Set(org.filter((s) => s.small).map((s) => s.userid));
    expect(full.responses.filter((r) => smallIds.has(r.userid))).toEqual(small.responses);
    expect(full.answers.filter((a) => smallIds.has(a.userid))).toEqual(small.answers);
  });

  it('builds the same rows again for the same day', () => {
    expect(buildSurveys(TODAY, buildOrganisation(TODAY, 'small').all)).toEqual(small);
  });
});
