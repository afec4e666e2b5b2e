// Model-based tests of the notice detail: every generated path on the machine, then on the rendered
// screen with notice/detail answered through the request gate by the real API client; the attachment
// opener is answered by the test (the shell call itself is covered by e2e/notice/notice.spec.ts).
// The rendered view replays a covering set of the paths (tests/support/covering-set.ts); all run on the machine.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef, type AnyEventObject } from 'xstate';
import { noticeDetailMachine } from '../../../machines/notice/notice-detail.machine';
import * as noticeDetailSelectors from '../../../machines/notice/notice-detail.selectors';
import { loadNotice } from '../../../src/app/notice/notice-actors';
import { makeFlows } from '../../../src/app/flows';
import type { NoticeDetail } from '../../../src/domain/notice/contract';
import { BridgeUnavailable } from '../../../bridges/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { NoticeDetailScreen } from '../../../src/screens/notice/notice-detail-screen';
import { testAppRuntime } from '../../support/app-runtime';
import { httpGate, success } from '../../support/http-gate';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';

const NOTICE: NoticeDetail = {
  itemId: 42, title: '3월 교육 일정 안내', importance: '1', writeDate: '2026-03-05', crossDocLocation: '',
  contents: '<p>교육은 <strong>10시</strong>에 시작합니다.</p><script>window.__pwned = 1</script>',
  fileList: [{ fileName: '일정표.pdf', fileDownUrl: '/files/notice/tok-1' }],
};
const EVENTS: AnyEventObject[] = [
  { type: 'user.retry' },
  { type: 'user.openFile', url: '/files/notice/tok-1' },
  { type: 'xstate.done.actor.loadNotice', output: NOTICE },
  { type: 'xstate.error.actor.loadNotice', error: new ServerError({ rt: 'not_found', rtMsg: msg.notFound }) },
  { type: 'xstate.error.actor.loadNotice', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.done.actor.openFile' },
  { type: 'xstate.error.actor.openFile', error: new BridgeUnavailable({ action: 'openExternalLink', platform: 'PC', reason: 'no-shell' }) },
];
const INPUT = { itemId: 42 };
const contextKey = (c: any) => [c.error, c.fileError];
const paths = generatePaths(noticeDetailMachine, { events: EVENTS, input: INPUT, contextKey });
const taken = new Set<string>();
afterAll(() => writeCoverage(noticeDetailMachine, taken));

const inert = noticeDetailMachine.provide({ actors: inertActors(['loadNotice', 'openFile']) as any });

describe('notice-detail machine: generated paths', () => {
  for (const path of paths) it(path.description, () => replayOnMachine(inert, INPUT, path, taken, contextKey));
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

describe('notice detail screen: a covering set of the paths on the rendered view', () => {
  for (const path of renderedPaths(paths, { machine: inert, input: INPUT, selectors: noticeDetailSelectors }))
    it(path.description, async () => {
      localStorage.clear();
      const gate = httpGate();
      const runtime = testAppRuntime(gate.fetch, 'device-0000-notice');
      const opened: string[] = [];
      let pending: { resolve: () => void; reject: (e: unknown) => void } | null = null;
      const openFile = fromPromise<void, { url: string }>(({ input }) => {
        opened.push(input.url);
        return new Promise((resolve, reject) => (pending = { resolve, reject }));
      });
      const machine = noticeDetailMachine.provide({ actors: { loadNotice: makeFlows(runtime).fromEffect(loadNotice), openFile } });
      const actor: AnyActorRef = createActor(machine, { input: INPUT }).start();
      stop = async () => {
        actor.stop();
        await runtime.dispose();
      };
      render(<NoticeDetailScreen actor={actor as any} listHref="/notice" />);
      const answerLoad = async (e: AnyEventObject) => {
        const req = await gate.take((r) => r.path === '/api/v1/notice/detail', 'notice/detail');
        expect(req.form.get('itemId')).toBe('42');
        act(() => {
          if (e.type.startsWith('xstate.done')) req.respond(200, success(NOTICE));
          else if (e.error._tag === 'ServerError') req.respond(404, { rt: e.error.rt, rtMsg: e.error.rtMsg });
          else req.fail();
        });
      };
      await replayOnImplementation(path, {
        actor: () => actor,
        settle: (check) => waitFor(check),
        drivers: {
          'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: '다시 시도' })),
          'user.openFile': () => void fireEvent.click(screen.getByRole('button', { name: '일정표.pdf' })),
          'xstate.done.actor.loadNotice': answerLoad,
          'xstate.error.actor.loadNotice': answerLoad,
          'xstate.done.actor.openFile': () => act(async () => pending!.resolve()),
          'xstate.error.actor.openFile': (e) => act(async () => pending!.reject(e.error)),
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
            expect(screen.getByRole('heading', { name: NOTICE.title })).toBeInTheDocument();
            expect(screen.getByText('2026.03.05')).toBeInTheDocument();
            expect(screen.getByText(msg.noticeUrgent)).toBeInTheDocument();
            expect(screen.getByText('10시').tagName).toBe('STRONG');
            expect(document.querySelector('script')).toBeNull();
            expect(screen.getByRole('button', { name: '일정표.pdf' })).toHaveProperty('disabled', s.includes('opening'));
            expect(opened).toHaveLength(path.steps.slice(1, index + 1).filter((st) => st.event.type === 'user.openFile').length);
            if (c.fileError) expect(screen.getByRole('alert')).toHaveTextContent(c.fileError);
            else expect(screen.queryByRole('alert')).toBeNull();
          }),
      });
    });
});
