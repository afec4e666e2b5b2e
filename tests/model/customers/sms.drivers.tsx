// The SMS page's events on the rendered app, and what each state shows.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { Harness } from '../../../server/test-support/harness';
import { SMS_MAX } from '../../../src/domain/customers/contract';
import { LIST_PATH } from '../../../src/domain/customers/pages';
import { smsLength } from '../../../src/domain/customers/sms';
import { msg } from '../../../src/domain/messages';
import type { ModelPath } from '../../support/model-paths';
import type { Drivers } from '../../support/replay';
import { API, type World } from './customers.world';

type Step = ModelPath['steps'][number];
/** 22:30 in Korea: advertising is not sent (spec: 21:00 to 08:00). */
const QUIET = new Date('2026-03-12T22:30:00+09:00');
const click = (el: HTMLElement) => act(() => void fireEvent.click(el));
const page = () => screen.getByRole('form', { name: msg.custMenuSms });
const alertButton = (name: string) => click(within(screen.getByRole('alertdialog')).getByRole('button', { name }));

export function smsDrivers(w: World, h: Harness): Drivers {
  const take = (name: string) => w.server.gate.take((r) => r.path === API(name), name);
  return {
    'xstate.done.actor.loadTemplates': async (e) => {
      const answer = await act(async () => w.server.forward(await take('getSmsTempleteList')));
      expect(answer.body.data.list, 'the server’s templates are the seed’s').toEqual(e.output);
    },
    'xstate.error.actor.loadTemplates': async (e) => {
      const req = await take('getSmsTempleteList');
      act(() => req.respond(500, { rt: e.error.rt, rtMsg: e.error.rtMsg }));
    },
    'user.retry': () => click(within(page()).getByRole('button', { name: msg.retry })),
    'user.chooseTemplate': (e) => act(() => void fireEvent.change(within(page()).getByRole('combobox', { name: msg.smsTemplateLabel }), { target: { value: e.cdVl1 } })),
    'user.changeText': (e) => act(() => void fireEvent.change(within(page()).getByLabelText(msg.smsTextLabel), { target: { value: e.text } })),
    'user.send': () => click(within(page()).getByRole('button', { name: msg.smsSend })),
    'user.confirm': () => alertButton(msg.smsSend),
    'user.dismiss': () => alertButton('취소'),
    'user.dismissMessage': () => alertButton('확인'),
    'user.cancel': () => click(within(page()).getByRole('button', { name: '취소' })),
    'xstate.done.actor.sendSms': async (e) => {
      const answer = await act(async () => w.server.forward(await take('sendSms')));
      expect(answer.body).toEqual({ rt: 'success', data: e.output });
    },
    'xstate.error.actor.sendSms': async (e) => {
      const req = await take('sendSms');
      if (e.error._tag === 'NetworkError') return act(async () => req.fail());
      // The server's own refusal: its clock in the quiet hours, or a customer without consent.
      if (e.error.rtMsg === msg.adQuietHours) h.clock.set(QUIET);
      expect((await act(() => w.server.forward(req))).body).toEqual({ rt: 'refused', rtMsg: e.error.rtMsg });
    },
  };
}

export function checkSms(w: World, step: Step, kwkkey: string) {
  const v = step.state.value as string;
  const c = step.state.context as any;
  if (v === 'done') {
    // Back on the list: sent clears the selection and says how many; cancel keeps it.
    expect(window.location.pathname).toBe(LIST_PATH);
    const list = w.list().getSnapshot().context;
    if (c.sent) {
      expect(list.selected).toEqual([]);
      expect(screen.getByRole('alertdialog')).toHaveTextContent(msg.smsSent(c.sent.sentCnt));
    } else expect(list.selected).toEqual([kwkkey]);
    return;
  }
  const form = page();
  expect(form).toHaveTextContent(`${msg.smsRecipientsLabel} ${msg.smsRecipients(1)}`);
  expect(within(form).queryByRole('status', { name: '불러오는 중' }) !== null).toBe(v === 'loadingTemplates');
  if (v === 'loadFailed') expect(within(form).getByRole('alert')).toHaveTextContent(c.message);
  const select = within(form).getByRole('combobox', { name: msg.smsTemplateLabel });
  expect(select).toHaveValue(c.template?.cdVl1 ?? '');
  expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([msg.smsDirectInput, ...c.templates.map((t: any) => t.cdNm)]);
  const ad = c.template?.adYn === 'Y';
  expect(within(form).queryByText('(광고)') !== null, 'advertising prefix').toBe(ad);
  const text = within(form).getByLabelText(msg.smsTextLabel);
  expect(text).toHaveValue(c.text);
  expect(text).toHaveProperty('disabled', v !== 'composing');
  expect(within(form).getByText(`${smsLength(c.text, ad)}/${SMS_MAX}`)).toBeInTheDocument();
  const alert = screen.queryByRole('alertdialog');
  if (v === 'confirming') expect(alert).toHaveTextContent(msg.smsConfirm);
  else if (v === 'refused') expect(alert).toHaveTextContent(c.message);
  else expect(alert).toBeNull();
}
