// The plan register (spec 3 §2 plan register): which products the new plan holds (their count, and their
// names when the catalogue answered), the name input with its n/10 counter, 취소 and 등록; alerts for no
// products, a blank name and the save's outcome. Renders the planReg actor; on a PC the products sit in
// columns.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { planRegMachine } from '../../../machines/plan-map/plan-reg.machine';
import * as sel from '../../../machines/plan-map/plan-reg.selectors';
import { planMapMessages as m } from '../../domain/plan-map/messages';
import { PLAN_NAME_MAX } from '../../domain/plan-map/rules';
import { Dialog } from '../../ui/dialog';
import { Spinner } from '../../ui/spinner';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query';
import './my-plans.css';

type Actor = ActorRefFrom<typeof planRegMachine>;

export function PlanRegScreen({ actor }: { readonly actor: Actor }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const loading = useSelector(actor, sel.selectLoading);
  const shown = useSelector(actor, sel.selectFormShown);
  const products = useSelector(actor, sel.selectProducts);
  const names = useSelector(actor, sel.selectNames);
  const name = useSelector(actor, sel.selectName);
  const saving = useSelector(actor, sel.selectSaving);
  const notice = useSelector(actor, sel.selectNotice);
  const named = products.filter((p) => names[p.salecdSqno]);
  return (
    <section className={`plan-reg${desktop ? ' my-plans-wide' : ''}`} aria-label={m.planRegLabel} aria-busy={loading || saving}>
      {loading && <Spinner label="불러오는 중" />}
      {shown && (
        <form
          className="plan-reg-form"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'user.submit' });
          }}
        >
          <div className="field">
            <label htmlFor="plan-reg-name">{m.myPlanNameLabel}</label>
            <div className="plan-reg-name">
              <input
                id="plan-reg-name"
                className="input"
                value={name}
                placeholder={m.planRegNamePlaceholder}
                aria-describedby="plan-reg-count"
                disabled={saving}
                onChange={(e) => actor.send({ type: 'user.changeName', text: e.currentTarget.value })}
              />
              <span id="plan-reg-count" className="my-plans-counter">
                {m.myPlanNameCounter([...name].length, PLAN_NAME_MAX)}
              </span>
            </div>
          </div>
          <section className="plan-reg-products" aria-labelledby="plan-reg-products">
            <h2 id="plan-reg-products" className="plan-reg-heading">
              {m.planRegProducts(products.length)}
            </h2>
            {named.length > 0 && (
              <ul className="plan-reg-list">
                {named.map((p) => (
                  <li key={p.salecdSqno}>{names[p.salecdSqno]}</li>
                ))}
              </ul>
            )}
          </section>
          <div className="plan-reg-actions">
            <button type="button" className="btn btn-secondary" disabled={saving} onClick={() => actor.send({ type: 'user.cancel' })}>
              {m.planRegCancel}
            </button>
            <button type="submit" className="btn btn-primary" disabled={saving}>
              {m.planRegSubmit}
            </button>
          </div>
        </form>
      )}
      {notice !== null && <Dialog message={notice} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}
