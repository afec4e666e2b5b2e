// The member detail's private memos (spec 3 §2): 메모 쓰기, the note 등록한 메모는 나에게만 보여집니다., the
// list newest first with each memo's date, opened to read, 수정 and 삭제 (after 메모를 삭제하시겠습니까?)
// and the result; on a PC the memo form is a dialog beside the detail. Renders the org-memos actor.
import { useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { orgMemosMachine } from '../../../machines/organisation/org-memos.machine';
import * as sel from '../../../machines/organisation/org-memos.selectors';
import { organisationMessages } from '../../domain/organisation/messages';
import { Dialog } from '../../ui/dialog';
import { useModal } from '../../ui/use-modal';
import { OrgMemoEditorScreen } from './org-memo-editor-screen';

type Editor = NonNullable<ReturnType<typeof sel.selectEditor>>;

/** The PC's memo form as a modal dialog: focus moves into it and stays, Escape is 취소, and focus goes back to the opener. */
function MemoEditorDialog({ editor }: { readonly editor: Editor }) {
  const box = useRef<HTMLDivElement>(null);
  const onKeyDown = useModal(box, () => editor.send({ type: 'user.cancel' }));
  return (
    <div className="dialog-backdrop">
      <div
        ref={box}
        className="member-memo-dialog"
        role="dialog"
        aria-modal="true"
        aria-label={organisationMessages.orgMemoEditorTitle}
        tabIndex={-1}
        // The form's own question or alert answers its keys first (and marks them handled).
        onKeyDown={onKeyDown}
      >
        <OrgMemoEditorScreen actor={editor} />
      </div>
    </div>
  );
}

export function OrgMemoList({ actor }: { readonly actor: ActorRefFrom<typeof orgMemosMachine> }) {
  const memos = useSelector(actor, sel.selectMemoList);
  const expanded = useSelector(actor, sel.selectExpanded);
  const confirming = useSelector(actor, sel.selectConfirmingDelete);
  const notice = useSelector(actor, sel.selectMemoNotice);
  const busy = useSelector(actor, sel.selectMemosBusy);
  const editor = useSelector(actor, sel.selectEditor);
  return (
    <section className="member-card member-memos" aria-labelledby="member-memos-h">
      <div className="member-memos-head">
        <h3 id="member-memos-h" className="member-h">
          {organisationMessages.memberMemos}
        </h3>
        <button type="button" className="btn btn-primary member-memo-write" disabled={busy} onClick={() => actor.send({ type: 'user.writeMemo' })}>
          {organisationMessages.memberMemoWrite}
        </button>
      </div>
      <p className="member-note">{organisationMessages.orgMemoNote}</p>
      {memos.length === 0 ? (
        <p className="member-empty">{organisationMessages.orgMemoEmpty}</p>
      ) : (
        <ul className="member-list member-memo-list">
          {memos.map((m) => {
            const open = expanded === m.sqno;
            return (
              <li key={m.sqno} className="member-memo">
                <time className="member-memo-date">{m.crtnDttm}</time>
                <p id={`org-memo-${m.sqno}`} className={open ? 'member-memo-text' : 'member-memo-text is-folded'}>
                  {m.cntn}
                </p>
                <div className="member-memo-actions">
                  <button type="button" className="btn btn-ghost" aria-expanded={open} aria-controls={`org-memo-${m.sqno}`} onClick={() => actor.send({ type: 'user.toggleMemo', sqno: m.sqno })}>
                    {open ? organisationMessages.memberMemoFold : organisationMessages.memberMemoView}
                  </button>
                  <button type="button" className="btn btn-ghost" disabled={busy} aria-label={`${organisationMessages.memberMemoEdit}: ${m.crtnDttm}`} onClick={() => actor.send({ type: 'user.editMemo', sqno: m.sqno })}>
                    {organisationMessages.memberMemoEdit}
                  </button>
                  <button type="button" className="btn btn-ghost" disabled={busy} aria-label={`${organisationMessages.memberMemoDelete}: ${m.crtnDttm}`} onClick={() => actor.send({ type: 'user.deleteMemo', sqno: m.sqno })}>
                    {organisationMessages.memberMemoDelete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {confirming && <Dialog message={organisationMessages.orgMemoConfirmDelete} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.dismiss' })} />}
      {notice !== null && <Dialog message={notice} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
      {editor && <MemoEditorDialog editor={editor} />}
    </section>
  );
}
