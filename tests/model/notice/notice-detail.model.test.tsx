// Model-based tests of the notice detail: every generated path on the machine, then a covering set
// (tests/support/covering-set.ts) on the rendered screen against the real server in-process, on a seeded
// notice with attachments: notice/detail is held so a path can fail it (offline, not found) or forward it.
// The attachment opener is answered by the test (the shell call itself is covered by e2e/notice/notice.spec.ts).
// Then a notice an operator published with hostile HTML shows sanitised.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { asc, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type AnyEventObject } from 'xstate';
import { noticeDetailMachine } from '../../../machines/notice/notice-detail.machine';
import * as noticeDetailSelectors from '../../../machines/notice/notice-detail.selectors';
import { noticeFiles, notices } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { operate } from '../../../server/test-support/operations';
import { loadNotice } from '../../../src/app/notice/notice-actors';
import { makeFlows } from '../../../src/app/flows';
import type { NoticeDetail } from '../../../src/domain/notice/contract';
import { BridgeUnavailable } from '../../../bridges/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { NoticeDetailScreen } from '../../../src/screens/notice/notice-detail-screen';
import { answerHeld } from '../../support/answer-held';
import { testAppRuntime } from '../../support/app-runtime';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
import { dataOf } from '../schedule/schedule-world';

const USER = 'planner01';
const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
/** A seeded notice with attachments, an urgent one when the seed has one. */
const [seeded] = await h.db
  .selectDistinct({ itemId: notices.itemId, importance: notices.importance })
  .from(notices)
  .innerJoin(noticeFiles, eq(noticeFiles.itemId, notices.itemId))
  .orderBy(asc(notices.importance), asc(notices.itemId))
  .limit(1);
const NOTICE: NoticeDetail = await dataOf(h, USER, 'notice/detail', { itemId: String(seeded!.itemId) });
const FILE = NOTICE.fileList[0]!;

