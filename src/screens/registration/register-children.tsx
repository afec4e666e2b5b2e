// The children section (CRS02): up to five blocks of gender, name and birth date, each deletable after a
// confirmation, and the add button.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { registrationMachine } from '../../../machines/registration/registration.machine';
import * as sel from '../../../machines/registration/registration.selectors';
import { CHILD_NAME_MAX } from '../../domain/customers/customer-edit';
import { registrationMessages as m } from '../../domain/registration/messages';
import { GenderChoice, TextField } from './register-parts';

export function ChildrenSection({ actor, busy }: { readonly actor: ActorRefFrom<typeof registrationMachine>; readonly busy: boolean }) {
  const children = useSelector(actor, sel.selectForm).children;
  return (
    <div className="reg-fields">
      <ol className="reg-children" aria-label={m.regSections.CRS02}>
        {children.map((c, index) => (
          <li key={index} className="reg-child" aria-label={m.regChildLabel(index + 1)}>
            <div className="reg-child-head">
              <strong>{m.regChildLabel(index + 1)}</strong>
              <button type="button" className="btn btn-ghost" disabled={busy} onClick={() => actor.send({ type: 'user.deleteChild', index })}>
                {m.regDeleteChild(index + 1)}
              </button>
            </div>
            <GenderChoice
              legend={m.regGender}
              name={`reg-child-${index}-gender`}
              value={c.chlngndr}
              disabled={busy}
              onChoose={(value) => actor.send({ type: 'user.editChild', index, field: 'chlngndr', value })}
            />
            <TextField label={m.regChildName} value={c.chlnnam} maxLength={CHILD_NAME_MAX} disabled={busy} onChange={(value) => actor.send({ type: 'user.editChild', index, field: 'chlnnam', value })} />
            <TextField label={m.regChildBirth} value={c.chlnbdt} numeric placeholder="YYYYMMDD" disabled={busy} onChange={(value) => actor.send({ type: 'user.editChild', index, field: 'chlnbdt', value })} />
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.addChild' })}>
        {m.regAddChild}
      </button>
    </div>
  );
}
