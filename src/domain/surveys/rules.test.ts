// The survey rules against oracles written here from spec 3 §2, §5 and §9 (not from rules.ts): badges as a
// table, the submit checks as a list of (check, question) faults of which the least wins, the payload as
// the options the spec calls answered; then random answering sessions that must keep the input rules.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answeredOptions, canOpenSurvey, SURVEY_TAG_LABELS, surveyTags, mayAnswerSurvey, pickOption, questionKind, rankOption, surveyBadge, surveyJsonString, surveyYearOptions,
  typeText, validateSurvey, type SurveyOption, type SurveyQuestion,
} from './rules';

const ESSENTIAL = '필수 설문을 완료해주세요.';
const SAME_RANK = '순위형 설문에 같은 순위를 입력할 수 없습니다.';
const OTHER_TEXT = '기타 내용을 입력해주세요.';

// ---- oracle ----

const TEXT_TYPES = ['SQT05', 'SQT06'];
const limitOf = (type: string) => (type === 'SQT06' ? 200 : 50);
const len = (s: string) => Array.from(s).length;
const filled = (s: string) => s.trim().length > 0;

/** The reasons one question fails, each with its rank in the spec's order (0 bad shape … 5 text too long). */
function faultsOf(q: SurveyQuestion, opts: SurveyOption[]): number[] {
  const text = TEXT_TYPES.includes(q.qsitTypCd);
  const chosen = opts.filter((o) => o.userPick.length > 0);
  const out: number[] = [];
  const known = ['SQT01', 'SQT02', 'SQT03', 'SQT04', 'SQT05', 'SQT06'].includes(q.qsitTypCd);
  const choice = ['SQT01', 'SQT02', 'SQT03'].includes(q.qsitTypCd);
  if (!known || (choice && chosen.some((o) => o.userPick !== 'Y')) || (['SQT01', 'SQT03'].includes(q.qsitTypCd) && chosen.length >= 2)) out.push(0);
  if (q.essnYn === 'Y' && (text ? !opts.some((o) => filled(o.rply)) : chosen.length === 0)) out.push(1);
  if (q.qsitTypCd === 'SQT04') {
    const ranks = chosen.map((o) => o.userPick);
    if (ranks.some((r) => String(Number(r)) !== r || Number(r) < 1 || Number(r) > opts.length)) out.push(2);
    const sorted = [...ranks].sort();
    if (sorted.some((r, i) => i > 0 && sorted[i - 1] === r)) out.push(3);
  }
  if (!text && chosen.some((o) => o.optnTyp !== 'N' && !filled(o.rply))) out.push(4);
  if (text ? opts.some((o) => len(o.rply) > limitOf(q.qsitTypCd)) : chosen.some((o) => len(o.rply) > 50)) out.push(5);
  return out;
}

/** The least (check, question index) fault, as reason and question; null when none. */
function validationOracle(status: string, qs: SurveyQuestion[], options: SurveyOption[]) {
  if (status !== 'ing') return { reason: 'closed', itemSqno: null };
  const REASONS = ['badAnswer', 'essential', 'rankRange', 'rankDuplicate', 'otherText', 'textTooLong'];
  let best: [number, number] | null = null;
  qs.forEach((q, qi) => {
    for (const f of faultsOf(q, options.filter((o) => o.itemSqno === q.itemSqno))) if (!best || f < best[0] || (f === best[0] && qi < best[1])) best = [f, qi];
  });
  const b = best as [number, number] | null;
  return b ? { reason: REASONS[b[0]], itemSqno: qs[b[1]]!.itemSqno } : null;
}

// ---- generators ----

const TYPES = ['SQT01', 'SQT02', 'SQT03', 'SQT04', 'SQT05', 'SQT06'] as const;
const text = fc.oneof(fc.constantFrom('', ' ', '좋아요'), fc.string({ minLength: 40, maxLength: 210 }));
/** Mostly well-formed picks and ranks, now and then a malformed one ('0', '6', 'x'). */
const pick = fc.oneof({ weight: 30, arbitrary: fc.constantFrom('', '', 'Y', '1', '2', '3') }, { weight: 1, arbitrary: fc.constantFrom('0', '6', 'x') });
const questionSpec = fc.record({
  type: fc.oneof({ weight: 12, arbitrary: fc.constantFrom(...TYPES) }, { weight: 1, arbitrary: fc.constant('SQT99') }),
  essn: fc.constantFrom('Y', 'N', ''),
  opts: fc.array(fc.record({ other: fc.boolean(), pick, rply: text }), { minLength: 2, maxLength: 5 }),
});
function build(specs: { type: string; essn: string; opts: { other: boolean; pick: string; rply: string }[] }[]) {
  const qs: SurveyQuestion[] = specs.map((s, i) => ({ itemSqno: 100 + i, qsitTypCd: s.type, titl: `Q${i}`, essnYn: s.essn }));
  const options: SurveyOption[] = specs.flatMap((s, i) => {
    const txt = TEXT_TYPES.includes(s.type);
    return (txt ? s.opts.slice(0, 1) : s.opts).map((o, j) => ({
      optnSqno: 1000 + i * 10 + j, itemSqno: 100 + i, optnTyp: o.other && !txt ? 'E' : 'N', cntn: `opt${j}`,
      userPick: txt ? '' : s.type === 'SQT04' ? o.pick.replace('Y', '') : /^\d?$/.test(o.pick) ? '' : o.pick, rply: o.rply,
    }));
  });
  return { qs, options };
}
const survey = fc.array(questionSpec, { minLength: 1, maxLength: 6 }).map(build);

