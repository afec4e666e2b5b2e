// /orgStatus/orgStatusList (route orgnz-list, query option; also gubun, chawol, gadong from a detail search
// that had no list to tell): the organisation list for the signed-in branch or district head. A phone's
// detail search is the popup page, opened through the shell, whose report (org-detail-searched) comes back
// as a page message; a member opens the member detail. On a PC the member chosen shows beside the list in
// the member detail pane.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { filtersOfSearch } from '../../../machines/organisation/org-list.filters';
import { orgListMachine, type OrgListInput } from '../../../machines/organisation/org-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { HOME_PATH } from '../../domain/app/routes';
import type { PopupEvent } from '../../domain/customers/popup-events';
import { orgViewHref } from '../../domain/organisation/pages';
import { OrgListScreen } from '../../screens/organisation/org-list-screen';
import { useApp } from '../app-context';
import { openPopup } from '../customers/customer-detail-actors';
import { watchPopups } from '../customers/watch-popups';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import { lazySlot } from '../../ui/lazy-slot';
import { Spinner } from '../../ui/spinner';
import type { MemberDetailPaneProps } from './member-detail-pane';
import { loadOrgListPage } from './org-list-actors';

/** The member pane shows on a PC only, once a member is chosen: its code (6 kB of the route's 43) comes then. */
const MemberDetailPane = lazySlot<MemberDetailPaneProps>(
  () => import('./member-detail-pane').then((m) => ({ default: m.MemberDetailPane })),
  <Spinner label="불러오는 중" />,
);

/** The detail search popup's report as the list's event; anything else is not the list's. */
export const orgListPopupEvent = (e: PopupEvent) =>
  e.event === 'org-detail-searched' ? ({ type: 'popup.detailSearched', gubun: e.gubun, chawol: e.chawol, gadong: e.gadong } as const) : null;

export interface OrgListNavigation {
  /** To another page of the app (a member's detail), on top of the list. */
  readonly go: (to: string) => void;
  /** Back where the user came from (refused). */
  readonly back: () => void;
}

export function provideOrgList({ fromEffect, nativeEvents }: Pick<Flows, 'fromEffect' | 'nativeEvents'>, origin: string, nav: OrgListNavigation) {
  return orgListMachine.provide({
    actions: {
      openMember: (_, { member }) => nav.go(orgViewHref({ targetId: member.akdcde, gubun: member.gubun, akdnam: member.akdnam })),
      goBack: () => nav.back(),
    },
    actors: {
      memberList: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadOrgListPage) } }),
      openPopup: fromEffect(openPopup(origin)),
      watchPopups: watchPopups(nativeEvents(), null, orgListPopupEvent),
    },
  });
}

/** Back in the app's history; a list opened directly in a new tab has nothing behind it, so home. */
const back = () => (window.history.length > 1 ? window.history.back() : navigate(HOME_PATH));

export default function OrgListRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  if (!session) return null;
  const input: OrgListInput = { position: session.orgnzPstn, filters: filtersOfSearch(route.search) };
  return <OrgList key={`${session.userId}?${route.search}`} input={input} />;
}

function OrgList({ input }: { readonly input: OrgListInput }) {
  const { flows } = useApp();
  const machine = useMemo(() => provideOrgList(flows, window.location.origin, { go: (to) => navigate(to), back }), [flows]);
  const actor = useActorRef(machine, { input });
  return <OrgListScreen actor={actor} detail={(m) => <MemberDetailPane key={m.akdcde} targetId={m.akdcde} gubun={m.gubun} akdnam={m.akdnam} />} />;
}
