// /myCstmr/myCstmrView?userId&kwkkey&custDiv (spec 2 §2): one customer for the signed-in viewer, a new
// actor per customer. A missing or malformed key or type is refused by getMyCstmr and the screen says so.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { customerDetailMachine, type CustomerDetailInput } from '../../../machines/customers/customer-detail.machine';
import { customerAddInfoMachine } from '../../../machines/customers/customer-add-info.machine';
import { customerChildrenMachine } from '../../../machines/customers/customer-children.machine';
import { customerContactMachine } from '../../../machines/customers/customer-contact.machine';
import { customerDiagnosisMachine } from '../../../machines/customers/customer-diagnosis.machine';
import { memoDeleteMachine } from '../../../machines/customers/memo-delete.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { customerHref } from '../../domain/customers/pages';
import { CustomerDetailScreen } from '../../screens/customers/customer-detail-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import * as actors from './customer-detail-actors';
import { watchPopups } from './watch-popups';

export function provideCustomerDetail(
  { fromEffect, nativeEvents }: Pick<Flows, 'fromEffect' | 'nativeEvents'>,
  input: CustomerDetailInput,
  origin: string,
  go: (to: string) => void = (to) => navigate(to),
) {
  return customerDetailMachine.provide({
    actions: { openCustomer: (_, { kwkkey, custDiv }) => go(customerHref({ userId: '', kwkkey, custDiv })), openScheduleForm: (_, { href }) => go(href) },
    actors: {
      loadCustomer: fromEffect(actors.loadCustomer),
      saveFavourite: fromEffect(actors.saveFavourite),
      saveRecruit: fromEffect(actors.saveRecruit),
      contact: customerContactMachine.provide({ actors: { saveAutoMemo: fromEffect(actors.saveAutoMemo), handOver: fromEffect(actors.handOver) } }),
      memoDelete: memoDeleteMachine.provide({ actors: { deleteMemo: fromEffect(actors.deleteMemo) } }),
      memoList: pagedListMachine.provide({ actors: { loadPage: fromEffect(actors.loadMemoPage(input)) } }),
      openPopup: fromEffect(actors.openPopup(origin)),
      children: customerChildrenMachine.provide({
        actors: {
          loadChild: fromEffect(actors.loadChild),
          saveChildren: fromEffect(actors.saveChildren),
          reloadChildren: fromEffect(actors.reloadChildren),
          openPopup: fromEffect(actors.openPopup(origin)),
          openVisitConfirm: fromEffect(actors.openVisitConfirm),
          watchPopups: watchPopups(nativeEvents(), input.kwkkey, (e) =>
            e.event === 'add-children-result'
              ? { type: 'popup.childAdded', child: e.child }
              : e.event === 'modify-children-result'
                ? { type: 'popup.childModified', sqno: e.sqno, child: e.child }
                : null,
          ),
        },
      }),
      addInfo: customerAddInfoMachine.provide({
        actors: {
          saveInfo: fromEffect(actors.saveAddInfo),
          openPopup: fromEffect(actors.openPopup(origin)),
          watchPopups: watchPopups(nativeEvents(), null, (e) => (e.event === 'juso-selected' ? { type: 'popup.jusoSelected', zipNo: e.zipNo, roadAddr: e.roadAddr } : null)),
        },
      }),
      diagnosis: customerDiagnosisMachine.provide({
        actors: { loadTab: fromEffect(actors.loadDiagnosisTab), openResult: fromEffect(actors.openResult), shareResult: fromEffect(actors.shareDiagnosis) },
      }),
      watchPopups: watchPopups(nativeEvents(), input.kwkkey, (e) => {
        if (e.event === 'memo-save-complete') return { type: 'popup.memoSaved' };
        if (e.event === 'interestinfo-update-result') return { type: 'popup.interestSaved' };
        if (e.event === 'reload-myschedule') return { type: 'popup.scheduleRemoved', sqno: e.sqno };
        return e.event === 'family-pop-selected-chlnkwkey' ? { type: 'popup.familySelected', kwkkey: e.kwkkey, custDiv: e.custDiv } : null;
      }),
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
