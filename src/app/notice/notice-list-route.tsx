// /notice bound to the app actor: a paged list of notices (10 per page) for the signed-in user, provided
// on this lazily loaded chunk from the runtime-bound Effect helper.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { routeByName } from '../../domain/app/routes';
import { NoticeListScreen } from '../../screens/notice/notice-list-screen';
import { NOTICE_PAGE_SIZE, noticeListActors } from './notice-actors';
import { useApp } from '../app-context';

const detailPath = routeByName('notice-detail')?.path ?? '/notice/detail';
const detailHref = (itemId: number) => `${detailPath}?itemId=${itemId}`;

export default function NoticeListRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <NoticeList key={session.userId} /> : null;
}

function NoticeList() {
  const { flows } = useApp();
  const machine = useMemo(() => pagedListMachine.provide({ actors: noticeListActors(flows.fromEffect) }), [flows]);
  const actor = useActorRef(machine, { input: { pageSize: NOTICE_PAGE_SIZE, query: '' } });
  return <NoticeListScreen actor={actor} detailHref={detailHref} />;
}
