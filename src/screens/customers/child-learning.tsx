// The chosen child's learning products with their items laid out by id (learning-layouts.ts) and its book
// care (month yyyy.mm), each round with the sales system's visit confirmation when the operator set it up.
import { useSelector } from '@xstate/react';
import { Fragment } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ChildInfo, customerChildrenMachine } from '../../../machines/customers/customer-children.machine';
import * as sel from '../../../machines/customers/customer-children.selectors';
import { careMonth, layoutOf } from '../../domain/customers/learning-layouts';
import { customerDetailMessages } from '../../domain/customers/detail-messages';

type Props = { readonly actor: ActorRefFrom<typeof customerChildrenMachine>; readonly info: ChildInfo };

export function ChildLearning({ actor, info }: Props) {
  const visits = useSelector(actor, sel.selectVisitConfirms);
  const opening = useSelector(actor, sel.selectOpeningVisit);
  return (
    <>
      <h3 className="cdetail-h3">{customerDetailMessages.learningTitle}</h3>
      {info.learning.length === 0 ? (
        <p className="cdetail-empty">{customerDetailMessages.learningNone}</p>
      ) : (
        <ul className="cdetail-learning" aria-label={customerDetailMessages.learningTitle}>
          {info.learning.map(({ product, items }) => (
            <li key={product.apiId} className="cdetail-card cdetail-product">
              <strong>{product.prdtnm}</strong>
              {items.map((item, i) => (
                <Fragment key={i}>
                  {/* The item's own name heads its terms (a lone <dt> without <dd> is no valid term). */}
                  {item.prdNm !== product.prdtnm && <p className="cdetail-item-name">{item.prdNm}</p>}
                  <dl aria-label={item.prdNm}>
                    {layoutOf(item).map((f) => (
                      <div key={f.label}>
                        <dt>{f.label}</dt>
                        <dd>{f.value}</dd>
                      </div>
                    ))}
                  </dl>
                </Fragment>
              ))}
            </li>
          ))}
        </ul>
      )}
      <h3 className="cdetail-h3">{customerDetailMessages.bookCareTitle}</h3>
      {info.bookCare.length === 0 ? (
        <p className="cdetail-empty">{customerDetailMessages.bookCareNone}</p>
      ) : (
        <ul className="cdetail-rows" aria-label={customerDetailMessages.bookCareTitle}>
          {info.bookCare.map((b) => (
            <li key={`${b.rpyery}-${b.rpseqi}-${b.rpseri}`} className="cdetail-care">
              <strong>{b.rpgnam}</strong>
              <span>
                {careMonth(b.rpssym)} · {b.rpkdcn} · {b.rptym1}
              </span>
              {visits && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  aria-label={customerDetailMessages.bookCareVisitOf(careMonth(b.rpssym), b.rpgnam)}
                  disabled={opening}
                  onClick={() => actor.send({ type: 'user.confirmVisit', care: b })}
                >
                  {customerDetailMessages.bookCareVisit}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
