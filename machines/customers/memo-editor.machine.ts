// The memo popup (spec 2 §2 Memo, §5 memo rules): write a memo about a customer, or edit one (loaded
// first). Required, at most 500 characters (the box takes no more), confirmed (저장하시겠습니까?), saved,
// then the page that opened the popup is told (memo-save-complete) and the popup closes. Cancel closes it
// without saving. The statechart is the shared memo popup's (machines/shared/memo-popup.ts).
// Diagram: docs/statecharts/memoEditor.md
import { MEMO_MAX } from '../../src/domain/customers/contract';
import { customerDetailMessages } from '../../src/domain/customers/detail-messages';
import { memoPopupMachine, type MemoPopupContext, type MemoPopupEvent, type MemoPopupInput } from '../shared/memo-popup';

export type MemoEditorInput = MemoPopupInput;
export type MemoEditorContext = MemoPopupContext<MemoEditorInput>;
export type MemoEditorEvent = MemoPopupEvent;

export const memoEditorMachine = memoPopupMachine({
  id: 'memoEditor',
  limit: (text) => text.slice(0, MEMO_MAX),
  requiredMessage: customerDetailMessages.memoRequired,
  loadInput: (_context: MemoEditorContext, sqno): { sqno: number } => ({ sqno }),
  /** A new memo (sqno null) or an edit; the answer carries nothing the popup needs. */
  saveInput: (context, memo): { sqno: number | null; memo: string } => ({ sqno: context.sqno, memo }),
  descriptions: {
    changeText: 'At most 500 characters: the box keeps no more.',
    confirming: customerDetailMessages.memoConfirm,
    finishing: 'Saved: the opener hears memo-save-complete and the popup closes.',
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Memo popup: write or edit a customer memo (required, ≤500, confirmed), then tell the opener memo-save-complete and close.';
