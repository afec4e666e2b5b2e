// Model-based tests of the survey (spec 3 §2 survey, §5 survey submit, §8): every generated path of the
// survey machine on the bare machine, planner01 answering the running survey (1), reading the finished one
// they joined (3) and opening a running one they answered (2); then one covering set over all on the
// rendered screen against the real server
// in-process on PGlite. survey/view and survey/save are held and forwarded (failed only as faults; a save
// failed by the network is kept by the outbox and the survey counts as submitted, issue 18); after a
// submission the server's stored answers are checked against what the path answered. Each path starts
// from the seed (planner01's answers to (1) are forgotten first).
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { surveyMachine, type LoadedSurvey, type SurveyInput } from '../../../machines/surveys/survey.machine';
import * as surveySelectors from '../../../machines/surveys/survey.selectors';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { provideSurvey } from '../../../src/app/surveys/survey-actors';
import { msg } from '../../../src/domain/messages';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { Outbox } from '../../../src/services/outbox.service';
import type { SurveyOptionRow } from '../../../src/domain/surveys/contract';
import { validateSurvey } from '../../../src/domain/surveys/rules';
import { SurveyScreen } from '../../../src/screens/surveys/survey-screen';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { cachedPaths } from '../../support/path-cache';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { jointRenderedPaths } from '../customers/joint-covering';
import { sectionWorld } from '../customers/section-world';
import { itCoversEveryTransition } from '../schedule/schedule-machines.fixtures';
import { forgetAnswers, storedAnswers, surveyNumbered } from './surveys-world';

const h = await createHarness(TEST_DATABASES[0]!);
const USER = 'planner01';
const RUNNING = await surveyNumbered(h, '영업역량 진단');
const JOINED = await surveyNumbered(h, '육성 프로그램');
/** Running, and planner01 answered it already (spec 3 shared facts): the stored answers come back editable. */
const REANSWER = await surveyNumbered(h, '전문교육 만족도');
/** What survey/view answers planner01 (the model's load output; the rendered replay checks the server says it again). */
const viewOf = async (srvySqno: number): Promise<LoadedSurvey> => (await h.call('survey/view', { srvySqno: String(srvySqno) }, { token: await h.as(USER) })).body.data;
const RUNNING_VIEW = await viewOf(RUNNING);
const JOINED_VIEW = await viewOf(JOINED);
const REANSWER_VIEW = await viewOf(REANSWER);
afterAll(() => h.close());

// The running survey's questions by type (the seed has one of each, spec 3 shared facts).
const q = (type: string) => RUNNING_VIEW.list.find((x) => x.qsitTypCd === type)!;
const optionsOf = (itemSqno: number) => RUNNING_VIEW.optionList.filter((o) => o.itemSqno === itemSqno);
const SINGLE = q('SQT01');
const MULTIPLE = q('SQT02');
const SCALE = q('SQT03');
const RANK = q('SQT04');
const SHORT = q('SQT05');
const LONG = q('SQT06');
const normal = (itemSqno: number, i = 0) => optionsOf(itemSqno).filter((o) => o.optnTyp === 'N')[i]!;
const other = (itemSqno: number) => optionsOf(itemSqno).find((o) => o.optnTyp === 'E')!;

it('the running survey has the six types, essentials mixed, an other option on the single question, nobody answered', () => {
  expect(RUNNING_VIEW.list.map((x) => x.qsitTypCd).sort()).toEqual(['SQT01', 'SQT02', 'SQT03', 'SQT04', 'SQT05', 'SQT06']);
  expect(new Set(RUNNING_VIEW.list.map((x) => x.essnYn))).toEqual(new Set(['Y', 'N']));
  expect([SINGLE.essnYn, RANK.essnYn, SHORT.essnYn]).toEqual(['Y', 'Y', 'Y']);
  expect(other(SINGLE.itemSqno)).toBeDefined();
  expect(RUNNING_VIEW.optionList.every((o) => o.userPick === '' && o.rply === '')).toBe(true);
  expect([RUNNING_VIEW.info.status, JOINED_VIEW.info.status, JOINED_VIEW.info.comStatus]).toEqual(['ing', 'fin', 'done']);
  expect([REANSWER_VIEW.info.status, REANSWER_VIEW.info.comStatus]).toEqual(['ing', 'done']);
  expect(REANSWER_VIEW.optionList.some((o) => o.userPick !== '' || o.rply !== '')).toBe(true);
});

