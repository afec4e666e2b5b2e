// Model-based tests of education QR attendance: every generated path on the machine, then on the whole
// rendered app (signed in as planner01 on /eduQrAtndList, Android shell faked) against the real server
// in-process: the scan button, the shell's scanner, eduqr/atnd held until the path says how it ends,
// the result alert, and the history reloading with the new attendance.
// The rendered view replays a covering set of the paths (tests/support/covering-set.ts); all run on the machine.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyActorRef, AnyEventObject } from 'xstate';
import { BridgeFailed, BridgeUnavailable, ScanCancelled } from '../../../bridges/contract';
import { selectEduQrActor } from '../../../machines/app/app.selectors';
import { eduQrMachine } from '../../../machines/edu-qr/edu-qr.machine';
import * as eduQrSelectors from '../../../machines/edu-qr/edu-qr.selectors';
import { eduQrAttendance, eduQrSessions } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { TEST_NOW, createHarness, type Harness } from '../../../server/test-support/harness';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { openAppWorld, serverSession, type AppWorld } from '../../support/app-world';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';

const ATTENDED = { lecNm: '모델 교육', placeNm: '교육장', atndAt: '2026-03-12T10:00:00+09:00', message: msg.eduQrAttended('모델 교육') };
const EVENTS: AnyEventObject[] = [
  { type: 'user.scan' },
  { type: 'user.dismiss' },
  { type: 'xstate.done.actor.scanQr', output: { text: 'EDUQR-MODEL' } },
  { type: 'xstate.done.actor.scanQr', output: { text: 'https://shop.example/item/1' } },
  { type: 'xstate.error.actor.scanQr', error: new ScanCancelled() },
  { type: 'xstate.error.actor.scanQr', error: new BridgeUnavailable({ action: 'openQrScanner', platform: 'AND', reason: 'no-shell' }) },
  { type: 'xstate.error.actor.scanQr', error: new BridgeFailed({ action: 'openQrScanner', message: 'camera busy' }) },
  { type: 'xstate.done.actor.submitScan', output: ATTENDED },
  { type: 'xstate.error.actor.submitScan', error: new ServerError({ rt: 'refused', rtMsg: msg.eduQrAlready }) },
  { type: 'xstate.error.actor.submitScan', error: new NetworkError({ detail: 'offline' }) },
];
/** A second round after an attendance: the history reloads again, the count goes on. */
const contextKey = (c: any) => [c.code, c.message, Math.min(c.attended, 1)];
const paths = generatePaths(eduQrMachine, { events: EVENTS, contextKey });
const inert = eduQrMachine.provide({ actors: inertActors(['scanQr', 'submitScan']) as any });
const taken = new Set<string>();
afterAll(() => writeCoverage(eduQrMachine, taken));

describe('edu-qr machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThan(12));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
});

const is = (e: AnyEventObject | undefined, type: string, tag?: string) => e?.type === type && (tag === undefined || e.error?._tag === tag);

