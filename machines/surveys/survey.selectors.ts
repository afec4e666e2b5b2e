// What the survey screen reads from the survey actor's snapshot: the survey, its questions with their own
// options (answers as edited), whether it can be answered, and the dialog to show.
import type { SnapshotFrom } from 'xstate';
import type { SurveyOptionRow, SurveyQuestionRow } from '../../src/domain/surveys/contract';
import { surveysMessages as m } from '../../src/domain/surveys/messages';
import type { surveyMachine } from './survey.machine';

type Snap = SnapshotFrom<typeof surveyMachine>;

export const selectPhase = (s: Snap): 'loading' | 'failed' | 'ready' => (s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'failed' : 'ready');
export const selectLoadError = (s: Snap) => (s.matches('loadFailed') ? s.context.error : null);
export const selectInfo = (s: Snap) => s.context.info;
export const selectQuestions = (s: Snap): readonly SurveyQuestionRow[] => s.context.questions;
export const selectOptions = (s: Snap): readonly SurveyOptionRow[] => s.context.options;
/** Controls are live and the submit button shows only while answering an ing survey (spec 3 §2). */
export const selectEditable = (s: Snap) => s.matches('answering');
/** Controls stay but ignore input while the dialogs are up or the answers are being sent. */
export const selectBusy = (s: Snap) => s.matches({ answering: 'saving' });
export const selectFocus = (s: Snap) => s.context.focus;
/** A finished survey read back: told it is over. */
export const selectClosed = (s: Snap) => s.matches('reading');

export type SurveyDialog = { readonly kind: 'alert' | 'confirm' | 'done'; readonly message: string } | null;
export const selectDialog = (s: Snap): SurveyDialog => {
  if (s.matches({ answering: 'invalid' })) return { kind: 'alert', message: s.context.problem?.message ?? '' };
  if (s.matches({ answering: 'confirming' })) return { kind: 'confirm', message: m.surveySubmitConfirm };
  if (s.matches({ answering: 'saveFailed' })) return { kind: 'alert', message: s.context.error ?? m.surveySubmitFailed };
  if (s.matches('submitted')) return { kind: 'done', message: m.surveySubmitted };
  return null;
};