const LONG_TEXT = '가'.repeat(230);
/** A refusal the server might send (a fault): its own words are shown. */
const SAVE_REFUSED = '설문 저장 중 오류가 발생했습니다.';
function events(view: LoadedSurvey, answering: boolean): AnyEventObject[] {
  const common = [
    { type: 'xstate.done.actor.loadSurvey', output: view },
    { type: 'xstate.error.actor.loadSurvey', error: new NetworkError({ detail: 'offline' }) },
    { type: 'user.retry' },
  ];
  if (!answering) return common;
  return [
    ...common,
    { type: 'user.pick', optnSqno: normal(SINGLE.itemSqno).optnSqno },
    { type: 'user.pick', optnSqno: other(SINGLE.itemSqno).optnSqno },
    { type: 'user.type', optnSqno: other(SINGLE.itemSqno).optnSqno, text: '센터 방문 상담 지원' },
    { type: 'user.pick', optnSqno: normal(MULTIPLE.itemSqno, 1).optnSqno },
    { type: 'user.pick', optnSqno: normal(SCALE.itemSqno, 3).optnSqno },
    { type: 'user.rank', optnSqno: normal(RANK.itemSqno, 0).optnSqno, rank: '1' },
    { type: 'user.rank', optnSqno: normal(RANK.itemSqno, 1).optnSqno, rank: '1' },
    { type: 'user.rank', optnSqno: normal(RANK.itemSqno, 1).optnSqno, rank: '2' },
    { type: 'user.type', optnSqno: optionsOf(SHORT.itemSqno)[0]!.optnSqno, text: '신규 고객 월 5명 발굴' },
    { type: 'user.type', optnSqno: optionsOf(LONG.itemSqno)[0]!.optnSqno, text: LONG_TEXT },
    { type: 'user.submit' },
    { type: 'user.confirm' },
    { type: 'user.dismiss' },
    { type: 'user.dismissMessage' },
    { type: 'xstate.done.actor.saveSurvey', output: { srvySqno: view.info.srvySqno } },
    { type: 'xstate.error.actor.saveSurvey', error: new ServerError({ rt: 'server_error', rtMsg: SAVE_REFUSED }) },
    // No network: the outbox keeps the answers (issue 18) and the survey is submitted for the screen.
    { type: 'xstate.done.actor.saveSurvey', output: { srvySqno: view.info.srvySqno, queued: true } },
  ];
}

/** States apart by what a submit would find first (so paths fix one problem after another), the dialog's problem and error, the focused question. */
const contextKey = (c: any) => {
  const first = c.info ? validateSurvey(c.info.status, c.questions, c.options) : null;
  return [first && `${first.reason}@${first.itemSqno}`, c.problem?.reason ?? null, c.error, c.focus?.itemSqno ?? null];
};
const inert = surveyMachine.provide({ actors: inertActors(['loadSurvey', 'saveSurvey']) as any });
const GROUPS = [
  { name: 'answering the running survey', input: { srvySqno: RUNNING } as SurveyInput, view: RUNNING_VIEW },
  { name: 'reading the finished survey joined', input: { srvySqno: JOINED } as SurveyInput, view: JOINED_VIEW },
  { name: 'opening the running survey answered before', input: { srvySqno: REANSWER } as SurveyInput, view: REANSWER_VIEW },
].map((g) => ({
  ...g,
  paths: cachedPaths(`survey-${g.input.srvySqno}`, surveyMachine, { events: events(g.view, g.input.srvySqno === RUNNING), input: g.input, contextKey }, generatePaths),
}));
const taken = new Set<string>();
afterAll(() => writeCoverage(surveyMachine, taken));

