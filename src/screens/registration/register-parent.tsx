// The parent section (CRS04): gender, birth date, an address from the address search popup and the detail
// address (30).
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { registrationMachine } from '../../../machines/registration/registration.machine';
import * as sel from '../../../machines/registration/registration.selectors';
import { DETAIL_ADDRESS_MAX } from '../../domain/customers/customer-edit';
import { registrationMessages as m } from '../../domain/registration/messages';
import { GenderChoice, TextField } from './register-parts';

export function ParentSection({ actor, busy }: { readonly actor: ActorRefFrom<typeof registrationMachine>; readonly busy: boolean }) {
  const form = useSelector(actor, sel.selectForm);
  const id = useId();
  return (
    <div className="reg-fields">
      <GenderChoice legend={m.regGender} name="reg-parent-gender" value={form.custgndr} disabled={busy} onChoose={(value) => actor.send({ type: 'user.edit', field: 'custgndr', value })} />
      <TextField label={m.regParentBirth} value={form.custbrdt} numeric placeholder="YYYYMMDD" disabled={busy} onChange={(value) => actor.send({ type: 'user.edit', field: 'custbrdt', value })} />
      <div className="field">
        <span id={`${id}-addr`} className="reg-label">
          {m.regAddress}
        </span>
        <div className="reg-address">
          <output aria-labelledby={`${id}-addr`}>{form.custadr1 === '' ? m.regNoAddress : `(${form.custzpcd}) ${form.custadr1}`}</output>
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.searchAddress' })}>
            {m.regSearchAddress}
          </button>
        </div>
      </div>
      <TextField label={m.regDetailAddress} value={form.custadr2} maxLength={DETAIL_ADDRESS_MAX} disabled={busy} onChange={(value) => actor.send({ type: 'user.edit', field: 'custadr2', value })} />
    </div>
  );
}
