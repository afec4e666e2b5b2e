// /notice/detail?itemId=N bound to the app actor: one notice for the signed-in user; attachments open
// through the native shell as absolute URLs on this origin.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { noticeDetailMachine } from '../../../machines/notice/notice-detail.machine';
import { idParam, routeByName } from '../../domain/app/routes';
import { NoticeDetailScreen } from '../../screens/notice/notice-detail-screen';
import { noticeDetailActors } from './notice-actors';
import { useApp } from '../app-context';
import type { RouteViewProps } from '../view-entry';

const listHref = routeByName('notice-list')?.path ?? '/notice';

export default function NoticeDetailRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  // Missing or not a number: notice/detail refuses it and the screen says so.
  const itemId = idParam(new URLSearchParams(route.search).get('itemId'));
  // Another notice means a new actor: keyed on the user and the item.
  return session ? <NoticeDetail key={`${session.userId}/${itemId}`} itemId={itemId} /> : null;
}

function NoticeDetail({ itemId }: { readonly itemId: number }) {
  const { flows } = useApp();
  const machine = useMemo(() => noticeDetailMachine.provide({ actors: noticeDetailActors(flows.fromEffect, window.location.origin) }), [flows]);
  const actor = useActorRef(machine, { input: { itemId } });
  return <NoticeDetailScreen actor={actor} listHref={listHref} />;
}
