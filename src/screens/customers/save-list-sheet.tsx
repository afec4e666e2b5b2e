// The save-list sheet (spec 1 §4, §5): a title of at most 10 characters (and 32 bytes) for the selected
// customers; the refusal or the server's message in a dialog over it.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { saveListMachine } from '../../../machines/customers/save-list.machine';
import * as sel from '../../../machines/customers/save-list.selectors';
import { LIST_TITLE_MAX_CHARS } from '../../domain/customers/contract';
import { customersMessages } from '../../domain/customers/messages';
import { BottomSheet } from '../../ui/bottom-sheet';
import { Dialog } from '../../ui/dialog';

export function SaveListSheet({ actor, onClose }: { readonly actor: ActorRefFrom<typeof saveListMachine>; readonly onClose: () => void }) {
  const title = useSelector(actor, sel.selectTitle);
  const count = useSelector(actor, sel.selectCount);
  const saving = useSelector(actor, sel.selectSaving);
  const message = useSelector(actor, sel.selectMessage);
  return (
    <BottomSheet title={customersMessages.saveListTitle} onClose={onClose}>
      <form
        className="cust-sheet-form"
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'user.submit' });
        }}
      >
        <p className="cust-sheet-note">{customersMessages.saveListCount(count)}</p>
        <div className="field">
          <label htmlFor="cust-list-title">{customersMessages.listTitleField}</label>
          <input
            id="cust-list-title"
            className="input"
            value={title}
            maxLength={LIST_TITLE_MAX_CHARS}
            autoComplete="off"
            onChange={(e) => actor.send({ type: 'user.changeTitle', title: e.target.value })}
          />
        </div>
        <button type="submit" className="btn btn-primary btn-block" disabled={saving}>
          저장
        </button>
      </form>
      {message && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </BottomSheet>
  );
}