const EVENTS: AnyEventObject[] = [
  { type: 'user.retry' },
  { type: 'user.openFile', url: FILE.fileDownUrl },
  { type: 'xstate.done.actor.loadNotice', output: NOTICE },
  { type: 'xstate.error.actor.loadNotice', error: new ServerError({ rt: 'not_found', rtMsg: msg.notFound }) },
  { type: 'xstate.error.actor.loadNotice', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.done.actor.openFile' },
  { type: 'xstate.error.actor.openFile', error: new BridgeUnavailable({ action: 'openExternalLink', platform: 'PC', reason: 'no-shell' }) },
];
const INPUT = { itemId: NOTICE.itemId };
const contextKey = (c: any) => [c.error, c.fileError];
const paths = generatePaths(noticeDetailMachine, { events: EVENTS, input: INPUT, contextKey });
const taken = new Set<string>();
afterAll(() => writeCoverage(noticeDetailMachine, taken));

const inert = noticeDetailMachine.provide({ actors: inertActors(['loadNotice', 'openFile']) as any });

describe('notice-detail machine: generated paths', () => {
  it('replays on a seeded notice with attachments', () => expect(NOTICE.fileList.length).toBeGreaterThan(0));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

/** The detail of notice `itemId` rendered, signed in as planner01; notice/detail is held. */
async function start(itemId: number) {
  localStorage.clear();
  const login = await h.loginAnswer(USER, { autoLoginYn: 'Y' });
  localStorage.setItem('ep.session', JSON.stringify(login.body.data));
  const server = serverFetch(h, (p) => p === '/api/v1/notice/detail');
  const runtime = testAppRuntime(server.fetch, 'device-0000-notice');
  const opened: string[] = [];
  let pending: { resolve: () => void; reject: (e: unknown) => void } | null = null;
  const openFile = fromPromise<void, { url: string }>(({ input }) => {
    opened.push(input.url);
    return new Promise((resolve, reject) => (pending = { resolve, reject }));
  });
  const machine = noticeDetailMachine.provide({ actors: { loadNotice: makeFlows(runtime).fromEffect(loadNotice), openFile } });
  const actor: AnyActorRef = createActor(machine, { input: { itemId } }).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
  };
  render(<NoticeDetailScreen actor={actor as any} listHref="/notice" />);
  const answerLoad = async (e: AnyEventObject) => {
    const req = await server.gate.take((r) => r.path === '/api/v1/notice/detail', 'notice/detail');
    expect(req.form.get('itemId')).toBe(String(itemId));
    if (e.type.startsWith('xstate.done.')) return answerHeld(server.forward, req, e);
    // The fault reaches the screen inside act (a refusal as the server words it: 404 for not_found).
    await act(async () => (e.error._tag === 'NetworkError' ? req.fail() : req.respond(e.error.rt === 'not_found' ? 404 : 500, { rt: e.error.rt, rtMsg: e.error.rtMsg })));
    return null;
  };
  return { actor, opened, answerLoad, file: () => pending! };
}

/** The text a notice's HTML body reads as (what a sanitiser must keep). */
const textOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').body.textContent!.replace(/\s+/g, ' ').trim();

describe('notice detail screen: a covering set of the paths on the rendered view', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: noticeDetailSelectors }))
    it(path.description, async () => {
      const { actor, opened, answerLoad, file } = await start(NOTICE.itemId);
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: '다시 시도' })),
          'user.openFile': () => void fireEvent.click(screen.getByRole('button', { name: FILE.fileName })),
          'xstate.done.actor.loadNotice': async (e) => expect((await answerLoad(e)).data).toEqual(NOTICE),
          'xstate.error.actor.loadNotice': async (e) => void (await answerLoad(e)),
          'xstate.done.actor.openFile': () => act(async () => file().resolve()),
          'xstate.error.actor.openFile': (e) => act(async () => file().reject(e.error)),
        },
        verify: (step, index) =>
          waitFor(() => {
            const s = JSON.stringify(step.state.value);
            const c = step.state.context as any;
            expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === '"loading"');
            expect(screen.getByRole('link', { name: msg.noticeBackToList })).toHaveAttribute('href', '/notice');
            if (s === '"failed"') expect(screen.getByRole('alert')).toHaveTextContent(c.error);
            if (!s.includes('ready')) {
              expect(screen.queryByRole('heading', { name: NOTICE.title })).toBeNull();
              return;
            }
            // The server's notice: title, date as yyyy.mm.dd, the urgent tag only on an urgent one, its body, its files.
            expect(screen.getByRole('heading', { name: NOTICE.title })).toBeInTheDocument();
            expect(screen.getByText(NOTICE.writeDate.slice(0, 10).replaceAll('-', '.'))).toBeInTheDocument();
            expect(screen.queryByText(msg.noticeUrgent) !== null).toBe(NOTICE.importance === '1');
            const body = document.querySelector('.notice-body')!;
            expect(body.textContent!.replace(/\s+/g, ' ').trim()).toBe(textOf(NOTICE.contents));
            expect(body.querySelectorAll('strong')).toHaveLength((NOTICE.contents.match(/<strong>/g) ?? []).length);
            const files = within(screen.getByRole('region', { name: msg.noticeFiles })).getAllByRole('button');
            expect(files.map((b) => b.textContent)).toEqual(NOTICE.fileList.map((f) => f.fileName));
            for (const b of files) expect(b).toHaveProperty('disabled', s.includes('opening'));
            const opens = path.steps.slice(1, index + 1).filter((st) => st.event.type === 'user.openFile').length;
            expect(opened).toEqual(Array.from({ length: opens }, () => FILE.fileDownUrl));
            if (c.fileError) expect(screen.getByRole('alert')).toHaveTextContent(c.fileError);
            else expect(screen.queryByRole('alert')).toBeNull();
          }),
      });
    });
});

describe('a notice published with hostile HTML', () => {
  it('shows its formatting but runs none of its code', async () => {
    const { itemId } = (await operate(h, 'notice/publish', {
      title: '3월 교육 일정 안내',
      importance: '1',
      bodyHtml: '<p>교육은 <strong>10시</strong>에 시작합니다.</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 1">',
    })) as { itemId: number };
    const { answerLoad } = await start(itemId);
    await answerLoad({ type: 'xstate.done.actor.loadNotice' });
    await screen.findByRole('heading', { name: '3월 교육 일정 안내' });
    expect(screen.getByText('10시').tagName).toBe('STRONG');
    expect(screen.getByText(msg.noticeUrgent)).toBeInTheDocument();
    expect(document.querySelector('.notice-body')!.innerHTML).not.toMatch(/<script|onerror/);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});
