// /myCstmr/myCstmrView/familyInfo?kwkkey&custDiv (spec 2 §2): the household popup. A picked child tells
// the opener family-pop-selected-chlnkwkey through the shell and the popup closes; where nothing closes
// (opened by its URL, a PC tab of its own), it goes to the picked customer, or back to the customer.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { familyInfoMachine, type FamilyInfoInput } from '../../../machines/customers/family-info.machine';
import { customerHref } from '../../domain/customers/pages';
import { getCustFamilyList, type FamilyMember } from '../../domain/customers/sections-contract';
import { FamilyInfoScreen } from '../../screens/customers/family-info-screen';
import { Api } from '../../services/api.service';
import { useApp } from '../app-context';
import { closePopup } from './close-popup';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';

export function provideFamilyInfo({ fromEffect }: Pick<Flows, 'fromEffect'>, input: FamilyInfoInput, go: (to: string) => void) {
  return familyInfoMachine.provide({
    actors: {
      loadFamily: fromEffect((k: FamilyInfoInput) => Api.use((a) => a.call(getCustFamilyList, { kwkkey: k.kwkkey, custDiv: k.custDiv }))),
      finish: fromEffect(({ picked }: { picked: FamilyMember | null }) => {
        const to = picked ?? input;
        return closePopup(
          picked ? { event: 'family-pop-selected-chlnkwkey', kwkkey: picked.kwkkey, custDiv: picked.custDiv } : null,
          customerHref({ userId: '', kwkkey: to.kwkkey, custDiv: to.custDiv }),
          go,
        );
      }),
    },
  });
}

export default function FamilyInfoRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const q = new URLSearchParams(route.search);
  const input: FamilyInfoInput = { kwkkey: q.get('kwkkey') ?? '', custDiv: q.get('custDiv') === '1' ? '1' : '2' };
  return session ? <FamilyInfo key={`${session.userId}/${route.search}`} input={input} /> : null;
}

function FamilyInfo({ input }: { readonly input: FamilyInfoInput }) {
  const { flows } = useApp();
  // The input is fixed for this actor: another customer is another key above, so a new actor.
  const machine = useMemo(() => provideFamilyInfo(flows, input, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input });
  return <FamilyInfoScreen actor={actor} />;
}
