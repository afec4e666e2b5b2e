// The purchase history popup (spec 2 §2 Purchase history, COG01): the customer's purchases at centres,
// 10 a page (more on scroll), each with its centre, customer name, address, products and a history mark
// that flips at once; 구매 이력이 없습니다. when none; 확인 closes. On a PC's width the rows line up as a
// table under column heads. Renders the purchase-history actor and its child list.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { purchaseHistoryMachine } from '../../../machines/customers/purchase-history.machine';
import * as sel from '../../../machines/customers/purchase-history.selectors';
import { purchaseKey } from '../../domain/customers/centre-records';
import type { Purchase } from '../../domain/customers/sections-contract';
import { msg } from '../../domain/messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import './centre-records.css';

type Actor = ActorRefFrom<typeof purchaseHistoryMachine>;

export function PurchaseHistoryScreen({ actor }: { readonly actor: Actor }) {
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const list = useSelector(actor, sel.selectList);
  const canClose = useSelector(actor, sel.selectCanClose);
  const message = useSelector(actor, sel.selectMessage);
  return (
    <article className="centre-records" aria-label={msg.buyTitle} aria-busy={loading}>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {list && <Purchases actor={actor} list={list} />}
      <button type="button" className="btn btn-primary btn-block centre-records-ok" disabled={!canClose} onClick={() => actor.send({ type: 'user.close' })}>
        {msg.centreRecordsConfirm}
      </button>
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </article>
  );
}

function Purchases({ actor, list }: { readonly actor: Actor; readonly list: PagedListActor }) {
  const paged = usePagedList<Purchase>(list);
  const marks = useSelector(actor, sel.selectMarks);
  const canMark = useSelector(actor, sel.selectCanMark);
  const c = msg.buyColumns;
  return (
    <>
      {paged.items.length > 0 && (
        <>
          <p className="centre-records-count">{msg.centreRecordsCount(paged.view.total)}</p>
          <div className="buy-row centre-records-head" aria-hidden="true">
            <span className="buy-centre">{c.centre}</span>
            <span className="buy-name">{c.customer}</span>
            <span className="buy-addr">{c.address}</span>
            <span className="buy-products">{c.products}</span>
            <span className="buy-mark">{c.mark}</span>
          </div>
        </>
      )}
      <PagedListBody<Purchase>
        actor={list}
        list={paged}
        label={msg.buyTitle}
        rowsClass="centre-records-rows"
        emptyClass="centre-records-empty"
        emptyText={() => msg.buyNone}
        rowKey={purchaseKey}
        renderRow={(p) => {
          const products = p.prdtnmArray.join(', ');
          const marked = (marks[purchaseKey(p)] ?? p.hstrYn) === 'Y';
          return (
            <li className="buy-row">
              <strong className="buy-centre">{p.cntrNm}</strong>
              <span className="buy-name">{p.kwcnam}</span>
              <span className="buy-addr">{p.kwsad1}</span>
              <span className="buy-products">{products}</span>
              <label className="buy-mark">
                <input
                  type="checkbox"
                  checked={marked}
                  disabled={!canMark}
                  aria-label={msg.buyMarkOf(p.cntrNm, products)}
                  onChange={(e) => actor.send({ type: 'user.toggleHistory', kwkey: p.kwkey, cntrCd: p.cntrCd, hstrYn: e.target.checked ? 'Y' : 'N' })}
                />
                <span aria-hidden="true">{c.mark}</span>
              </label>
            </li>
          );
        }}
      />
    </>
  );
}
