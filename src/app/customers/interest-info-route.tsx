// /myCstmr/myCstmrView/interestInfo?userId&kwkkey&custDiv (spec 2 §2): the interest and no-jin info popup.
// It loads the choices and, from getMyCstmr (onlyChild), the customer's type, the server's word on whether
// it may be modified rather than a query parameter; saves through saveMyCstmr (changeInterest Y; through the
// outbox, issue 18: without a network it is kept and sent later, and the popup closes as saved), tells the
// opener interestinfo-update-result through the shell and closes; where nothing closes (opened by its URL,
// a PC tab of its own), it goes to the customer's detail.
import { useActorRef, useSelector } from '@xstate/react';
import { Effect } from 'effect';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { interestInfoMachine, type InterestInfoInput, type InterestInfoLoaded, type InterestSave } from '../../../machines/customers/interest-info.machine';
import { customerHref } from '../../domain/customers/pages';
import { getInterestInfoList, saveMyCstmr } from '../../domain/customers/sections-contract';
import { outboxMessages } from '../../domain/outbox/messages';
import { recordOf } from '../../domain/outbox/records';
import { InterestInfoScreen } from '../../screens/customers/interest-info-screen';
import { Api } from '../../services/api.service';
import { useApp } from '../app-context';
import { submitVoid } from '../outbox/submit-save';
import { closePopup } from './close-popup';
import { loadCustomerBrief, ownerOf } from './customer-brief';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';


export function provideInterestInfo({ fromEffect }: Pick<Flows, 'fromEffect'>, input: InterestInfoInput, go: (to: string) => void) {
  const key = { kwkkey: input.kwkkey, custDiv: input.custDiv };
  return interestInfoMachine.provide({
    actors: {
      loadInterests: fromEffect(() =>
        Effect.all(
          [
            Api.use((a) => a.call(getInterestInfoList, { kwkkey: input.kwkkey, ...ownerOf(input.searchUserid) })),
            loadCustomerBrief(input),
          ],
          { concurrency: 2 },
        ).pipe(
          Effect.map(
            ([list, detail]): InterestInfoLoaded => ({
              custDivDetail: detail.myCstmr.custDivDetail,
              items: list.custInterestInfoList,
              prensrno: list.prensrno,
              custnote: list.custnote,
            }),
          ),
        ),
      ),
      saveInterests: fromEffect(({ chosen, prensrno, custnote }: InterestSave) =>
        submitVoid(
          saveMyCstmr,
          { ...key, ...ownerOf(input.searchUserid), changeInterest: 'Y', interestListJsonString: chosen, prensrno, custnote },
          { label: outboxMessages.outboxLabelCustomer, record: recordOf.customer(input.kwkkey), block: true },
        ),
      ),
      finish: fromEffect(({ saved }: { saved: boolean }) =>
        closePopup(
          saved ? { event: 'interestinfo-update-result', kwkkey: input.kwkkey } : null,
          customerHref({ userId: input.searchUserid, kwkkey: input.kwkkey, custDiv: input.custDiv }),
          go,
        ),
      ),
    },
  });
}

export default function InterestInfoRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const q = new URLSearchParams(route.search);
  const input: InterestInfoInput = { kwkkey: q.get('kwkkey') ?? '', custDiv: q.get('custDiv') === '1' ? '1' : '2', searchUserid: q.get('userId') ?? '' };
  return session ? <InterestInfo key={`${session.userId}/${route.search}`} input={input} /> : null;
}

function InterestInfo({ input }: { readonly input: InterestInfoInput }) {
  const { flows } = useApp();
  // The input is fixed for this actor: another customer is another key above, so a new actor.
  const machine = useMemo(() => provideInterestInfo(flows, input, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine, { input });
  return <InterestInfoScreen actor={actor} />;
}
