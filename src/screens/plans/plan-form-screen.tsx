// /mypage/bsnPlnReg (spec 3 §2 plan form, §4 write window, §5): the month's plan form, or why there is none —
// the partner's refusal, no month open for a new plan, a saved plan outside its edit window (read-only), the
// window closing while the form was open. On a PC the goals and the period table share the width.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { planWindowMachine } from '../../../machines/plans/plan-window.machine';
import * as sel from '../../../machines/plans/plan-window.selectors';
import { plansMessages as m } from '../../domain/plans/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { PlanFormEditor } from './plan-form-editor';
import { PlanFormFields } from './plan-form-fields';
import './plan-form.css';

const ignore = () => {};

export function PlanFormScreen({ actor }: { readonly actor: ActorRefFrom<typeof planWindowMachine> }) {
  const view = useSelector(actor, sel.selectView);
  const month = useSelector(actor, sel.selectMonth);
  const error = useSelector(actor, sel.selectError);
  const alert = useSelector(actor, sel.selectAlert);
  const notice = useSelector(actor, sel.selectNotice);
  const readOnly = useSelector(actor, sel.selectReadOnly);
  const form = useSelector(actor, sel.selectFormActor);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  return (
    <section className={`plan-form${desktop ? ' plan-form-wide' : ''}`} aria-label={m.planFormLabel} aria-busy={view === 'loading' || view === 'finishing'}>
      {month !== null && <h2 className="plan-form-title">{m.planMonthTitle(month)}</h2>}
      {view === 'loading' && <Spinner label={m.planFormLoading} />}
      {error !== null && <RetryAlert className="plan-form-failed" message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {notice !== null && (
        <p className="plan-form-notice" role="status">
          {notice}
        </p>
      )}
      {readOnly && (
        <PlanFormFields
          values={readOnly.form.values}
          countsLocked={readOnly.countsLocked}
          disabled
          memoBytes={readOnly.memoBytes}
          periods={readOnly.periods}
          total={readOnly.total}
          onChange={ignore}
          onMemo={ignore}
        />
      )}
      {form && <PlanFormEditor actor={form} />}
      {alert !== null && <Dialog message={alert} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}
