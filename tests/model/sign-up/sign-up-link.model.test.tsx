// Model-based tests of the customer easy sign-up link: every generated path on the machine, then on the
// rendered /eduKakaoSync screen (copy, SMS composer through the fake Android shell) and, for the load
// paths, on the QR page (the drawn code is the server's link at level H, 210 px), with qr/signUpLink
// answered by the real server in-process.
// Each screen replays a covering set of its paths (tests/support/covering-set.ts); all run on the machine.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { BridgeFailed, BridgeUnavailable } from '../../../bridges/contract';
import { installFakeShell, type FakeShellControl } from '../../../bridges/fake/fake-shell';
import { signUpLinkMachine } from '../../../machines/sign-up/sign-up-link.machine';
import * as signUpLinkSelectors from '../../../machines/sign-up/sign-up-link.selectors';
import { users } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { TEST_CONFIG, createHarness, type Harness } from '../../../server/test-support/harness';
import { signUpLinkActors } from '../../../src/app/sign-up/sign-up-link-actors';
import { makeFlows } from '../../../src/app/flows';
import { NetworkError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { ClipboardFailed } from '../../../src/services/clipboard.service';
import { qrDrawing } from '../../../src/screens/sign-up/qr-drawing';
import { QrScreen } from '../../../src/screens/sign-up/qr-screen';
import { SignUpShareScreen } from '../../../src/screens/sign-up/sign-up-link-screen';
import { testAppRuntime } from '../../support/app-runtime';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';

const NAME = '김민수';
const EVENTS: AnyEventObject[] = [
  { type: 'user.retry' },
  { type: 'user.copy' },
  { type: 'user.sendSms' },
  { type: 'user.dismissMessage' },
  { type: 'xstate.done.actor.loadLink', output: { url: 'http://localhost:8080/join/x' } },
  { type: 'xstate.error.actor.loadLink', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.done.actor.copyLink' },
  { type: 'xstate.error.actor.copyLink', error: new ClipboardFailed({ detail: 'denied' }) },
  { type: 'xstate.done.actor.sendBySms' },
  { type: 'xstate.error.actor.sendBySms', error: new BridgeUnavailable({ action: 'sendSms', platform: 'PC', reason: 'not-on-platform' }) },
  { type: 'xstate.error.actor.sendBySms', error: new BridgeFailed({ action: 'sendSms', message: 'no composer' }) },
];
const contextKey = (c: any) => [c.error, c.message];
const paths = generatePaths(signUpLinkMachine, { events: EVENTS, contextKey });
const inert = signUpLinkMachine.provide({ actors: inertActors(['loadLink', 'copyLink', 'sendBySms']) as any });
const taken = new Set<string>();
afterAll(() => writeCoverage(signUpLinkMachine, taken));

describe('sign-up-link machine: generated paths', () => {
  it('generates paths', () => expect(paths.length).toBeGreaterThanOrEqual(8));
  for (const path of paths) it(path.description, () => replayOnMachine(inert, undefined, path, taken, contextKey));
});

const is = (e: AnyEventObject | undefined, type: string, tag?: string) => e?.type === type && (tag === undefined || e.error?._tag === tag);
/** Sending to the shell is synchronous: the state between the tap and its outcome is not observable. */
const isAuto = (e: AnyEventObject) => e.type.startsWith('xstate.done.actor.sendBySms') || e.type.startsWith('xstate.error.actor.sendBySms');
const LOAD_ONLY = /^(xstate\.(done|error)\.actor\.loadLink|user\.retry)$/;

describe('the sign-up link screens against the real server', () => {
  let h: Harness;
  let expectedUrl = '';
  beforeAll(async () => {
    h = await createHarness(TEST_DATABASES[0]!);
    const [me] = await h.db.select().from(users).where(eq(users.userid, 'planner01'));
    expectedUrl = `${TEST_CONFIG.publicOrigin}/join/${h.svc.signUp.token(me!.akdcde)}`;
  });
  afterAll(() => h.close());

  let stop: (() => Promise<void>) | null = null;
  afterEach(async () => {
    cleanup();
    await stop?.();
    stop = null;
    delete (navigator as any).clipboard;
  });

  async function start(screenKind: 'share' | 'qr') {
    localStorage.clear();
    const login = await h.loginAnswer('planner01', { autoLoginYn: 'Y' });
    localStorage.setItem('ep.session', JSON.stringify(login.body.data));
    const shell: FakeShellControl = installFakeShell({ platform: 'AND', answerDelayMs: 0 });
    const server = serverFetch(h, (path) => path === '/api/v1/qr/signUpLink');
    const runtime = testAppRuntime(server.fetch, 'device-0000-signup');
    // jsdom has no clipboard: this one records what was written and lets the path decide the outcome.
    const writes: string[] = [];
    let pendingWrite: { resolve: () => void; reject: (e: unknown) => void } | null = null;
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => new Promise<void>((resolve, reject) => (writes.push(text), (pendingWrite = { resolve, reject }))) },
    });
    const machine = signUpLinkMachine.provide({ actors: signUpLinkActors(makeFlows(runtime).fromEffect, window, NAME) });
    const actor: AnyActorRef = createActor(machine).start();
    stop = async () => {
      actor.stop();
      await runtime.dispose();
      shell.uninstall();
    };
    render(
      screenKind === 'share' ? (
        <SignUpShareScreen actor={actor as any} plannerName={NAME} qrHref="/qr" />
      ) : (
        <QrScreen actor={actor as any} plannerName={NAME} links={{ promotion: '/eduplanmap/promotion', register: '/myCstmr/myCstmrReg', settings: '/set/notificationSet', share: '/eduKakaoSync' }} />
      ),
    );
    return { shell, server, actor, writes, settleWrite: () => pendingWrite! };
  }

  const loadDrivers = (server: ReturnType<typeof serverFetch>) => ({
    'user.retry': () => act(() => void fireEvent.click(screen.getByRole('button', { name: '다시 시도' }))),
    'xstate.done.actor.loadLink': async () => {
      const req = await server.gate.take((r) => r.path === '/api/v1/qr/signUpLink', 'qr/signUpLink');
      expect((await act(() => server.forward(req))).body).toEqual({ rt: 'success', data: { url: expectedUrl } });
    },
    'xstate.error.actor.loadLink': async () => {
      const req = await server.gate.take((r) => r.path === '/api/v1/qr/signUpLink', 'qr/signUpLink');
      act(() => req.fail());
    },
  });

  const verifyLoad = (s: string, c: any) => {
    expect(screen.getByRole('heading', { name: msg.qrPlanner(NAME) })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === '"loading"');
    if (s === '"failed"') expect(screen.getByRole('alert')).toHaveTextContent(c.error);
    else expect(screen.queryByRole('button', { name: '다시 시도' })).toBeNull();
  };

  describe('/eduKakaoSync: a covering set of the paths', () => {
    for (const path of renderedPaths(paths, { machine: inert, selectors: signUpLinkSelectors }))
      it(path.description, async () => {
        const { shell, server, actor, writes, settleWrite } = await start('share');
        const steps = path.steps;
        const android = window as unknown as { EduPlannerAndroid: { postMessage: (m: string) => void } };
        const realPost = android.EduPlannerAndroid.postMessage;
        let at = 0;
        let copies = 0;
        let sms = 0;
        await replayOnImplementation(path, {
          actor: () => actor,
          settle: (check) => waitFor(check),
          isAuto,
          drivers: {
            ...loadDrivers(server),
            'user.copy': () => {
              copies++;
              act(() => void fireEvent.click(screen.getByRole('button', { name: msg.signUpCopy })));
            },
            'user.sendSms': () => {
              at = steps.findIndex((st, i) => i > at && st.event.type === 'user.sendSms');
              const outcome = steps[at + 1]?.event;
              // No shell interface (a browser), or a shell whose postMessage throws.
              if (is(outcome, 'xstate.error.actor.sendBySms', 'BridgeUnavailable')) delete (window as any).EduPlannerAndroid;
              else if (is(outcome, 'xstate.error.actor.sendBySms', 'BridgeFailed'))
                android.EduPlannerAndroid.postMessage = () => {
                  throw new Error('no composer');
                };
              else sms++;
              act(() => void fireEvent.click(screen.getByRole('button', { name: msg.signUpSendSms })));
              (window as any).EduPlannerAndroid = { postMessage: realPost };
            },
            'user.dismissMessage': () => act(() => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' }))),
            'xstate.done.actor.copyLink': () => act(async () => settleWrite().resolve()),
            'xstate.error.actor.copyLink': () => act(async () => settleWrite().reject(new Error('denied'))),
          },
          verify: (step) =>
            waitFor(() => {
              const s = JSON.stringify(step.state.value);
              const c = step.state.context as any;
              verifyLoad(s, c);
              expect(writes).toEqual(Array(copies).fill(expectedUrl));
              const sent = shell.calls.filter((k) => k.action === 'sendSms').map((k) => k.payload);
              expect(sent).toEqual(Array(sms).fill({ phones: [], message: msg.signUpSmsText(NAME, expectedUrl) }));
              const dialog = screen.queryByRole('alertdialog');
              if (c.message !== null) expect(dialog).toHaveTextContent(c.message);
              else expect(dialog).toBeNull();
              if (!s.includes('ready')) return expect(screen.queryByLabelText(msg.signUpLinkLabel)).toBeNull();
              expect(screen.getByLabelText(msg.signUpLinkLabel)).toHaveValue(expectedUrl);
              const busy = s.includes('copying') || s.includes('sending');
              expect(screen.getByRole('button', { name: msg.signUpCopy })).toHaveProperty('disabled', busy);
              expect(screen.getByRole('button', { name: msg.signUpSendSms })).toHaveProperty('disabled', busy);
              expect(screen.getByRole('link', { name: msg.signUpShowQr })).toHaveAttribute('href', '/qr');
            }),
        });
      });
  });

  describe('QR page: a covering set of the load paths', () => {
    const loadPaths = paths.filter((p: ModelPath) => p.steps.slice(1).every((st) => LOAD_ONLY.test(st.event.type)));
    it('has load paths', () => expect(loadPaths.length).toBeGreaterThanOrEqual(3));
    for (const path of renderedPaths(loadPaths, { machine: inert, selectors: signUpLinkSelectors }))
      it(path.description, async () => {
        const { server, actor } = await start('qr');
        await replayOnImplementation(path, {
          actor: () => actor,
          settle: (check) => waitFor(check),
          drivers: loadDrivers(server),
          verify: (step) =>
            waitFor(() => {
              const s = JSON.stringify(step.state.value);
              verifyLoad(s, step.state.context);
              expect(screen.getByText(msg.qrGuide)).toBeInTheDocument();
              const image = screen.queryByRole('img', { name: msg.qrImageLabel });
              if (!s.includes('ready')) return expect(image).toBeNull();
              // The code drawn is the server's link at error level H, 210 px square.
              expect(image).toHaveAttribute('width', '210');
              expect(image).toHaveAttribute('height', '210');
              expect(image!.querySelector('path')).toHaveAttribute('d', qrDrawing(expectedUrl).path);
              expect(screen.getByText(expectedUrl)).toBeInTheDocument();
              for (const [name, href] of [
                [msg.qrPromotion, '/eduplanmap/promotion'],
                [msg.qrRegisterCustomer, '/myCstmr/myCstmrReg'],
                [msg.qrSettings, '/set/notificationSet'],
                [msg.qrShareLink, '/eduKakaoSync'],
              ])
                expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
            }),
        });
      });

    it('leaves out the buttons of screens that are not built', async () => {
      localStorage.clear();
      const login = await h.loginAnswer('planner01', { autoLoginYn: 'Y' });
      localStorage.setItem('ep.session', JSON.stringify(login.body.data));
      const server = serverFetch(h);
      const runtime = testAppRuntime(server.fetch, 'device-0000-signup');
      const actor: AnyActorRef = createActor(signUpLinkMachine.provide({ actors: signUpLinkActors(makeFlows(runtime).fromEffect, window, NAME) })).start();
      stop = async () => {
        actor.stop();
        await runtime.dispose();
      };
      render(<QrScreen actor={actor as any} plannerName={NAME} links={{ promotion: null, register: null, settings: null, share: null }} />);
      await waitFor(() => expect(screen.getByRole('img', { name: msg.qrImageLabel })).toBeInTheDocument());
      expect(screen.queryAllByRole('link')).toHaveLength(0);
    });
  });
});
