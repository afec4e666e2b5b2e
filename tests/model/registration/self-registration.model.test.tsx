// The self-registration page on the rendered screen against the real server in-process on PGlite: a
// covering set of the machine's paths (self-registration.model.ts) and scenarios the covering set leaves
// out. Each replay gets a link of its own the way a planner sends one (planner01's sendAuthMMS, a phone
// no other test uses, read from the SMS outbox); the page's calls are held and forwarded to the server (or
// failed: faults only); the texted number is read from the outbox; the countdown runs on fake timers.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyActorRef, type AnyEventObject } from 'xstate';
import * as selectors from '../../../machines/registration/self-registration.selectors';
import { children as childRows, customers, smsOutbox, users } from '../../../server/db/schema';
import { TEST_DATABASES } from '../../../server/test-support/databases';
import { createHarness, TEST_CONFIG } from '../../../server/test-support/harness';
import { makeFlows } from '../../../src/app/flows';
import { provideSelfRegistration } from '../../../src/app/registration/self-registration-actors';
import { registrationMessages as m } from '../../../src/domain/registration/messages';
import { SELF_COMPLETE_PATH, SELF_EXPIRED_PATH, selfLinkFrom, type SelfLink } from '../../../src/domain/registration/pages';
import { mss } from '../../../src/domain/registration/rules';
import { SELF_TERMS } from '../../../src/domain/registration/self-terms';
import { msg } from '../../../src/domain/messages';
import { SelfRegistrationScreen } from '../../../src/screens/registration/self-registration-screen';
import { testAppRuntime } from '../../support/app-runtime';
import { eventually } from '../../support/eventually';
import type { ModelPath } from '../../support/model-paths';
import { type Drivers, replayOnImplementation } from '../../support/replay';
import { serverFetch } from '../../support/server-fetch';
import { jointRenderedPaths } from '../customers/joint-covering';
import { CHILD_BIRTH, CHILD_NAME, CODE, EXPIRY, groupPaths, inert, NAME, OPENED, PHONE, PHONE_TYPED, TICK, type Group, GROUPS } from './self-registration.model';

const h = await createHarness(TEST_DATABASES[0]!, { config: { ...TEST_CONFIG, development: true, publicOrigin: 'https://edu.example' } });
const DAY = 24 * 3_600_000;
const PLANNER = (await h.db.select().from(users).where(eq(users.userid, 'planner01')))[0]!.name;
let serial = 0;
/** 010-79xx-xxxx: a phone per replay, used by no other test. */
const newPhone = () => `01079${String(100_000 + ++serial).padStart(6, '0')}`;
const dashed = (p: string) => `${p.slice(0, 3)}-${p.slice(3, 7)}-${p.slice(7)}`;
const flip = (t: string) => t.slice(0, 10) + (t[10] === 'A' ? 'B' : 'A') + t.slice(11);

async function latest(phone: string, kind: 'auth-link' | 'auth-code') {
  await h.svc.sms.idle();
  const [row] = await h.db.select().from(smsOutbox).where(and(eq(smsOutbox.toTel, phone), eq(smsOutbox.kind, kind))).orderBy(desc(smsOutbox.id)).limit(1);
  return row!.body;
}
/** planner01 texts `phone` a link; the link as the customer's phone got it. */
async function linkFor(phone: string): Promise<SelfLink> {
  const a = await h.call('myCstmr/sendAuthMMS', { custNm: NAME, kwctlNo: phone }, { token: await h.as('planner01') });
  expect(a.body.rt).toBe('success');
  return selfLinkFrom(new URL((await latest(phone, 'auth-link')).split('\n').at(-1)!).search)!;
}
const codeOf = async (phone: string) => /\[(\d{6})\]/.exec(await latest(phone, 'auth-code'))![1]!;
/** The customer registers through the calls themselves (another tab): the link's page is then complete. */
async function registeredElsewhere(link: SelfLink, phone: string) {
  await h.call('cstmrReg/issueAuthNo', { ...link, name: NAME, phoneNum: phone });
  await h.call('cstmrReg/validAuthNo', { ...link, athnNo: await codeOf(phone) });
  const form = { ...link, idemKey: `elsewhere-${phone}`, name: NAME, phoneNum: phone, memo: '', marketing: 'N', childs: [] };
  expect((await h.call('cstmrReg/saveCustInfo', { jsonString: JSON.stringify(form) })).body.rt).toBe('success');
}

