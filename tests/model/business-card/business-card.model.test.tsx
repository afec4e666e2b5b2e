// Model-based tests of the business card screen: every generated path (own card and another user's) on the
// machine, then a covering set (tests/support/covering-set.ts) on the rendered screen against the real server
// in-process, with the card-making site configured by the operator: card/profile, site/list, sendProfile and
// getSsoToken are held so a path can fail them (offline, a refusal) or forward them, and a fake Android shell
// records the links it opens; then the edit button as the configured site and the caller's position decide it.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { installFakeShell, type FakeShellControl } from '../../../bridges/fake/fake-shell';
import { businessCardMachine, type BusinessCardInput } from '../../../machines/business-card/business-card.machine';
import * as businessCardSelectors from '../../../machines/business-card/business-card.selectors';
import { smsOutbox } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness } from '../../../server/test-support/harness';
import { operate } from '../../../server/test-support/operations';
import { businessCardActors } from '../../../src/app/business-card/business-card-actors';
import { makeFlows } from '../../../src/app/flows';
import type { BusinessCard } from '../../../src/domain/business-card/contract';
import type { Session } from '../../../src/domain/login/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { BusinessCardScreen } from '../../../src/screens/business-card/business-card-screen';
import { answerHeld } from '../../support/answer-held';
import { testAppRuntime } from '../../support/app-runtime';
import type { HeldRequest } from '../../support/http-gate';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, transitionKey, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
import { dataOf } from '../schedule/schedule-world';

const h = await createHarness(TEST_DATABASES[0]!);
afterAll(() => h.close());
const CARD_SITE = 'https://cards.example.kr/make';
// The operator configured the card-making site (and another one, which the edit button ignores).
await operate(h, 'site/set', { code: 'CARD', url: CARD_SITE });
await operate(h, 'site/set', { code: 'ORDER', url: 'https://order.example.kr/' });
const sessionOf = async (userid: string): Promise<Session> => (await h.loginAnswer(userid, { autoLoginYn: 'Y' })).body.data;
const PLANNER = await sessionOf('planner01');
const SESSION = { userId: PLANNER.userId, akdcde: PLANNER.akdcde };
/** planner01's card as the server answers it. */
const CARD: BusinessCard = await dataOf(h, SESSION.userId, 'card/profile', { targetId: SESSION.akdcde });
const OWN: BusinessCardInput = { userId: SESSION.userId, session: SESSION };
const OTHER: BusinessCardInput = { userId: 'planner02', session: SESSION };
const SEND_REFUSED = '발송할 수 없는 번호입니다.';
const SSO_REFUSED = '명함 제작 사이트에 연결할 수 없습니다.';
const EDITOR = { code: 'CARD', name: '명함 제작', url: CARD_SITE, sso: true } as const;

const EVENTS: AnyEventObject[] = [
  { type: 'user.changePhone', value: '' },
  { type: 'user.changePhone', value: '010-1234-5678' },
  { type: 'user.changePhone', value: '0101234' },
  { type: 'user.send' },
  { type: 'user.edit' },
  { type: 'user.dismissMessage' },
  { type: 'user.retry' },
  { type: 'user.goBack' },
  { type: 'xstate.done.actor.loadCard', output: { card: CARD, editor: EDITOR } },
  { type: 'xstate.error.actor.loadCard', error: new ServerError({ rt: 'not_found', rtMsg: msg.notFound }) },
  { type: 'xstate.error.actor.loadCard', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.done.actor.sendCard' },
  { type: 'xstate.error.actor.sendCard', error: new ServerError({ rt: 'bad_request', rtMsg: SEND_REFUSED }) },
  { type: 'xstate.error.actor.sendCard', error: new NetworkError({ detail: 'offline' }) },
  { type: 'xstate.done.actor.openCardEditor' },
  { type: 'xstate.error.actor.openCardEditor', error: new ServerError({ rt: 'server_error', rtMsg: SSO_REFUSED }) },
  { type: 'xstate.error.actor.openCardEditor', error: new NetworkError({ detail: 'offline' }) },
];
const contextKey = (c: any) => [c.phone, c.message, c.loadError];
const inert = businessCardMachine.provide({ actors: inertActors(['loadCard', 'sendCard', 'openCardEditor']) as any });
const MODELS: { name: string; input: BusinessCardInput; paths: ModelPath[] }[] = [
  { name: 'own card', input: OWN, paths: generatePaths(businessCardMachine, { events: EVENTS, input: OWN, contextKey }) },
  { name: 'another user’s card', input: OTHER, paths: generatePaths(businessCardMachine, { events: EVENTS, input: OTHER, contextKey }) },
];
const taken = new Set<string>();
afterAll(() => writeCoverage(businessCardMachine, taken));

/**
 * The owner check runs while the actor is being created, before recordingActor knows the actor it
 * records (its `self`), so those eventless transitions are recorded here: this actor has no children.
 */
function recordOwnerCheck(input: BusinessCardInput): string {
  const actor = createActor(inert, {
    input,
    inspect: (ev) => {
      if (ev.type === '@xstate.microstep') for (const t of (ev as any)._transitions) taken.add(transitionKey(t));
    },
  });
  return JSON.stringify(actor.getSnapshot().value);
}

describe('business-card machine: generated paths', () => {
  it('generates paths', () => expect(MODELS[0]!.paths.length).toBeGreaterThan(20));
  it('checks the owner before anything else', () => {
    expect(recordOwnerCheck(OWN)).toBe('"loading"');
    expect(recordOwnerCheck(OTHER)).toBe('"forbidden"');
  });
  for (const { name, input, paths } of MODELS)
    describe(name, () => {
      for (const path of paths) it(path.description, () => replayOnMachine(inert, input, path, taken, contextKey));
    });
});

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
});

