// /myCstmr/myCstmrView?userId&kwkkey&custDiv (spec 2 §2): one customer for the signed-in viewer, a new
// actor per customer. A missing or malformed key or type is refused by getMyCstmr and the screen says so.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { customerDetailMachine, type CustomerDetailInput } from '../../../machines/customers/customer-detail.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { CustomerDetailScreen } from '../../screens/customers/customer-detail-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import * as actors from './customer-detail-actors';

export function provideCustomerDetail({ fromEffect }: Pick<Flows, 'fromEffect'>, input: CustomerDetailInput) {
  return customerDetailMachine.provide({
    actors: {
      loadCustomer: fromEffect(actors.loadCustomer),
      saveFavourite: fromEffect(actors.saveFavourite),
      saveRecruit: fromEffect(actors.saveRecruit),
      saveAutoMemo: fromEffect(actors.saveAutoMemo),
      handOver: fromEffect(actors.handOver),
      deleteMemo: fromEffect(actors.deleteMemo),
      memoList: pagedListMachine.provide({ actors: { loadPage: fromEffect(actors.loadMemoPage(input)) } }),
    } as never,
  });
}

export default function CustomerDetailRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const q = new URLSearchParams(route.search);
  const custDiv = q.get('custDiv') === '1' ? '1' : '2';
  const input: CustomerDetailInput = { searchUserid: q.get('userId') ?? '', kwkkey: q.get('kwkkey') ?? '', custDiv, viewerPosition: session?.orgnzPstn ?? '' };
  return session ? <CustomerDetail key={`${session.userId}/${route.search}`} input={input} /> : null;
}

function CustomerDetail({ input }: { readonly input: CustomerDetailInput }) {
  const { flows } = useApp();
  // The input is fixed for this actor: another customer is another key above, so a new actor.
  const machine = useMemo(() => provideCustomerDetail(flows, input), [flows]);
  const actor = useActorRef(machine, { input });
  return <CustomerDetailScreen actor={actor} />;
}
