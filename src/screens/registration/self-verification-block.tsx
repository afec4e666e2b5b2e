// The self-registration page's phone verification (spec 2 §2, §4): 인증번호 요청 (재요청 while a number
// holds, 인증완료 once confirmed, then locked), the m:ss countdown, the number box and 인증하기, which
// only work while the number holds.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import * as sel from '../../../machines/registration/self-registration.selectors';
import { registrationMessages as m } from '../../domain/registration/messages';
import type { SelfActor } from './self-actor';

const LABELS = { issue: m.selfIssue, reissue: m.selfReissue, verified: m.selfVerified } as const;

export function SelfVerificationBlock({ actor }: { readonly actor: SelfActor }) {
  const v = useSelector(actor, sel.selectVerification);
  const id = useId();
  return (
    <section className="self-reg-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.selfVerification}</h2>
      <button type="button" className="btn btn-secondary btn-block" disabled={!v.canIssue} onClick={() => actor.send({ type: 'user.issue' })}>
        {LABELS[v.issueLabel]}
      </button>
      <div className="field">
        <label htmlFor={`${id}-code`}>{m.selfCode}</label>
        <div className="self-reg-code">
          <input
            id={`${id}-code`}
            className="input"
            type="tel"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={v.code}
            disabled={!v.canVerify}
            onChange={(e) => actor.send({ type: 'user.changeCode', value: e.target.value })}
          />
          {v.countdown !== null && (
            <span className="self-reg-timer" role="timer" aria-label={m.selfTimeLeft}>
              {v.countdown}
            </span>
          )}
          <button type="button" className="btn btn-primary" disabled={!v.canVerify} onClick={() => actor.send({ type: 'user.verify' })}>
            {m.selfVerify}
          </button>
        </div>
      </div>
      {v.timedOut && <p className="self-reg-note">{m.authNoExpired}</p>}
      {v.verified && <p className="self-reg-note is-done">{m.authDone}</p>}
    </section>
  );
}
