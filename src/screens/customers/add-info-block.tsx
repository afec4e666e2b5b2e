// The prospect additional-info block (spec 2 §2, §5): gender, birth date (8 digits), an address from the
// address search popup and a detail address (30), saved together. Renders the customer-add-info actor.
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import { BIRTH_DIGITS, type customerAddInfoMachine } from '../../../machines/customers/customer-add-info.machine';
import * as sel from '../../../machines/customers/customer-add-info.selectors';
import { DETAIL_ADDRESS_MAX } from '../../domain/customers/customer-edit';
import { customerDetailMessages } from '../../domain/customers/detail-messages';
import { Dialog } from '../../ui/dialog';

export function AddInfoBlock({ actor }: { readonly actor: ActorRefFrom<typeof customerAddInfoMachine> }) {
  const form = useSelector(actor, sel.selectForm);
  const busy = useSelector(actor, sel.selectBusy);
  const saving = useSelector(actor, sel.selectSaving);
  const message = useSelector(actor, sel.selectMessage);
  const id = useId();
  return (
    <form
      className="cdetail-addinfo"
      aria-labelledby={`${id}-h`}
      aria-busy={saving}
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'user.save' });
      }}
    >
      <h3 id={`${id}-h`}>{customerDetailMessages.addInfoTitle}</h3>
      <p className="cdetail-muted">{customerDetailMessages.addInfoHint}</p>
      <fieldset className="cdetail-addinfo-gender">
        <legend>{customerDetailMessages.addInfoGender}</legend>
        {(['M', 'F'] as const).map((g) => (
          <label key={g}>
            <input type="radio" name={`${id}-gender`} checked={form.kwgend === g} onChange={() => actor.send({ type: 'user.chooseGender', gender: g })} /> {customerDetailMessages.custGenderNames[g]}
          </label>
        ))}
      </fieldset>
      <label className="cdetail-field">
        <span>{customerDetailMessages.addInfoBirth}</span>
        <input
          type="tel"
          inputMode="numeric"
          placeholder="YYYYMMDD"
          maxLength={BIRTH_DIGITS}
          value={form.kwbrdt}
          onChange={(e) => actor.send({ type: 'user.changeBirth', value: e.target.value })}
        />
      </label>
      <div className="cdetail-field">
        <span id={`${id}-addr`}>{customerDetailMessages.addInfoAddress}</span>
        <div className="cdetail-addinfo-address">
          <output aria-labelledby={`${id}-addr`}>{form.kwsad1 === '' ? customerDetailMessages.addInfoNoAddress : `(${form.kwszip}) ${form.kwsad1}`}</output>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.searchAddress' })}>
            {customerDetailMessages.addInfoSearch}
          </button>
        </div>
      </div>
      <label className="cdetail-field">
        <span>{customerDetailMessages.addInfoDetail}</span>
        <input type="text" maxLength={DETAIL_ADDRESS_MAX} value={form.kwsad2} onChange={(e) => actor.send({ type: 'user.changeDetailAddress', value: e.target.value })} />
      </label>
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {customerDetailMessages.addInfoSave}
      </button>
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </form>
  );
}
