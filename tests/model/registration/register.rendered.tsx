// Drivers and checks of the registration screen on the rendered screen against the real in-process server:
// each path's phone is replaced by one of the path's own (five texts a phone a day, and a registered phone
// is no longer free); the verification is done in its sheets with the number the server texted.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import type { FakeShellControl } from '../../../bridges/fake/fake-shell';
import { rowsOf } from '../../../server/lib/rows';
import type { Harness } from '../../../server/test-support/harness';
import { msg } from '../../../src/domain/messages';
import { registrationMessages as rm } from '../../../src/domain/registration/messages';
import { PHONE_SENDS_PER_DAY, splitPhone } from '../../../src/domain/registration/rules';
import { eventually } from '../../support/eventually';
import type { HeldRequest } from '../../support/http-gate';
import type { Drivers } from '../../support/replay';
import type { SectionWorld } from '../customers/section-world';
import type { RegWorld } from './register.paths';
import { takeHeld, textedCode } from './register-verification.rendered';

export const REG_HELD = ['set/getMyCstmrRegSetUserInfo', 'getInterestInfoList', 'getCountForDulCheck', 'saveCustAthn', 'issueAuthNo', 'validAuthNo', 'sendAuthMMS', 'saveMyCstmrReg'];

const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const change = (el: HTMLElement, value: string) => act(() => void fireEvent.change(el, { target: { value } }));
const section = (code: keyof typeof rm.regSections) => screen.getByRole('region', { name: rm.regSections[code] });
const lastAlert = () => screen.getAllByRole('alertdialog').at(-1)!;

const held = (w: SectionWorld, name: string) =>
  name.includes('/') ? eventually(() => w.server.gate.held.find((q) => q.path === `/api/v1/${name}`) ?? (() => { throw new Error(`no held ${name}`); })()) : takeHeld(w.server, name);

