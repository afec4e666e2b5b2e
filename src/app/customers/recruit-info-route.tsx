// /myCstmr/myCstmrView/recruitInfo?userId&kwkkey&custDiv (spec 2 §2, COG01): the recruiting info popup of
// a customer (the owner, the key and custDiv in the query; never the name or phone). 확인 closes it with
// no report; where nothing closes (opened by its URL, a PC tab of its own), it goes to the customer's detail.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { recruitInfoMachine } from '../../../machines/customers/recruit-info.machine';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine';
import { centreRecordsInputOf, type CentreRecordsInput } from '../../domain/customers/centre-records';
import { customerHref } from '../../domain/customers/pages';
import { RecruitInfoScreen } from '../../screens/customers/recruit-info-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';
import * as actors from './centre-records-actors';
import { closePopup } from './close-popup';

export function provideRecruitInfo({ fromEffect }: Pick<Flows, 'fromEffect'>, input: CentreRecordsInput, go: (to: string) => void) {
  return recruitInfoMachine.provide({
    actors: {
      loadCustomer: fromEffect(actors.loadPerson),
      recruitList: pagedListMachine.provide({ actors: { loadPage: fromEffect(actors.loadRecruitPage) } }),
      finish: fromEffect(() => closePopup(null, customerHref({ userId: input.searchUserid, kwkkey: input.kwkkey, custDiv: input.custDiv }), go)),
    },
  });
}

export default function RecruitInfoRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <RecruitInfo key={`${session.userId}/${route.search}`} input={centreRecordsInputOf(route.search)} /> : null;
}

function RecruitInfo({ input }: { readonly input: CentreRecordsInput }) {
  const { flows } = useApp();
  // The input is fixed for this actor: another customer is another key above, so a new actor.
  const machine = useMemo(() => provideRecruitInfo(flows, input, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input });
  return <RecruitInfoScreen actor={actor} />;
}
