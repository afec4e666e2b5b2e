// /myCstmr/myCstmrView/buyInfo?userId&kwkkey&custDiv (spec 2 §2, COG01): the purchase history popup of a
// customer (the owner, the key and custDiv in the query; never the name or phone). 확인 closes it with no
// report; where nothing closes (opened by its URL, a PC tab of its own), it goes to the customer's detail.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { purchaseHistoryMachine } from '../../../machines/customers/purchase-history.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { centreRecordsInputOf, type CentreRecordsInput } from '../../domain/customers/centre-records';
import { customerHref } from '../../domain/customers/pages';
import { PurchaseHistoryScreen } from '../../screens/customers/purchase-history-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import * as actors from './centre-records-actors';
import { closePopup } from './close-popup';

export function providePurchaseHistory({ fromEffect }: Pick<Flows, 'fromEffect'>, input: CentreRecordsInput, go: (to: string) => void) {
  return purchaseHistoryMachine.provide({
    actors: {
      loadCustomer: fromEffect(actors.loadPerson),
      purchaseList: pagedListMachine.provide({ actors: { loadPage: fromEffect(actors.loadPurchasePage(input.searchUserid)) } }),
      markPurchase: fromEffect(actors.markPurchase),
      finish: fromEffect(() => closePopup(null, customerHref({ userId: input.searchUserid, kwkkey: input.kwkkey, custDiv: input.custDiv }), go)),
    },
  });
}

export default function PurchaseHistoryRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <PurchaseHistory key={`${session.userId}/${route.search}`} input={centreRecordsInputOf(route.search)} /> : null;
}

function PurchaseHistory({ input }: { readonly input: CentreRecordsInput }) {
  const { flows } = useApp();
  // The input is fixed for this actor: another customer is another key above, so a new actor.
  const machine = useMemo(() => providePurchaseHistory(flows, input, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input });
  return <PurchaseHistoryScreen actor={actor} />;
}
