// The member memo popup (spec 3 §2 memo popup, §5): the text with its n/1000Byte counter by the byte rule,
// 취소 and 등록하기 (수정하기 when editing); 메모를 등록/수정하시겠습니까? before saving. Renders the
// org-memo-editor actor, on its own route or in the dialog beside the member detail on a PC.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { orgMemoEditorMachine } from '../../../machines/organisation/org-memo-editor.machine';
import * as sel from '../../../machines/organisation/org-memo-editor.selectors';
import { ORG_MEMO_MAX_BYTES } from '../../domain/organisation/rules';
import { organisationMessages } from '../../domain/organisation/messages';
import { CountedTextarea } from '../../ui/counted-textarea';
import { PopupForm } from '../../ui/popup-form';
import './member-detail.css';

export function OrgMemoEditorScreen({ actor }: { readonly actor: ActorRefFrom<typeof orgMemoEditorMachine> }) {
  const editing = useSelector(actor, sel.selectEditing);
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const text = useSelector(actor, sel.selectText);
  const bytes = useSelector(actor, sel.selectBytes);
  const editable = useSelector(actor, sel.selectEditable);
  const confirming = useSelector(actor, sel.selectConfirming);
  const message = useSelector(actor, sel.selectMessage);
  const busy = useSelector(actor, sel.selectBusy);
  return (
    <PopupForm
      className="org-memo-editor"
      title={organisationMessages.orgMemoEditorTitle}
      loading={loading}
      busy={busy}
      loadError={loadError}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onSubmit={() => actor.send({ type: 'user.submit' })}
      actionsClassName="org-memo-editor-actions"
      cancelLabel="취소"
      onCancel={() => actor.send({ type: 'user.cancel' })}
      submit={{ label: editing ? organisationMessages.orgMemoModify : organisationMessages.orgMemoRegister, disabled: !editable }}
      confirm={
        confirming
          ? { message: editing ? organisationMessages.orgMemoConfirmEdit : organisationMessages.orgMemoConfirmNew, onConfirm: () => actor.send({ type: 'user.confirm' }), onCancel: () => actor.send({ type: 'user.dismiss' }) }
          : null
      }
      message={message}
      onDismissMessage={() => actor.send({ type: 'user.dismissMessage' })}
    >
      <CountedTextarea
        label={organisationMessages.orgMemoLabel}
        value={text}
        max={ORG_MEMO_MAX_BYTES}
        used={bytes}
        limit={ORG_MEMO_MAX_BYTES}
        unit="Byte"
        rows={8}
        disabled={!editable}
        className="org-memo-editor-text"
        counterClassName="org-memo-editor-count"
        onChange={(t) => actor.send({ type: 'user.changeText', text: t })}
      />
    </PopupForm>
  );
}
