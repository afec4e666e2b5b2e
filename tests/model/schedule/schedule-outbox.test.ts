// The schedule screens' saves through the outbox against the real server in-process (issue 18): with the
// network down, the editor's create and update, the view's delete, the completion toggles (my schedule and the
// dashboard) and the notices' completions resolve as done and wait in the outbox with their label, record and
// fields (an update or delete with the version it read); sent later, they land. An update based on an older
// version comes back as a conflict holding the server's copy, and "mine" built on it lands.
import { desc, eq } from 'drizzle-orm';
import { Effect } from 'effect';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formOf } from '../../../machines/schedule/schedule-editor.form';
import { schedules } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { saveCompletion as saveDashboardCompletion } from '../../../src/app/dashboard/schedule-toggle-actors';
import { completeNotice, saveCompletion } from '../../../src/app/schedule/my-schedule-actors';
import { deleteSchedule, saveSchedule } from '../../../src/app/schedule/schedule-actors';
import type { ScheduleDetail } from '../../../src/domain/schedule/contract';
import type { FetchFn } from '../../../src/services/api.service';
import { Outbox } from '../../../src/services/outbox.service';
import { OutboxStore } from '../../../src/services/outbox-store.service';
import { serverSession } from '../../support/app-world';
import { testAppRuntime } from '../../support/app-runtime';
import { serverFetch } from '../../support/server-fetch';

const h = await createHarness(TEST_DATABASES[0]!);
const USER = 'planner01';
const token = await h.as(USER);
afterAll(() => h.close());

/** A live titled schedule of planner01's (SSD07), fresh for each test. */
async function freshSchedule(): Promise<ScheduleDetail> {
  const created = await h.call('mySchedule/saveMyschedule', { cudType: 'C', scdlDivCd: 'SSD07', etcCntn: '지국 회의', allYn: 'N', sttDt: '2026-10-01', sttHr: '10:00', endDt: '2026-10-01', endHr: '11:00', memo: '처음' }, { token });
  expect(created.body.rt).toBe('success');
  const [newest] = await h.db.select({ sqno: schedules.sqno }).from(schedules).where(eq(schedules.userid, USER)).orderBy(desc(schedules.sqno)).limit(1);
  return (await h.call('mySchedule/getMyschedule', { sqno: String(newest!.sqno) }, { token })).body.data.mySchedule;
}
const rowOf = async (sqno: number) => (await h.db.select().from(schedules).where(eq(schedules.sqno, sqno)))[0]!;

let down = true;
let runtime: ReturnType<typeof testAppRuntime>;
beforeEach(async () => {
  localStorage.clear();
  localStorage.setItem('ep.session', JSON.stringify(await serverSession(h, USER)));
  const server = serverFetch(h);
  down = true;
  const fetch: FetchFn = (input, init) => (down ? Promise.reject(new TypeError('Failed to fetch')) : server.fetch(input, init));
  runtime = testAppRuntime(fetch, 'device-0000-soutbox');
});
afterEach(() => runtime.dispose());

const run = <A, E>(e: Effect.Effect<A, E, any>) => runtime.runPromise(e as Effect.Effect<A, E, never>);
const stored = () => run(OutboxStore.use((s) => s.list(USER)));
const drain = () => run(Outbox.use((o) => o.drain(USER)));