describe('survey machine: generated paths', () => {
  for (const g of GROUPS)
    describe(g.name, () => {
      it('generates paths', () => expect(g.paths.length).toBeGreaterThanOrEqual(g.input.srvySqno === RUNNING ? 10 : 2));
      for (const path of g.paths) it(path.description, () => replayOnMachine(inert, g.input, path, taken, contextKey));
    });
  itCoversEveryTransition(surveyMachine, taken);
});

let stop: (() => Promise<void>) | null = null;
beforeEach(() => forgetAnswers(h, USER, RUNNING));
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

const question = (titl: string) => screen.getByRole('group', { name: new RegExp(titl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
const questionOf = (itemSqno: number, view: LoadedSurvey) => question(view.list.find((x) => x.itemSqno === itemSqno)!.titl);
const optionRow = (optnSqno: number, view: LoadedSurvey) => view.optionList.find((o) => o.optnSqno === optnSqno)!;
/** The control of an option: its radio or check box, its rank select, or (text questions) its text box. */
function controlOf(o: SurveyOptionRow, view: LoadedSurvey): HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  const box = questionOf(o.itemSqno, view);
  const type = view.list.find((x) => x.itemSqno === o.itemSqno)!.qsitTypCd;
  if (type === 'SQT04') return within(box).getByRole('combobox', { name: `${o.cntn} 순위` }) as HTMLSelectElement;
  if (type === 'SQT05' || type === 'SQT06') return within(box).getByRole('textbox') as HTMLInputElement;
  return within(box).getByRole(type === 'SQT02' ? 'checkbox' : 'radio', { name: o.cntn }) as HTMLInputElement;
}
const otherText = (o: SurveyOptionRow, view: LoadedSurvey) => within(questionOf(o.itemSqno, view)).getByRole('textbox', { name: `${o.cntn} 내용` }) as HTMLInputElement;

/** Spec 3 §5's messages for the problems a path can meet. */
const PROBLEM: Record<string, string> = { essential: '필수 설문을 완료해주세요.', rankDuplicate: '순위형 설문에 같은 순위를 입력할 수 없습니다.', otherText: '기타 내용을 입력해주세요.' };

function verifyForm(c: any, view: LoadedSurvey, shown: { readonly editable: boolean; readonly submit: boolean; readonly closed: boolean }) {
  const editable = shown.editable;
  expect(screen.getByRole('heading', { name: view.info.titl })).toBeInTheDocument();
  for (const x of view.list) {
    const box = question(x.titl);
    expect(within(box).queryByText('필수') !== null).toBe(x.essnYn === 'Y');
  }
  for (const o of c.options as SurveyOptionRow[]) {
    const control = controlOf(o, view);
    expect(control.disabled).toBe(!editable);
    const type = view.list.find((x) => x.itemSqno === o.itemSqno)!.qsitTypCd;
    if (type === 'SQT04') expect(control.value).toBe(o.userPick);
    else if (type === 'SQT05' || type === 'SQT06') {
      expect(control.value).toBe(o.rply);
      expect(within(questionOf(o.itemSqno, view)).getByText(`${[...o.rply].length}/${type === 'SQT06' ? 200 : 50}`)).toBeInTheDocument();
    } else expect((control as HTMLInputElement).checked).toBe(o.userPick === 'Y');
    if (o.optnTyp === 'E') {
      expect(otherText(o, view).value).toBe(o.rply);
      expect(otherText(o, view).disabled).toBe(!editable || o.userPick !== 'Y');
    }
  }
  expect(screen.queryByRole('button', { name: '제출하기' }) !== null).toBe(shown.submit);
  expect(screen.queryByText('종료된 설문조사입니다.') !== null).toBe(shown.closed);
}

/**
 * The covering set, and one submission kept by the outbox (issue 18): it takes a sent submission's transition
 * to the same state, so the generated paths hold only the sent one; the shortest of those is replayed again
 * with its answer queued.
 */
function renderedSet() {
  const set = jointRenderedPaths(inert, GROUPS, surveySelectors);
  const isSent = (st: { event: AnyEventObject }) => st.event.type === 'xstate.done.actor.saveSurvey';
  const sent = set.filter((x) => x.group === GROUPS[0] && x.path.steps.some(isSent)).sort((a, b) => a.path.steps.length - b.path.steps.length)[0];
  if (!sent) return set;
  const steps = sent.path.steps.map((st) => (isSent(st) ? { ...st, event: { ...st.event, output: { ...st.event.output, queued: true } } } : st));
  return [...set, { group: sent.group, path: { ...sent.path, steps, description: `${sent.path.description} (queued by the outbox)` } }];
}

describe('the survey on the rendered screen (one covering set over all)', () => {
  for (const { group: g, path } of renderedSet())
    it(`${g.name}: ${path.description}`, async () => {
      const w = await sectionWorld(h, { userid: USER, held: ['survey/view', 'survey/save'], device: 'device-0000-survey', shell: false });
      let wentBack = 0;
      const actor: AnyActorRef = createActor(provideSurvey(makeFlows(w.runtime).fromEffect, () => void wentBack++), { input: g.input }).start();
      stop = async () => {
        actor.stop();
        await w.stop();
      };
      render(<SurveyScreen actor={actor as any} />);
      const dialog = () => screen.getByRole('alertdialog');
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'xstate.done.actor.loadSurvey': async (e) => {
            const req = await w.take('survey/view');
            expect(req.form.get('srvySqno')).toBe(String(g.input.srvySqno));
            const answer = await act(async () => w.server.forward(req));
            expect(answer.body.data).toEqual(e.output);
          },
          'xstate.error.actor.loadSurvey': async () => {
            const req = await w.take('survey/view');
            act(() => req.fail());
          },
          'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: msg.retry })),
          'user.pick': (e) => void fireEvent.click(controlOf(optionRow(e.optnSqno, g.view), g.view)),
          'user.rank': (e) => void fireEvent.change(controlOf(optionRow(e.optnSqno, g.view), g.view), { target: { value: e.rank } }),
          'user.type': (e) => {
            const o = optionRow(e.optnSqno, g.view);
            fireEvent.change(o.optnTyp === 'E' ? otherText(o, g.view) : controlOf(o, g.view), { target: { value: e.text } });
          },
          'user.submit': () => void fireEvent.click(screen.getByRole('button', { name: '제출하기' })),
          'user.confirm': () => void fireEvent.click(within(dialog()).getByRole('button', { name: '확인' })),
          'user.dismiss': () => void fireEvent.click(within(dialog()).getByRole('button', { name: '취소' })),
          'user.dismissMessage': () => void fireEvent.click(within(dialog()).getByRole('button', { name: '확인' })),
          'xstate.done.actor.saveSurvey': async (e) => {
            const req = await w.take('survey/save');
            if (e.output.queued) {
              act(() => req.fail());
              // Nothing reached the server; the outbox keeps the answers as they were sent.
              await waitFor(async () => {
                const kept = await w.runtime.runPromise(Outbox.use((box) => box.load(USER)));
                expect(kept.map((k) => [k.path, k.state, k.label, k.record, k.fields.jsonString])).toEqual([
                  ['survey/save', 'queued', msg.outboxLabelSurvey, `survey:${RUNNING}`, req.form.get('jsonString')],
                ]);
              });
              expect((await storedAnswers(h, USER, RUNNING)).responded).toBe(false);
              return;
            }
            const sent = JSON.parse(req.form.get('jsonString')!) as { optnSqno: number; userPick: string; rply: string }[];
            expect((await act(async () => w.server.forward(req))).body.rt).toBe('success');
            // The server holds exactly what was sent: one row per answered option.
            const held = await storedAnswers(h, USER, RUNNING);
            expect(held.responded).toBe(true);
            expect(held.answers).toEqual(sent.map(({ optnSqno, userPick, rply }) => ({ optnSqno, userPick, rply })).sort((a, b) => a.optnSqno - b.optnSqno));
          },
          'xstate.error.actor.saveSurvey': async (e) => {
            const req = await w.take('survey/save');
            if (e.error instanceof ServerError) act(() => req.respond(200, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
            else act(() => req.fail());
          },
        },
        verify: (step, index) =>
          waitFor(() => {
            const s = step.state;
            // A vertex keeps one representative context (answers reached by another route to the same key):
            // the screen is checked against the live machine's answers, whose state the replay checks.
            const c = actor.getSnapshot().context as any;
            const at = (v: unknown) => JSON.stringify(s.value) === JSON.stringify(v);
            if (at('loading')) return void expect(screen.queryByRole('heading')).toBeNull();
            if (at('loadFailed')) return void expect(screen.getByRole('alert')).toHaveTextContent(msg.networkError);
            if (at('leaving')) return void expect(wentBack).toBe(1);
            const answering = typeof s.value === 'object' && s.value !== null && 'answering' in s.value;
            // Controls take input while answering, except while the answers are being sent.
            verifyForm(c, g.view, { editable: answering && !at({ answering: 'saving' }), submit: answering, closed: at('reading') });
            const shown = screen.queryByRole('alertdialog');
            if (at({ answering: 'invalid' })) expect(shown).toHaveTextContent(PROBLEM[c.problem.reason]!);
            else if (at({ answering: 'confirming' })) expect(shown).toHaveTextContent('설문을 제출 하시겠습니까?');
            else if (at({ answering: 'saveFailed' })) expect(shown).toHaveTextContent(path.steps[index]!.event.error instanceof ServerError ? SAVE_REFUSED : '제출에 실패했습니다.');
            else if (at('submitted')) expect(shown).toHaveTextContent('작성 설문은 마이페이지에서 확인이 가능합니다.');
            else expect(shown).toBeNull();
            // After a problem is dismissed its question is brought forward and focused.
            const before = path.steps[index - 1]?.state.value as unknown;
            if (at({ answering: 'editing' }) && JSON.stringify(before) === JSON.stringify({ answering: 'invalid' }))
              expect(questionOf(c.focus.itemSqno, g.view).contains(document.activeElement)).toBe(true);
            expect(wentBack).toBe(0);
          }),
      });
    });
});

describe('the survey’s answers on the rendered screen', () => {
  it('typing beyond a limit is refused: 50 short, 200 long, 50 in an other option', async () => {
    const w = await sectionWorld(h, { userid: USER, held: [], device: 'device-0000-survey', shell: false });
    const actor: AnyActorRef = createActor(provideSurvey(makeFlows(w.runtime).fromEffect, () => {}), { input: { srvySqno: RUNNING } }).start();
    stop = async () => {
      actor.stop();
      await w.stop();
    };
    render(<SurveyScreen actor={actor as any} />);
    const short = within(await screen.findByRole('group', { name: new RegExp(SHORT.titl) })).getByRole('textbox') as HTMLInputElement;
    fireEvent.change(short, { target: { value: '나'.repeat(60) } });
    expect(short.value).toBe('나'.repeat(50));
    expect(within(question(SHORT.titl)).getByText('50/50')).toBeInTheDocument();
    const long = within(question(LONG.titl)).getByRole('textbox') as HTMLTextAreaElement;
    fireEvent.change(long, { target: { value: LONG_TEXT } });
    expect(long.value).toBe('가'.repeat(200));
    const otherOption = other(SINGLE.itemSqno);
    fireEvent.click(controlOf(otherOption, RUNNING_VIEW));
    fireEvent.change(otherText(otherOption, RUNNING_VIEW), { target: { value: '다'.repeat(70) } });
    expect(otherText(otherOption, RUNNING_VIEW).value).toBe('다'.repeat(50));
  });
});

export type { ModelPath };
