// /commonPopup/postSearch/ (spec 3 §2 Address search popup): searches common/postSearch ten a page; the
// address picked is told to the page that opened the popup (juso-selected, through the shell) and the popup
// closes. Where nothing closes (the popup reached by its URL, a PC tab of its own) home shows, as for the
// notice popup page: the popup serves several screens, so there is no one page of its own to go to, and a
// tab cannot tell whether the history entry behind it is this app's (history.back() could leave the app).
import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { postSearchMachine } from '../../../machines/common-popup/post-search.machine';
import type { LoadPageInput, Page } from '../../../machines/shared/paged-list.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { HOME_PATH } from '../../domain/app/routes';
import { postSearch, type Juso } from '../../domain/common-popup/contract';
import { PostSearchScreen } from '../../screens/common-popup/post-search-screen';
import { Api } from '../../services/api.service';
import { useApp } from '../app-context';
import { closePopup } from '../customers/close-popup';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';

/** A page of addresses: the list's page number and size are the call's currentPage and countPerPage. */
export const loadJusoPage = ({ page, size, query }: LoadPageInput) =>
  Api.use((a) => a.call(postSearch, { keyword: query, currentPage: page, countPerPage: size })).pipe(
    Effect.map((r): Page => ({ items: r.juso, total: r.common.totalCount })),
  );

/** `go` takes a window that stays to `fallback` (home) once the popup is done. */
export function providePostSearch({ fromEffect }: Pick<Flows, 'fromEffect'>, go: (fallback: string) => void) {
  return postSearchMachine.provide({
    actors: {
      jusoList: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadJusoPage) } }),
      finish: fromEffect(({ juso }: { juso: Juso | null }) =>
        closePopup(juso ? { event: 'juso-selected', zipNo: juso.zipNo, roadAddr: juso.roadAddr } : null, HOME_PATH, go),
      ),
    },
  });
}


export default function PostSearchRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const keyword = new URLSearchParams(route.search).get('keyword') ?? '';
  return session ? <PostSearch key={`${session.userId}/${route.search}`} keyword={keyword} /> : null;
}

function PostSearch({ keyword }: { readonly keyword: string }) {
  const { flows } = useApp();
  const machine = useMemo(() => providePostSearch(flows, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input: { keyword } });
  return <PostSearchScreen actor={actor} />;
}
