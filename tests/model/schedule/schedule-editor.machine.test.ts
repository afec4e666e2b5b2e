// Model-based tests of the schedule form's statechart on the bare machine (spec 2 §4, §5): paths covering
// every transition from three starts (a new schedule, a new one for a customer, an edit), replayed with the
// transitions recorded; and the form's rules as a user meets them (kinds clearing the customer, the
// accompany filling times and place and locking all-day, the rules' order, the saved request).
import { afterAll, describe, expect, it } from 'vitest';
import { createActor, type AnyEventObject } from 'xstate';
import { scheduleEditorMachine, type ScheduleEditorInput } from '../../../machines/schedule/schedule-editor.machine';
import { scheduleFields } from '../../../src/app/schedule/schedule-actors';
import { ServerError } from '../../../src/domain/shared/errors';
import { scheduleMessages as m } from '../../../src/domain/schedule/messages';
import { generateCoveringPaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnMachine } from '../../support/replay';
import { FOLLOWED, itCoversEveryTransition, ROW } from './schedule-machines.fixtures';

const TODAY = '2031-03-10';
const inert = scheduleEditorMachine.provide({ actors: inertActors(['loadSchedule', 'saveSchedule', 'openPopup', 'watchPopups']) as any });
const EVENTS: AnyEventObject[] = [
  { type: 'user.chooseKind', kind: 'SSD01' },
  { type: 'user.chooseKind', kind: 'SSD03' },
  { type: 'user.chooseKind', kind: 'SSD06' },
  { type: 'user.change', field: 'custNm', value: '이바다' },
  { type: 'user.change', field: 'etcCntn', value: '노진 활동' },
  { type: 'user.change', field: 'endDt', value: '2031-03-09' },
  { type: 'user.toggleAllDay' },
  { type: 'user.searchCustomer' },
  { type: 'user.searchAddress' },
  { type: 'user.searchAccompany' },
  { type: 'popup.custSelected', kwkkey: 'K00000002', custDiv: '2', custNm: '최가망' },
  { type: 'popup.jusoSelected', zipNo: '06236', roadAddr: '서울특별시 강남구 테헤란로 152' },
  { type: 'popup.acmpSelected', ...FOLLOWED },
  { type: 'user.submit' },
  { type: 'user.confirm' },
  { type: 'user.dismiss' },
  { type: 'user.dismissMessage' },
  { type: 'user.retry' },
  { type: 'xstate.done.actor.openPopup' },
  { type: 'xstate.error.actor.openPopup', error: new ServerError({ rt: 'shell', rtMsg: '창을 열 수 없습니다.' }) },
  { type: 'xstate.done.actor.saveSchedule' },
  { type: 'xstate.error.actor.saveSchedule', error: new ServerError({ rt: 'bad_request', rtMsg: m.accompanyGone }) },
  { type: 'xstate.done.actor.loadSchedule', output: ROW },
  { type: 'xstate.error.actor.loadSchedule', error: new ServerError({ rt: 'not_found', rtMsg: m.notFound }) },
];
const contextKey = (c: any) => [c.form.scdlDivCd, c.form.custNm !== '', c.form.etcCntn !== '', c.form.allYn, c.form.acmpScdlSqno, c.form.endDt < c.form.sttDt, c.message];
const INPUTS: { name: string; input: ScheduleEditorInput }[] = [
  { name: 'a new schedule', input: { sqno: null, customer: null, today: TODAY } },
  { name: 'a new schedule for a customer', input: { sqno: null, customer: { kwkey: 'K00000001', custNm: '김하늘', custDivCd: 'SCD01' }, today: TODAY } },
  { name: 'an edit', input: { sqno: 7, customer: null, today: TODAY } },
];
const taken = new Set<string>();
afterAll(() => writeCoverage(scheduleEditorMachine, taken));

