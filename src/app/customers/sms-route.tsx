// /myCstmr/myCstmrList/smsSend: the SMS page, a child of the customer list actor (which holds the selection).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { customerListMachine } from '../../../machines/customers/customer-list.machine';
import { selectSmsComposer } from '../../../machines/customers/customer-list.selectors';
import { SmsScreen } from '../../screens/customers/sms-screen';
import { useCustomerList } from './customer-list-holder';

export default function SmsRoute() {
  const list = useCustomerList();
  return list ? <Sms list={list} /> : null;
}

function Sms({ list }: { readonly list: ActorRefFrom<typeof customerListMachine> }) {
  const sms = useSelector(list, selectSmsComposer);
  return sms ? <SmsScreen actor={sms} /> : null;
}
