// The child info section (spec 2 §2): a child picker, the chosen child's learning products with their
// items laid out by id (learning-layouts.ts), and its book care (month yyyy.mm). Renders the
// customer-children actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { customerChildrenMachine } from '../../../machines/customers/customer-children.machine';
import * as sel from '../../../machines/customers/customer-children.selectors';
import { careMonth, layoutOf } from '../../domain/customers/learning-layouts';
import { msg } from '../../domain/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';

export function ChildInfo({ actor }: { readonly actor: ActorRefFrom<typeof customerChildrenMachine> }) {
  const children = useSelector(actor, sel.selectChildren);
  const chosen = useSelector(actor, sel.selectChosen);
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const info = useSelector(actor, sel.selectInfo);
  if (children.length === 0) return <p className="cdetail-empty">{msg.custNoChildren}</p>;
  return (
    <>
      <div className="cdetail-children" role="group" aria-label={msg.childPickerLabel}>
        {children.map((ch) => (
          <button key={ch.chlnKwkey} type="button" className="cdetail-kid" aria-pressed={ch.chlnKwkey === chosen} onClick={() => actor.send({ type: 'user.chooseChild', chlnKwkey: ch.chlnKwkey })}>
            <strong>{ch.chlnNm}</strong> <span>{msg.custGenderNames[ch.kwgend]}</span> <span>{msg.custChildAge(ch.age)}</span>
          </button>
        ))}
      </div>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {info && (
        <>
          <h3 className="cdetail-h3">{msg.learningTitle}</h3>
          {info.learning.length === 0 ? (
            <p className="cdetail-empty">{msg.learningNone}</p>
          ) : (
            <ul className="cdetail-learning" aria-label={msg.learningTitle}>
              {info.learning.map(({ product, items }) => (
                <li key={product.apiId} className="cdetail-card cdetail-product">
                  <strong>{product.prdtnm}</strong>
                  {items.map((item, i) => (
                    <dl key={i} aria-label={item.prdNm}>
                      {item.prdNm !== product.prdtnm && <dt className="cdetail-item-name">{item.prdNm}</dt>}
                      {layoutOf(item).map((f) => (
                        <div key={f.label}>
                          <dt>{f.label}</dt>
                          <dd>{f.value}</dd>
                        </div>
                      ))}
                    </dl>
                  ))}
                </li>
              ))}
            </ul>
          )}
          <h3 className="cdetail-h3">{msg.bookCareTitle}</h3>
          {info.bookCare.length === 0 ? (
            <p className="cdetail-empty">{msg.bookCareNone}</p>
          ) : (
            <ul className="cdetail-rows" aria-label={msg.bookCareTitle}>
              {info.bookCare.map((b) => (
                <li key={`${b.rpyery}-${b.rpseqi}-${b.rpseri}`}>
                  <strong>{b.rpgnam}</strong>
                  <span>
                    {careMonth(b.rpssym)} · {b.rpkdcn} · {b.rptym1}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </>
  );
}
