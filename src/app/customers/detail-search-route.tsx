// /myCstmr/myCstmrList/detailSerach/{listTyp?}: the detail search, a child of the customer list actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { customerListMachine } from '../../../machines/customers/customer-list.machine';
import { selectDetailSearch } from '../../../machines/customers/customer-list.selectors';
import { DetailSearchScreen } from '../../screens/customers/detail-search-screen';
import { useCustomerList } from './customer-list-holder';

export default function DetailSearchRoute() {
  const list = useCustomerList();
  return list ? <DetailSearch list={list} /> : null;
}

function DetailSearch({ list }: { readonly list: ActorRefFrom<typeof customerListMachine> }) {
  const detail = useSelector(list, selectDetailSearch);
  return detail ? <DetailSearchScreen actor={detail} /> : null;
}
