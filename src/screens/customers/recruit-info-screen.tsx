// The recruiting info popup (spec 2 §2 Recruiting info, COG01): the centres where the customer registered
// as a recruit, each with its registration date (yyyy-mm-dd), 10 a page (more on scroll); 리크루팅 이력이
// 없습니다. when none; 확인 closes. On a PC's width the rows line up under column heads. Renders the
// recruit-info actor and its child list.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { recruitInfoMachine } from '../../../machines/customers/recruit-info.machine';
import * as sel from '../../../machines/customers/recruit-info.selectors';
import type { RecruitInfo } from '../../domain/customers/sections-contract';
import { msg } from '../../domain/messages';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import './centre-records.css';

export function RecruitInfoScreen({ actor }: { readonly actor: ActorRefFrom<typeof recruitInfoMachine> }) {
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const list = useSelector(actor, sel.selectList);
  const closing = useSelector(actor, sel.selectClosing);
  return (
    <article className="centre-records centre-records-narrow" aria-label={msg.recruitTitle} aria-busy={loading}>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {list && <Recruits list={list} />}
      <button type="button" className="btn btn-primary btn-block centre-records-ok" disabled={closing} onClick={() => actor.send({ type: 'user.close' })}>
        {msg.centreRecordsConfirm}
      </button>
    </article>
  );
}

function Recruits({ list }: { readonly list: PagedListActor }) {
  const paged = usePagedList<RecruitInfo>(list);
  return (
    <>
      {paged.items.length > 0 && (
        <>
          <p className="centre-records-count">{msg.centreRecordsCount(paged.view.total)}</p>
          <div className="recruit-row centre-records-head" aria-hidden="true">
            <span>{msg.recruitColumns.centre}</span>
            <span>{msg.recruitColumns.regDate}</span>
          </div>
        </>
      )}
      <PagedListBody<RecruitInfo>
        actor={list}
        list={paged}
        label={msg.recruitTitle}
        rowsClass="centre-records-rows"
        emptyClass="centre-records-empty"
        emptyText={() => msg.recruitNone}
        // A registration has no key of its own (the same centre and day may repeat): its place in the list.
        rowKey={(r) => paged.items.indexOf(r)}
        renderRow={(r) => (
          <li className="recruit-row">
            <strong>{r.cntrNm}</strong>
            <span className="recruit-date">{r.regDate}</span>
          </li>
        )}
      />
    </>
  );
}
