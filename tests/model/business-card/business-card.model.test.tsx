// Model-based tests of the business card screen: every generated path (own card and another user's)
// on the machine, then on the rendered screen with the real API client answering through a request
// gate (card/profile, site/list, sendProfile, getSsoToken) and a fake Android shell recording the links
// it opens; then the edit button as the configured card-making site decides it.
// The rendered screen replays a covering set of each model's paths (tests/support/covering-set.ts); all run on the machine.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import { installFakeShell, type FakeShellControl } from '../../../bridges/fake/fake-shell';
import { businessCardMachine, type BusinessCardInput } from '../../../machines/business-card/business-card.machine';
import * as businessCardSelectors from '../../../machines/business-card/business-card.selectors';
import { businessCardActors } from '../../../src/app/business-card/business-card-actors';
import { makeFlows } from '../../../src/app/flows';
import type { BusinessCard } from '../../../src/domain/business-card/contract';
import { NetworkError, ServerError } from '../../../src/domain/shared/errors';
import { msg } from '../../../src/domain/messages';
import { BusinessCardScreen } from '../../../src/screens/business-card/business-card-screen';
import { testAppRuntime } from '../../support/app-runtime';
import { httpGate, success, type HeldRequest } from '../../support/http-gate';
import { renderedPaths } from '../../support/covering-set';
import { generatePaths, transitionKey, writeCoverage, type ModelPath } from '../../support/model-paths';
import { inertActors, replayOnImplementation, replayOnMachine } from '../../support/replay';

const CARD: BusinessCard = {
  userid: 'planner01', akdcde: 'E1001', akdnam: '김민수', pstnNm: 'EduPlanner', cntrName: '강남센터', brncName: '역삼지국',
  hpno: '01098765432', photoUrl: '', cardUrl: '/card/tok-planner01',
};
const SESSION = { userId: 'planner01', akdcde: 'E1001' };
const OWN: BusinessCardInput = { userId: 'planner01', session: SESSION };
const OTHER: BusinessCardInput = { userId: 'planner02', session: SESSION };
const SEND_REFUSED = '발송할 수 없는 번호입니다.';
const SSO_REFUSED = '명함 제작 사이트에 연결할 수 없습니다.';
const CARD_SITE = 'https://cards.example.kr/make';
/** site/list with the card-making site configured, as the server answers a planner (single sign-on). */
const SITES = { list: [{ siteCd: 'CARD', url: CARD_SITE, ssoYn: 'Y' }, { siteCd: 'ORDER', url: 'https://order.example.kr/', ssoYn: 'Y' }] };
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

function start(input: BusinessCardInput) {
  localStorage.clear();
  const shell: FakeShellControl = installFakeShell({ platform: 'AND', answerDelayMs: 0 });
  const gate = httpGate();
  const runtime = testAppRuntime(gate.fetch, 'device-0000-card');
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
  return { gate, actor, shell, backs };
}

const api = (name: string) => (r: HeldRequest) => r.path === `/api/v1/${name}`;
function answer(req: HeldRequest, e: AnyEventObject, body: unknown): void {
  act(() => {
    if (e.type.startsWith('xstate.done')) req.respond(200, success(body));
    else if (e.error._tag === 'ServerError') req.respond(e.error.rt === 'bad_request' ? 400 : 500, { rt: e.error.rt, rtMsg: e.error.rtMsg });
    else req.fail();
  });
}
/** Which single-sign-on answers the edit paths got: both must occur (checked last). */
const ssoVariants = new Set<string>();

/** The single sign-on answer each edit of a path gets: with a token when the phone input is filled. */
const ssoOf = (path: ModelPath) =>
  path.steps.flatMap((st, i) => (st.event.type === 'xstate.done.actor.openCardEditor' ? [(path.steps[i - 1]!.state.context as any).phone !== '' ? 'token' : 'no token'] : []));

describe('business card screen: a covering set of the paths on the rendered view', () => {
  for (const { name, input, paths } of MODELS)
    describe(name, () => {
      for (const path of renderedPaths(paths, { machine: inert, input, selectors: businessCardSelectors, also: ssoOf }))
        it(path.description, async () => {
          const { gate, actor, shell, backs } = start(input);
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
                const req = await gate.take(api('card/profile'), 'card/profile');
                expect(req.form.get('targetId')).toBe(SESSION.akdcde);
                loads++;
                answer(req, e, CARD);
                answer(await gate.take(api('site/list'), 'site/list'), e, SITES);
              },
              'xstate.error.actor.loadCard': async (e) => {
                loads++;
                answer(await gate.take(api('card/profile'), 'card/profile'), e, null);
              },
              'xstate.done.actor.sendCard': async (e) => {
                const req = await gate.take(api('sendProfile'), 'sendProfile');
                sent.push(req.form.get('telNo') ?? '');
                answer(req, e, {});
              },
              'xstate.error.actor.sendCard': async (e) => {
                const req = await gate.take(api('sendProfile'), 'sendProfile');
                sent.push(req.form.get('telNo') ?? '');
                answer(req, e, null);
              },
              // With a number typed, the server has a token; without one, it answers token '' (no SSO).
              'xstate.done.actor.openCardEditor': async (e) => {
                const req = await gate.take(api('getSsoToken'), 'getSsoToken');
                const withToken = actor.getSnapshot().context.phone !== '';
                ssoVariants.add(withToken ? 'token' : 'no token');
                answer(req, e, withToken ? { token: 'sso-tok-1', userIdEnc: 'enc-planner01' } : { token: '', userIdEnc: '' });
                opened.push(withToken ? `${CARD_SITE}?userId=enc-planner01&token=sso-tok-1` : CARD_SITE);
              },
              'xstate.error.actor.openCardEditor': async (e) => {
                answer(await gate.take(api('getSsoToken'), 'getSsoToken'), e, null);
              },
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

  it('the edit paths opened the site both with a token and without one', () => {
    expect([...ssoVariants].sort()).toEqual(['no token', 'token']);
  });
});

describe('the edit button follows the configured card-making site', () => {
  async function loaded(sites: unknown) {
    const started = start(OWN);
    const profile = await started.gate.take(api('card/profile'), 'card/profile');
    act(() => profile.respond(200, success(CARD)));
    const list = await started.gate.take(api('site/list'), 'site/list');
    act(() => list.respond(200, success(sites)));
    await waitFor(() => expect(screen.getByTitle('명함 미리보기')).toBeInTheDocument());
    return started;
  }

  it('is absent when no card-making site is configured (other sites do not count)', async () => {
    await loaded({ list: [{ siteCd: 'ORDER', url: 'https://order.example.kr/', ssoYn: 'Y' }] });
    expect(screen.getByRole('button', { name: '명함 보내기' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: '명함 수정' })).toBeNull();
  });

  it('opens the plain site without asking for a token when the server says no single sign-on (a partner)', async () => {
    const { gate, shell } = await loaded({ list: [{ siteCd: 'CARD', url: CARD_SITE, ssoYn: 'N' }] });
    fireEvent.click(screen.getByRole('button', { name: '명함 수정' }));
    await waitFor(() => expect(shell.calls.filter((k) => k.action === 'openExternalLink').map((k) => k.payload.url)).toEqual([CARD_SITE]));
    expect(gate.all.filter(api('getSsoToken'))).toHaveLength(0);
    await waitFor(() => expect(screen.getByRole('button', { name: '명함 수정' })).toBeEnabled());
  });
});
