// The customer rows (spec 1 §2, §8, §9): the first page's spinner, 등록된 고객이 없습니다. 다시 검색해 주세요.,
// the rows, and the list's end (10 more as it scrolls into view, or the failure with 다시 시도). From
// 1024 px the rows line up as a table under a header of their columns.
import { useSelector } from '@xstate/react';
import * as sel from '../../../machines/customers/customer-list.selectors';
import type { CustomerRow } from '../../domain/customers/contract';
import { customersMessages } from '../../domain/customers/messages';
import { sharedMessages } from '../../domain/shared/messages';
import { ListTail } from '../../ui/list-tail';
import { Spinner } from '../../ui/spinner';
import { useWindowedRows } from '../../ui/use-windowed-rows';
import { CustomerRowItem } from './customer-row';
import type { CustomerListActor } from './customer-list-actor';

const rowKey = (row: CustomerRow) => row.kwkkey;
/** A phone row with one line of children; the table rows on a PC are measured as soon as they are drawn. */
const ROW_ESTIMATE_PX = 112;

export function CustomerRows({ actor }: { readonly actor: CustomerListActor }) {
  const rows = useSelector(actor, sel.selectRows);
  const selected = useSelector(actor, sel.selectSelected);
  const bookmarking = useSelector(actor, sel.selectBookmarking);
  const loadingFirst = useSelector(actor, sel.selectLoadingFirst);
  const loadingMore = useSelector(actor, sel.selectLoadingMore);
  const canLoadMore = useSelector(actor, sel.selectCanLoadMore);
  const empty = useSelector(actor, sel.selectEmpty);
  const error = useSelector(actor, sel.selectRowsError);
  // A planner scrolls through hundreds of customers, a branch head thousands: only the rows near the screen are drawn.
  const { listRef, range, visible } = useWindowedRows(rows, rowKey, ROW_ESTIMATE_PX);
  return (
    <div className="cust-body" aria-busy={loadingFirst || loadingMore}>
      {loadingFirst && <Spinner label="불러오는 중" />}
      {empty && <p className="cust-empty">{sharedMessages.emptyCustomers}</p>}
      {rows.length > 0 && (
        <>
          <div className="cust-head" aria-hidden="true">
            <span />
            <span>구분</span>
            <span>고객</span>
            <span>주소</span>
            <span>알림</span>
            <span>자녀</span>
            <span>즐겨찾기</span>
          </div>
          <ul ref={listRef} className="cust-rows" aria-label={customersMessages.custListLabel} style={{ paddingTop: range.before, paddingBottom: range.after }}>
            {visible.map((row, i) => (
              <CustomerRowItem key={row.kwkkey} actor={actor} row={row} position={range.start + i + 1} count={rows.length} selected={selected.includes(row.kwkkey)} bookmarking={bookmarking} />
            ))}
          </ul>
        </>
      )}
      <ListTail
        loadingMore={loadingMore}
        error={error}
        canLoadMore={canLoadMore}
        onRetry={() => actor.send({ type: 'user.retry' })}
        onMore={() => actor.send({ type: 'user.loadMore' })}
      />
    </div>
  );
}
