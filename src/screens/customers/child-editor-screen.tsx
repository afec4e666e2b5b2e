// The child add / modify popup (spec 2 §2 Child add/modify): gender M/F, birthday (tel, 8 digits, the age
// beside it once they make a date), name (≤ 10), the note that a change takes about a minute, cancel and
// 추가 (수정 when modifying). Renders the child-editor actor.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { childEditorMachine } from '../../../machines/customers/child-editor.machine';
import * as sel from '../../../machines/customers/child-editor.selectors';
import { CHILD_NAME_MAX } from '../../domain/customers/customer-edit';
import { childEditorMessages } from '../../domain/customers/child-editor-messages';
import { customerDetailMessages } from '../../domain/customers/detail-messages';
import { PopupForm } from '../../ui/popup-form';
import './child-editor.css';

const GENDERS = ['M', 'F'] as const;

export function ChildEditorScreen({ actor }: { readonly actor: ActorRefFrom<typeof childEditorMachine> }) {
  const modifying = useSelector(actor, sel.selectModifying);
  const loading = useSelector(actor, sel.selectLoading);
  const loadError = useSelector(actor, sel.selectLoadError);
  const form = useSelector(actor, sel.selectForm);
  const age = useSelector(actor, sel.selectAge);
  const editable = useSelector(actor, sel.selectEditable);
  const message = useSelector(actor, sel.selectMessage);
  const busy = useSelector(actor, sel.selectBusy);
  const id = useId();
  const title = modifying ? childEditorMessages.childEditorModifyTitle : childEditorMessages.childEditorAddTitle;
  return (
    <PopupForm
      className="child-editor"
      title={title}
      loading={loading}
      busy={busy}
      loadError={loadError}
      onRetry={() => actor.send({ type: 'user.retry' })}
      onSubmit={() => actor.send({ type: 'user.submit' })}
      actionsClassName="child-editor-actions"
      cancelLabel={childEditorMessages.childEditorCancel}
      onCancel={() => actor.send({ type: 'user.cancel' })}
      submit={{ label: modifying ? childEditorMessages.childEditorModify : childEditorMessages.childEditorAdd, disabled: !editable }}
      message={message}
      onDismissMessage={() => actor.send({ type: 'user.dismissMessage' })}
    >
      {form && (
        <div className="child-editor-fields">
          <fieldset className="child-editor-genders" disabled={!editable}>
            <legend>{childEditorMessages.childEditorGender}</legend>
            {GENDERS.map((g) => (
              <label key={g} className={`child-editor-choice${form.chlngndr === g ? ' is-on' : ''}`}>
                <input type="radio" name="chlngndr" value={g} checked={form.chlngndr === g} onChange={() => actor.send({ type: 'user.chooseGender', gender: g })} />
                {customerDetailMessages.custGenderNames[g]}
              </label>
            ))}
          </fieldset>
          <div className="field">
            <label htmlFor={`${id}-birth`}>{childEditorMessages.childEditorBirth}</label>
            <div className="child-editor-birth">
              <input
                id={`${id}-birth`}
                className="input"
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                // No maxLength: a pasted 2015-03-01 must reach the machine whole, which keeps its 8 digits.
                value={form.chlnbdt}
                disabled={!editable}
                aria-describedby={`${id}-birth-hint`}
                onChange={(e) => actor.send({ type: 'user.changeBirthday', value: e.target.value })}
              />
              {age !== null && (
                <output htmlFor={`${id}-birth`} className="child-editor-age" aria-live="polite">
                  {customerDetailMessages.custChildAge(age)}
                </output>
              )}
            </div>
            <p id={`${id}-birth-hint`} className="child-editor-hint">
              {childEditorMessages.childEditorBirthHint}
            </p>
          </div>
          <div className="field">
            <label htmlFor={`${id}-name`}>{childEditorMessages.childEditorName}</label>
            <input
              id={`${id}-name`}
              className="input"
              type="text"
              autoComplete="off"
              maxLength={CHILD_NAME_MAX}
              value={form.chlnnam}
              disabled={!editable}
              onChange={(e) => actor.send({ type: 'user.changeName', value: e.target.value })}
            />
          </div>
          <p className="child-editor-note">{childEditorMessages.childEditorNote}</p>
        </div>
      )}
    </PopupForm>
  );
}