describe('survey list (spec 3 §2)', () => {
  it.each([
    ['ing', 'non', '참여하기', true], ['fin', 'non', '미참여', false], ['ing', 'done', '참여완료', true], ['fin', 'done', '참여완료', true],
  ])('%s + %s: %s, opens %s', (status, com, label, opens) => {
    expect(surveyBadge(status, com).label).toBe(label);
    expect(canOpenSurvey(status, com)).toBe(opens);
  });
  it('answers only while ing; years from now down to 2021', () => {
    expect([mayAnswerSurvey('ing'), mayAnswerSurvey('fin')]).toEqual([true, false]);
    expect(surveyYearOptions(2023)).toEqual([2023, 2022, 2021]);
  });
  it('names the six question types', () => expect(TYPES.map(questionKind)).toEqual(['single', 'multiple', 'scale', 'rank', 'short', 'long']));
});

describe('category tags (spec 3 §9: from the title naming sales, professional or nurturing, or a KSS marker)', () => {
  const tagsOf = (titl: string) => surveyTags(titl).map((t) => SURVEY_TAG_LABELS[t]);
  it.each([
    ['2026 상반기 영업역량 진단 설문', ['영업']],
    ['전문교육 만족도 조사', ['전문']],
    ['육성 프로그램 의견 수렴', ['육성']],
    ['KSS 활용도 조사', ['KSS']],
    ['[kss] 사용 후기', ['KSS']],
    ['영업 전문가 육성 과정 KSS 연계', ['영업', '전문', '육성', 'KSS']],
    ['지점장 리더십 설문', []],
    ['KSSR 시스템 점검', []],
  ])('%s → %j', (titl, labels) => expect(tagsOf(titl)).toEqual(labels));
  it('property: a title without any marker has no tag; adding a marker adds exactly its tag', () => {
    const unmarked = (s: string) => !/영업|전문|육성|kss/i.test(s);
    const plain = fc.tuple(fc.string({ maxLength: 20 }), fc.string({ maxLength: 20 })).filter(([a, b]) => unmarked(a + b) && unmarked(`${a} ${b}`));
    fc.assert(fc.property(plain, fc.constantFrom(['영업', '영업'], ['전문', '전문'], ['육성', '육성'], ['KSS', 'KSS']), ([a, b], [marker, label]) => {
      expect(tagsOf(a + b)).toEqual([]);
      expect(tagsOf(`${a} ${marker} ${b}`)).toEqual([label]);
    }));
  });
});

