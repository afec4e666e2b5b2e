// The customer's self-registration page (spec 2 §2): its own header (no app chrome: a customer's phone
// browser), the customer's name, phone and memo, the terms, the phone verification with its countdown,
// the children, cancel and save; the terms popup and the alerts over it. Renders the actor only.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import * as sel from '../../../machines/registration/self-registration.selectors';
import { registrationMessages as m } from '../../domain/registration/messages';
import { CUST_NAME_MAX, PHONE_MAX, REG_MEMO_MAX } from '../../domain/registration/rules';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import type { SelfActor } from './self-actor';
import { SelfChildrenBlock } from './self-children-block';
import { SelfTermsBlock, SelfTermsPopup } from './self-terms-block';
import { SelfVerificationBlock } from './self-verification-block';
import './self-registration.css';


export function SelfRegistrationScreen({ actor }: { readonly actor: SelfActor }) {
  const checking = useSelector(actor, sel.selectChecking);
  const checkError = useSelector(actor, sel.selectCheckError);
  const planner = useSelector(actor, sel.selectPlanner);
  const form = useSelector(actor, sel.selectForm);
  const editable = useSelector(actor, sel.selectEditable);
  const busy = useSelector(actor, sel.selectBusy);
  const saving = useSelector(actor, sel.selectSaving);
  const message = useSelector(actor, sel.selectMessage);
  const id = useId();
  const send = (e: Parameters<SelfActor['send']>[0]) => actor.send(e);
  return (
    <main className="self-reg" aria-busy={checking || busy}>
      <header className="self-reg-head">
        <h1>{m.selfTitle}</h1>
        {planner !== null && <p>{m.selfRequestedBy(planner)}</p>}
      </header>
      {checking && <Spinner label={m.selfChecking} />}
      {checkError !== null && <RetryAlert className="self-reg-failed" message={checkError} onRetry={() => send({ type: 'user.retry' })} />}
      {form && (
        <form
          className="self-reg-form"
          aria-label={m.selfTitle}
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'user.save' });
          }}
        >
          <section className="self-reg-section" aria-labelledby={`${id}-customer`}>
            <h2 id={`${id}-customer`}>{m.selfCustomer}</h2>
            <div className="field">
              <label htmlFor={`${id}-name`}>{m.selfName}</label>
              <input id={`${id}-name`} className="input" type="text" autoComplete="name" maxLength={CUST_NAME_MAX} value={form.name} disabled={!editable} onChange={(e) => send({ type: 'user.changeName', value: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${id}-phone`}>{m.selfPhone}</label>
              {/* No maxLength: a pasted 010-1234-5678 must reach the machine whole, which keeps its digits. */}
              <input id={`${id}-phone`} className="input" type="tel" inputMode="numeric" autoComplete="tel" value={form.phone} aria-describedby={`${id}-phone-max`} disabled={!editable} onChange={(e) => send({ type: 'user.changePhone', value: e.target.value })} />
              <span id={`${id}-phone-max`} className="visually-hidden">{`숫자만 ${PHONE_MAX}자리까지`}</span>
            </div>
            <div className="field">
              <label htmlFor={`${id}-memo`}>{m.selfMemo}</label>
              <textarea id={`${id}-memo`} className="input self-reg-memo" maxLength={REG_MEMO_MAX} value={form.memo} disabled={!editable} onChange={(e) => send({ type: 'user.changeMemo', value: e.target.value })} />
            </div>
          </section>
          <SelfTermsBlock actor={actor} />
          <SelfVerificationBlock actor={actor} />
          <SelfChildrenBlock actor={actor} />
          <div className="self-reg-actions">
            <button type="button" className="btn btn-secondary" disabled={!editable} onClick={() => send({ type: 'user.cancel' })}>
              {m.selfCancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={!editable} aria-busy={saving}>
              {m.selfSave}
            </button>
          </div>
        </form>
      )}
      <SelfTermsPopup actor={actor} />
      {message !== null && <Dialog message={message} onClose={() => send({ type: 'user.dismissMessage' })} />}
    </main>
  );
}
