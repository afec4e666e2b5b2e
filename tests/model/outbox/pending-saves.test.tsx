// The always-visible pending-saves indicator in the whole app against the real server in process (issue 18):
// nothing while no save waits; a save the network lost shows as waiting, offline; when the browser says it is
// online again the outbox sends it and the indicator goes.
import { cleanup, screen, waitFor } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, expect, it } from 'vitest';
import { schedules } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { saveMyschedule } from '../../../src/domain/dashboard/schedule-contract';
import type { FetchFn } from '../../../src/services/api.service';
import { Outbox } from '../../../src/services/outbox.service';
import { openAppWorld, serverSession, type AppWorld } from '../../support/app-world';
import { serverFetch } from '../../support/server-fetch';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
let world: AppWorld | null = null;
afterEach(async () => {
  await world?.stop();
  world = null;
  cleanup();
});

it('shows a save waiting while offline, and nothing once it is sent', async () => {
  const [row] = await h.db.select({ sqno: schedules.sqno, cmplYn: schedules.cmplYn }).from(schedules).where(eq(schedules.userid, 'planner01')).limit(1);
  const flipped = row!.cmplYn === 'Y' ? 'N' : 'Y';
  const server = serverFetch(h);
  let down = false;
  const fetch: FetchFn = (input, init) => (down && input.includes('saveMyschedule') ? Promise.reject(new TypeError('Failed to fetch')) : server.fetch(input, init));
  world = await openAppWorld({ path: '/notification', fetch, session: await serverSession(h, 'planner01') });
  await screen.findByRole('heading', { name: '알림' }, { timeout: 8000 });
  expect(screen.queryByRole('status')).toBeNull();

  down = true;
  const submitted = await world.runtime.runPromise(
    Outbox.use((o) => o.submit(saveMyschedule, { cudType: 'CMP', sqno: row!.sqno, cmplYn: flipped }, { label: '일정 완료', record: `schedule:${row!.sqno}` })),
  );
  expect(submitted.status).toBe('queued');
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('저장 대기 1건 · 오프라인'), { timeout: 8000 });

  down = false;
  window.dispatchEvent(new Event('online'));
  await waitFor(() => expect(screen.queryByRole('status')).toBeNull(), { timeout: 8000 });
  const [after] = await h.db.select({ cmplYn: schedules.cmplYn }).from(schedules).where(eq(schedules.sqno, row!.sqno));
  expect(after!.cmplYn).toBe(flipped);
});
