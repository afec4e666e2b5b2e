// The survey (spec 3 §2 survey, §5, §8): its title, explanation and period, then the questions in order
// (src/screens/surveys/survey-question.tsx), and while it is ing the submit button; a finished survey shows
// the stored answers read-only. The submit's problem, the confirm and the outcome are dialogs; after a
// problem its question scrolls into view and takes the focus (a DOM effect, so done here). Renders the
// survey actor.
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { surveyMachine } from '../../../machines/surveys/survey.machine';
import * as sel from '../../../machines/surveys/survey.selectors';
import { sharedMessages } from '../../domain/shared/messages';
import { surveysMessages as m } from '../../domain/surveys/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { SurveyQuestion, surveyQuestionId, type Send } from './survey-question';
import './surveys.css';

type Actor = ActorRefFrom<typeof surveyMachine>;

const datePart = (time: string) => time.slice(0, 10);

export function SurveyScreen({ actor }: { readonly actor: Actor }) {
  const phase = useSelector(actor, sel.selectPhase);
  const error = useSelector(actor, sel.selectLoadError);
  const info = useSelector(actor, sel.selectInfo);
  if (phase === 'loading') return <Spinner label="불러오는 중" />;
  if (phase === 'failed' || !info)
    return (
      <section className="survey-screen" aria-label={m.surveyScreenLabel}>
        <RetryAlert className="survey-failed" message={error ?? sharedMessages.serverError} onRetry={() => actor.send({ type: 'user.retry' })} />
      </section>
    );
  return (
    <section className="survey-screen" aria-labelledby="survey-title">
      <header className="survey-head">
        <h2 id="survey-title">{info.titl}</h2>
        {info.expi && <p className="survey-expi">{info.expi}</p>}
        <p className="survey-period">
          {m.surveyPeriod} {datePart(info.sttTime)} ~ {datePart(info.endTime)}
        </p>
      </header>
      <SurveyForm actor={actor} />
      <SurveyDialog actor={actor} />
    </section>
  );
}

function SurveyForm({ actor }: { readonly actor: Actor }) {
  const questions = useSelector(actor, sel.selectQuestions);
  const options = useSelector(actor, sel.selectOptions);
  const editable = useSelector(actor, sel.selectEditable);
  const busy = useSelector(actor, sel.selectBusy);
  const focus = useSelector(actor, sel.selectFocus);
  const closed = useSelector(actor, sel.selectClosed);
  useEffect(() => {
    if (!focus) return;
    const box = document.getElementById(surveyQuestionId(focus.itemSqno));
    box?.scrollIntoView?.({ block: 'center' });
    const control = box?.querySelector<HTMLElement>('input:not([disabled]), select:not([disabled]), textarea:not([disabled])');
    (control ?? box)?.focus();
  }, [focus]);
  const send: Send = (e) => actor.send(e);
  return (
    <form
      className="survey-form"
      aria-labelledby="survey-title"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'user.submit' });
      }}
    >
      {closed && <p className="survey-closed">{m.surveyClosed}</p>}
      {questions.map((q, i) => (
        <SurveyQuestion key={q.itemSqno} no={i + 1} question={q} options={options.filter((o) => o.itemSqno === q.itemSqno)} editable={editable && !busy} send={send} />
      ))}
      {editable && (
        <button type="submit" className="btn btn-primary survey-submit" disabled={busy}>
          {m.surveySubmit}
        </button>
      )}
    </form>
  );
}

function SurveyDialog({ actor }: { readonly actor: Actor }) {
  const dialog = useSelector(actor, sel.selectDialog);
  if (!dialog) return null;
  if (dialog.kind === 'confirm')
    return <Dialog message={dialog.message} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.dismiss' })} />;
  return <Dialog message={dialog.message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />;
}
