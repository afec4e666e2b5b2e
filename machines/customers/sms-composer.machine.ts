// The SMS page (spec 2 §2 SMS page, §5, §7, §8): the selected customers as recipients, the template list
// (first option 직접입력), the text with its x/45 counter, the confirmation, then sendSms. Advertising
// templates carry the "(광고)" prefix; the server may refuse the send (quiet hours, no consent: its
// rtMsg) or leave out customers without marketing consent (skippedCnt). Run by the customer list while
// its page is up; it ends with what was sent, or with nothing on cancel. Diagram: docs/statecharts/smsComposer.md
import { assign, setup } from 'xstate';
import type { SmsRecipient, SmsTemplate } from '../../src/domain/customers/contract';
import { cutSmsText, smsRequest, templateText } from '../../src/domain/customers/sms';
import { errorMessage } from '../../src/domain/shared/errors';
import { customersMessages } from '../../src/domain/customers/messages';
import { providedPromise } from '../shared/provided';

export interface SmsComposerInput {
  readonly recipients: readonly SmsRecipient[];
}

export interface SmsSendInput {
  readonly subject: string;
  readonly msg: string;
  readonly tmplCd: string;
  readonly recipients: readonly SmsRecipient[];
}

export interface SmsSent {
  readonly sentCnt: number;
  readonly skippedCnt: number;
}

export interface SmsComposerContext {
  readonly recipients: readonly SmsRecipient[];
  readonly templates: readonly SmsTemplate[];
  /** null: 직접입력. */
  readonly template: SmsTemplate | null;
  readonly text: string;
  /** The refusal or failure shown in a dialog. */
  readonly message: string | null;
  readonly sent: SmsSent | null;
}

export type SmsComposerEvent =
  | { type: 'user.retry' }
  | { type: 'user.chooseTemplate'; cdVl1: string }
  | { type: 'user.changeText'; text: string }
  | { type: 'user.send' }
  | { type: 'user.confirm' }
  | { type: 'user.dismiss' }
  | { type: 'user.dismissMessage' }
  | { type: 'user.cancel' };

const isAd = (c: SmsComposerContext) => c.template?.adYn === 'Y';

export const smsComposerMachine = setup({
  types: { input: {} as SmsComposerInput, context: {} as SmsComposerContext, events: {} as SmsComposerEvent, output: {} as SmsSent | null },
  actors: {
    loadTemplates: providedPromise<readonly SmsTemplate[]>('loadTemplates'),
    sendSms: providedPromise<SmsSent, SmsSendInput>('sendSms'),
  },
  guards: {
    isKnownTemplate: ({ context, event }) => event.type === 'user.chooseTemplate' && (event.cdVl1 === '' || context.templates.some((t) => t.cdVl1 === event.cdVl1)),
    hasText: ({ context }) => smsRequest(context) !== null,
  },
  actions: {
    assignTemplates: assign({ templates: ({ event }) => (event as unknown as { output: readonly SmsTemplate[] }).output, message: null }),
    chooseTemplate: assign(({ context, event }) => {
      const template = event.type === 'user.chooseTemplate' ? (context.templates.find((t) => t.cdVl1 === event.cdVl1) ?? null) : null;
      // A template brings its text; back to direct input keeps what was typed (without a prefix it no longer has).
      return { template, text: template ? templateText(template) : cutSmsText(context.text, false) };
    }),
    changeText: assign({ text: ({ context, event }) => (event.type === 'user.changeText' ? cutSmsText(event.text, isAd(context)) : context.text) }),
    refuseEmpty: assign({ message: customersMessages.smsTextRequired }),
    assignFailure: assign({ message: ({ event }) => errorMessage((event as unknown as { error: unknown }).error) }),
    assignSent: assign({ sent: ({ event }) => (event as unknown as { output: SmsSent }).output }),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'smsComposer',
  context: ({ input }) => ({ recipients: input.recipients, templates: [], template: null, text: '', message: null, sent: null }),
  initial: 'loadingTemplates',
  output: ({ context }) => context.sent,
  states: {
    loadingTemplates: {
      invoke: {
        id: 'loadTemplates',
        src: 'loadTemplates',
        onDone: { target: 'composing', actions: 'assignTemplates' },
        onError: { target: 'loadFailed', actions: 'assignFailure' },
      },
      on: { 'user.cancel': { target: 'done' } },
    },
    loadFailed: { on: { 'user.retry': { target: 'loadingTemplates' }, 'user.cancel': { target: 'done' } } },
    composing: {
      on: {
        'user.chooseTemplate': { guard: 'isKnownTemplate', actions: 'chooseTemplate' },
        'user.changeText': { actions: 'changeText', description: 'Cut at 45 characters as sent, the "(광고)" prefix counted.' },
        'user.send': [
          { guard: 'hasText', target: 'confirming' },
          { target: 'refused', actions: 'refuseEmpty', description: '메시지를 입력해주세요.' },
        ],
        'user.cancel': { target: 'done', description: 'Back to the list, its selection kept.' },
      },
    },
    refused: { on: { 'user.dismissMessage': { target: 'composing', actions: 'clearMessage' } } },
    confirming: {
      description: '메시지를 전송하시겠습니까?',
      on: { 'user.confirm': { target: 'sending' }, 'user.dismiss': { target: 'composing' } },
    },
    sending: {
      invoke: {
        id: 'sendSms',
        src: 'sendSms',
        input: ({ context }) => ({ ...smsRequest(context)!, recipients: context.recipients }),
        onDone: { target: 'done', actions: 'assignSent', description: 'The list shows how many were sent (and skipped) and clears its selection.' },
        onError: { target: 'refused', actions: 'assignFailure', description: 'The server refused (advertising at quiet hours, no consent) or the network failed: its message; the text stays.' },
      },
    },
    done: { type: 'final' },
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'SMS page: recipients, template or direct text (x/45, "(광고)" for advertising), confirm, send; the server may refuse or skip customers.';
