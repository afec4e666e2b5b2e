// @vitest-environment node
// survey/save: the answers are re-checked on the server with the spec's messages (spec 3 §5) and stored as
// the member's one answer set, read back by survey/view; malformed or foreign answers, a closed survey and
// one the member may not see are refused without storing anything; concurrent duplicates leave one set.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { msg } from '../../../src/domain/messages';
import { surveyAnswers, surveyResponses } from '../../db/schema';
import { TEST_DATABASES } from '../../test-support/databases';
import { createHarness, type Harness, TEST_NOW } from '../../test-support/harness';
import { type AnswerRow, validAnswers } from '../../test-support/survey-data';

/** Spec 3 §5, verbatim. */
const ESSENTIAL = '필수 설문을 완료해주세요.';
const SAME_RANK = '순위형 설문에 같은 순위를 입력할 수 없습니다.';
const OTHER_TEXT = '기타 내용을 입력해주세요.';

interface Option {
  optnSqno: number;
  itemSqno: number;
  optnTyp: string;
  userPick: string;
  rply: string;
  insertFlag: string;
}
interface View {
  info: { srvySqno: number; status: string; comStatus: string };
  list: { itemSqno: number; qsitTypCd: string; essnYn: string }[];
  optionList: Option[];
}

describe.each(TEST_DATABASES)('survey/save on $name', (database) => {
  let h: Harness;
  /** Survey (1) as planner03 sees it before answering: every question type. */
  let one: View;
  /** Survey (2)'s first option: foreign to (1). */
  let foreign: Option;
  const itemOf = (type: string) => one.list.find((q) => q.qsitTypCd === type)!.itemSqno;
  const optionsOf = (type: string) => one.optionList.filter((o) => o.itemSqno === itemOf(type));

  beforeAll(async () => {
    h = await createHarness(database);
    one = (await h.call('survey/view', { srvySqno: '1' }, { token: await h.as('planner03') })).body.data;
    foreign = (await h.call('survey/view', { srvySqno: '2' }, { token: await h.as('planner03') })).body.data.optionList[0];
  });
  afterAll(() => h.close());
  beforeEach(() => {
    h.clock.set(TEST_NOW);
    h.forgetTokens();
  });

  const save = async (userid: string, rows: unknown, srvySqno = 1, token?: string) =>
    h.call('survey/save', { srvySqno: String(srvySqno), jsonString: typeof rows === 'string' ? rows : JSON.stringify(rows) }, { token: token ?? (await h.as(userid)) });
  const view = async (userid: string, srvySqno = 1) => (await h.call('survey/view', { srvySqno: String(srvySqno) }, { token: await h.as(userid) })).body.data as View;
  const stored = async (userid: string, srvySqno = 1) => ({
    responses: await h.db.select().from(surveyResponses).where(and(eq(surveyResponses.srvySqno, srvySqno), eq(surveyResponses.userid, userid))),
    answers: await h.db.select().from(surveyAnswers).where(and(eq(surveyAnswers.srvySqno, srvySqno), eq(surveyAnswers.userid, userid))),
  });
  const valid = (text?: string) => validAnswers(one, text);
  /** The valid set with one question's rows replaced. */
  const withQuestion = (type: string, rows: Partial<AnswerRow>[]) => [
    ...valid().filter((r) => r.itemSqno !== itemOf(type)),
    ...rows.map((r) => ({ srvySqno: 1, itemSqno: itemOf(type), userPick: '', rply: '', ...r }) as AnswerRow),
  ];

  it('refuses each rule with its message, in the spec’s words where it has them, storing nothing', async () => {
    const single = optionsOf('SQT01');
    const rank = optionsOf('SQT04');
    const other = single.find((o) => o.optnTyp === 'E')!;
    const cases: [string, AnswerRow[], number, string][] = [
      ['essential single left out', valid().filter((r) => r.itemSqno !== itemOf('SQT01')), 409, ESSENTIAL],
      ['essential short text blank', withQuestion('SQT05', [{ optnSqno: optionsOf('SQT05')[0]!.optnSqno, rply: '   ' }]), 409, ESSENTIAL],
      ['essential rank left out', valid().filter((r) => r.itemSqno !== itemOf('SQT04')), 409, ESSENTIAL],
      ['rank beyond the option count', withQuestion('SQT04', rank.map((o, i) => ({ optnSqno: o.optnSqno, userPick: String(i + 2) }))), 409, msg.surveyRankRange(4)],
      ['rank 0', withQuestion('SQT04', rank.map((o, i) => ({ optnSqno: o.optnSqno, userPick: String(i) }))), 409, msg.surveyRankRange(4)],
      ['the same rank twice', withQuestion('SQT04', rank.map((o, i) => ({ optnSqno: o.optnSqno, userPick: String(Math.max(1, i)) }))), 409, SAME_RANK],
      ["'other' picked without text", withQuestion('SQT01', [{ optnSqno: other.optnSqno, userPick: 'Y', rply: ' ' }]), 409, OTHER_TEXT],
      ['short text over 50', withQuestion('SQT05', [{ optnSqno: optionsOf('SQT05')[0]!.optnSqno, rply: '가'.repeat(51) }]), 409, msg.surveyTextTooLong(50)],
      ['long text over 200', withQuestion('SQT06', [{ optnSqno: optionsOf('SQT06')[0]!.optnSqno, rply: '나'.repeat(201) }]), 409, msg.surveyTextTooLong(200)],
      ["'other' text over 50", withQuestion('SQT01', [{ optnSqno: other.optnSqno, userPick: 'Y', rply: '다'.repeat(51) }]), 409, msg.surveyTextTooLong(50)],
      ['two picks on a single choice', withQuestion('SQT01', single.slice(0, 2).map((o) => ({ optnSqno: o.optnSqno, userPick: 'Y' }))), 400, msg.surveyBadAnswer],
      ['a pick other than Y', withQuestion('SQT03', [{ optnSqno: optionsOf('SQT03')[0]!.optnSqno, userPick: '3' }]), 400, msg.surveyBadAnswer],
    ];
    for (const [name, rows, status, message] of cases) {
      const a = await save('planner03', rows);
      expect([name, a.status, a.body], name).toEqual([name, status, { rt: status === 400 ? 'bad_request' : 'refused', rtMsg: message }]);
    }
    expect(await stored('planner03')).toEqual({ responses: [], answers: [] });
  });

  it('stores a valid submission: done, read back by view with the texts where they answer', async () => {
    const other = optionsOf('SQT01').find((o) => o.optnTyp === 'E')!;
    const multiple = optionsOf('SQT02');
    const rows = [
      ...withQuestion('SQT01', [{ optnSqno: other.optnSqno, userPick: 'Y', rply: '지역 행사 참여' }]).filter((r) => r.itemSqno !== itemOf('SQT02')),
      // A text sent with a normal option is not an answer and is not kept.
      { srvySqno: 1, itemSqno: itemOf('SQT02'), optnSqno: multiple[1]!.optnSqno, userPick: 'Y', rply: '무시되는 글' },
      // An unpicked option's row is not an answer either.
      { srvySqno: 1, itemSqno: itemOf('SQT02'), optnSqno: multiple[2]!.optnSqno, userPick: '', rply: '' },
    ];
    const a = await save('planner07', rows);
    expect(a.body).toEqual({ rt: 'success', data: { srvySqno: 1 } });
    const back = await view('planner07');
    expect(back.info).toMatchObject({ status: 'ing', comStatus: 'done' });
    const answered = new Map(
      rows.filter((r) => r.userPick !== '' || (r.rply.trim() !== '' && [itemOf('SQT05'), itemOf('SQT06')].includes(r.itemSqno))).map((r) => [r.optnSqno, r]),
    );
    expect(back.optionList).toEqual(
      one.optionList.map((o) => {
        const r = answered.get(o.optnSqno);
        const keepsText = o.optnTyp === 'E' || [itemOf('SQT05'), itemOf('SQT06')].includes(o.itemSqno);
        return { ...o, userPick: r?.userPick ?? '', rply: r && keepsText ? r.rply : '', insertFlag: r ? 'Y' : 'N' };
      }),
    );
    expect(back.optionList.find((o) => o.optnSqno === other.optnSqno)).toMatchObject({ userPick: 'Y', rply: '지역 행사 참여', insertFlag: 'Y' });
    expect(back.optionList.find((o) => o.optnSqno === multiple[1]!.optnSqno)).toMatchObject({ userPick: 'Y', rply: '', insertFlag: 'Y' });
    expect((await stored('planner07')).responses).toEqual([{ srvySqno: 1, userid: 'planner07', submittedAt: TEST_NOW }]);
    const list = (await h.call('survey/list', { offset: '0', size: '10', searchYear: '2026' }, { token: await h.as('planner07') })).body.data.list;
    expect(list.find((r: { srvySqno: number }) => r.srvySqno === 1)).toMatchObject({ status: 'ing', comStatus: 'done' });
  });

  it('replaces the first submission with a second one', async () => {
    expect((await save('district01', valid('첫 번째 답변'))).body.rt).toBe('success');
    const rank = optionsOf('SQT04');
    const second = withQuestion('SQT04', rank.map((o, i) => ({ optnSqno: o.optnSqno, userPick: String(rank.length - i) }))).map((r) =>
      r.itemSqno === itemOf('SQT05') ? { ...r, rply: '두 번째 답변' } : r,
    );
    h.clock.advance(60_000);
    expect((await save('district01', second)).body.rt).toBe('success');
    const { responses, answers } = await stored('district01');
    expect(responses).toEqual([{ srvySqno: 1, userid: 'district01', submittedAt: new Date(TEST_NOW.getTime() + 60_000) }]);
    const key = (r: { optnSqno: number; userPick: string; rply: string }) => `${r.optnSqno}:${r.userPick}:${r.rply}`;
    expect(answers.map(key).sort()).toEqual(second.map(key).sort());
    const back = await view('district01');
    expect(back.optionList.find((o) => o.itemSqno === itemOf('SQT05'))!.rply).toBe('두 번째 답변');
    expect(back.optionList.filter((o) => o.itemSqno === itemOf('SQT04')).map((o) => o.userPick)).toEqual(['4', '3', '2', '1']);
  });

  it('refuses once the survey has ended, and a finished survey the member joined', async () => {
    const end = (await h.call('survey/view', { srvySqno: '1' }, { token: await h.as('district02') })).body.data.info.endTime as string;
    h.clock.set(new Date(`${end.replace(/\./g, '-').replace(' ', 'T')}:00+09:00`));
    const late = await save('district02', valid(), 1, await h.login('district02'));
    expect(late.body).toEqual({ rt: 'refused', rtMsg: msg.surveyClosed });
    h.clock.set(TEST_NOW);
    h.forgetTokens();
    const three = await view('planner01', 3);
    const again = await save('planner01', validAnswers(three), 3);
    expect(again.body).toEqual({ rt: 'refused', rtMsg: msg.surveyClosed });
    expect((await stored('district02')).responses).toEqual([]);
  });

  it('refuses options of another survey, mismatched questions or survey numbers, unknown and repeated options', async () => {
    const base = valid();
    const first = base[0]!;
    const cases: [string, unknown[]][] = [
      ['an option of survey (2)', [...base, { srvySqno: 1, itemSqno: foreign.itemSqno, optnSqno: foreign.optnSqno, userPick: 'Y', rply: '' }]],
      ['an option of (2) under a question of (1)', [...base, { srvySqno: 1, itemSqno: first.itemSqno, optnSqno: foreign.optnSqno, userPick: 'Y', rply: '' }]],
      ['an option under another question', [{ ...first, itemSqno: itemOf('SQT06') }, ...base.slice(1)]],
      ['a row naming another survey', [{ ...first, srvySqno: 2 }, ...base.slice(1)]],
      ['an unknown option', [...base, { srvySqno: 1, itemSqno: first.itemSqno, optnSqno: 987_654, userPick: 'Y', rply: '' }]],
      ['the same option twice', [...base, first]],
    ];
    for (const [name, rows] of cases) {
      const a = await save('planner03', rows);
      expect([name, a.status, a.body]).toEqual([name, 400, { rt: 'bad_request', rtMsg: msg.surveyBadAnswer }]);
    }
    expect(h.audit.some((e) => e.path === 'survey/save' && e.rt === 'bad_request' && e.userId === 'planner03')).toBe(true);
    expect(await stored('planner03')).toEqual({ responses: [], answers: [] });
  });

  it('refuses a jsonString that is not a list of answer rows', async () => {
    const row = valid()[0]!;
    for (const jsonString of ['not json', '{}', '"[]"', '[1]', '[null]', JSON.stringify([{ ...row, optnSqno: String(row.optnSqno) }]), JSON.stringify([{ ...row, userPick: 1 }]), JSON.stringify([{ srvySqno: 1 }]), `${JSON.stringify(valid())}x`]) {
      const a = await save('planner03', jsonString);
      expect([jsonString, a.status, a.body]).toEqual([jsonString, 400, { rt: 'bad_request', rtMsg: msg.surveyBadAnswer }]);
    }
    expect((await save('planner03', '')).body.rt).toBe('bad_request');
    expect(await stored('planner03')).toEqual({ responses: [], answers: [] });
  });

  it('answers a survey the member may not see as not found, audited', async () => {
    const two = await view('planner03', 2);
    for (const [userid, no, rows] of [['partner01', 2, validAnswers(two)], ['planner03', 6, []], ['planner03', 7, []]] as const) {
      const a = await save(userid, rows, no);
      expect([userid, no, a.status, a.body]).toEqual([userid, no, 404, { rt: 'not_found', rtMsg: msg.surveyNotFound }]);
      expect(h.audit.some((e) => e.path === 'survey/save' && e.rt === 'not_found' && e.userId === userid)).toBe(true);
    }
    expect((await stored('partner01', 2)).responses).toEqual([]);
  });

  it('ends concurrent submissions of the same member with one answer set, none failing', async () => {
    const texts = ['동시 1', '동시 2', '동시 3', '동시 4', '동시 5', '동시 6'];
    const token = await h.as('master03');
    const answers = await Promise.all(texts.map((t) => save('master03', valid(t), 1, token)));
    expect(answers.map((a) => a.body)).toEqual(texts.map(() => ({ rt: 'success', data: { srvySqno: 1 } })));
    const { responses, answers: rows } = await stored('master03');
    expect(responses).toHaveLength(1);
    const key = (r: { optnSqno: number; userPick: string; rply: string }) => `${r.optnSqno}:${r.userPick}:${r.rply}`;
    const sets = texts.map((t) => valid(t).map(key).sort());
    expect(sets).toContainEqual(rows.map(key).sort());
  });

  it('refuses a caller without a session', async () => {
    expect((await h.call('survey/save', { srvySqno: '1', jsonString: '[]' })).status).toBe(401);
  });
});
