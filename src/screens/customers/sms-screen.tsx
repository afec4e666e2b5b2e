// The SMS page (/myCstmr/myCstmrList/smsSend, spec 2 §2 SMS page, §5): how many customers it goes to, the
// message type (직접입력 first), the text with its x/45 counter ("(광고)" shown before an advertising
// text and counted), cancel and send after 메시지를 전송하시겠습니까?; a refusal shows the server's message.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { smsComposerMachine } from '../../../machines/customers/sms-composer.machine';
import * as sel from '../../../machines/customers/sms-composer.selectors';
import { SMS_MAX } from '../../domain/customers/contract';
import { AD_PREFIX } from '../../domain/customers/rules';
import { customersMessages } from '../../domain/customers/messages';
import { CountedTextarea } from '../../ui/counted-textarea';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import './customers.css';

export function SmsScreen({ actor }: { readonly actor: ActorRefFrom<typeof smsComposerMachine> }) {
  const count = useSelector(actor, sel.selectRecipientCount);
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const templates = useSelector(actor, sel.selectTemplates);
  const code = useSelector(actor, sel.selectTemplateCode);
  const ad = useSelector(actor, sel.selectIsAd);
  const text = useSelector(actor, sel.selectText);
  const max = useSelector(actor, sel.selectTextMax);
  const length = useSelector(actor, sel.selectLength);
  const editable = useSelector(actor, sel.selectEditable);
  const confirming = useSelector(actor, sel.selectConfirming);
  const message = useSelector(actor, sel.selectMessage);
  return (
    <form
      className="cust-sms"
      aria-label={customersMessages.custMenuSms}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'user.send' });
      }}
    >
      <p className="cust-sms-to">
        {customersMessages.smsRecipientsLabel} <strong>{customersMessages.smsRecipients(count)}</strong>
      </p>
      {loading && <Spinner label="불러오는 중" />}
      {loadError !== null && <RetryAlert message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />}
      <div className="field">
        <label htmlFor="sms-template">{customersMessages.smsTemplateLabel}</label>
        <select id="sms-template" className="input" value={code} disabled={!editable} onChange={(e) => actor.send({ type: 'user.chooseTemplate', cdVl1: e.target.value })}>
          <option value="">{customersMessages.smsDirectInput}</option>
          {templates.map((t) => (
            <option key={t.cdVl1} value={t.cdVl1}>
              {t.cdNm}
            </option>
          ))}
        </select>
      </div>
      <CountedTextarea
        label={customersMessages.smsTextLabel}
        value={text}
        max={max}
        used={length}
        limit={SMS_MAX}
        rows={4}
        disabled={!editable}
        className="cust-sms-text"
        counterClassName="cust-sms-count"
        before={ad && <span className="cust-sms-prefix">{AD_PREFIX}</span>}
        onChange={(t) => actor.send({ type: 'user.changeText', text: t })}
      />
      <div className="cust-detail-actions">
        <button type="button" className="btn btn-secondary" disabled={!editable && !loading && loadError === null} onClick={() => actor.send({ type: 'user.cancel' })}>
          취소
        </button>
        <button type="submit" className="btn btn-primary" disabled={!editable}>
          {customersMessages.smsSend}
        </button>
      </div>
      {confirming && <Dialog message={customersMessages.smsConfirm} confirmLabel={customersMessages.smsSend} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.dismiss' })} />}
      {message && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </form>
  );
}
