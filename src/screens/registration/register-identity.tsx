// The certification section (CRS01): name and phone (digits, split on leaving the field), the verification
// button (done once verified) and the text that lets the customer register themselves instead.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { registrationMachine } from '../../../machines/registration/registration.machine';
import * as sel from '../../../machines/registration/registration.selectors';
import { registrationMessages as m } from '../../domain/registration/messages';
import { CUST_NAME_MAX } from '../../domain/registration/rules';
import { TextField } from './register-parts';

export function IdentitySection({ actor, busy }: { readonly actor: ActorRefFrom<typeof registrationMachine>; readonly busy: boolean }) {
  const form = useSelector(actor, sel.selectForm);
  const phone = useSelector(actor, sel.selectPhoneShown);
  const authenticated = useSelector(actor, sel.selectAuthenticated);
  return (
    <div className="reg-fields">
      <TextField label={m.regName} value={form.name} maxLength={CUST_NAME_MAX} disabled={busy} onChange={(value) => actor.send({ type: 'user.edit', field: 'name', value })} />
      <TextField
        label={m.regPhone}
        value={phone}
        numeric
        disabled={busy}
        onChange={(value) => actor.send({ type: 'user.edit', field: 'phone', value })}
        onBlur={() => actor.send({ type: 'user.blurPhone' })}
      />
      <div className="reg-auth-actions">
        <button type="button" className="btn btn-primary" disabled={busy || authenticated} onClick={() => actor.send({ type: 'user.requestAuth' })}>
          {authenticated ? m.regAuthenticated : m.regRequestAuth}
        </button>
        <button type="button" className="btn btn-secondary" disabled={busy || authenticated} onClick={() => actor.send({ type: 'user.sendAuthText' })}>
          {m.regSendAuthText}
        </button>
      </div>
    </div>
  );
}
