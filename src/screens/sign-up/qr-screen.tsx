// QR page (spec 1 §2, §9): the planner's customer easy sign-up link as a QR code (210 px, error level H),
// a promotion link, and buttons to register a customer and to settings; links to screens that are not
// built yet are left out (null). Renders a sign-up link actor.
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { signUpLinkMachine } from '../../../machines/sign-up/sign-up-link.machine';
import * as sel from '../../../machines/sign-up/sign-up-link.selectors';
import { signUpMessages } from '../../domain/sign-up/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { QrImage } from './qr-image';
import './qr.css';

export interface QrLinks {
  readonly promotion: string | null;
  readonly register: string | null;
  readonly settings: string | null;
  readonly share: string | null;
}

export function QrScreen({ actor, plannerName, links }: { readonly actor: ActorRefFrom<typeof signUpLinkMachine>; readonly plannerName: string; readonly links: QrLinks }) {
  const loading = useSelector(actor, sel.selectLinkLoading);
  const error = useSelector(actor, sel.selectLinkError);
  const url = useSelector(actor, sel.selectLinkUrl);
  return (
    <section className="qr-screen" aria-label={signUpMessages.qrPageTitle} aria-busy={loading}>
      <h2 className="qr-planner">{signUpMessages.qrPlanner(plannerName)}</h2>
      <p className="qr-guide">{signUpMessages.qrGuide}</p>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert className="qr-status" message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {url !== null && (
        <figure className="qr-figure">
          <QrImage text={url} label={signUpMessages.qrImageLabel} />
          <figcaption className="qr-link">{url}</figcaption>
        </figure>
      )}
      {links.promotion && (
        <Link href={links.promotion} className="qr-promotion">
          {signUpMessages.qrPromotion}
        </Link>
      )}
      <div className="qr-actions">
        {links.register && (
          <Link href={links.register} className="btn btn-primary">
            {signUpMessages.qrRegisterCustomer}
          </Link>
        )}
        {links.settings && (
          <Link href={links.settings} className="btn btn-secondary">
            {signUpMessages.qrSettings}
          </Link>
        )}
        {links.share && (
          <Link href={links.share} className="btn btn-secondary">
            {signUpMessages.qrShareLink}
          </Link>
        )}
      </div>
    </section>
  );
}
