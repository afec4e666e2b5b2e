// The organisation list on a phone (spec 3 §2): one card per member — photo, name, position, centre, 차월,
// this month's amount, met / not met and the activity label — that opens the member detail; the first
// page's spinner, 검색된 조직원이 없습니다., and the list's end (10 more as it scrolls into view).
import type { ActorRefFrom } from 'xstate';
import type { orgListMachine } from '../../../machines/organisation/org-list.machine';
import type { OrgListRow } from '../../domain/organisation/contract';
import { organisationMessages } from '../../domain/organisation/messages';
import { PagedListBody, type PagedListActor, type usePagedList } from '../shared/paged-list-view';
import { amountOf, GadongLabel, MemberPhoto, MetFlag } from './org-list-parts';
import { gradeName } from '../../domain/shared/roles';

export function OrgListRows(p: {
  readonly actor: ActorRefFrom<typeof orgListMachine>;
  readonly listActor: PagedListActor;
  readonly list: ReturnType<typeof usePagedList<OrgListRow>>;
}) {
  return (
    <PagedListBody
      actor={p.listActor}
      list={p.list}
      label={organisationMessages.orgStatusListLabel}
      rowsClass="orgs-cards"
      emptyClass="orgs-empty"
      emptyText={() => organisationMessages.orgListEmpty}
      rowKey={(r) => r.akdcde}
      renderRow={(r) => (
        <li>
          <button type="button" className="orgs-card" onClick={() => p.actor.send({ type: 'user.open', member: r })}>
            <MemberPhoto key={r.rpimgp} src={r.rpimgp} />
            <span className="orgs-card-who">
              <strong className="orgs-name">{r.akdnam}</strong>
              <span className="orgs-muted">
                {gradeName(r.gubun)} · {r.cntrName} · {organisationMessages.orgStatusChawol(r.chawol)}
              </span>
            </span>
            <span className="orgs-card-figures">
              <span className="orgs-amount">{amountOf(r)}</span>
              <span className="orgs-card-flags">
                <MetFlag row={r} />
                <GadongLabel row={r} />
              </span>
            </span>
          </button>
        </li>
      )}
    />
  );
}