const HELD = ['card/profile', 'site/list', 'sendProfile', 'getSsoToken'].map((name) => `/api/v1/${name}`);

/** The card screen of `input`, signed in as `session`'s user, inside the fake Android shell. */
function start(input: BusinessCardInput, session: Session = PLANNER) {
  localStorage.clear();
  localStorage.setItem('ep.session', JSON.stringify(session));
  const shell: FakeShellControl = installFakeShell({ platform: 'AND', answerDelayMs: 0 });
  const server = serverFetch(h, (p) => HELD.includes(p));
  const runtime = testAppRuntime(server.fetch, 'device-0000-card');
  const backs: string[] = [];
  const machine = businessCardMachine.provide({
    actors: businessCardActors(makeFlows(runtime).fromEffect),
    actions: { goBack: () => void backs.push('back') },
  });
  const actor: AnyActorRef = createActor(machine, { input }).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
    shell.uninstall();
  };
  render(<BusinessCardScreen actor={actor as any} />);
  const take = (name: string) => server.gate.take((r) => r.path === `/api/v1/${name}`, name);
  /** A held call answered as the path's event says: forwarded (the server's answer body back), or failed. */
  const answer = async (req: HeldRequest, e: AnyEventObject) => {
    if (e.type.startsWith('xstate.done')) return answerHeld(server.forward, req, e);
    await act(async () => (e.error._tag === 'NetworkError' ? req.fail() : req.respond(e.error.rt === 'bad_request' ? 400 : 500, { rt: e.error.rt, rtMsg: e.error.rtMsg })));
    return null;
  };
  return { gate: server.gate, take, answer, actor, shell, backs };
}

const api = (name: string) => (r: HeldRequest) => r.path === `/api/v1/${name}`;
/** The newest card message the server queued for planner01. */
const lastCardSms = async () =>
  (await h.db.select().from(smsOutbox).where(eq(smsOutbox.senderUserid, SESSION.userId)).orderBy(desc(smsOutbox.id)).limit(1))[0];

