// The organisation list on a PC (spec 3 §2; issue 15 desktop): a table whose 이번 달 실적 and 사번 headers
// sort it (실적 높은순, 사번순), one row per member with a button on the name; the arrow keys (Home, End)
// move between the rows, Enter or a click shows that member beside the list. The first page's spinner,
// the empty text and the list's end as on a phone.
import { useSelector } from '@xstate/react';
import { useRef, type KeyboardEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { orgListMachine } from '../../../machines/organisation/org-list.machine';
import * as sel from '../../../machines/organisation/org-list.selectors';
import type { OrgListRow } from '../../domain/organisation/contract';
import { organisationMessages } from '../../domain/organisation/messages';
import type { OrderType } from '../../domain/organisation/rules';
import { PagedListFrame, type PagedListActor, type usePagedList } from '../shared/paged-list-view';
import { amountOf, GadongLabel, MemberPhoto, MetFlag } from './org-list-parts';
import { gradeName } from '../../domain/shared/roles';

type Actor = ActorRefFrom<typeof orgListMachine>;

const MOVES: Readonly<Record<string, (i: number, n: number) => number>> = {
  ArrowDown: (i, n) => Math.min(i + 1, n - 1),
  ArrowUp: (i) => Math.max(i - 1, 0),
  Home: () => 0,
  End: (_i, n) => n - 1,
};

function SortHeader({ actor, label, by, current }: { readonly actor: Actor; readonly label: string; readonly by: OrderType; readonly current: OrderType }) {
  const on = by === current;
  return (
    <th scope="col" aria-sort={on ? (by === 'perform' ? 'descending' : 'ascending') : 'none'}>
      <button type="button" className="orgs-sort-btn" aria-pressed={on} onClick={() => actor.send({ type: 'user.sort', ordrType: by })}>
        {label}
        <span aria-hidden="true">{on ? (by === 'perform' ? ' ▼' : ' ▲') : ' ↕'}</span>
      </button>
    </th>
  );
}

export function OrgListTable(p: { readonly actor: Actor; readonly listActor: PagedListActor; readonly list: ReturnType<typeof usePagedList<OrgListRow>> }) {
  const ordrType = useSelector(p.actor, sel.selectOrderType);
  const selected = useSelector(p.actor, sel.selectSelected);
  const body = useRef<HTMLTableSectionElement>(null);
  const { items, view } = p.list;
  // One tab stop for the whole table: the chosen member's row, else the first.
  const tabRow = Math.max(0, items.findIndex((r) => r.akdcde === selected?.akdcde));

  const onKeyDown = (e: KeyboardEvent) => {
    const move = MOVES[e.key];
    const buttons = Array.from(body.current?.querySelectorAll<HTMLButtonElement>('.orgs-row-btn') ?? []);
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (!move || i < 0) return;
    e.preventDefault();
    buttons[move(i, buttons.length)]?.focus();
  };

  return (
    <PagedListFrame actor={p.listActor} view={view} hasRows={items.length > 0} emptyClass="orgs-empty" emptyText={() => organisationMessages.orgListEmpty}>
      <table className="orgs-table" aria-label={organisationMessages.orgStatusListLabel}>
        <thead>
          <tr>
            <th scope="col">{organisationMessages.orgStatusName}</th>
            <th scope="col">{organisationMessages.orgStatusPosition}</th>
            <th scope="col">{organisationMessages.orgStatusCentre}</th>
            <th scope="col">{organisationMessages.orgStatusMonths}</th>
            <SortHeader actor={p.actor} label={organisationMessages.orgStatusAmount} by="perform" current={ordrType} />
            <th scope="col">{organisationMessages.orgStatusGoal}</th>
            <th scope="col">{organisationMessages.orgStatusGadong}</th>
            <SortHeader actor={p.actor} label={organisationMessages.orgStatusCode} by="akdcde" current={ordrType} />
          </tr>
        </thead>
        <tbody ref={body} onKeyDown={onKeyDown}>
          {items.map((r, i) => {
            const current = r.akdcde === selected?.akdcde;
            return (
              // The whole row answers a mouse; the name's button (which the click bubbles from) the keyboard.
              <tr key={r.akdcde} className={current ? 'is-current' : undefined} onClick={() => p.actor.send({ type: 'user.select', member: r })}>
                <td>
                  <button
                    type="button"
                    className="orgs-row-btn"
                    tabIndex={i === tabRow ? 0 : -1}
                    aria-current={current ? 'true' : undefined}
                  >
                    <MemberPhoto key={r.rpimgp} src={r.rpimgp} />
                    {r.akdnam}
                  </button>
                </td>
                <td>{gradeName(r.gubun)}</td>
                <td>{r.cntrName}</td>
                <td>{organisationMessages.orgStatusChawol(r.chawol)}</td>
                <td className="orgs-num">{amountOf(r)}</td>
                <td>
                  <MetFlag row={r} />
                </td>
                <td>
                  <GadongLabel row={r} />
                </td>
                <td className="orgs-num">{r.akdcde}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </PagedListFrame>
  );
}
