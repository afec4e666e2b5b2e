// The writable plan form (spec 3 §2 plan form, §5, §8): the inputs bound to the plan-form actor, 등록 / 수정,
// the confirm and the alerts; once a missing goal's alert is read its input takes the focus. Sends only user.*.
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PlanFieldKey, planFormMachine } from '../../../machines/plans/plan-form.machine';
import * as sel from '../../../machines/plans/plan-form.selectors';
import { Dialog } from '../../ui/dialog';
import { PlanFormFields } from './plan-form-fields';

export function PlanFormEditor({ actor }: { readonly actor: ActorRefFrom<typeof planFormMachine> }) {
  const values = useSelector(actor, sel.selectValues);
  const countsLocked = useSelector(actor, sel.selectCountsLocked);
  const action = useSelector(actor, sel.selectAction);
  const editable = useSelector(actor, sel.selectEditable);
  const busy = useSelector(actor, sel.selectBusy);
  const confirm = useSelector(actor, sel.selectConfirm);
  const message = useSelector(actor, sel.selectMessage);
  const focus = useSelector(actor, sel.selectFocus);
  const memoBytes = useSelector(actor, sel.selectMemoBytes);
  const periods = useSelector(actor, sel.selectPeriods);
  const total = useSelector(actor, sel.selectAmountTotal);
  const inputs = useRef<Partial<Record<PlanFieldKey, HTMLInputElement | null>>>({});

  // Runs after the alert's dialog has put the focus back where it was: the missing goal's input takes it.
  useEffect(() => {
    if (focus) inputs.current[focus]?.focus();
  }, [focus]);

  return (
    <form
      className="plan-form-editor"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'user.submit' });
      }}
    >
      <PlanFormFields
        values={values}
        countsLocked={countsLocked}
        disabled={busy}
        memoBytes={memoBytes}
        periods={periods}
        total={total}
        inputs={inputs}
        onChange={(key, value) => actor.send({ type: 'user.changeGoal', key, value })}
        onMemo={(text) => actor.send({ type: 'user.changeMemo', text })}
      />
      <div className="plan-form-actions">
        <button type="submit" className="btn btn-primary btn-block" disabled={!editable}>
          {action}
        </button>
      </div>
      {confirm !== null && <Dialog message={confirm} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.dismiss' })} />}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </form>
  );
}
