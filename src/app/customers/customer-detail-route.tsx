// /myCstmr/myCstmrView?userId&kwkkey&custDiv (spec 2 §2): one customer for the signed-in viewer, a new
// actor per customer. A missing or malformed key or type is refused by getMyCstmr and the screen says so.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { fromCallback } from 'xstate';
import { selectSession } from '../../../machines/app/app.selectors';
import { customerDetailMachine, type CustomerDetailInput } from '../../../machines/customers/customer-detail.machine';
import { customerChildrenMachine } from '../../../machines/customers/customer-children.machine';
import { customerDiagnosisMachine } from '../../../machines/customers/customer-diagnosis.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { customerHref } from '../../domain/customers/pages';
import { popupEventOf } from '../../domain/customers/popup-events';
import { CustomerDetailScreen } from '../../screens/customers/customer-detail-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import * as actors from './customer-detail-actors';

/** The popups' reports (spec 2 §4) among the shell's page messages, as the detail's popup.* events. */
const watchPopups = (events: ReturnType<Flows['nativeEvents']>) =>
  fromCallback(({ sendBack }) => {
    const sub = events.subscribe((e) => {
      if (e.name !== 'pageMessage') return;
      const popup = popupEventOf(e.data);
      if (popup?.event === 'memo-save-complete') sendBack({ type: 'popup.memoSaved' });
      else if (popup?.event === 'family-pop-selected-chlnkwkey') sendBack({ type: 'popup.familySelected', kwkkey: popup.kwkkey, custDiv: popup.custDiv });
    });
    return () => sub.unsubscribe();
  });

export function provideCustomerDetail(
  { fromEffect, nativeEvents }: Pick<Flows, 'fromEffect' | 'nativeEvents'>,
  input: CustomerDetailInput,
  origin: string,
  go: (to: string) => void = (to) => navigate(to),
) {
  return customerDetailMachine.provide({
    actions: { openCustomer: (_, { kwkkey, custDiv }) => go(customerHref({ userId: '', kwkkey, custDiv })) },
    actors: {
      loadCustomer: fromEffect(actors.loadCustomer),
      saveFavourite: fromEffect(actors.saveFavourite),
      saveRecruit: fromEffect(actors.saveRecruit),
      saveAutoMemo: fromEffect(actors.saveAutoMemo),
      handOver: fromEffect(actors.handOver),
      deleteMemo: fromEffect(actors.deleteMemo),
      memoList: pagedListMachine.provide({ actors: { loadPage: fromEffect(actors.loadMemoPage(input)) } }),
      openPopup: fromEffect(actors.openPopup(origin)),
      children: customerChildrenMachine.provide({ actors: { loadChild: fromEffect(actors.loadChild) } }),
      diagnosis: customerDiagnosisMachine.provide({
        actors: { loadTab: fromEffect(actors.loadDiagnosisTab), openResult: fromEffect(actors.openResult), shareResult: fromEffect(actors.shareDiagnosis) },
      }),
      watchPopups: watchPopups(nativeEvents()),
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
  const machine = useMemo(() => provideCustomerDetail(flows, input, window.location.origin), [flows]);
  const actor = useActorRef(machine, { input });
  return <CustomerDetailScreen actor={actor} />;
}
