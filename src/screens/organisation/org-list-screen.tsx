// The organisation list (spec 3 §2 Organisation list): its controls and filter chips, the total, then the
// members as cards on a phone (a card opens the member detail) or, from 1024 px, as a table with the member
// chosen shown beside it (the route supplies that pane) and the detail search as a dialog over the list.
// Anyone but a branch or district head reads 조직현황 조회 권한이 없습니다. and goes back. Renders the
// orgStatusList actor.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { orgListMachine } from '../../../machines/organisation/org-list.machine';
import * as sel from '../../../machines/organisation/org-list.selectors';
import type { OrgListRow } from '../../domain/organisation/contract';
import { organisationMessages } from '../../domain/organisation/messages';
import { BottomSheet } from '../../ui/bottom-sheet';
import { Dialog } from '../../ui/dialog';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { usePagedList, type PagedListActor } from '../shared/paged-list-view';
import { DetailedSearchForm } from './detailed-search-screen';
import { OrgListRows } from './org-list-rows';
import { OrgListTable } from './org-list-table';
import { OrgListToolbar, OrgListTotal } from './org-list-toolbar';
import './org-list.css';

type Actor = ActorRefFrom<typeof orgListMachine>;

export interface OrgListScreenProps {
  readonly actor: Actor;
  /** The member chosen on a PC, drawn beside the list. */
  readonly detail: (member: OrgListRow) => ReactNode;
}

export function OrgListScreen({ actor, detail }: OrgListScreenProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const refused = useSelector(actor, sel.selectRefused);
  const listActor = useSelector(actor, sel.selectList);
  const dialog = useSelector(actor, sel.selectDialog);
  const message = useSelector(actor, sel.selectMessage);
  const selected = useSelector(actor, sel.selectSelected);
  if (refused)
    return (
      <section className="orgs-screen" aria-label={organisationMessages.orgStatusListLabel}>
        <Dialog message={organisationMessages.orgNoPermission} onClose={() => actor.send({ type: 'user.goBack' })} />
      </section>
    );
  return (
    <div className={`orgs-screen${desktop ? ' orgs-split' : ''}`}>
      <section className="orgs-list" aria-label={organisationMessages.orgStatusListLabel}>
        <OrgListToolbar actor={actor} desktop={desktop} />
        {listActor && <Members key={listActor.sessionId} actor={actor} listActor={listActor} desktop={desktop} />}
      </section>
      {desktop && (
        <aside className="orgs-pane" aria-label={organisationMessages.orgStatusPane}>
          {selected ? detail(selected) : <p className="orgs-pane-hint">{organisationMessages.orgStatusPickMember}</p>}
        </aside>
      )}
      {dialog && (
        <BottomSheet title={organisationMessages.orgDetailTitle} onClose={() => dialog.send({ type: 'user.close' })}>
          <DetailedSearchForm actor={dialog} closeButton={false} />
        </BottomSheet>
      )}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </div>
  );
}

function Members({ actor, listActor, desktop }: { readonly actor: Actor; readonly listActor: PagedListActor; readonly desktop: boolean }) {
  const list = usePagedList<OrgListRow>(listActor);
  return (
    <div className="orgs-body" aria-busy={list.busy}>
      <OrgListTotal total={list.view.total} shown={list.view.showTotal} />
      {desktop ? <OrgListTable actor={actor} listActor={listActor} list={list} /> : <OrgListRows actor={actor} listActor={listActor} list={list} />}
    </div>
  );
}