describe('education QR attendance on the rendered app, against the real server', () => {
  let h: Harness;
  let sessions = 0;
  beforeAll(async () => {
    h = await createHarness(TEST_DATABASES[0]!);
  });
  afterAll(() => h.close());

  let world: AppWorld | null = null;
  afterEach(async () => {
    await world?.stop();
    world = null;
  });

  /** A lecture open now (server clock), so each path's attendance is new. */
  async function openLecture(): Promise<{ code: string; lecNm: string }> {
    sessions++;
    const code = `EDUQR-MODEL-${sessions}`;
    const lecNm = `모델 교육 ${sessions}회`;
    await h.db.insert(eduQrSessions).values({ qrCode: code, lecNm, placeNm: '강남지점 대회의실', opensAt: new Date(TEST_NOW.getTime() - 3_600_000), closesAt: new Date(TEST_NOW.getTime() + 3_600_000) });
    return { code, lecNm };
  }

  async function start() {
    const server = serverFetch(h, (path) => path === '/api/v1/eduqr/atnd');
    const w = (world = await openAppWorld({
      path: '/eduQrAtndList',
      fetch: server.fetch,
      session: await serverSession(h, 'planner01'),
      shell: { platform: 'AND', autoAnswer: false },
    }));
    await waitFor(() => expect(screen.getByRole('button', { name: msg.eduQrScan })).toBeInTheDocument(), { timeout: 5000 });
    return { shell: w.shell!, server, app: w.app };
  }

  const historyCount = async () => (await h.db.select().from(eduQrAttendance).where(eq(eduQrAttendance.userid, 'planner01'))).length;

  for (const path of renderedPaths(paths, { machine: inert, selectors: eduQrSelectors }))
    it(path.description, async () => {
      const { shell, server, app } = await start();
      const eduQr = () => selectEduQrActor(app.getSnapshot()) as AnyActorRef;
      const steps = path.steps;
      let at = 0;
      let lecture: { code: string; lecNm: string } | null = null;
      const attended: string[] = [];
      let scans = 0;
      const before = await historyCount();
      const android = window as unknown as { EduPlannerAndroid: { postMessage: (m: string) => void } };
      const realPost = android.EduPlannerAndroid.postMessage;
      const next = () => steps[at + 1]?.event;

      await replayOnImplementation(path, {
        actor: eduQr,
        settle: (check) => waitFor(check, { timeout: 3000 }),
        // Failures to open the scanner happen at once, on the tap: the state in between is not observable.
        isAuto: (e) => is(e, 'xstate.error.actor.scanQr', 'BridgeUnavailable') || is(e, 'xstate.error.actor.scanQr', 'BridgeFailed'),
        drivers: {
          'user.scan': async () => {
            at = steps.findIndex((s, i) => i > at && s.event.type === 'user.scan');
            const outcome = next();
            // No shell interface (a web view without the bridge), or one whose postMessage throws.
            if (is(outcome, 'xstate.error.actor.scanQr', 'BridgeUnavailable')) delete (window as any).EduPlannerAndroid;
            if (is(outcome, 'xstate.error.actor.scanQr', 'BridgeFailed'))
              android.EduPlannerAndroid.postMessage = () => {
                throw new Error('camera busy');
              };
            act(() => void fireEvent.click(screen.getByRole('button', { name: msg.eduQrScan })));
            // A second tap (here through the side menu's event) while busy starts nothing more.
            act(() => void app.send({ type: 'user.qrAuth' }));
            (window as any).EduPlannerAndroid = { postMessage: realPost };
            if (!outcome?.type.startsWith('xstate.error.actor.scanQr') || is(outcome, 'xstate.error.actor.scanQr', 'ScanCancelled')) scans++;
            // The step after the failure is the auto one; move past it.
            if (is(outcome, 'xstate.error.actor.scanQr', 'BridgeUnavailable') || is(outcome, 'xstate.error.actor.scanQr', 'BridgeFailed')) at++;
          },
          'user.dismiss': () => act(() => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }))),
          'xstate.done.actor.scanQr': async (e) => {
            at = steps.findIndex((s, i) => i > at && s.event === e);
            const outcome = next();
            let text = e.output.text as string;
            if (text.startsWith('EDUQR')) {
              // The server decides: a fresh lecture is attended; one attended before is refused.
              if (is(outcome, 'xstate.error.actor.submitScan', 'ServerError')) text = 'EDUQR-PAST-01';
              else text = (lecture = await openLecture()).code;
              text = ` ${text}\n`;
            }
            act(() => shell.emit({ type: 'event', name: 'qrScanned', data: { text } }));
          },
          'xstate.error.actor.scanQr': () => act(() => shell.emit({ type: 'event', name: 'qrCancelled' })),
          'xstate.done.actor.submitScan': async () => {
            const req = await server.gate.take((r) => r.path === '/api/v1/eduqr/atnd', 'eduqr/atnd');
            expect(req.form.get('qrScan')).toBe(lecture!.code);
            const answer = await act(() => server.forward(req));
            expect(answer.body).toMatchObject({ rt: 'success', data: { lecNm: lecture!.lecNm, message: msg.eduQrAttended(lecture!.lecNm) } });
            attended.push(lecture!.lecNm);
          },
          'xstate.error.actor.submitScan': async (e) => {
            const req = await server.gate.take((r) => r.path === '/api/v1/eduqr/atnd', 'eduqr/atnd');
            if (e.error._tag === 'NetworkError') await act(async () => req.fail());
            else expect((await act(() => server.forward(req))).body).toEqual({ rt: 'refused', rtMsg: msg.eduQrAlready });
          },
        },
        verify: (step) =>
          waitFor(
            () => {
              const state = step.state.value as string;
              const c = step.state.context as { message: string | null };
              const dialog = screen.queryByRole('alertdialog');
              const message = state === 'done' ? msg.eduQrAttended(attended.at(-1)!) : c.message;
              if (message === null) expect(dialog).toBeNull();
              else expect(dialog).toHaveTextContent(message);
              expect(screen.getByRole('button', { name: msg.eduQrScan })).toHaveProperty('disabled', state !== 'idle');
              expect(screen.queryByText('처리 중입니다') !== null, 'spinner').toBe(state === 'sending');
              expect(shell.calls.filter((k) => k.action === 'openQrScanner')).toHaveLength(scans);
              // The history shows every attendance recorded so far, the newest first.
              const rows = screen.getByRole('list', { name: '교육 출석 목록' });
              expect(screen.getByText(msg.eduQrHistoryTotal(before + attended.length))).toBeInTheDocument();
              if (attended.length > 0) expect(within(rows).getAllByRole('listitem')[0]).toHaveTextContent(attended.at(-1)!);
            },
            { timeout: 3000 },
          ),
      });
      expect(await historyCount()).toBe(before + attended.length);
    });
});
