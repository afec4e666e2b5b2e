// What the SMS page reads from its actor.
import type { SnapshotFrom } from 'xstate';
import { smsLength, smsTextMax } from '../../src/domain/customers/sms';
import type { smsComposerMachine } from './sms-composer.machine';

type Snap = SnapshotFrom<typeof smsComposerMachine>;

export const selectRecipientCount = (s: Snap) => s.context.recipients.length;
export const selectLoading = (s: Snap) => s.matches('loadingTemplates');
export const selectLoadError = (s: Snap) => (s.matches('loadFailed') ? s.context.message : null);
export const selectTemplates = (s: Snap) => s.context.templates;
/** The chosen template's code; '' for 직접입력. */
export const selectTemplateCode = (s: Snap) => s.context.template?.cdVl1 ?? '';
export const selectIsAd = (s: Snap) => s.context.template?.adYn === 'Y';
export const selectText = (s: Snap) => s.context.text;
export const selectTextMax = (s: Snap) => smsTextMax(selectIsAd(s));
/** The counter's x in x/45: the message as sent, prefix included. */
export const selectLength = (s: Snap) => smsLength(s.context.text, selectIsAd(s));
export const selectConfirming = (s: Snap) => s.matches('confirming');
export const selectSending = (s: Snap) => s.matches('sending');
export const selectMessage = (s: Snap) => (s.matches('refused') ? s.context.message : null);
/** Controls take input only while composing. */
export const selectEditable = (s: Snap) => s.matches('composing');
