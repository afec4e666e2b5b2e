// The branch head's popups over the centres' records of a customer (spec 2 §2, COG01), 10 a page (more
// on scroll): the purchases (centre, customer name, address, products and a history mark that flips at
// once) or the centres where the customer registered as a recruit (with its date, yyyy-mm-dd); the kind's
// empty text when none; 확인 closes. On a PC's width the rows line up as a table under column heads.
// Renders the centre-records actor and its child list.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { centreRecordsMachine } from '../../../machines/customers/centre-records.machine';
import * as sel from '../../../machines/customers/centre-records.selectors';
import { purchaseKey } from '../../domain/customers/centre-records';
import type { Purchase, RecruitInfo } from '../../domain/customers/sections-contract';
import { centreRecordsMessages } from '../../domain/customers/centre-records-messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import './centre-records.css';

type Actor = ActorRefFrom<typeof centreRecordsMachine>;

export function CentreRecordsScreen({ actor }: { readonly actor: Actor }) {
  const kind = useSelector(actor, sel.selectKind);
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const list = useSelector(actor, sel.selectList);
  const canClose = useSelector(actor, sel.selectCanClose);
  const message = useSelector(actor, sel.selectMessage);
  const purchases = kind === 'purchases';
  return (
    <article className={purchases ? 'centre-records' : 'centre-records centre-records-narrow'} aria-label={purchases ? centreRecordsMessages.buyTitle : centreRecordsMessages.recruitTitle} aria-busy={loading}>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {list && (purchases ? <Purchases actor={actor} list={list} /> : <Recruits list={list} />)}
      <button type="button" className="btn btn-primary btn-block centre-records-ok" disabled={!canClose} onClick={() => actor.send({ type: 'user.close' })}>
        {centreRecordsMessages.centreRecordsConfirm}
      </button>
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </article>
  );
}

/** A column head: its text and, where the rows place their parts by class, the part's class. */
type Column = readonly [text: string, className?: string];

/** The count and the column heads over the rows, then the rows, the empty text and the list's end. */
function Records<Row>(p: {
  readonly list: PagedListActor;
  readonly paged: ReturnType<typeof usePagedList<Row>>;
  readonly title: string;
  readonly none: string;
  readonly rowClass: string;
  readonly columns: readonly Column[];
  readonly rowKey: (row: Row) => string | number;
  readonly renderRow: (row: Row) => ReactNode;
}) {
  return (
    <>
      {p.paged.items.length > 0 && (
        <>
          <p className="centre-records-count">{centreRecordsMessages.centreRecordsCount(p.paged.view.total)}</p>
          <div className={`${p.rowClass} centre-records-head`} aria-hidden="true">
            {p.columns.map(([text, className]) => (
              <span key={text} className={className}>
                {text}
              </span>
            ))}
          </div>
        </>
      )}
      <PagedListBody<Row>
        actor={p.list}
        list={p.paged}
        label={p.title}
        rowsClass="centre-records-rows"
        emptyClass="centre-records-empty"
        emptyText={() => p.none}
        rowKey={p.rowKey}
        renderRow={p.renderRow}
      />
    </>
  );
}

function Purchases({ actor, list }: { readonly actor: Actor; readonly list: PagedListActor }) {
  const paged = usePagedList<Purchase>(list);
  const marks = useSelector(actor, sel.selectMarks);
  const canMark = useSelector(actor, sel.selectCanMark);
  const c = centreRecordsMessages.buyColumns;
  const columns: Column[] = [[c.centre, 'buy-centre'], [c.customer, 'buy-name'], [c.address, 'buy-addr'], [c.products, 'buy-products'], [c.mark, 'buy-mark']];
  return (
    <Records<Purchase>
      list={list}
      paged={paged}
      title={centreRecordsMessages.buyTitle}
      none={centreRecordsMessages.buyNone}
      rowClass="buy-row"
      columns={columns}
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
                aria-label={centreRecordsMessages.buyMarkOf(p.cntrNm, products)}
                onChange={(e) => actor.send({ type: 'user.toggleHistory', kwkey: p.kwkey, cntrCd: p.cntrCd, hstrYn: e.target.checked ? 'Y' : 'N' })}
              />
              <span aria-hidden="true">{c.mark}</span>
            </label>
          </li>
        );
      }}
    />
  );
}

function Recruits({ list }: { readonly list: PagedListActor }) {
  const paged = usePagedList<RecruitInfo>(list);
  return (
    <Records<RecruitInfo>
      list={list}
      paged={paged}
      title={centreRecordsMessages.recruitTitle}
      none={centreRecordsMessages.recruitNone}
      rowClass="recruit-row"
      columns={[[centreRecordsMessages.recruitColumns.centre], [centreRecordsMessages.recruitColumns.regDate]]}
      // A registration has no key of its own (the same centre and day may repeat): its place in the list.
      rowKey={(r) => paged.items.indexOf(r)}
      renderRow={(r) => (
        <li className="recruit-row">
          <strong>{r.cntrNm}</strong>
          <span className="recruit-date">{r.regDate}</span>
        </li>
      )}
    />
  );
}
