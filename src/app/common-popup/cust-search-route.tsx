// /commonPopup/custSearch/{userId?} (spec 3 §2 Customer search popup): searches commonPopup/custSearch ten
// a page for userId's customers (the caller's without it); the customer picked is told to the page that
// opened the popup (cust-selected, through the shell) and the popup closes. A window that stays goes home,
// as the address search does (the popup serves several screens).
import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { custSearchMachine } from '../../../machines/common-popup/cust-search.machine';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { HOME_PATH } from '../../domain/app/routes';
import { custSearch, type CustSearchRow } from '../../domain/schedule/contract';
import { CustSearchScreen } from '../../screens/common-popup/cust-search-screen';
import { Api } from '../../services/api.service';
import { useApp } from '../app-context';
import { closePopup } from '../customers/close-popup';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';

/** A page of userId's customers named like the list's query. */
export const loadCustPage = (userId: string) => ({ offset, size, query }: LoadPageInput) =>
  Api.use((a) => a.call(custSearch, { searchCustNm: query, searchUserid: userId, offset, size })).pipe(Effect.map((r): Page => ({ items: r.custList, total: r.totalCount })));

export function provideCustSearch({ fromEffect }: Pick<Flows, 'fromEffect'>, userId: string, go: (fallback: string) => void) {
  return custSearchMachine.provide({
    actors: {
      custList: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadCustPage(userId)) } }),
      finish: fromEffect(({ customer }: { customer: CustSearchRow | null }) => closePopup(customer ? { event: 'cust-selected', ...customer } : null, HOME_PATH, go)),
    },
  });
}

export default function CustSearchRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const userId = route.params.userId ?? '';
  return session ? <CustSearch key={`${session.userId}/${userId}`} userId={userId} /> : null;
}

function CustSearch({ userId }: { readonly userId: string }) {
  const { flows } = useApp();
  const machine = useMemo(() => provideCustSearch(flows, userId, (to) => navigate(to, { replace: true })), [flows, userId]);
  const actor = useActorRef(machine);
  return <CustSearchScreen actor={actor} />;
}
