// Business card (spec 3 §2 /dashboard/profile/:userId): the public card page embedded, the customer's
// phone input, and the send and edit buttons. Renders the business-card actor; every action is an event.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { businessCardMachine } from '../../../machines/business-card/business-card.machine';
import * as sel from '../../../machines/business-card/business-card.selectors';
import { sharedMessages } from '../../domain/shared/messages';
import { cardPreviewUrl } from '../../domain/shared/profile';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import './business-card.css';

type BusinessCardActor = ActorRefFrom<typeof businessCardMachine>;

export function BusinessCardScreen({ actor }: { readonly actor: BusinessCardActor }) {
  const forbidden = useSelector(actor, sel.selectForbidden);
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const card = useSelector(actor, sel.selectCard);
  return (
    <section className="business-card" aria-label="명함" aria-busy={loading}>
      {forbidden && (
        <div className="business-card-status">
          <p role="alert">{sharedMessages.forbidden}</p>
          <button type="button" className="btn btn-secondary" onClick={() => actor.send({ type: 'user.goBack' })}>
            뒤로 가기
          </button>
        </div>
      )}
      {loading && <Spinner label="불러오는 중" />}
      {loadError !== null && <RetryAlert className="business-card-status" message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {card && (
        <>
          <iframe className="business-card-frame" title="명함 미리보기" src={cardPreviewUrl(card.cardUrl)} />
          <p className="business-card-owner">
            <strong>{card.akdnam}</strong> {card.pstnNm}
            <span>{[card.cntrName, card.brncName].filter(Boolean).join(' ')}</span>
          </p>
          <SendForm actor={actor} />
        </>
      )}
    </section>
  );
}

function SendForm({ actor }: { readonly actor: BusinessCardActor }) {
  const phone = useSelector(actor, sel.selectPhone);
  const canAct = useSelector(actor, sel.selectCanAct);
  const sending = useSelector(actor, sel.selectSending);
  const opening = useSelector(actor, sel.selectOpeningEditor);
  const canEdit = useSelector(actor, sel.selectCanEditOutside);
  const message = useSelector(actor, sel.selectMessage);
  return (
    <form
      className="business-card-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'user.send' });
      }}
    >
      <div className="field">
        <label htmlFor="card-phone">휴대폰번호</label>
        <input
          id="card-phone"
          className="input"
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          placeholder="숫자만 입력"
          value={phone}
          readOnly={!canAct}
          // No maxLength: a pasted 010-1234-5678 would be cut before its dashes are dropped; the machine keeps 11 digits.
          onChange={(e) => actor.send({ type: 'user.changePhone', value: e.target.value })}
        />
      </div>
      <div className="business-card-actions">
        <button type="submit" className="btn btn-primary" disabled={!canAct} aria-busy={sending}>
          명함 보내기
        </button>
        {canEdit && (
          <button type="button" className="btn btn-secondary" disabled={!canAct} aria-busy={opening} onClick={() => actor.send({ type: 'user.edit' })}>
            명함 수정
          </button>
        )}
      </div>
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </form>
  );
}
