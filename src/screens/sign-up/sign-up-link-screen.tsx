// /eduKakaoSync (spec 1 §2; content not given, docs/decisions.md): the planner sends the same customer
// easy sign-up link the QR page shows, pasted into a KakaoTalk chat (copy) or through the phone's SMS
// composer. Renders a sign-up link actor; copy and send results show in an alert.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { signUpLinkMachine } from '../../../machines/sign-up/sign-up-link.machine';
import * as sel from '../../../machines/sign-up/sign-up-link.selectors';
import { signUpMessages } from '../../domain/sign-up/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import './qr.css';

export function SignUpShareScreen({
  actor,
  plannerName,
  qrHref,
}: {
  readonly actor: ActorRefFrom<typeof signUpLinkMachine>;
  readonly plannerName: string;
  readonly qrHref: string | null;
}) {
  const loading = useSelector(actor, sel.selectLinkLoading);
  const error = useSelector(actor, sel.selectLinkError);
  const url = useSelector(actor, sel.selectLinkUrl);
  const busy = useSelector(actor, sel.selectLinkBusy);
  const message = useSelector(actor, sel.selectLinkMessage);
  return (
    <section className="qr-screen sign-up-share" aria-label="간편가입 링크 보내기" aria-busy={loading || busy}>
      <h2 className="qr-planner">{signUpMessages.qrPlanner(plannerName)}</h2>
      <p className="qr-guide">{signUpMessages.signUpShareGuide}</p>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert className="qr-status" message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {url !== null && (
        <>
          <div className="field">
            <label htmlFor="sign-up-link">{signUpMessages.signUpLinkLabel}</label>
            <input id="sign-up-link" className="input" type="url" readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </div>
          <ol className="sign-up-steps">
            {signUpMessages.signUpSteps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="qr-actions">
            <button type="button" className="btn btn-primary" disabled={busy} onClick={() => actor.send({ type: 'user.copy' })}>
              {signUpMessages.signUpCopy}
            </button>
            <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.sendSms' })}>
              {signUpMessages.signUpSendSms}
            </button>
          </div>
        </>
      )}
      {qrHref && (
        <Link href={qrHref} className="qr-promotion">
          {signUpMessages.signUpShowQr}
        </Link>
      )}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}
