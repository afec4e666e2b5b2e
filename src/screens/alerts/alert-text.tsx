// An alert's plain text with the customers it names picked out: links to the customer when that screen
// exists (customerHref gives a path), emphasised names otherwise; unnamed customers follow as 관련 고객.
// Text is rendered as text, never as HTML.
import { Fragment } from 'react';
import { Link } from 'wouter';
import type { AlertCustomer } from '../../domain/alerts/contract';
import { alertsMessages } from '../../domain/alerts/messages';
import { alertText } from '../../domain/alerts/alert-text';

export type CustomerHref = (c: AlertCustomer) => string | null;

function CustomerName({ customer, customerHref }: { readonly customer: AlertCustomer; readonly customerHref: CustomerHref }) {
  const href = customerHref(customer);
  return href ? (
    <Link href={href} className="alert-customer">
      {customer.custNm}
    </Link>
  ) : (
    <strong className="alert-customer">{customer.custNm}</strong>
  );
}

export function AlertText({ text, customers, customerHref }: { readonly text: string; readonly customers: readonly AlertCustomer[]; readonly customerHref: CustomerHref }) {
  const { parts, others } = alertText(text, customers);
  return (
    <>
      <p className="alert-text">
        {parts.map((p, i) => (p.customer ? <CustomerName key={i} customer={p.customer} customerHref={customerHref} /> : <Fragment key={i}>{p.text}</Fragment>))}
      </p>
      {others.length > 0 && (
        <p className="alert-others">
          {alertsMessages.alertCustomers}:{' '}
          {others.map((c, i) => (
            <Fragment key={`${c.kwkey}-${i}`}>
              {i > 0 && ', '}
              <CustomerName customer={c} customerHref={customerHref} />
            </Fragment>
          ))}
        </p>
      )}
    </>
  );
}
