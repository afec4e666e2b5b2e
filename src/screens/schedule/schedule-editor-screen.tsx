// The schedule form (spec 2 §2 Schedule register/edit): the spinner or the retry while a schedule to edit
// loads, the fields, 저장; the question before saving (confirmSave) and the alert of a broken rule or a
// failed call. Renders the schedule-editor actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { scheduleEditorMachine } from '../../../machines/schedule/schedule-editor.machine';
import * as sel from '../../../machines/schedule/schedule-editor.selectors';
import { scheduleMessages as m } from '../../domain/schedule/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { ScheduleEditorFields } from './schedule-editor-fields';
import './schedule.css';

export function ScheduleEditorScreen({ actor }: { readonly actor: ActorRefFrom<typeof scheduleEditorMachine> }) {
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const showsForm = useSelector(actor, sel.selectShowsForm);
  const message = useSelector(actor, sel.selectMessage);
  const confirming = useSelector(actor, sel.selectConfirming);
  const busy = useSelector(actor, sel.selectBusy);
  return (
    <section className="sched-editor" aria-busy={loading || busy}>
      {loading && <Spinner label="불러오는 중" />}
      {loadError !== null && <RetryAlert message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {showsForm && (
        <form
          aria-label={m.edFormLabel}
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'user.submit' });
          }}
        >
          <ScheduleEditorFields actor={actor} busy={busy} />
          <button type="submit" className="btn btn-primary sched-save" disabled={busy}>
            {m.edSave}
          </button>
        </form>
      )}
      {confirming && <Dialog message={m.confirmSave} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.dismiss' })} />}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}