describe('the schedule saves through the outbox', () => {
  it('an edit and a delete made offline wait with the version read, and land when sent', async () => {
    const s = await freshSchedule();
    await run(saveSchedule({ sqno: s.sqno, form: { ...formOf(s), memo: '오프라인 메모' }, version: s.version }));
    await run(deleteSchedule({ sqno: s.sqno, version: s.version + 1 }));
    const [edit, del] = await stored();
    expect([edit!.label, edit!.record, edit!.fields.cudType, edit!.fields.version, edit!.fields.memo]).toEqual(['일정 저장', `schedule:${s.sqno}`, 'U', String(s.version), '오프라인 메모']);
    expect([del!.label, del!.record, del!.fields]).toEqual(['일정 삭제', `schedule:${s.sqno}`, { cudType: 'D', sqno: String(s.sqno), version: String(s.version + 1) }]);
    expect(await rowOf(s.sqno)).toMatchObject({ memo: '처음', dltnYn: 'N' });
    down = false;
    expect(await drain()).toEqual({ sent: 2, stoppedBy: null });
    expect(await rowOf(s.sqno)).toMatchObject({ memo: '오프라인 메모', dltnYn: 'Y', version: s.version + 2 });
  });

  it('a create made offline waits with no record and no version', async () => {
    const s = await freshSchedule();
    await run(saveSchedule({ sqno: null, form: { ...formOf(s), etcCntn: '새 일정' }, version: null }));
    const [entry] = await stored();
    expect([entry!.label, entry!.record, entry!.fields.cudType, 'version' in entry!.fields]).toEqual(['일정 저장', null, 'C', false]);
  });

  it('an edit based on an older version comes back as a conflict with the server’s copy; mine built on it lands', async () => {
    const s = await freshSchedule();
    await run(saveSchedule({ sqno: s.sqno, form: { ...formOf(s), memo: '내 메모' }, version: s.version }));
    // Meanwhile another device saves the schedule.
    expect((await h.call('mySchedule/saveMyschedule', { cudType: 'U', sqno: String(s.sqno), scdlDivCd: 'SSD07', etcCntn: '지국 회의', allYn: 'N', sttDt: '2026-10-01', sttHr: '10:00', endDt: '2026-10-01', endHr: '11:00', memo: '다른 기기', version: String(s.version) }, { token })).body.rt).toBe('success');
    down = false;
    await drain();
    const [entry] = await stored();
    expect([entry!.state, entry!.theirs?.memo, entry!.theirs?.version]).toEqual(['conflict', '다른 기기', String(s.version + 1)]);
    expect((await rowOf(s.sqno)).memo).toBe('다른 기기');
    await run(Outbox.use((o) => o.resolve(entry!, 'mine')));
    expect(await drain()).toEqual({ sent: 1, stoppedBy: null });
    expect(await rowOf(s.sqno)).toMatchObject({ memo: '내 메모', version: s.version + 2 });
  });

  it('an edit sent at once on an older version is kept as a conflict with the server’s copy, the row untouched', async () => {
    const s = await freshSchedule();
    down = false;
    await run(saveCompletion({ sqno: s.sqno, cmplYn: 'Y' }));
    await run(saveSchedule({ sqno: s.sqno, form: { ...formOf(s), memo: '내가 고친 메모' }, version: s.version }));
    const [kept] = (await stored()).filter((e) => e.record === `schedule:${s.sqno}` && e.state === 'conflict');
    expect(kept).toMatchObject({ label: '일정 저장', theirs: { sqno: String(s.sqno), version: String(s.version + 1) } });
    expect(kept!.fields.memo).toBe('내가 고친 메모');
  });

  it('the completion toggles and a notice’s completion made offline wait as 일정 완료', async () => {
    const s = await freshSchedule();
    await run(saveCompletion({ sqno: s.sqno, cmplYn: 'Y' }));
    await run(saveDashboardCompletion({ sqno: s.sqno, cmplYn: 'N' }));
    await run(completeNotice({ kind: 'reinspec', item: { couponNo: 'KEDS-OUTBOX-1', cnm: '고객', compDt: '2026-10-01' } }));
    const entries = await stored();
    expect(entries.map((e) => [e.label, e.record, e.path, e.fields.cmplYn ?? e.fields.couponNo, 'version' in e.fields])).toEqual([
      ['일정 완료', `schedule:${s.sqno}`, 'mySchedule/saveMyschedule', 'Y', false],
      ['일정 완료', `schedule:${s.sqno}`, 'mySchedule/saveMyschedule', 'N', false],
      ['일정 완료', null, 'mySchedule/cmplReinspecSchedule', 'KEDS-OUTBOX-1', false],
    ]);
  });
});
