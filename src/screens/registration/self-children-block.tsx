// The self-registration page's children (spec 2 §2, §5): per child the sex (M/F), the name and an
// 8-digit birthday, with a delete button; 자녀 추가 below (at most five).
import { useSelector } from '@xstate/react';
import { useId } from 'react';
import * as sel from '../../../machines/registration/self-registration.selectors';
import { registrationMessages as m } from '../../domain/registration/messages';
import { CUST_NAME_MAX } from '../../domain/registration/rules';
import type { SelfActor } from './self-actor';

const SEXES = ['M', 'F'] as const;

export function SelfChildrenBlock({ actor }: { readonly actor: SelfActor }) {
  const children = useSelector(actor, sel.selectChildren);
  const editable = useSelector(actor, sel.selectEditable);
  const id = useId();
  const send = (e: Parameters<SelfActor['send']>[0]) => actor.send(e);
  return (
    <section className="self-reg-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{m.selfChildren}</h2>
      {children.map((c, index) => {
        const n = index + 1;
        const key = `${id}-${index}`;
        return (
          <fieldset key={index} className="self-reg-child" disabled={!editable}>
            <legend>{m.selfChild(n)}</legend>
            <div className="self-reg-sexes" role="radiogroup" aria-label={`${m.selfChild(n)} ${m.selfChildSex}`}>
              {SEXES.map((s) => (
                <label key={s} className={`self-reg-choice${c.sex === s ? ' is-on' : ''}`}>
                  <input type="radio" name={`${key}-sex`} value={s} checked={c.sex === s} onChange={() => send({ type: 'user.chooseSex', index, sex: s })} />
                  {m.selfSexNames[s]}
                </label>
              ))}
            </div>
            <div className="field">
              <label htmlFor={`${key}-name`}>{m.selfChildName}</label>
              <input id={`${key}-name`} className="input" type="text" autoComplete="off" maxLength={CUST_NAME_MAX} value={c.name} onChange={(e) => send({ type: 'user.changeChild', index, field: 'name', value: e.target.value })} />
            </div>
            <div className="field">
              <label htmlFor={`${key}-birth`}>{m.selfChildBirthday}</label>
              <input id={`${key}-birth`} className="input" type="tel" inputMode="numeric" autoComplete="off" placeholder="20150301" value={c.birthday} onChange={(e) => send({ type: 'user.changeChild', index, field: 'birthday', value: e.target.value })} />
            </div>
            <button type="button" className="btn btn-ghost self-reg-remove" onClick={() => send({ type: 'user.removeChild', index })}>
              {m.selfChildRemove(n)}
            </button>
          </fieldset>
        );
      })}
      <button type="button" className="btn btn-secondary btn-block" disabled={!editable} onClick={() => send({ type: 'user.addChild' })}>
        {m.selfChildAdd}
      </button>
    </section>
  );
}
