// The memo popup (spec 2 §2 Memo): the text with its x/500 counter and 등록 (수정 when editing), cancel;
// 저장하시겠습니까? before saving. Renders the memo-editor actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { memoEditorMachine } from '../../../machines/customers/memo-editor.machine';
import * as sel from '../../../machines/customers/memo-editor.selectors';
import { MEMO_MAX } from '../../domain/customers/contract';
import { msg } from '../../domain/messages';
import { CountedTextarea } from '../../ui/counted-textarea';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import './customer-detail.css';

export function MemoEditorScreen({ actor }: { readonly actor: ActorRefFrom<typeof memoEditorMachine> }) {
  const editing = useSelector(actor, sel.selectEditing);
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const text = useSelector(actor, sel.selectText);
  const editable = useSelector(actor, sel.selectEditable);
  const confirming = useSelector(actor, sel.selectConfirming);
  const message = useSelector(actor, sel.selectMessage);
  const busy = useSelector(actor, sel.selectBusy);
  const title = editing ? msg.memoEditTitle : msg.memoTitle;
  return (
    <form
      className="memo-editor"
      aria-label={title}
      aria-busy={loading || busy}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'user.submit' });
      }}
    >
      {loading && <Spinner label="불러오는 중" />}
      {loadError !== null && <RetryAlert message={loadError} onRetry={() => actor.send({ type: 'user.retry' })} />}
      <CountedTextarea
        label={msg.memoLabel}
        value={text}
        max={MEMO_MAX}
        used={text.length}
        limit={MEMO_MAX}
        rows={8}
        disabled={!editable}
        className="memo-editor-text"
        counterClassName="memo-editor-count"
        onChange={(t) => actor.send({ type: 'user.changeText', text: t })}
      />
      <div className="memo-editor-actions">
        <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.cancel' })}>
          취소
        </button>
        <button type="submit" className="btn btn-primary" disabled={!editable}>
          {editing ? msg.memoModify : msg.memoRegister}
        </button>
      </div>
      {confirming && <Dialog message={msg.memoConfirm} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.dismiss' })} />}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </form>
  );
}
