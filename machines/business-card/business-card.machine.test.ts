// The business-card machine's rules on a live actor with fake actors: only one's own card loads, what
// the phone input keeps, which numbers are sent, the single send per tap, and what each failure shows.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BusinessCard } from '../../src/domain/business-card/contract';
import type { SiteLink } from '../../src/domain/outside-sites/outside-sites';
import { NetworkError, ServerError } from '../../src/domain/shared/errors';
import { msg } from '../../src/domain/messages';
import { businessCardMachine } from './business-card.machine';

const CARD: BusinessCard = {
  userid: 'planner01', akdcde: 'E1001', akdnam: '김민수', pstnNm: 'EduPlanner', cntrName: '강남센터', brncName: '역삼지국',
  hpno: '01098765432', photoUrl: '', cardUrl: '/card/tok-planner01',
};
const SESSION = { userId: 'planner01', akdcde: 'E1001' };
const EDITOR: SiteLink = { code: 'CARD', name: '명함 제작', url: 'https://card.example.co.kr/make', sso: true };

interface Fakes {
  load?: () => Promise<BusinessCard>;
  /** The configured card-making site; EDITOR unless a test says otherwise. */
  editor?: SiteLink | null;
  send?: () => Promise<void>;
  edit?: () => Promise<void>;
}

function start(userId: string, fakes: Fakes = {}) {
  const calls = { loads: [] as unknown[], sends: [] as unknown[], edits: [] as unknown[], backs: 0 };
  const machine = businessCardMachine.provide({
    actors: {
      loadCard: fromPromise(async ({ input }) => {
        calls.loads.push(input);
        return { card: await (fakes.load ?? (async () => CARD))(), editor: fakes.editor === undefined ? EDITOR : fakes.editor };
      }),
      sendCard: fromPromise(async ({ input }) => {
        calls.sends.push(input);
        return (fakes.send ?? (async () => {}))();
      }),
      openCardEditor: fromPromise(async ({ input }) => {
        calls.edits.push(input);
        return (fakes.edit ?? (async () => {}))();
      }),
    },
    actions: { goBack: () => void calls.backs++ },
  });
  const actor = createActor(machine, { input: { userId, session: SESSION } }).start();
  return { actor, calls, ready: () => waitFor(actor, (s) => s.matches({ ready: 'idle' })) };
}

describe('whose card', () => {
  it('loads one’s own card by the session’s akdcde', async () => {
    const { actor, calls, ready } = start('planner01');
    await ready();
    expect(calls.loads).toEqual([{ targetId: 'E1001' }]);
    expect(actor.getSnapshot().context).toMatchObject({ card: CARD, editor: EDITOR });
  });

  it('another user’s id calls nothing, and going back is the only way on', () => {
    const { actor, calls } = start('planner02');
    expect(actor.getSnapshot().value).toBe('forbidden');
    actor.send({ type: 'user.send' });
    actor.send({ type: 'user.edit' });
    actor.send({ type: 'user.goBack' });
    expect(calls).toEqual({ loads: [], sends: [], edits: [], backs: 1 });
  });

  it('a failed load shows its message and retries', async () => {
    let first = true;
    const { actor, calls, ready } = start('planner01', {
      load: async () => {
        if (!first) return CARD;
        first = false;
        throw new ServerError({ rt: 'not_found', rtMsg: msg.notFound });
      },
    });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.loadError).toBe(msg.notFound);
    actor.send({ type: 'user.retry' });
    await ready();
    expect(calls.loads).toHaveLength(2);
  });
});

describe('the phone input', () => {
  it.each([
    ['010-1234-5678', '01012345678'],
    ['010 1234 5678 99', '01012345678'],
    ['abc', ''],
    ['016123４567', '016123567'],
  ])('%j keeps %j', async (typed, kept) => {
    const { actor, ready } = start('planner01');
    await ready();
    actor.send({ type: 'user.changePhone', value: typed });
    expect(actor.getSnapshot().context.phone).toBe(kept);
  });
});

describe('sending', () => {
  it.each([
    ['', msg.cardPhoneRequired],
    ['0101234', msg.cardPhoneInvalid],
    ['02123456789', msg.cardPhoneInvalid],
  ])('%j is not sent: %s', async (phone, message) => {
    const { actor, calls, ready } = start('planner01');
    await ready();
    actor.send({ type: 'user.changePhone', value: phone });
    actor.send({ type: 'user.send' });
    expect(actor.getSnapshot().context.message).toBe(message);
    expect(calls.sends).toEqual([]);
    actor.send({ type: 'user.dismissMessage' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(actor.getSnapshot().context.phone).toBe(phone);
  });

  it('a valid number is sent once however often it is tapped, then the input clears', async () => {
    let finish!: () => void;
    const { actor, calls } = start('planner01', { send: () => new Promise<void>((r) => (finish = r)) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.changePhone', value: '01712345678' });
    actor.send({ type: 'user.send' });
    actor.send({ type: 'user.send' });
    actor.send({ type: 'user.edit' });
    actor.send({ type: 'user.changePhone', value: '010' });
    expect(calls.sends).toEqual([{ telNo: '01712345678' }]);
    expect(calls.edits).toEqual([]);
    finish();
    await waitFor(actor, (s) => s.matches({ ready: 'showingMessage' }));
    expect(actor.getSnapshot().context).toMatchObject({ message: msg.cardSent, phone: '' });
  });

  it('a refusal shows the server’s message and keeps the number', async () => {
    const { actor } = start('planner01', { send: async () => Promise.reject(new ServerError({ rt: 'bad_request', rtMsg: '발송할 수 없는 번호입니다.' })) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.changePhone', value: '01012345678' });
    actor.send({ type: 'user.send' });
    await waitFor(actor, (s) => s.matches({ ready: 'showingMessage' }));
    expect(actor.getSnapshot().context).toMatchObject({ message: '발송할 수 없는 번호입니다.', phone: '01012345678' });
  });
});

describe('editing', () => {
  it('opens the configured card-making site and comes back ready', async () => {
    const { actor, calls, ready } = start('planner01');
    await ready();
    actor.send({ type: 'user.edit' });
    expect(actor.getSnapshot().matches({ ready: 'openingEditor' })).toBe(true);
    await ready();
    expect(calls.edits).toEqual([EDITOR]);
    expect(actor.getSnapshot().context.message).toBeNull();
  });

  it('without a configured card-making site, edit does nothing (the screen shows no button)', async () => {
    const { actor, calls, ready } = start('planner01', { editor: null });
    await ready();
    actor.send({ type: 'user.edit' });
    expect(actor.getSnapshot().matches({ ready: 'idle' })).toBe(true);
    expect(calls.edits).toEqual([]);
  });

  it('a failed token call shows the network message', async () => {
    const { actor } = start('planner01', { edit: async () => Promise.reject(new NetworkError({ detail: 'offline' })) });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    actor.send({ type: 'user.edit' });
    await waitFor(actor, (s) => s.matches({ ready: 'showingMessage' }));
    expect(actor.getSnapshot().context.message).toBe(msg.networkError);
  });
});
