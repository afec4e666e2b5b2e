// The verification's sheets: the terms (required and marketing items, all; confirming sends the request)
// and the certification (the number, the mm:ss countdown, re-request). Renders the verification actor.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { registrationVerificationMachine } from '../../../machines/registration/registration-verification.machine';
import * as sel from '../../../machines/registration/registration-verification.selectors';
import { registrationMessages as m } from '../../domain/registration/messages';
import { BottomSheet } from '../../ui/bottom-sheet';
import { Dialog } from '../../ui/dialog';

type Actor = ActorRefFrom<typeof registrationVerificationMachine>;

function Check({ label, checked, disabled, onChange }: { readonly label: string; readonly checked: boolean; readonly disabled: boolean; readonly onChange: () => void }) {
  return (
    <label className={`reg-agree${checked ? ' is-on' : ''}`}>
      <input type="checkbox" checked={checked} disabled={disabled} onChange={onChange} /> {label}
    </label>
  );
}

function TermsSheet({ actor }: { readonly actor: Actor }) {
  const a = useSelector(actor, sel.selectAgreements);
  const busy = useSelector(actor, sel.selectRequesting);
  return (
    <BottomSheet title={m.regTermsTitle} onClose={() => actor.send({ type: 'user.close' })}>
      <div className="reg-sheet">
        <Check label={m.regAgreeAll} checked={a.required && a.marketing} disabled={busy} onChange={() => actor.send({ type: 'user.toggleAll' })} />
        <Check label={m.regAgreeRequired} checked={a.required} disabled={busy} onChange={() => actor.send({ type: 'user.toggleRequired' })} />
        <Check label={m.regAgreeMarketing} checked={a.marketing} disabled={busy} onChange={() => actor.send({ type: 'user.toggleMarketing' })} />
        <button type="button" className="btn btn-primary btn-block" disabled={busy} onClick={() => actor.send({ type: 'user.confirmTerms' })}>
          {m.regTermsConfirm}
        </button>
      </div>
    </BottomSheet>
  );
}

function CertificationSheet({ actor }: { readonly actor: Actor }) {
  const athnNo = useSelector(actor, sel.selectAuthNo);
  const countdown = useSelector(actor, sel.selectCountdown);
  const expired = useSelector(actor, sel.selectExpired);
  const canConfirm = useSelector(actor, sel.selectCanConfirm);
  const reissuing = useSelector(actor, sel.selectReissuing);
  const checking = useSelector(actor, sel.selectChecking);
  const id = useId();
  return (
    <BottomSheet title={m.regCertTitle} onClose={() => actor.send({ type: 'user.close' })}>
      <form
        className="reg-sheet"
        aria-busy={checking || reissuing}
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'user.submitAuthNo' });
        }}
      >
        <div className="field">
          <label htmlFor={id}>{m.regAuthNo}</label>
          <div className="reg-authno">
            <input
              id={id}
              className="input"
              type="tel"
              inputMode="numeric"
              autoComplete="one-time-code"
              value={athnNo}
              disabled={!canConfirm}
              onChange={(e) => actor.send({ type: 'user.changeAuthNo', value: e.target.value })}
            />
            <span className="reg-countdown" role="timer" aria-label={m.regTimeLeft}>
              {countdown}
            </span>
          </div>
          {expired && <p className="reg-expired">{m.authNoExpired}</p>}
        </div>
        <div className="reg-sheet-actions">
          <button type="button" className="btn btn-secondary" disabled={reissuing || checking} onClick={() => actor.send({ type: 'user.reRequest' })}>
            {m.regReRequest}
          </button>
          <button type="submit" className="btn btn-primary" disabled={!canConfirm}>
            {m.regAuthNoConfirm}
          </button>
        </div>
      </form>
    </BottomSheet>
  );
}

export function VerificationSheets({ actor }: { readonly actor: Actor }) {
  const sheet = useSelector(actor, sel.selectSheet);
  const message = useSelector(actor, sel.selectMessage);
  return (
    <>
      {sheet === 'terms' && <TermsSheet actor={actor} />}
      {sheet === 'certification' && <CertificationSheet actor={actor} />}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </>
  );
}