describe('submitting (spec 3 §5)', () => {
  const qs: SurveyQuestion[] = [
    { itemSqno: 1, qsitTypCd: 'SQT01', titl: '만족도', essnYn: 'N' },
    { itemSqno: 2, qsitTypCd: 'SQT04', titl: '순위', essnYn: 'Y' },
    { itemSqno: 3, qsitTypCd: 'SQT05', titl: '한마디', essnYn: 'Y' },
  ];
  const base: SurveyOption[] = [
    { optnSqno: 11, itemSqno: 1, optnTyp: 'N', cntn: '좋음', userPick: '', rply: '' },
    { optnSqno: 12, itemSqno: 1, optnTyp: 'E', cntn: '기타', userPick: '', rply: '' },
    { optnSqno: 21, itemSqno: 2, optnTyp: 'N', cntn: 'A', userPick: '', rply: '' },
    { optnSqno: 22, itemSqno: 2, optnTyp: 'N', cntn: 'B', userPick: '', rply: '' },
    { optnSqno: 31, itemSqno: 3, optnTyp: 'N', cntn: '', userPick: '', rply: '' },
  ];
  it('walks the spec’s messages in order, naming the question to scroll to', () => {
    expect(validateSurvey('ing', qs, base)).toMatchObject({ itemSqno: 2, message: ESSENTIAL });
    let o = rankOption(qs, base, 21, '1');
    o = typeText(qs, o, 31, '   ');
    expect(validateSurvey('ing', qs, o)).toMatchObject({ itemSqno: 3, message: ESSENTIAL });
    o = typeText(qs, rankOption(qs, o, 22, '1'), 31, '좋습니다');
    expect(validateSurvey('ing', qs, o)).toMatchObject({ itemSqno: 2, message: SAME_RANK });
    o = pickOption(qs, rankOption(qs, o, 22, '2'), 12);
    expect(validateSurvey('ing', qs, o)).toMatchObject({ itemSqno: 1, message: OTHER_TEXT });
    o = typeText(qs, o, 12, '직접 입력');
    expect(validateSurvey('ing', qs, o)).toBeNull();
    expect(validateSurvey('fin', qs, o)).toMatchObject({ reason: 'closed', itemSqno: null });
    expect(JSON.parse(surveyJsonString(7, qs, o))).toEqual([
      { srvySqno: 7, itemSqno: 1, optnSqno: 12, userPick: 'Y', rply: '직접 입력' },
      { srvySqno: 7, itemSqno: 2, optnSqno: 21, userPick: '1', rply: '' },
      { srvySqno: 7, itemSqno: 2, optnSqno: 22, userPick: '2', rply: '' },
      { srvySqno: 7, itemSqno: 3, optnSqno: 31, userPick: '', rply: '좋습니다' },
    ]);
  });
  it('cuts short text at 50 and long text at 200 characters; refuses a rank outside 1..n', () => {
    const long: SurveyQuestion[] = [...qs, { itemSqno: 4, qsitTypCd: 'SQT06', titl: '의견', essnYn: 'N' }];
    const o = [...base, { optnSqno: 41, itemSqno: 4, optnTyp: 'N', cntn: '', userPick: '', rply: '' }];
    expect(typeText(long, o, 31, '가'.repeat(60)).find((x) => x.optnSqno === 31)!.rply).toBe('가'.repeat(50));
    expect(typeText(long, o, 41, '😀'.repeat(250)).find((x) => x.optnSqno === 41)!.rply).toBe('😀'.repeat(200));
    expect(rankOption(long, o, 21, '3')).toEqual(o);
    expect(rankOption(long, o, 21, '0')).toEqual(o);
  });

  it('property: the first problem is the least (check, question) fault of the oracle', () => {
    fc.assert(fc.property(survey, fc.constantFrom('ing', 'ing', 'ing', 'fin'), ({ qs: q, options }, status) => {
      const got = validateSurvey(status, q, options);
      expect(got && { reason: got.reason, itemSqno: got.itemSqno }).toEqual(validationOracle(status, q, options));
    }), { numRuns: 2000 });
  });

  it('property: the payload holds exactly the answered options, question by question, text only where it answers', () => {
    fc.assert(fc.property(survey, ({ qs: q, options }) => {
      const expected = q.flatMap((x) => options.filter((o) => o.itemSqno === x.itemSqno).filter((o) => (TEXT_TYPES.includes(x.qsitTypCd) ? filled(o.rply) : o.userPick !== ''))
        .map((o) => ({ srvySqno: 9, itemSqno: x.itemSqno, optnSqno: o.optnSqno, userPick: o.userPick, rply: TEXT_TYPES.includes(x.qsitTypCd) || o.optnTyp === 'E' ? o.rply : '' })));
      expect(JSON.parse(surveyJsonString(9, q, options))).toEqual(expected);
      expect(answeredOptions(9, q, options)).toEqual(expected);
    }));
  });

  it('property: answering by the controls never leaves a malformed pick, a rank outside 1..n or an over-long text', () => {
    const known = fc.array(questionSpec.filter((s) => s.type !== 'SQT99'), { minLength: 1, maxLength: 5 }).map(build);
    const act = fc.record({ kind: fc.constantFrom('pick', 'rank', 'text'), at: fc.nat(), value: fc.oneof(fc.constantFrom('', '1', '2', '3', '6', '0'), text) });
    fc.assert(fc.property(known, fc.array(act, { maxLength: 30 }), ({ qs: q, options }, acts) => {
      let o = options.map((x) => ({ ...x, userPick: '', rply: '' }));
      for (const a of acts) {
        const target = o[a.at % o.length]!.optnSqno;
        o = a.kind === 'pick' ? pickOption(q, o, target) : a.kind === 'rank' ? rankOption(q, o, target, a.value) : typeText(q, o, target, a.value);
      }
      for (const x of q) expect(faultsOf(x, o.filter((y) => y.itemSqno === x.itemSqno)).filter((f) => f === 0 || f === 2 || f === 5)).toEqual([]);
    }));
  });
});
