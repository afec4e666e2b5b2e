// /orgStatus/orgStatusList/detailedSearch (spec 3 §2 Detail search popup, query gubun, chawol, gadong): the
// list's detail search in a web view of its own (a window on PC), prefilled from the query. 검색 tells the
// list that opened it (org-detail-searched, through the shell's sendToParent) and closes; 닫기 closes
// without a report. A window that stays (the page reached by its address) goes to the list instead,
// filtered by what was chosen.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { detailedSearchMachine } from '../../../machines/organisation/detailed-search.machine';
import { codesOf, filteredListHref, type DetailCodes } from '../../../machines/organisation/org-list.filters';
import { ORG_LIST_PATH } from '../../domain/organisation/pages';
import { DetailedSearchPage } from '../../screens/organisation/detailed-search-screen';
import { useApp } from '../app-context';
import { closePopup } from '../customers/close-popup';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';

export function provideDetailedSearch({ fromEffect }: Pick<Flows, 'fromEffect'>, go: (to: string) => void) {
  return detailedSearchMachine.provide({
    actors: {
      finish: fromEffect(({ codes }: { codes: DetailCodes | null }) =>
        closePopup(codes ? { event: 'org-detail-searched', ...codes } : null, codes ? filteredListHref(codes) : ORG_LIST_PATH, go),
      ),
    },
  });
}

export const codesOfSearch = (search: string): DetailCodes => {
  const q = new URLSearchParams(search);
  return codesOf({ gubun: q.get('gubun') ?? '', chawol: q.get('chawol') ?? '', gadong: q.get('gadong') ?? '' });
};

export default function DetailedSearchRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <DetailedSearch key={`${session.userId}?${route.search}`} codes={codesOfSearch(route.search)} /> : null;
}

function DetailedSearch({ codes }: { readonly codes: DetailCodes }) {
  const { flows } = useApp();
  const machine = useMemo(() => provideDetailedSearch(flows, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input: codes });
  return <DetailedSearchPage actor={actor} />;
}
