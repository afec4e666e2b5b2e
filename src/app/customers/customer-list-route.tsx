// /myCstmr/myCstmrList: the customer list screen over the long-lived list actor (customer-list-holder.ts).
import { CustomerListScreen } from '../../screens/customers/customer-list-screen';
import { useCustomerList } from './customer-list-holder';

export default function CustomerListRoute() {
  const list = useCustomerList();
  return list ? <CustomerListScreen actor={list} /> : null;
}
