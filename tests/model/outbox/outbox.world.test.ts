// The outbox core end to end against the real server in-process (issue 18): a schedule completion made while the
// network is down is kept as queued (not failed), the outbox machine tries, finds the network gone, and when the
// browser says it is online again replays it with the key made when the user acted; the server then holds the
// change once. A never-queued call (a verification code) fails at once instead.
import { eq } from 'drizzle-orm';
import { Effect } from 'effect';
import { afterAll, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import * as sel from '../../../machines/outbox/outbox.selectors';
import { idempotencyKeys, schedules } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { saveMyschedule } from '../../../src/domain/dashboard/schedule-contract';
import { msg } from '../../../src/domain/messages';
import { issueAuthNo } from '../../../src/domain/registration/contract';
import type { FetchFn } from '../../../src/services/api.service';
import { Outbox } from '../../../src/services/outbox.service';
import { OutboxStore } from '../../../src/services/outbox-store.service';
import { serverSession } from '../../support/app-world';
import { testAppRuntime } from '../../support/app-runtime';
import { eventually } from '../../support/eventually';
import { serverFetch } from '../../support/server-fetch';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const USER = 'planner01';

describe('the outbox against the server', () => {
  it('keeps a completion made offline and sends it once when the network returns', async () => {
    localStorage.clear();
    localStorage.setItem('ep.session', JSON.stringify(await serverSession(h, USER)));
    const [row] = await h.db.select({ sqno: schedules.sqno, cmplYn: schedules.cmplYn }).from(schedules).where(eq(schedules.userid, USER)).limit(1);
    const flipped = row!.cmplYn === 'Y' ? 'N' : 'Y';
    const server = serverFetch(h);
    let down = true;
    const fetch: FetchFn = (input, init) => (down ? Promise.reject(new TypeError('Failed to fetch')) : server.fetch(input, init));
    const runtime = testAppRuntime(fetch, 'test-device-0001');
    const actor = createActor(await makeFlows(runtime).loadOutbox(), { input: { userId: USER, online: true } }).start();
    try {
      await eventually(() => expect(sel.selectSyncStatus(actor.getSnapshot())).toBe('idle'));
      const submitted = await runtime.runPromise(
        Outbox.use((o) => o.submit(saveMyschedule, { cudType: 'CMP', sqno: row!.sqno, cmplYn: flipped }, { label: msg.outboxLabelScheduleDone, record: `schedule:${row!.sqno}` })),
      );
      expect(submitted.status).toBe('queued');
      // The machine hears it, tries once more while the network is still down, and waits offline.
      await eventually(() => expect([sel.selectSyncStatus(actor.getSnapshot()), sel.selectPendingCount(actor.getSnapshot())]).toEqual(['offline', 1]));
      expect(sel.selectEntries(actor.getSnapshot())[0]).toMatchObject({ label: '일정 완료', stateText: '대기 중' });
      expect(sel.selectIndicator(actor.getSnapshot())).toBe('저장 대기 1건 · 오프라인');

      down = false;
      window.dispatchEvent(new Event('online'));
      await eventually(() => expect(sel.selectEntries(actor.getSnapshot()).map((e) => e.stateText)).toEqual(['전송됨']));
      expect(sel.selectIndicator(actor.getSnapshot())).toBeNull();
      const key = submitted.status === 'queued' ? submitted.entry.id : '';
      const stored = await runtime.runPromise(OutboxStore.use((s) => s.list(USER)));
      expect(stored.map((e) => [e.id, e.state, e.attempts])).toEqual([[key, 'sent', 3]]);
      const [after] = await h.db.select({ cmplYn: schedules.cmplYn }).from(schedules).where(eq(schedules.sqno, row!.sqno));
      expect(after!.cmplYn).toBe(flipped);
      expect(await h.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
    } finally {
      actor.stop();
      await runtime.dispose();
    }
  });

  it('replays a save whose answer was lost with the same key and body: the server answers it again, once', async () => {
    localStorage.clear();
    localStorage.setItem('ep.session', JSON.stringify(await serverSession(h, USER)));
    const [row] = await h.db.select({ sqno: schedules.sqno, cmplYn: schedules.cmplYn }).from(schedules).where(eq(schedules.userid, USER)).limit(1);
    const flipped = row!.cmplYn === 'Y' ? 'N' : 'Y';
    const server = serverFetch(h);
    let lose = true;
    // The request reaches the server and changes the row; its answer never comes back.
    const fetch: FetchFn = async (input, init) => {
      const res = await server.fetch(input, init);
      if (lose) throw new TypeError('connection reset');
      return res;
    };
    const runtime = testAppRuntime(fetch, 'test-device-0001');
    try {
      const submitted = await runtime.runPromise(
        Outbox.use((o) => o.submit(saveMyschedule, { cudType: 'CMP', sqno: row!.sqno, cmplYn: flipped }, { label: msg.outboxLabelScheduleDone, record: `schedule:${row!.sqno}` })),
      );
      expect(submitted.status).toBe('queued');
      lose = false;
      expect(await runtime.runPromise(Outbox.use((o) => o.drain(USER)))).toEqual({ sent: 1, stoppedBy: null });
      const [after] = await h.db.select({ cmplYn: schedules.cmplYn }).from(schedules).where(eq(schedules.sqno, row!.sqno));
      expect(after!.cmplYn).toBe(flipped);
      const key = submitted.status === 'queued' ? submitted.entry.id : '';
      expect(await h.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key))).toHaveLength(1);
    } finally {
      await runtime.dispose();
    }
  });

  it('fails a verification code at once when the network is down, keeping nothing', async () => {
    localStorage.setItem('ep.session', JSON.stringify(await serverSession(h, USER)));
    const runtime = testAppRuntime(() => Promise.reject(new TypeError('Failed to fetch')), 'test-device-0001');
    try {
      const r = await runtime.runPromise(Effect.result(Outbox.use((o) => o.submit(issueAuthNo, { encSqno: 'x', name: '김민준', phoneNum: '01012345678' } as never, { label: '인증번호', record: null }))));
      expect(r._tag === 'Failure' && r.failure._tag).toBe('NetworkError');
      expect(await runtime.runPromise(OutboxStore.use((s) => s.list(USER)))).toEqual([]);
    } finally {
      await runtime.dispose();
    }
  });
});
