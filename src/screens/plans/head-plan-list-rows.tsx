// The members' plans as rows (spec 3 §2 members' plan list): cards on a phone, a table on a PC. Each member:
// name, rank, status, goal total of a saved plan, and the request button (요청 on S, disabled 요청중 on R,
// none once saved). A saved plan's name opens the member's read-only plan (a button: Enter or a click).
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { shownStat, type headPlanListMachine } from '../../../machines/plans/head-plan-list.machine';
import * as sel from '../../../machines/plans/head-plan-list.selectors';
import { plansMessages } from '../../domain/plans/messages';
import type { HeadPlanRow } from '../../domain/plans/contract';
import { requestButton, type PlanStat } from '../../domain/plans/rules';
import { gradeName } from '../../domain/shared/roles';
import { PagedListBody, PagedListFrame, type PagedListActor, type usePagedList } from '../shared/paged-list-view';
import { planWon, statLabel } from './plan-amounts';

type Actor = ActorRefFrom<typeof headPlanListMachine>;
type List = ReturnType<typeof usePagedList<HeadPlanRow>>;

/** The rows' statuses as shown (R once asked in this visit), and the member whose request is on its way. */
function useShown(actor: Actor) {
  const filters = useSelector(actor, sel.selectFilters);
  const requested = useSelector(actor, sel.selectRequested);
  const busy = useSelector(actor, sel.selectRequesting);
  return { statOf: (r: HeadPlanRow) => shownStat({ filters, requested }, r), busy };
}

function Name({ actor, row, stat }: { readonly actor: Actor; readonly row: HeadPlanRow; readonly stat: PlanStat }) {
  if (stat !== 'C' || row.sqno === 0) return <span className="plans-member-name">{row.userName}</span>;
  return (
    <button type="button" className="plans-member-link" onClick={() => actor.send({ type: 'user.open', member: row })}>
      {row.userName}
    </button>
  );
}

function RequestButton({ actor, row, stat, busy }: { readonly actor: Actor; readonly row: HeadPlanRow; readonly stat: PlanStat; readonly busy: boolean }) {
  const b = requestButton(stat);
  if (!b) return null;
  return (
    <button
      type="button"
      className={`btn ${b.disabled ? 'btn-secondary' : 'btn-primary'} plans-request`}
      aria-label={`${plansMessages.headPlanRequestFor(row.userName)}: ${b.label}`}
      disabled={b.disabled || busy}
      onClick={() => actor.send({ type: 'user.request', member: row })}
    >
      {b.label}
    </button>
  );
}

const amountOf = (stat: PlanStat, r: HeadPlanRow) => (stat === 'C' ? planWon(r.amtSum) : '-');

export function HeadPlanCards({ actor, listActor, list }: { readonly actor: Actor; readonly listActor: PagedListActor; readonly list: List }) {
  const { statOf, busy } = useShown(actor);
  return (
    <PagedListBody
      actor={listActor}
      list={list}
      label={plansMessages.headPlanListLabel}
      rowsClass="plans-rows"
      emptyClass="plans-empty"
      emptyText={() => plansMessages.headBsnPlnListEmpty}
      rowKey={(r) => r.userId}
      renderRow={(r) => {
        const stat = statOf(r);
        return (
          <li className="plans-row">
            <div className="plans-row-main">
              <strong className="plans-month">
                <Name actor={actor} row={r} stat={stat} /> <span className="plans-muted">{gradeName(r.pstn)}</span>
              </strong>
              <span className="plans-figures">
                <span className={`plans-stat plans-stat-${stat}`}>{statLabel(stat)}</span>
                <span className="plans-amount">{amountOf(stat, r)}</span>
              </span>
            </div>
            <RequestButton actor={actor} row={r} stat={stat} busy={busy === r.userId} />
          </li>
        );
      }}
    />
  );
}

export function HeadPlanTable({ actor, listActor, list }: { readonly actor: Actor; readonly listActor: PagedListActor; readonly list: List }) {
  const { statOf, busy } = useShown(actor);
  const { items, view } = list;
  return (
    <PagedListFrame actor={listActor} view={view} hasRows={items.length > 0} emptyClass="plans-empty" emptyText={() => plansMessages.headBsnPlnListEmpty}>
      <table className="plans-table" aria-label={plansMessages.headPlanListLabel}>
        <thead>
          <tr>
            <th scope="col">{plansMessages.headPlanName}</th>
            <th scope="col">{plansMessages.headPlanRank}</th>
            <th scope="col">{plansMessages.headPlanStat}</th>
            <th scope="col">{plansMessages.headPlanAmount}</th>
            <th scope="col">{plansMessages.headPlanAction}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((r) => {
            const stat = statOf(r);
            return (
              <tr key={r.userId}>
                <td>
                  <Name actor={actor} row={r} stat={stat} />
                </td>
                <td>{gradeName(r.pstn)}</td>
                <td>
                  <span className={`plans-stat plans-stat-${stat}`}>{statLabel(stat)}</span>
                </td>
                <td className="plans-num">{amountOf(stat, r)}</td>
                <td>
                  <RequestButton actor={actor} row={r} stat={stat} busy={busy === r.userId} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </PagedListFrame>
  );
}
