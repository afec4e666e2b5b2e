// /myCstmr/myCstmrView/buyInfo and /recruitInfo ?userId&kwkkey&custDiv (spec 2 §2, COG01): the purchase
// history or recruiting info popup of a customer (the owner, the key and custDiv in the query; never the
// name or phone), the route's name telling which. 확인 closes it with no report; where nothing closes
// (opened by its URL, a PC tab of its own), it goes to the customer's detail.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { centreRecordsMachine, type CentreRecordsPopupInput } from '../../../machines/customers/centre-records.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { centreRecordsInputOf } from '../../domain/customers/centre-records';
import { CUSTOMER_ROUTE_NAMES, customerHref } from '../../domain/customers/pages';
import { CentreRecordsScreen } from '../../screens/customers/centre-records-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import * as actors from './centre-records-actors';
import { closePopup } from './close-popup';

export function provideCentreRecords({ fromEffect }: Pick<Flows, 'fromEffect'>, input: CentreRecordsPopupInput, go: (to: string) => void) {
  const loadPage = input.kind === 'purchases' ? actors.loadPurchasePage(input.searchUserid) : actors.loadRecruitPage;
  return centreRecordsMachine.provide({
    actors: {
      loadCustomer: fromEffect(actors.loadPerson),
      recordList: pagedListMachine.provide({ actors: { loadPage: fromEffect(loadPage) } }),
      markPurchase: fromEffect(actors.markPurchase),
      finish: fromEffect(() => closePopup(null, customerHref({ userId: input.searchUserid, kwkkey: input.kwkkey, custDiv: input.custDiv }), go)),
    },
  });
}

export default function CentreRecordsRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const kind = route.route.name === CUSTOMER_ROUTE_NAMES.buyInfo ? 'purchases' : 'recruits';
  return session ? <CentreRecords key={`${session.userId}/${kind}/${route.search}`} input={{ ...centreRecordsInputOf(route.search), kind }} /> : null;
}

function CentreRecords({ input }: { readonly input: CentreRecordsPopupInput }) {
  const { flows } = useApp();
  // The input is fixed for this actor: another customer or kind is another key above, so a new actor.
  const machine = useMemo(() => provideCentreRecords(flows, input, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input });
  return <CentreRecordsScreen actor={actor} />;
}