for (const { name, input } of INPUTS) {
  describe(`${name}: paths on the machine`, () => {
    const paths = generateCoveringPaths(scheduleEditorMachine, { events: EVENTS, input, contextKey, inert, taken: new Set(), limit: 20_000 });
    it('generates paths', () => expect(paths.length).toBeGreaterThan(5));
    for (const path of paths) it(path.description, () => replayOnMachine(inert, input, path, taken, contextKey));
  });
}
describe('all paths', () => itCoversEveryTransition(scheduleEditorMachine, taken));

describe('the form as a user meets it', () => {
  const start = (input: ScheduleEditorInput) => createActor(inert, { input }).start();
  const form = (a: ReturnType<typeof start>) => a.getSnapshot().context.form;

  it('a new schedule starts today, 09:00 to 09:00, not all-day, with the customer the opener named', () => {
    const a = start(INPUTS[1]!.input);
    expect(form(a)).toMatchObject({ sttDt: TODAY, endDt: TODAY, sttHr: '09:00', endHr: '09:00', allYn: 'N', custNm: '김하늘', kwkey: 'K00000001', custDivCd: 'SCD01' });
  });
  it('SSD03 and SSD07 clear the customer and need a title; SSD01 needs a customer first', () => {
    const a = start(INPUTS[1]!.input);
    a.send({ type: 'user.chooseKind', kind: 'SSD07' });
    expect(form(a)).toMatchObject({ custNm: '', kwkey: '', custDivCd: '' });
    a.send({ type: 'user.submit' });
    expect(a.getSnapshot().context.message).toBe(m.titleRequired);
    a.send({ type: 'user.dismissMessage' });
    a.send({ type: 'user.chooseKind', kind: 'SSD01' });
    a.send({ type: 'user.submit' });
    expect(a.getSnapshot().context.message).toBe(m.custNmRequired);
  });
  it('an accompany needs a followed schedule, takes its times and place and locks all-day', () => {
    const a = start(INPUTS[0]!.input);
    a.send({ type: 'user.chooseKind', kind: 'SSD06' });
    a.send({ type: 'user.submit' });
    expect(a.getSnapshot().context.message).toBe(m.accompanyRequired);
    a.send({ type: 'user.dismissMessage' });
    a.send({ type: 'popup.acmpSelected', ...FOLLOWED });
    expect(form(a)).toMatchObject({ acmpScdlSqno: 41, allYn: 'Y', sttDt: '2031-03-12', endDt: '2031-03-13', addrNm: '역삼센터', addr: FOLLOWED.addr, addrDtpt: '2층' });
    a.send({ type: 'user.toggleAllDay' });
    expect(form(a).allYn).toBe('Y');
    a.send({ type: 'user.submit' });
    expect(a.getSnapshot().value).toBe('confirming');
    expect(scheduleFields({ form: form(a) })).toMatchObject({ scdlDivCd: 'SSD06', custNm: '', kwkey: '', acmpScdlSqno: 41, sttHr: '', endHr: '' });
  });
  it('inputs are capped: customer 10, title 30, detail address 50, memo 500', () => {
    const a = start(INPUTS[0]!.input);
    for (const [field, cap] of [['custNm', 10], ['etcCntn', 30], ['addrDtpt', 50], ['memo', 500]] as const) {
      a.send({ type: 'user.change', field, value: '가'.repeat(cap + 5) });
      expect(form(a)[field]).toHaveLength(cap);
    }
  });
  it('an end before the start and an end time before the start time are refused', () => {
    const a = start(INPUTS[1]!.input);
    a.send({ type: 'user.chooseKind', kind: 'SSD01' });
    a.send({ type: 'user.change', field: 'endDt', value: '2031-03-09' });
    a.send({ type: 'user.submit' });
    expect(a.getSnapshot().context.message).toBe(m.endBeforeStart);
    a.send({ type: 'user.dismissMessage' });
    a.send({ type: 'user.change', field: 'endDt', value: TODAY });
    a.send({ type: 'user.change', field: 'endHr', value: '08:55' });
    a.send({ type: 'user.submit' });
    expect(a.getSnapshot().context.message).toBe(m.checkTime);
  });
});
