// The customer info's 전화 and 문자 buttons: each asks the contact actor (the automatic memo, then the
// shell); both wait while a call or text is on its way.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { customerContactMachine } from '../../../machines/customers/customer-contact.machine';
import { selectContacting } from '../../../machines/customers/customer-contact.selectors';
import { customerDetailMessages } from '../../domain/customers/detail-messages';

export function ContactButtons({ actor, name }: { readonly actor: ActorRefFrom<typeof customerContactMachine>; readonly name: string }) {
  const contacting = useSelector(actor, selectContacting);
  return (
    <>
      <button type="button" className="btn btn-secondary" aria-label={customerDetailMessages.custCall(name)} disabled={contacting} onClick={() => actor.send({ type: 'user.contact', kind: 'call' })}>
        전화
      </button>
      <button type="button" className="btn btn-secondary" aria-label={customerDetailMessages.custText(name)} disabled={contacting} onClick={() => actor.send({ type: 'user.contact', kind: 'text' })}>
        문자
      </button>
    </>
  );
}
