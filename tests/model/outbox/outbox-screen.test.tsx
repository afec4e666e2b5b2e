// The outbox list in the whole app against the real server in process (issue 18): a save the network lost
// shows in the pill with the notice that it was kept; the pill leads to the list; when the network returns and
// the server refuses it, the list shows it failed with the server's message; it can be sent again (its key
// answers the same) and deleted after a question that can be declined. Signing out with a save waiting says so.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, expect, it } from 'vitest';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { saveMyschedule } from '../../../src/domain/dashboard/schedule-contract';
import { msg } from '../../../src/domain/messages';
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

const WAIT = { timeout: 8000 };
/** A schedule nobody has: the server answers not_found when the save finally arrives. */
const MISSING_SQNO = 987654;

async function openWithSaveKept() {
  const server = serverFetch(h);
  const net = { down: false };
  const fetch: FetchFn = (input, init) => (net.down && input.includes('saveMyschedule') ? Promise.reject(new TypeError('Failed to fetch')) : server.fetch(input, init));
  world = await openAppWorld({ path: '/notification', fetch, session: await serverSession(h, 'planner01') });
  await screen.findByRole('heading', { name: '알림' }, WAIT);
  // The outbox comes with the chrome, in a chunk of its own: the save below is made once it listens.
  await act(() => world!.flows.loadOutbox().then(() => undefined));
  net.down = true;
  const submitted = await world.runtime.runPromise(
    Outbox.use((o) => o.submit(saveMyschedule, { cudType: 'CMP', sqno: MISSING_SQNO, cmplYn: 'Y' }, { label: msg.outboxLabelScheduleDone, record: `schedule:${MISSING_SQNO}` })),
  );
  expect(submitted.status).toBe('queued');
  return net;
}

it('lists a kept save, shows its failure with the server’s message, sends it again and deletes it after asking', async () => {
  const net = await openWithSaveKept();
  const pill = await screen.findByRole('status', {}, WAIT);
  await waitFor(() => expect(pill).toHaveTextContent(`${msg.outboxPending(1)} · ${msg.outboxModeOffline}`), WAIT);
  expect(pill).toHaveTextContent(msg.outboxQueuedNotice);

  fireEvent.click(within(pill).getByRole('link', { name: `${msg.outboxPending(1)} · ${msg.outboxModeOffline}` }));
  const item = await screen.findByRole('listitem', { name: `${msg.outboxLabelScheduleDone} ${msg.outboxQueued}` }, WAIT);
  expect(within(item).queryByRole('button', { name: msg.outboxRetry })).toBeNull();

  net.down = false;
  act(() => void window.dispatchEvent(new Event('online')));
  const failed = await screen.findByRole('listitem', { name: `${msg.outboxLabelScheduleDone} ${msg.outboxFailed}` }, WAIT);
  expect(failed).toHaveTextContent(msg.notFound);

  fireEvent.click(within(failed).getByRole('button', { name: msg.outboxRetry }));
  // The same key: the server answers its first answer again, and the save is failed again.
  await screen.findByRole('listitem', { name: `${msg.outboxLabelScheduleDone} ${msg.outboxFailed}` }, WAIT);

  fireEvent.click(within(screen.getByRole('listitem', { name: `${msg.outboxLabelScheduleDone} ${msg.outboxFailed}` })).getByRole('button', { name: msg.outboxDiscard }));
  const question = await screen.findByRole('alertdialog', {}, WAIT);
  expect(question).toHaveTextContent(msg.outboxDiscardConfirm);
  fireEvent.click(within(question).getByRole('button', { name: '취소' }));
  expect(screen.getByRole('listitem', { name: `${msg.outboxLabelScheduleDone} ${msg.outboxFailed}` })).toBeInTheDocument();

  fireEvent.click(within(screen.getByRole('listitem', { name: `${msg.outboxLabelScheduleDone} ${msg.outboxFailed}` })).getByRole('button', { name: msg.outboxDiscard }));
  fireEvent.click(within(await screen.findByRole('alertdialog', {}, WAIT)).getByRole('button', { name: msg.outboxDiscard }));
  await screen.findByText(msg.outboxEmpty, {}, WAIT);
});

it('says at sign-out that a save still waits on this device', async () => {
  await openWithSaveKept();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(msg.outboxPending(1)), WAIT);
  fireEvent.click(screen.getByRole('button', { name: '전체 메뉴' }));
  fireEvent.click(screen.getByRole('button', { name: '로그아웃' }));
  expect(await screen.findByRole('alertdialog', {}, WAIT)).toHaveTextContent(msg.logoutWithPendingSaves(1));
});
