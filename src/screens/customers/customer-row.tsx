// One customer (spec 1 §3): select box, type badge (SCD01-SCD04), name (opening the detail) and phone, address (a tap shows it
// whole), the delivery / expiry / diagnosis flags, the children with sex and age, and the bookmark star.
import { memo } from 'react';
import type { CustomerRow } from '../../domain/customers/contract';
import { customersMessages } from '../../domain/customers/messages';
import { customerHref } from '../../domain/customers/pages';
import type { CustomerListActor } from './customer-list-actor';
import { StarButton } from './star-button';

const FLAGS = ['delivdtYn', 'concexpydyYn', 'jindandtYn'] as const;

function Row({ actor, row, position, count, selected, bookmarking }: {
  readonly actor: CustomerListActor;
  readonly row: CustomerRow;
  /** 1-based place in the loaded list and the loaded rows' count: only rows near the screen are drawn, so assistive technology hears where this one is. */
  readonly position: number;
  readonly count: number;
  readonly selected: boolean;
  readonly bookmarking: boolean;
}) {
  const flags = FLAGS.filter((f) => row[f] === 'Y');
  const starred = row.bookmarkYn === 'Y';
  return (
    <li className={`cust-row${selected ? ' is-selected' : ''}`} data-key={row.kwkkey} aria-posinset={position} aria-setsize={count}>
      <input
        className="cust-check"
        type="checkbox"
        aria-label={customersMessages.custSelect(row.custNm)}
        checked={selected}
        onChange={() => actor.send({ type: 'user.toggleSelect', kwkkey: row.kwkkey })}
      />
      <span className={`cust-badge cust-badge-${row.custDivDetail}`}>{customersMessages.custTypeNames[row.custDivDetail]}</span>
      <span className="cust-who">
        <a
          className="cust-name"
          href={customerHref({ userId: row.userid, kwkkey: row.kwkkey, custDiv: row.custDiv })}
          onClick={(e) => {
            // A plain click opens the detail over the list (kept, scrolled where it was); a modified click
            // (a new tab or window on PC) is the browser's.
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            actor.send({ type: 'user.openCustomer', kwkkey: row.kwkkey, scrollY: window.scrollY });
          }}
        >
          {row.custNm}
        </a>
        <span className="cust-phone">{row.kwctlNo}</span>
      </span>
      {row.kwsad1 ? (
        <button type="button" className="cust-addr" aria-label={customersMessages.custAddressOf(row.custNm)} onClick={() => actor.send({ type: 'user.showAddress', kwkkey: row.kwkkey })}>
          {row.kwsad1}
        </button>
      ) : (
        <span className="cust-addr cust-addr-none">{customersMessages.custNoAddress}</span>
      )}
      <span className="cust-meta">
        <span className="cust-flags">
          {flags.map((f) => (
            <span key={f} className={`cust-flag cust-flag-${f}`} title={customersMessages.custFlagTitles[f]}>
              {customersMessages.custFlagNames[f]}
            </span>
          ))}
        </span>
        <span className="cust-children">
          {row.children.map((c, i) => (
            <span key={i} className="cust-child">
              {customersMessages.custChildLine(c.cdrnNm, c.cdrnSex, c.cdrnAge)}
            </span>
          ))}
        </span>
      </span>
      <StarButton name={row.custNm} starred={starred} disabled={bookmarking} onToggle={() => actor.send({ type: 'user.toggleBookmark', kwkkey: row.kwkkey })} />
    </li>
  );
}

/** Rows re-render only when their own customer, place, selection or the bookmark state changes. */
export const CustomerRowItem = memo(Row);
