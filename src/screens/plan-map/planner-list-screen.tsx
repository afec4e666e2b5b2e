// The branch head's planner list for the plan map (spec 3 §2 /eduplanmap/orgList): the name box (Enter or
// 검색, max 20), planners with position icon, name and id (a button each, pages of 10), the empty text; a
// refusal for anyone else. Renders the plannerList actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { plannerListMachine } from '../../../machines/plan-map/planner-list.machine';
import { PLANNER_NAME_MAX } from '../../../machines/plan-map/planner-list.machine';
import * as sel from '../../../machines/plan-map/planner-list.selectors';
import { sharedMessages } from '../../domain/shared/messages';
import { planMapMessages as m } from '../../domain/plan-map/messages';
import type { OrgMember } from '../../domain/schedule/contract';
import { gradeName } from '../../domain/shared/roles';
import { Dialog } from '../../ui/dialog';
import { SearchForm } from '../../ui/search-form';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import './plan-map.css';

type Actor = ActorRefFrom<typeof plannerListMachine>;

export function PlannerListScreen({ actor }: { readonly actor: Actor }) {
  const list = useSelector(actor, sel.selectList);
  const name = useSelector(actor, sel.selectName);
  const refused = useSelector(actor, sel.selectRefused);
  const opening = useSelector(actor, sel.selectOpening);
  const notice = useSelector(actor, sel.selectNotice);
  return (
    <section className="planmap planners" aria-label={m.planOrgListLabel} aria-busy={opening}>
      {!refused && (
        <SearchForm className="planners-search" label={m.planOrgSearchLabel} button={m.planOrgSearch} defaultValue={name} maxLength={PLANNER_NAME_MAX} busy={false} onSearch={(value) => actor.send({ type: 'user.search', username: value })} />
      )}
      {list && <Planners key={name} list={list} actor={actor} busy={opening} />}
      {refused && <Dialog message={sharedMessages.forbidden} onClose={() => actor.send({ type: 'user.goBack' })} />}
      {notice !== null && <Dialog message={notice} onClose={() => actor.send({ type: 'user.dismiss' })} />}
    </section>
  );
}

function Planners({ list: listActor, actor, busy }: { readonly list: PagedListActor; readonly actor: Actor; readonly busy: boolean }) {
  const list = usePagedList<OrgMember>(listActor);
  return (
    <PagedListBody
      actor={listActor}
      list={list}
      label={m.planOrgListLabel}
      rowsClass="planners-rows"
      emptyClass="planners-empty"
      emptyText={() => m.planMapOrgListEmpty}
      rowKey={(r) => r.userid}
      renderRow={(r) => (
        <li>
          <button type="button" className="planners-row" disabled={busy} onClick={() => actor.send({ type: 'user.choose', member: r })}>
            <span className="planners-level" aria-hidden="true">
              {gradeName(r.orgnzPstn)}
            </span>
            <strong>{r.username}</strong>
            <span className="planners-id">{r.userid}</span>
          </button>
        </li>
      )}
    />
  );
}