export function registrationDrivers(h: Harness, w: SectionWorld, world: RegWorld, phone: string, o: { takeShell: () => () => void; steps: readonly { event: AnyEventObject }[] }) {
  const shell = w.shell as FakeShellControl;
  const mapPhone = (v: string) => (v === world.freePhone ? phone : v);
  /** Forwards `req` while `arrange` holds (undone after): the server answers the path's refusal itself. */
  const refusedWhile = async (req: HeldRequest, e: AnyEventObject, arrange: () => Promise<{ release: () => Promise<unknown> }>) => {
    const arranged = await arrange();
    try {
      const res = await act(async () => w.server.forward(req));
      expect([res.body.rt, res.body.rtMsg]).toEqual([e.error.rt, e.error.rtMsg]);
    } finally {
      await arranged.release();
    }
  };
  const forward = async (name: string) => {
    const res = await act(async () => w.server.forward(await held(w, name)));
    expect(res.body.rt, JSON.stringify(res.body)).toBe('success');
  };
  const nameOf = (prenCd: string, cdVl1: string) => world.setup.items.find((i) => i.prenCd === prenCd && i.cdVl1 === cdVl1)!.cdNm;
  const child = (index: number) => within(section('CRS02')).getAllByRole('listitem')[index]!;
  let at = 0;
  const drivers: Drivers = {
    'xstate.done.actor.loadForm': async () => {
      await forward('set/getMyCstmrRegSetUserInfo');
      await forward('getInterestInfoList');
    },
    'xstate.error.actor.loadForm': async () => act(async () => (await held(w, 'set/getMyCstmrRegSetUserInfo')).fail()),
    'user.retry': () => click(screen.getByRole('button', { name: msg.retry })),
    'user.edit': (e) => {
      if (e.field === 'custgndr') return click(within(section('CRS04')).getByRole('radio', { name: rm.regGenderNames[e.value as 'M' | 'F'] }));
      const label = { phone: rm.regPhone, name: rm.regName, custbrdt: rm.regParentBirth, custadr2: rm.regDetailAddress, memo: rm.regMemo, custnote: rm.regPlace }[e.field as string]!;
      return change(screen.getByLabelText(label), e.field === 'phone' ? mapPhone(e.value) : e.value);
    },
    'user.blurPhone': () => act(() => void fireEvent.blur(screen.getByLabelText(rm.regPhone))),
    'xstate.done.actor.checkDuplicate': async (e) => {
      const req = await held(w, 'getCountForDulCheck');
      // A registered number: while the server answers, the planner has e.output customers with this phone.
      const taken = await takePhone(h, phone, e.output);
      try {
        await act(async () => expect((await w.server.forward(req)).body.data.cnt).toBe(e.output));
      } finally {
        await taken.release();
      }
    },
    'xstate.error.actor.checkDuplicate': async () => act(async () => (await held(w, 'getCountForDulCheck')).fail()),
    'user.requestAuth': () => click(screen.getByRole('button', { name: rm.regRequestAuth })),
    'xstate.done.actor.verification': async (e) => {
      const terms = () => screen.getByRole('dialog', { name: rm.regTermsTitle });
      if (e.output === null) return click(within(terms()).getByRole('button', { name: '닫기' }));
      click(within(terms()).getByRole('checkbox', { name: rm.regAgreeRequired }));
      click(within(terms()).getByRole('button', { name: rm.regTermsConfirm }));
      await forward('saveCustAthn');
      await forward('issueAuthNo');
      const code = await textedCode(h, phone);
      const cert = await eventually(() => screen.getByRole('dialog', { name: rm.regCertTitle }));
      change(within(cert).getByLabelText(rm.regAuthNo), code);
      click(within(cert).getByRole('button', { name: rm.regAuthNoConfirm }));
      await forward('validAuthNo');
    },
    'user.sendAuthText': () => click(screen.getByRole('button', { name: rm.regSendAuthText })),
    'xstate.done.actor.sendAuthText': () => forward('sendAuthMMS'),
    // The server's own refusals: the phone's texts of the day used up, or the phone registered meanwhile.
    'xstate.error.actor.sendAuthText': async (e) => refusedWhile(await held(w, 'sendAuthMMS'), e, () => useUpTexts(h, phone)),
    'user.cancelRegistration': () => click(screen.getByRole('button', { name: rm.regCancel })),
    'user.register': () => click(screen.getByRole('button', { name: rm.regRegister })),
    'user.confirm': () => click(within(lastAlert()).getByRole('button', { name: '확인' })),
    'user.cancel': () => click(within(lastAlert()).getByRole('button', { name: '취소' })),
    'user.dismissMessage': () => click(within(lastAlert()).getByRole('button', { name: '확인' })),
    'xstate.done.actor.saveRegistration': () => forward('saveMyCstmrReg'),
    'xstate.error.actor.saveRegistration': async (e) => refusedWhile(await held(w, 'saveMyCstmrReg'), e, () => takePhone(h, phone, 1)),
    'user.addChild': () => click(screen.getByRole('button', { name: rm.regAddChild })),
    'user.deleteChild': (e) => click(screen.getByRole('button', { name: rm.regDeleteChild(e.index + 1) })),
    'user.editChild': (e) =>
      e.field === 'chlngndr'
        ? click(within(child(e.index)).getByRole('radio', { name: rm.regGenderNames[e.value as 'M' | 'F'] }))
        : change(within(child(e.index)).getByLabelText(e.field === 'chlnbdt' ? rm.regChildBirth : rm.regChildName), e.value),
    'user.chooseActivity': (e) => click(within(section('CRS06')).getByRole('radio', { name: nameOf('CRD', e.cdVl1) })),
    'user.choose': (e) => click(within(section('CRS05')).getByRole('checkbox', { name: nameOf(e.prenCd, e.cdVl1) })),
    'user.searchAddress': (e) => {
      at = o.steps.findIndex((st, i) => i > at && st.event === e);
      const back = o.steps[at + 1]?.event.type === 'xstate.error.actor.openPopup' ? o.takeShell() : null;
      click(within(section('CRS04')).getByRole('button', { name: rm.regSearchAddress }));
      back?.();
    },
    'popup.jusoSelected': (e) => act(() => shell.emit({ type: 'event', name: 'pageMessage', data: { data: { event: 'juso-selected', zipNo: e.zipNo, roadAddr: e.roadAddr } } })),
  };

  /** The screen shows the machine's context; a registered customer is on the server with what the form held. */
  const verify = async (value: unknown, c: any) => {
    if (value === 'loading') return void expect(screen.getByRole('status', { name: rm.regLoading })).toBeTruthy();
    if (value === 'loadFailed') return void expect(screen.getByRole('alert')).toHaveTextContent(c.error);
    if (value === 'registered' || value === 'left') return;
    expect(screen.getAllByRole('heading', { level: 2 }).filter((x) => !x.closest('[role=dialog]')).map((x) => x.textContent)).toEqual(c.order.map((k: keyof typeof rm.regSections) => rm.regSections[k]));
    const shown = c.form.phoneSplit ? splitPhone(mapPhone(c.form.phone))!.join('-') : mapPhone(c.form.phone);
    expect(screen.getByLabelText(rm.regPhone)).toHaveProperty('value', shown);
    expect(screen.getByLabelText(rm.regName)).toHaveProperty('value', c.form.name);
    expect(screen.getAllByRole('button', { name: c.authenticated ? rm.regAuthenticated : rm.regRequestAuth })).toHaveLength(1);
    expect(within(section('CRS02')).queryAllByRole('listitem')).toHaveLength(c.form.children.length);
    c.form.children.forEach((k: any, i: number) => expect(within(child(i)).getByLabelText(rm.regChildBirth)).toHaveProperty('value', k.chlnbdt));
    expect(screen.getByLabelText(rm.regParentBirth)).toHaveProperty('value', c.form.custbrdt);
    expect(section('CRS04')).toHaveTextContent(c.form.custadr1 === '' ? rm.regNoAddress : `(${c.form.custzpcd}) ${c.form.custadr1}`);
    expect(screen.queryAllByLabelText(rm.regPlace)).toHaveLength(c.form.prensrno === '78' ? 1 : 0);
    for (const r of within(section('CRS06')).getAllByRole('radio')) expect((r as HTMLInputElement).checked).toBe(r.parentElement!.textContent === (c.form.prensrno ? nameOf('CRD', c.form.prensrno) : null));
    const confirm = { confirmingRegister: rm.confirmRegister, confirmingCancel: rm.confirmCancel, confirmingDelete: rm.regConfirmDeleteChild }[value as string];
    const alerts = screen.queryAllByRole('alertdialog').map((a) => a.textContent ?? '');
    expect(alerts.some((t) => confirm !== undefined && t.includes(confirm))).toBe(confirm !== undefined);
    if (value !== 'verifying') expect(alerts.some((t) => c.message !== null && t.includes(c.message.split('\n')[0]))).toBe(c.message !== null);
    expect(screen.queryAllByRole('dialog', { name: rm.regTermsTitle })).toHaveLength(value === 'verifying' ? 1 : 0);
  };
  return { drivers, verify };
}

