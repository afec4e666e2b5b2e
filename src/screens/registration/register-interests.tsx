// The interest section (CRS05: the code families, radios for a single choice, boxes for several) and the
// no-jin activity section (CRS06: one choice; 'other' asks for the place).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { registrationMachine } from '../../../machines/registration/registration.machine';
import * as sel from '../../../machines/registration/registration.selectors';
import { PLACE_NOTE_MAX } from '../../domain/customers/customer-edit';
import { interestInfoMessages } from '../../domain/customers/interest-messages';
import { registrationMessages as m } from '../../domain/registration/messages';
import { TextField } from './register-parts';

type Actor = ActorRefFrom<typeof registrationMachine>;

function Family({ family, busy, onChoose }: { readonly family: sel.FamilyChoices; readonly busy: boolean; readonly onChoose: (cdVl1: string) => void }) {
  return (
    <fieldset className="reg-family" disabled={busy}>
      <legend>{interestInfoMessages.interestFamilyNames[family.prenCd] ?? family.prenCd}</legend>
      <div className="reg-family-choices">
        {family.choices.map((c) => (
          <label key={c.cdVl1} className={`reg-choice${c.checked ? ' is-on' : ''}`}>
            <input type={family.multiple ? 'checkbox' : 'radio'} name={`reg-${family.prenCd}`} checked={c.checked} onChange={() => onChoose(c.cdVl1)} />
            {c.cdNm}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function InterestSection({ actor, busy }: { readonly actor: Actor; readonly busy: boolean }) {
  const families = useSelector(actor, sel.selectInterestFamilies);
  return (
    <div className="reg-fields">
      {families.map((f) => (
        <Family key={f.prenCd} family={f} busy={busy} onChoose={(cdVl1) => actor.send({ type: 'user.choose', prenCd: f.prenCd, cdVl1 })} />
      ))}
    </div>
  );
}

export function ActivitySection({ actor, busy }: { readonly actor: Actor; readonly busy: boolean }) {
  const family = useSelector(actor, sel.selectActivityFamily);
  const place = useSelector(actor, sel.selectPlace);
  return (
    <div className="reg-fields">
      {family && <Family family={family} busy={busy} onChoose={(cdVl1) => actor.send({ type: 'user.chooseActivity', cdVl1 })} />}
      {place !== null && (
        <TextField label={m.regPlace} value={place} maxLength={PLACE_NOTE_MAX} placeholder={interestInfoMessages.interestPlaceHint} disabled={busy} onChange={(value) => actor.send({ type: 'user.edit', field: 'custnote', value })} />
      )}
    </div>
  );
}
