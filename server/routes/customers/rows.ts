// A list row as the contract answers it (CustomerRow): the type's name, the phone as shown, the sealed
// recipient tokens, and each child's age on the server's today.
import type { CustomerRow } from '../../../src/domain/customers/contract';
import { customersMessages } from '../../../src/domain/customers/messages';
import { ageOn, formatPhone } from '../../../src/domain/customers/rules';
import type { CustomerListRow } from '../../services/customer-query';
import type { RecipientTokens } from '../../services/recipient-tokens';

export function toCustomerRow(r: CustomerListRow, today: string, tokens: RecipientTokens): CustomerRow {
  const phone = formatPhone(r.telDigits);
  return {
    kwkkey: r.kwkkey,
    custDiv: r.custDiv,
    custDivDetail: r.custDivDetail,
    custDivDetailNm: customersMessages.custTypeNames[r.custDivDetail],
    custNm: r.custNm,
    userid: r.userid,
    kwsad1: r.kwsad1,
    kwctlNo: phone,
    encCustNm: tokens.seal('name', r.kwkkey, r.custNm),
    encCustTel: tokens.seal('tel', r.kwkkey, r.telDigits),
    bookmarkYn: r.bookmarkYn,
    delivdtYn: r.delivdtYn,
    concexpydyYn: r.concexpydyYn,
    jindandtYn: r.jindandtYn,
    // A child without a birth date has no age to show: it is left out rather than shown as 0.
    children: r.children.flatMap((c) => (c.birth ? [{ cdrnNm: c.name, cdrnSex: c.gender, cdrnAge: ageOn(c.birth, today) }] : [])),
  };
}