const taken = new Set<string>();
const groups = groupPaths(new Set<string>()).map(({ group, paths }) => ({ ...group, paths }));
afterAll(() => h.close());

let stop: (() => Promise<void>) | null = null;
afterEach(async () => {
  cleanup();
  await stop?.();
  stop = null;
  vi.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const type = (el: HTMLElement, value: string) => act(() => void fireEvent.change(el, { target: { value } }));
const form = () => screen.getByRole('form', { name: m.selfTitle });
const child = (index: number) => screen.getByRole('group', { name: m.selfChild(index + 1) });

describe('the self-registration page on the rendered screen (a covering set, and the scenarios)', () => {
  for (const { group, path } of jointRenderedPaths(inert, groups, selectors)) it(`${group.name}: ${path.description}`, () => replayRendered(group, path));
  it('a whole registration: verified, a child, saved, then the complete page; the customer and child are the planner’s', async () => {
    const steps: AnyEventObject[] = [
      OPENED,
      { type: 'user.changeName', value: NAME },
      { type: 'user.changePhone', value: PHONE_TYPED },
      { type: 'user.agreeAll' },
      { type: 'user.issue' },
      { type: 'xstate.done.actor.issueAuthNo', output: { expiresIn: 300 } },
      { type: 'user.changeCode', value: CODE },
      { type: 'user.verify' },
      { type: 'xstate.done.actor.validAuthNo' },
      { type: 'user.dismissMessage' },
      { type: 'user.chooseSex', index: 0, sex: 'F' },
      { type: 'user.changeChild', index: 0, field: 'name', value: CHILD_NAME },
      { type: 'user.changeChild', index: 0, field: 'birthday', value: CHILD_BIRTH },
      { type: 'user.save' },
      { type: 'xstate.done.actor.newIdemKey', output: 'scenario-idem-key-01' },
      { type: 'xstate.done.actor.saveCustInfo' },
      { type: 'xstate.done.actor.checkLink', output: { page: 'complete', name: '', phone: '', plannerName: '', year: 2026 } },
    ];
    const phone = await replayRendered(GROUPS[4]!, scenario(GROUPS[4]!, steps));
    const [saved] = await h.db.select().from(customers).where(and(eq(customers.ownerUserid, 'planner01'), eq(customers.telDigits, phone)));
    expect([saved!.name, saved!.custDivDetail, saved!.mrknagre]).toEqual([NAME, 'SCD02', 'Y']);
    const kids = await h.db.select().from(childRows).where(eq(childRows.kwkkey, saved!.kwkkey));
    expect(kids.map((k) => [k.name, k.gender, k.birth])).toEqual([[CHILD_NAME, 'F', '20150301']]);
  });
});

/** A path of the given events on the bare machine. */
function scenario(group: Group, events: readonly AnyEventObject[]): ModelPath {
  const actor: AnyActorRef = createActor(inert, { input: group.input }).start();
  const snap = () => ({ value: actor.getSnapshot().value, context: actor.getSnapshot().context });
  const steps: ModelPath['steps'][number][] = [{ event: { type: 'xstate.init' }, state: snap() }];
  for (const event of events) {
    actor.send(event);
    steps.push({ event, state: snap() });
  }
  actor.stop();
  return { description: events.map((e) => e.type).join(' → '), steps };
}

async function replayRendered(group: Group, path: ModelPath): Promise<string> {
  h.clock.advance(DAY); // a new day: the daily text quotas start again (and a new sign-in)
  h.forgetTokens();
  const phone = newPhone();
  const link = await linkFor(phone);
  const server = serverFetch(h, (p) => p.startsWith('/api/v1/cstmrReg/'));
  const runtime = testAppRuntime(server.fetch, `device-self-${serial}`);
  const take = (name: string) => server.gate.take((r) => r.path === `/api/v1/cstmrReg/${name}`, name);
  const forward = async (name: string) => {
    const req = await take(name);
    await act(async () => void (await server.forward(req)));
  };
  const fail = async (name: string) => {
    const req = await take(name);
    act(() => req.fail());
  };
  if (path.steps.some((s) => s.event.type === TICK || s.event.type === EXPIRY)) vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const went: string[] = [];
  const input = group.input.link ? { link } : { link: null };
  const actor: AnyActorRef = createActor(provideSelfRegistration(makeFlows(runtime).fromEffect, window, (to) => went.push(to)), { input }).start();
  stop = async () => {
    actor.stop();
    await runtime.dispose();
  };
  render(<SelfRegistrationScreen actor={actor as any} />);
  const real = (v: string) => (v === PHONE_TYPED ? dashed(phone) : v);
  const drivers: Drivers = {
    'xstate.done.actor.checkLink': async (e) => {
      const req = await take('chkCustAuthInfo');
      if (e.output.page === 'expired') req.form.set('encSqno', flip(link.encSqno)); // a tampered link
      if (e.output.page === 'complete' && actor.getSnapshot().context.request === null) await registeredElsewhere(link, phone);
      await act(async () => void (await server.forward(req)));
    },
    'xstate.error.actor.checkLink': () => fail('chkCustAuthInfo'),
    'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
    'user.changeName': (e) => type(within(form()).getByLabelText(m.selfName), e.value),
    'user.changePhone': (e) => type(within(form()).getByLabelText(m.selfPhone), real(e.value)),
    'user.changeMemo': (e) => type(within(form()).getByLabelText(m.selfMemo), e.value),
    'user.toggleTerms': (e) => click(within(form()).getByRole('checkbox', { name: SELF_TERMS[e.kind as 'mobile'].title })),
    'user.agreeAll': () => click(within(form()).getByRole('button', { name: m.selfAgreeAll })),
    'route.hashChanged': async (e) => {
      if (e.hash) await click(within(form()).getByRole('link', { name: m.selfViewTerms(SELF_TERMS[e.hash === '#terms-mobile' ? 'mobile' : 'marketing'].title) }));
      else act(() => window.history.back()); // the phone's back button
    },
    'user.closeTerms': () => click(within(screen.getByRole('dialog')).getByRole('button', { name: m.selfCloseTerms })),
    'user.issue': () => click(within(form()).getByRole('button', { name: /^(인증번호 요청|재요청)$/ })),
    'xstate.done.actor.issueAuthNo': () => forward('issueAuthNo'),
    'xstate.error.actor.issueAuthNo': () => fail('issueAuthNo'),
    'user.changeCode': async (e) => type(within(form()).getByLabelText(m.selfCode), e.value === CODE ? await codeOf(phone) : e.value),
    'user.verify': () => click(within(form()).getByRole('button', { name: m.selfVerify })),
    'xstate.done.actor.validAuthNo': () => forward('validAuthNo'),
    'xstate.error.actor.validAuthNo': () => fail('validAuthNo'),
    [TICK]: () => act(() => void vi.advanceTimersByTime(1000)),
    [EXPIRY]: () => act(() => void vi.advanceTimersByTime(actor.getSnapshot().context.secondsLeft * 1000)),
    'user.addChild': () => click(within(form()).getByRole('button', { name: m.selfChildAdd })),
    'user.removeChild': (e) => click(within(child(e.index)).getByRole('button', { name: m.selfChildRemove(e.index + 1) })),
    'user.changeChild': (e) => type(within(child(e.index)).getByLabelText(e.field === 'name' ? m.selfChildName : m.selfChildBirthday), e.value),
    'user.chooseSex': (e) => click(within(child(e.index)).getByRole('radio', { name: m.selfSexNames[e.sex as 'M'] })),
    'user.save': () => click(within(form()).getByRole('button', { name: m.selfSave })),
    'xstate.done.actor.saveCustInfo': async () => {
      const req = await take('saveCustInfo');
      const sent = JSON.parse(req.form.get('jsonString')!);
      expect([sent.encSqno, sent.name, sent.phoneNum, /^[A-Za-z0-9_-]{16,64}$/.test(sent.idemKey)]).toEqual([link.encSqno, NAME, phone, true]);
      await act(async () => void (await server.forward(req)));
    },
    'xstate.error.actor.saveCustInfo': () => fail('saveCustInfo'),
    'user.dismissMessage': () => click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '확인' })),
    'user.cancel': () => click(within(form()).getByRole('button', { name: m.selfCancel })),
  };
  await replayOnImplementation(path, {
    actor: () => actor,
    drivers,
    // eventually polls on real timers: RTL's waitFor never returns while setTimeout is faked.
    settle: (check) => eventually(check),
    verify: (step) => eventually(() => verifyStep(step, phone, went)),
    isAuto: (e) => e.type === 'xstate.done.actor.newIdemKey',
  });
  return phone;
}

