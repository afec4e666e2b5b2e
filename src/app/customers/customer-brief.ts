// The customer without its sections (getMyCstmr with onlyChild Y): its own fields and its children. The
// detail's children reload, the child popups, the interest popup (the customer's type) and the centres'
// record popups (the name and phone) all read it through loadCustomerBrief, so it is asked for one way.
import type { CustDiv } from '../../domain/customers/contract';
import { getMyCstmr } from '../../domain/customers/detail-contract';
import { Api } from '../../services/api.service';

/** searchUserid only when the customer is someone else's (a branch head's view); '' is the caller's own. */
export const ownerOf = (searchUserid: string) => (searchUserid ? { searchUserid } : {});

/** Which customer, and through whom (searchUserid: its owner, '' for the caller's own). */
export interface CustomerRef {
  readonly kwkkey: string;
  readonly custDiv: CustDiv;
  readonly searchUserid: string;
}

export const loadCustomerBrief = ({ kwkkey, custDiv, searchUserid }: CustomerRef) =>
  Api.use((a) => a.call(getMyCstmr, { kwkkey, custDiv, onlyChild: 'Y', ...ownerOf(searchUserid) }));
