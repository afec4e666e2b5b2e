// The customer list (/myCstmr/myCstmrList, spec 1 §2 customer list): tabs, search, EP, detail search and
// sort, select-all with the count, the rows with their bookmarks, 10 more as the end scrolls into view,
// the extra functions and their sheets. Renders the long-lived customer list actor; coming back from a
// sub-page it scrolls to where the list was (a DOM effect, the place kept by the machine).
import { useSelector } from '@xstate/react';
import { useLayoutEffect } from 'react';
import * as sel from '../../../machines/customers/customer-list.selectors';
import { customersMessages } from '../../domain/customers/messages';
import { Dialog } from '../../ui/dialog';
import { CustomerRows } from './customer-rows';
import { CustomerSheets } from './customer-sheets';
import { CustomerToolbar } from './customer-toolbar';
import type { CustomerListActor } from './customer-list-actor';
import { SelectionBar } from './selection-bar';
import './customers.css';

export function CustomerListScreen({ actor }: { readonly actor: CustomerListActor }) {
  const message = useSelector(actor, sel.selectMessage);
  // As the list shows: where it was when a sub-page opened (the top for a new query or a first visit).
  // (Braces: a browser's scrollTo may return a promise, which React would take for a clean-up.)
  useLayoutEffect(() => {
    window.scrollTo(0, sel.selectScrollY(actor.getSnapshot()));
  }, [actor]);
  return (
    <section className="cust-screen" aria-label={customersMessages.customersTitle}>
      <CustomerToolbar actor={actor} />
      <SelectionBar actor={actor} />
      <CustomerRows actor={actor} />
      <CustomerSheets actor={actor} />
      {message && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </section>
  );
}