describe('business card screen: a covering set of the paths on the rendered view', () => {
  for (const { name, input, paths } of MODELS)
    describe(name, () => {
      for (const path of renderedPaths(paths, { machine: inert, input, selectors: businessCardSelectors }))
        it(path.description, async () => {
          const { gate, take, answer, actor, shell, backs } = start(input);
          let loads = 0;
          const sent: string[] = [];
          const opened: string[] = [];
          const sendButton = () => screen.getByRole('button', { name: '명함 보내기' });
          const editButton = () => screen.getByRole('button', { name: '명함 수정' });
          const phone = () => screen.getByLabelText('휴대폰번호') as HTMLInputElement;
          await replayOnImplementation(path, {
            actor: () => actor,
            settle: (check) => waitFor(check),
            drivers: {
              'user.changePhone': (e) => void fireEvent.change(phone(), { target: { value: e.value } }),
              // A double tap: the second finds the button disabled and sends nothing more.
              'user.send': () => {
                fireEvent.click(sendButton());
                fireEvent.click(sendButton());
              },
              'user.edit': () => void fireEvent.click(editButton()),
              'user.dismissMessage': () => void fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
              'user.retry': () => void fireEvent.click(screen.getByRole('button', { name: '다시 시도' })),
              'user.goBack': () => void fireEvent.click(screen.getByRole('button', { name: '뒤로 가기' })),
              'xstate.done.actor.loadCard': async (e) => {
                const req = await take('card/profile');
                expect(req.form.get('targetId')).toBe(SESSION.akdcde);
                loads++;
                expect((await answer(req, e)).data).toEqual(CARD);
                await answer(await take('site/list'), e);
              },
              'xstate.error.actor.loadCard': async (e) => {
                loads++;
                await answer(await take('card/profile'), e);
              },
              'xstate.done.actor.sendCard': async (e) => {
                const req = await take('sendProfile');
                sent.push(req.form.get('telNo') ?? '');
                await answer(req, e);
                // The server queued a text to that number with the card's link.
                const sms = await lastCardSms();
                expect(sms?.toTel).toBe(req.form.get('telNo'));
                expect(sms?.body).toContain(CARD.cardUrl);
              },
              'xstate.error.actor.sendCard': async (e) => {
                const req = await take('sendProfile');
                sent.push(req.form.get('telNo') ?? '');
                await answer(req, e);
              },
              // A planner takes the site's single sign-on: it opens with the token the server issued.
              'xstate.done.actor.openCardEditor': async (e) => {
                const sso = (await answer(await take('getSsoToken'), e)).data as { token: string; userIdEnc: string };
                expect(sso.token).not.toBe('');
                opened.push(`${CARD_SITE}?userId=${sso.userIdEnc}&token=${sso.token}`);
              },
              'xstate.error.actor.openCardEditor': async (e) => void (await answer(await take('getSsoToken'), e)),
            },
            verify: (step, index) =>
              waitFor(() => {
                const c = step.state.context as any;
                const s = JSON.stringify(step.state.value);
                const ready = s.startsWith('{"ready"');
                const idle = s === '{"ready":"idle"}';
                // Another user's card: nothing was asked of the server, ever.
                if (s === '"forbidden"') {
                  expect(screen.getByRole('alert')).toHaveTextContent(msg.forbidden);
                  expect(gate.all).toHaveLength(0);
                } else expect(gate.all.filter(api('card/profile'))).toHaveLength(loads + (s === '"loading"' ? 1 : 0));
                expect(backs).toHaveLength(path.steps.slice(1, index + 1).filter((st) => st.event.type === 'user.goBack').length);
                expect(screen.queryByRole('status', { name: '불러오는 중' }) !== null).toBe(s === '"loading"');
                if (s === '"failed"') expect(screen.getByRole('alert')).toHaveTextContent(c.loadError);
                if (!ready && s !== '"failed"' && s !== '"forbidden"') expect(screen.queryByRole('alert')).toBeNull();

                const frame = screen.queryByTitle('명함 미리보기');
                if (!ready) {
                  expect(frame).toBeNull();
                  expect(screen.queryByLabelText('휴대폰번호')).toBeNull();
                  return;
                }
                expect(frame).toHaveAttribute('src', `${CARD.cardUrl}?view=preview`);
                expect(screen.getByRole('region', { name: '명함' })).toHaveTextContent(`${CARD.akdnam} ${CARD.pstnNm}`);
                expect(phone()).toHaveValue(c.phone);
                expect(phone()).toHaveAttribute('inputmode', 'numeric');
                expect(phone().readOnly).toBe(!idle);
                expect(sendButton()).toHaveProperty('disabled', !idle);
                expect(editButton()).toHaveProperty('disabled', !idle);
                const dialog = screen.queryByRole('alertdialog');
                if (c.message !== null) expect(dialog).toHaveTextContent(c.message);
                else expect(dialog).toBeNull();
                // One request per send that passed the check, with the number the input showed.
                const requested = gate.all.filter(api('sendProfile')).map((r) => r.form.get('telNo'));
                expect(requested).toEqual(s === '{"ready":"sending"}' ? [...sent, '01012345678'] : sent);
                expect(shell.calls.filter((k) => k.action === 'openExternalLink').map((k) => k.payload.url)).toEqual(opened);
              }),
          });
        });
    });
});

describe('the edit button follows the configured card-making site', () => {
  async function loaded(session: Session = PLANNER) {
    const started = start({ userId: session.userId, session: { userId: session.userId, akdcde: session.akdcde } }, session);
    const done = { type: 'xstate.done.actor.loadCard' };
    await started.answer(await started.take('card/profile'), done);
    await started.answer(await started.take('site/list'), done);
    await waitFor(() => expect(screen.getByTitle('명함 미리보기')).toBeInTheDocument());
    return started;
  }

  it('is absent when no card-making site is configured (other sites do not count)', async () => {
    await operate(h, 'site/clear', { code: 'CARD' });
    try {
      await loaded();
    } finally {
      await operate(h, 'site/set', { code: 'CARD', url: CARD_SITE });
    }
    expect(screen.getByRole('button', { name: '명함 보내기' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '명함 수정' })).toBeNull();
  });

  it('opens the plain site without asking for a token for a partner (the server says no single sign-on)', async () => {
    const { gate, shell } = await loaded(await sessionOf('partner01'));
    fireEvent.click(screen.getByRole('button', { name: '명함 수정' }));
    await waitFor(() => expect(shell.calls.filter((k) => k.action === 'openExternalLink').map((k) => k.payload.url)).toEqual([CARD_SITE]));
    expect(gate.all.filter(api('getSsoToken'))).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: '명함 수정' })).toBeEnabled());
  });
});
