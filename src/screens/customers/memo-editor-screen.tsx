// The memo popup (spec 2 §2 Memo): the text with its x/500 counter and 등록 (수정 when editing), cancel;
// 저장하시겠습니까? before saving. Renders the memo-editor actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { memoEditorMachine } from '../../../machines/customers/memo-editor.machine';
import * as sel from '../../../machines/customers/memo-editor.selectors';
import { MEMO_MAX } from '../../domain/customers/contract';
import { customerDetailMessages } from '../../domain/customers/detail-messages';
import { CountedTextarea } from '../../ui/counted-textarea';
import { PopupForm } from '../../ui/popup-form';
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
  const title = editing ? customerDetailMessages.memoEditTitle : customerDetailMessages.memoTitle;
  return (
    <PopupForm
      className="memo-editor"
      title={title}
      loading={loading}
      busy={busy}
      loadError={loadError}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onSubmit={() => actor.send({ type: 'user.submit' })}
      actionsClassName="memo-editor-actions"
      cancelLabel="취소"
      onCancel={() => actor.send({ type: 'user.cancel' })}
      submit={{ label: editing ? customerDetailMessages.memoModify : customerDetailMessages.memoRegister, disabled: !editable }}
      confirm={confirming ? { message: customerDetailMessages.memoConfirm, onConfirm: () => actor.send({ type: 'user.confirm' }), onCancel: () => actor.send({ type: 'user.dismiss' }) } : null}
      message={message}
      onDismissMessage={() => actor.send({ type: 'user.dismissMessage' })}
    >
      <CountedTextarea
        label={customerDetailMessages.memoLabel}
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
    </PopupForm>
  );
}
