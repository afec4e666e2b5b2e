// The accompany lookup's organisation list (spec 2 §2 Organisation list): the name box (Enter or 검색), the
// members with level icon, name and user id (a button each), 닫기. Renders the org-list actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { orgListMachine } from '../../../machines/schedule/org-list.machine';
import * as sel from '../../../machines/schedule/org-list.selectors';
import type { OrgMember } from '../../domain/schedule/contract';
import { scheduleMessages as m } from '../../domain/schedule/messages';
import { gradeName } from '../../domain/shared/roles';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import './schedule.css';
import { SearchForm } from '../../ui/search-form';

type Actor = ActorRefFrom<typeof orgListMachine>;

export function OrgListScreen({ actor }: { readonly actor: Actor }) {
  const list = useSelector(actor, sel.selectList);
  const name = useSelector(actor, sel.selectName);
  const busy = useSelector(actor, sel.selectBusy);
  return (
    <section className="sched-lookup" aria-label={m.orgListLabel} aria-busy={busy}>
      <SearchForm className="sched-row" label={m.orgSearchLabel} button={m.orgSearch} defaultValue={name} maxLength={20} busy={busy} onSearch={(value) => actor.send({ type: 'user.search', username: value })} />
      {list && <Members key={name} list={list} actor={actor} />}
      <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => actor.send({ type: 'user.close' })}>
        {m.orgClose}
      </button>
    </section>
  );
}

function Members({ list: listActor, actor }: { readonly list: PagedListActor; readonly actor: Actor }) {
  const list = usePagedList<OrgMember>(listActor);
  return (
    <PagedListBody
      actor={listActor}
      list={list}
      label={m.orgListLabel}
      rowsClass="sched-rows"
      emptyClass="sched-empty"
      emptyText={() => m.orgEmpty}
      rowKey={(r) => r.userid}
      renderRow={(r) => (
        <li>
          <button type="button" className="sched-member" onClick={() => actor.send({ type: 'user.choose', member: r })}>
            <span className="sched-level" aria-hidden="true">
              {gradeName(r.orgnzPstn)}
            </span>
            <strong>{r.username}</strong>
            <span className="sched-muted">{r.userid}</span>
          </button>
        </li>
      )}
    />
  );
}
