// /myCstmr/myCstmrList/proddSerach: the product search, a child of the detail search under the customer list.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { customerListMachine } from '../../../machines/customers/customer-list.machine';
import { selectDetailSearch } from '../../../machines/customers/customer-list.selectors';
import type { detailSearchMachine } from '../../../machines/customers/detail-search.machine';
import { selectProductSearch } from '../../../machines/customers/detail-search.selectors';
import { ProductSearchScreen } from '../../screens/customers/product-search-screen';
import { useCustomerList } from './customer-list-holder';

export default function ProductSearchRoute() {
  const list = useCustomerList();
  return list ? <FromList list={list} /> : null;
}

function FromList({ list }: { readonly list: ActorRefFrom<typeof customerListMachine> }) {
  const detail = useSelector(list, selectDetailSearch);
  return detail ? <FromDetail detail={detail} /> : null;
}

function FromDetail({ detail }: { readonly detail: ActorRefFrom<typeof detailSearchMachine> }) {
  const products = useSelector(detail, selectProductSearch);
  return products ? <ProductSearchScreen actor={products} /> : null;
}
