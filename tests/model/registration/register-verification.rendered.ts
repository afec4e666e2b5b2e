// Drivers and checks of the verification's sheets on the rendered screen against the real in-process
// server: held calls are forwarded (or refused as the path says), the number typed is the one the server
// texted (read from its SMS outbox), and the countdown runs on fake timers the drivers move.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { AUTH_MS, TICK_MS } from '../../../machines/registration/registration-verification.machine';
import { rowsOf } from '../../../server/lib/rows';
import type { Harness } from '../../../server/test-support/harness';
import { registrationMessages as rm } from '../../../src/domain/registration/messages';
import { mmss } from '../../../src/domain/registration/rules';
import { eventually } from '../../support/eventually';
import type { HeldRequest } from '../../support/http-gate';
import type { Drivers } from '../../support/replay';
import type { serverFetch } from '../../support/server-fetch';
import { EXPIRY, TEXTED, TICK } from './register-verification.paths';

type Server = ReturnType<typeof serverFetch>;
const API = (name: string) => `/api/v1/myCstmr/${name}`;
export const VERIFY_HELD = ['saveCustAthn', 'issueAuthNo', 'validAuthNo'].map(API);

/** The held call `name` (myCstmr/<name>) once the app sent it; polls on real timers (fake ones may run). */
export const takeHeld = (server: Server, name: string): Promise<HeldRequest> => server.gate.take((q) => q.path === API(name), name);

/** The last number the server texted to `phone`. */
export async function textedCode(h: Harness, phone: string): Promise<string> {
  await h.svc.sms.idle();
  const [row] = await rowsOf<{ body: string }>(h.db, sql`select body from sms_outbox where to_tel = ${phone} order by id desc limit 1`);
  const code = /\[(\d{6})\]/.exec(row?.body ?? '')?.[1];
  if (!code) throw new Error('no number texted');
  return code;
}

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const refuse = (req: HeldRequest, e: AnyEventObject) => act(() => req.respond(400, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
const sheet = (name: string) => screen.getByRole('dialog', { name });

export function verificationDrivers(h: Harness, server: Server, phone: string) {
  let elapsed = 0;
  let code = '';
  const forward = async (name: string) => {
    const res = await act(async () => server.forward(await takeHeld(server, name)));
    expect(res.body.rt, JSON.stringify(res.body)).toBe('success');
  };
  const drivers: Drivers = {
    'user.toggleRequired': () => click(within(sheet(rm.regTermsTitle)).getByRole('checkbox', { name: rm.regAgreeRequired })),
    'user.toggleMarketing': () => click(within(sheet(rm.regTermsTitle)).getByRole('checkbox', { name: rm.regAgreeMarketing })),
    'user.toggleAll': () => click(within(sheet(rm.regTermsTitle)).getByRole('checkbox', { name: rm.regAgreeAll })),
    'user.confirmTerms': () => click(within(sheet(rm.regTermsTitle)).getByRole('button', { name: rm.regTermsConfirm })),
    'user.close': () => click(within(screen.getByRole('dialog')).getByRole('button', { name: '닫기' })),
    'xstate.done.actor.requestAuth': async () => {
      await forward('saveCustAthn');
      await forward('issueAuthNo');
      code = await textedCode(h, phone);
      elapsed = 0;
    },
    'xstate.error.actor.requestAuth': async (e) => refuse(await takeHeld(server, 'saveCustAthn'), e),
    'user.changeAuthNo': (e) =>
      act(() => void fireEvent.change(within(sheet(rm.regCertTitle)).getByLabelText(rm.regAuthNo), { target: { value: e.value === TEXTED ? code : e.value } })),
    'user.submitAuthNo': () => click(within(sheet(rm.regCertTitle)).getByRole('button', { name: rm.regAuthNoConfirm })),
    'xstate.done.actor.validAuth': () => forward('validAuthNo'),
    'xstate.error.actor.validAuth': async (e) => refuse(await takeHeld(server, 'validAuthNo'), e),
    'user.reRequest': () => click(within(sheet(rm.regCertTitle)).getByRole('button', { name: rm.regReRequest })),
    'xstate.done.actor.reissueAuth': async () => {
      await forward('issueAuthNo');
      code = await textedCode(h, phone);
      elapsed = 0;
    },
    'xstate.error.actor.reissueAuth': async (e) => refuse(await takeHeld(server, 'issueAuthNo'), e),
    [TICK]: () => {
      elapsed += TICK_MS;
      act(() => void vi.advanceTimersByTime(TICK_MS));
    },
    [EXPIRY]: () => act(() => void vi.advanceTimersByTime(AUTH_MS - elapsed)),
    'user.dismissMessage': () => click(within(screen.getAllByRole('alertdialog').at(-1)!).getByRole('button', { name: '확인' })),
  };
  /** The sheets show the verification's context: which sheet, the agreements, the number, the countdown, the message. */
  const verify = (value: unknown, c: any) => {
    const inTerms = value === 'terms' || value === 'requesting';
    const inCert = typeof value === 'object' && value !== null && 'certifying' in value;
    expect(screen.queryAllByRole('dialog', { name: rm.regTermsTitle })).toHaveLength(inTerms ? 1 : 0);
    expect(screen.queryAllByRole('dialog', { name: rm.regCertTitle })).toHaveLength(inCert ? 1 : 0);
    if (inTerms) {
      const s = sheet(rm.regTermsTitle);
      expect(within(s).getByRole('checkbox', { name: rm.regAgreeRequired })).toHaveProperty('checked', c.agreements.required);
      expect(within(s).getByRole('checkbox', { name: rm.regAgreeMarketing })).toHaveProperty('checked', c.agreements.marketing);
      expect(within(s).getByRole('checkbox', { name: rm.regAgreeAll })).toHaveProperty('checked', c.agreements.required && c.agreements.marketing);
    }
    if (inCert) {
      const s = sheet(rm.regCertTitle);
      expect(within(s).getByLabelText(rm.regAuthNo)).toHaveProperty('value', c.athnNo === TEXTED ? code : c.athnNo);
      expect(within(s).getByRole('timer')).toHaveTextContent(mmss(c.remaining));
      expect(s.textContent?.includes(rm.authNoExpired)).toBe((value as any).certifying === 'expired');
    }
    const alerts = screen.queryAllByRole('alertdialog');
    expect(alerts.some((a) => c.message !== null && a.textContent?.includes(c.message))).toBe(c.message !== null);
  };
  return { drivers, verify };
}