function verifyStep(step: ModelPath['steps'][number], phone: string, went: string[]) {
  const v = step.state.value as any;
  const c = step.state.context as any;
  if (v === 'expired' || v === 'complete') {
    expect(went).toEqual([v === 'expired' ? SELF_EXPIRED_PATH : SELF_COMPLETE_PATH]);
    return;
  }
  expect(went).toEqual([]);
  expect(screen.queryByRole('status', { name: m.selfChecking }) !== null).toBe(v === 'starting' || v === 'checking');
  if (v === 'failed') expect(screen.getByRole('alert')).toHaveTextContent(msg.networkError);
  if (typeof v === 'string') {
    expect(screen.queryByRole('form', { name: m.selfTitle })).toBeNull();
    return;
  }
  const f = form();
  expect(screen.getByText(m.selfRequestedBy(PLANNER))).toBeInTheDocument();
  expect(within(f).getByLabelText(m.selfName)).toHaveValue(c.name);
  expect(within(f).getByLabelText(m.selfPhone)).toHaveValue(c.phone === PHONE ? phone : c.phone);
  expect(within(f).getByLabelText(m.selfMemo)).toHaveValue(c.memo);
  expect(within(f).getByRole('checkbox', { name: SELF_TERMS.mobile.title })).toHaveProperty('checked', c.mobileTerms);
  expect(within(f).getByRole('checkbox', { name: SELF_TERMS.marketing.title })).toHaveProperty('checked', c.marketing);
  // The verification block: the button's word, the m:ss while the number holds, the box only then.
  const verification = typeof v.form.verification === 'string' ? v.form.verification : Object.keys(v.form.verification)[0];
  const counting = verification === 'counting';
  const verified = verification === 'verified';
  expect(within(f).getByRole('button', { name: verified ? m.selfVerified : counting ? m.selfReissue : m.selfIssue })).toBeInTheDocument();
  expect(within(f).queryByRole('timer')?.textContent ?? null).toBe(counting ? mss(c.secondsLeft) : null);
  const code = within(f).getByLabelText(m.selfCode) as HTMLInputElement;
  expect(code.disabled).toBe(!(counting && v.form.user === 'editing'));
  if (c.code === CODE) expect(code.value).toMatch(/^\d{6}$/);
  else expect(code).toHaveValue(c.code);
  expect(within(f).queryByText(m.authNoExpired) !== null).toBe(verification === 'timedOut');
  // The children: one block each, as typed.
  const blocks = within(f).queryAllByRole('group').filter((g) => /^자녀 \d$/.test(g.querySelector('legend')?.textContent ?? ''));
  expect(blocks).toHaveLength(c.children.length);
  c.children.forEach((k: any, i: number) => {
    expect(within(child(i)).getByLabelText(m.selfChildName)).toHaveValue(k.name);
    expect(within(child(i)).getByLabelText(m.selfChildBirthday)).toHaveValue(k.birthday);
    for (const s of ['M', 'F'] as const) expect(within(child(i)).getByRole('radio', { name: m.selfSexNames[s] })).toHaveProperty('checked', k.sex === s);
  });
  // Over the form: the terms popup the hash names, or the alert.
  const popup = screen.queryByRole('dialog');
  expect(popup?.querySelector('h2')?.textContent ?? null).toBe(v.form.user === 'readingTerms' ? SELF_TERMS[c.terms as 'mobile'].title : null);
  expect(screen.queryAllByRole('alertdialog').map((d) => d.textContent ?? '')).toEqual(v.form.user === 'alerting' ? [expect.stringContaining(c.message)] : []);
}
