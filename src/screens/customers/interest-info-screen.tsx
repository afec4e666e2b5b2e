// The interest and no-jin info popup (spec 2 §2 Interest info): the code families, the no-jin activity with
// its place while 기타 is chosen, 닫기 and, for a customer that may be modified, 수정 (confirmed before
// saving). A contract customer's info is shown read-only. Renders the interest-info actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { interestInfoMachine } from '../../../machines/customers/interest-info.machine';
import * as sel from '../../../machines/customers/interest-info.selectors';
import { ACTIVITY_FAMILY } from '../../domain/customers/customer-edit';
import { interestInfoMessages } from '../../domain/customers/interest-messages';
import { PopupForm } from '../../ui/popup-form';
import { InterestFamily } from './interest-family';
import './customers.css';
import './interest-info.css';

export function InterestInfoScreen({ actor }: { readonly actor: ActorRefFrom<typeof interestInfoMachine> }) {
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const families = useSelector(actor, sel.selectFamilies);
  const modifiable = useSelector(actor, sel.selectModifiable);
  const place = useSelector(actor, sel.selectPlace);
  const editable = useSelector(actor, sel.selectEditable);
  const confirming = useSelector(actor, sel.selectConfirming);
  const message = useSelector(actor, sel.selectMessage);
  const busy = useSelector(actor, sel.selectBusy);
  return (
    <PopupForm
      className="interest-info"
      title={interestInfoMessages.interestTitle}
      loading={loading}
      busy={busy}
      loadError={loadError}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onSubmit={() => actor.send({ type: 'user.submit' })}
      actionsClassName={`interest-actions${modifiable && families ? ' has-modify' : ''}`}
      cancelLabel={interestInfoMessages.interestClose}
      onCancel={() => actor.send({ type: 'user.close' })}
      // A contract customer's info is read-only: no 수정 (spec 2 §4, §6).
      submit={modifiable && families ? { label: interestInfoMessages.interestModify, disabled: !editable } : null}
      confirm={confirming ? { message: interestInfoMessages.interestConfirm, onConfirm: () => actor.send({ type: 'user.confirm' }), onCancel: () => actor.send({ type: 'user.dismiss' }) } : null}
      message={message}
      onDismissMessage={() => actor.send({ type: 'user.dismissMessage' })}
    >
      {families && (
        <>
          {!modifiable && <p className="interest-readonly">{interestInfoMessages.interestReadOnly}</p>}
          <div className="interest-families">
            {families.map((f) =>
              f.prenCd === ACTIVITY_FAMILY ? (
                <InterestFamily
                  key={f.prenCd}
                  family={f}
                  editable={editable}
                  onChoose={(cdVl1) => actor.send({ type: 'user.chooseActivity', cdVl1 })}
                  place={place}
                  onChangePlace={(text) => actor.send({ type: 'user.changePlace', text })}
                />
              ) : (
                <InterestFamily key={f.prenCd} family={f} editable={editable} onChoose={(cdVl1) => actor.send({ type: 'user.choose', prenCd: f.prenCd, cdVl1 })} />
              ),
            )}
          </div>
        </>
      )}
    </PopupForm>
  );
}
