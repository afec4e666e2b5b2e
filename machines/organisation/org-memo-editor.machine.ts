// The private-memo popup of the member detail (spec 3 §2 memo popup, §5 member memo): a new memo, or an
// edit of one of the caller's (its text loaded first). Required and not blank, at most 1000 bytes by the
// spec's byte rule (typing beyond is cut off), confirmed, saved; then the opener is told and the popup
// closes. Cancel closes it unsaved. The statechart is the shared memo popup's (machines/shared/memo-popup.ts),
// with orgnz/memoSave's "no positive number back" as a refusal. Diagram: docs/statecharts/orgMemoEditor.md
import { cutToPlainBytes, ORG_MEMO_MAX_BYTES } from '../../src/domain/organisation/rules';
import { organisationMessages } from '../../src/domain/organisation/messages';
import { memoPopupMachine, type MemoPopupContext, type MemoPopupEvent, type MemoPopupInput } from '../shared/memo-popup';

export interface OrgMemoEditorInput extends MemoPopupInput {
  readonly targetId: string;
}

export type OrgMemoEditorContext = MemoPopupContext<OrgMemoEditorInput>;
export type OrgMemoEditorEvent = MemoPopupEvent;

export interface SaveOrgMemoInput {
  readonly sqno: number;
  readonly targetId: string;
  readonly contents: string;
}

export const orgMemoEditorMachine = memoPopupMachine({
  id: 'orgMemoEditor',
  limit: (text) => cutToPlainBytes(text, ORG_MEMO_MAX_BYTES),
  requiredMessage: organisationMessages.orgMemoRequired,
  /** The memo's text from orgnz/memoList (the caller's own memos about the member). */
  loadInput: (context: OrgMemoEditorContext, sqno): { targetId: string; sqno: number } => ({ targetId: context.targetId, sqno }),
  /** orgnz/memoSave: sqno 0 writes a new memo. */
  saveInput: (context, contents): SaveOrgMemoInput => ({ sqno: context.sqno ?? 0, targetId: context.targetId, contents }),
  /** The answer's sqno is positive on success; a save kept by the outbox (no network) is done for the popup too. */
  checkStored: {
    isStored: (output: { sqno: number; queued?: true }) => output.queued === true || output.sqno > 0,
    message: organisationMessages.orgMemoSaveFailed,
    description: 'No positive number back: 등록/수정에 실패하였습니다. (A save queued offline counts as stored.)',
  },
  descriptions: {
    loading: 'The text of the memo to edit: the caller’s own memos only (orgnz/memoList).',
    changeText: 'At most 1000 bytes (above code 127 counts 2): what goes beyond is cut off.',
    confirming: `${organisationMessages.orgMemoConfirmNew} / ${organisationMessages.orgMemoConfirmEdit}`,
    finishing: 'Saved: the opener hears it (the detail reloads its memos) and the popup closes.',
  },
});

/** What this machine is for, in one line: the statechart index (docs/statecharts) reads it. */
export const summary = 'Member memo popup: write or edit a private memo (required, ≤1000 bytes, confirmed), then tell the detail and close.';