/** Uses up this phone's verification texts of the day (as if sent today) until released. */
async function useUpTexts(h: Harness, phone: string) {
  const rows = await rowsOf<{ id: number }>(
    h.db,
    sql`insert into auth_sends (phone, userid, kind, sent_at)
      select ${phone}, 'planner01', 'auth-code', ${h.clock.now().toISOString()}::timestamptz from generate_series(1, ${PHONE_SENDS_PER_DAY}) returning id`,
  );
  return { release: () => h.db.execute(sql`delete from auth_sends where id = any(${sql.param(rows.map((r) => r.id))}::int[])`) };
}

/** Gives planner01 `n` prospects with this phone until released (the path's phone stays its own). */
async function takePhone(h: Harness, phone: string, n: number) {
  const [a, b, c] = splitPhone(phone)!;
  const keys = Array.from({ length: n }, (_, i) => `DUP${phone}${i}`);
  for (const k of keys)
    await h.db.execute(sql`insert into customers (kwkkey, owner_userid, cust_div, cust_div_detail, name, tel1, tel2, tel3, custwstp)
      values (${k}, 'planner01', '2', 'SCD02', '중복고객', ${a}, ${b}, ${c}, current_date)`);
  return { release: () => h.db.execute(sql`delete from customers where kwkkey = any(${sql.param(keys)}::text[])`) };
}

/** The planner's customers with this phone. */
export const customersWith = (h: Harness, phone: string) => {
  const [a, b, c] = splitPhone(phone)!;
  return rowsOf<{ name: string; prospect: string }>(h.db, sql`select name, cust_div_detail as prospect from customers where owner_userid = 'planner01' and tel1 = ${a} and tel2 = ${b} and tel3 = ${c}`);
};
