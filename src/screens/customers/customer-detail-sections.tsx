// The customer detail's sections (spec 2 §2, §3): each reads the customer-detail actor and sends its
// events. Amounts are won with separators, dates yyyy-mm-dd, mileage in points (spec 2 §9).
import { useSelector } from '@xstate/react';
import { Link } from 'wouter';
import type { CustomerMemo } from '../../domain/customers/contract';
import { contractNumber, memoFolds, ORDER_EXPIRED, ORDER_GROUP_ROWS, orderGroups, showsOwnerLine, showsVisitAlert } from '../../domain/customers/detail';
import { customerDetailMessages } from '../../domain/customers/detail-messages';
import { customersMessages } from '../../domain/customers/messages';
import { planMapMessages } from '../../domain/plan-map/messages';
import { eduplanMapHref } from '../../domain/plan-map/pages';
import { formatWon } from '../../domain/shared/amounts';
import * as sel from '../../../machines/customers/customer-detail.selectors';
import { selectDeletingMemo } from '../../../machines/customers/memo-delete.selectors';
import { SnapCarousel } from '../../ui/snap-carousel';
import { PagedListBody, usePagedList, type PagedListActor } from '../shared/paged-list-view';
import type { CustomerDetailActor } from './customer-detail-actor';
import { AddInfoBlock } from './add-info-block';
import { ChildInfo } from './child-info';
import { ContactButtons } from './contact-buttons';
import { DiagnosisBlock } from './diagnosis-block';
import { StarButton } from './star-button';

type Props = { readonly actor: CustomerDetailActor };
type MemoDeleteActor = NonNullable<ReturnType<typeof sel.selectMemoDelete>>;

const POPUP_LABELS = { consent: customerDetailMessages.custConsentTerms, purchases: customerDetailMessages.custPurchasesButton, interest: customerDetailMessages.custInterestButton, family: customerDetailMessages.custFamilyButton, recruits: customerDetailMessages.custRecruitsButton } as const;

const useData = (actor: CustomerDetailActor) => useSelector(actor, sel.selectData)!;

export function InfoSection({ actor }: Props) {
  const { myCstmr: c } = useData(actor);
  const viewer = useSelector(actor, sel.selectViewerPosition);
  const savingFavourite = useSelector(actor, sel.selectSavingFavourite);
  const contact = useSelector(actor, sel.selectContact);
  const opening = useSelector(actor, sel.selectOpeningPopup);
  const diagnosis = useSelector(actor, sel.selectDiagnosis);
  const popups = useSelector(actor, sel.selectPopupButtons, (a, b) => a.join() === b.join());
  const addInfo = useSelector(actor, sel.selectAddInfo);
  const starred = c.bookmarkYn === 'Y';
  return (
    <div className="cdetail-info">
      {showsOwnerLine(viewer, c.owner.orgnzPstn) && <p className="cdetail-owner">{customerDetailMessages.custOwnerLine(c.owner.username, c.owner.orgnzPstnNm)}</p>}
      <dl className="cdetail-id">
        {c.custDivDetail === 'SCD01' && (
          <>
            <dt>{customerDetailMessages.custKeyLabel}</dt>
            <dd>{c.kwkkey}</dd>
          </>
        )}
        {c.custDivDetail === 'SCD02' && (
          <>
            <dt>{customerDetailMessages.custSourceDateLabel}</dt>
            <dd>{c.custwstp}</dd>
          </>
        )}
      </dl>
      <div className="cdetail-who">
        <span className={`cust-badge cust-badge-${c.custDivDetail}`}>{customersMessages.custTypeNames[c.custDivDetail]}</span>
        <strong className="cdetail-name">{c.custNm}</strong>
        {c.kwgend !== '' && <span className="cdetail-gender">({customerDetailMessages.custGenderNames[c.kwgend]})</span>}
        <span className="cdetail-phone">{c.kwctlNo}</span>
      </div>
      <div className="cdetail-consents">
        <dl>
          <dt>{customerDetailMessages.custConsentInfo}</dt>
          <dd>{customerDetailMessages.custConsentGiven(c.infoagre === 'Y')}</dd>
          <dt>{customerDetailMessages.custConsentMarketing}</dt>
          <dd>{customerDetailMessages.custConsentGiven(c.mrknagre === 'Y')}</dd>
        </dl>
        <button type="button" className="btn btn-ghost" disabled={opening} onClick={() => actor.send({ type: 'user.openPopup', popup: 'consent' })}>
          {customerDetailMessages.custConsentTerms}
        </button>
      </div>
      <div className="cdetail-links">
        {popups.map((p) => (
          <button key={p} type="button" className="btn btn-secondary" disabled={opening} onClick={() => actor.send({ type: 'user.openPopup', popup: p })}>
            {POPUP_LABELS[p]}
          </button>
        ))}
      </div>
      {addInfo && <AddInfoBlock actor={addInfo} />}
      <div className="cdetail-actions">
        {contact && <ContactButtons actor={contact} name={c.custNm} />}
        <StarButton className="cdetail-star" name={c.custNm} starred={starred} disabled={savingFavourite} onToggle={() => actor.send({ type: 'user.toggleFavourite' })} />
        {/* The plan map for this customer (spec 3 §2); a branch head's view of a planner's customer names that planner. */}
        <Link
          className="btn btn-secondary cdetail-planmap"
          href={eduplanMapHref({ customer: { kwkkey: c.kwkkey, custDiv: c.custDiv, custNm: c.custNm, targetId: showsOwnerLine(viewer, c.owner.orgnzPstn) ? c.owner.userid : undefined }, from: 'custDetail' })}
        >
          {planMapMessages.planMapTitle}
        </Link>
      </div>
      {diagnosis && <DiagnosisBlock actor={diagnosis} />}
    </div>
  );
}

export function ChildSection({ actor }: Props) {
  const children = useSelector(actor, sel.selectChildrenInfo);
  return children ? <ChildInfo actor={children} /> : null;
}

export function ContractSection({ actor }: Props) {
  const { contractInfoList, custMileageInfo, custCreditInfo } = useData(actor);
  return (
    <>
      {contractInfoList.length === 0 ? (
        <p className="cdetail-empty">{customerDetailMessages.custNoContracts}</p>
      ) : (
        <SnapCarousel label={customerDetailMessages.custDetailTabs.contract} className="cdetail-contracts">
          {contractInfoList.map((k) => (
            <dl key={contractNumber(k)} className="cdetail-card">
              <dt>{customerDetailMessages.custContractNo}</dt>
              <dd>{contractNumber(k)}</dd>
              <dt>{customerDetailMessages.custContractDate}</dt>
              <dd>{k.concdt}</dd>
              <dt>{customerDetailMessages.custContractAmount}</dt>
              <dd>{formatWon(k.kyAmt)}</dd>
              <dt>{customerDetailMessages.custCashType}</dt>
              <dd>{k.cashTypNm}</dd>
              <dt>{customerDetailMessages.custMonths}</dt>
              <dd>{customerDetailMessages.custMonthsValue(k.kyMont)}</dd>
              <dt>{customerDetailMessages.custMonthlyAmount}</dt>
              <dd>{formatWon(k.kyCwmamt)}</dd>
            </dl>
          ))}
        </SnapCarousel>
      )}
      <dl className="cdetail-figures">
        <dt>{customerDetailMessages.custMileage}</dt>
        <dd>{customerDetailMessages.custMileagePoints(custMileageInfo.mileage)}</dd>
        <dt>{customerDetailMessages.custRemaining}</dt>
        <dd>{formatWon(custCreditInfo.flpyblnc)}</dd>
        <dt>{customerDetailMessages.custOverdue}</dt>
        <dd className={custCreditInfo.ovrdamt > 0 ? 'is-overdue' : undefined}>{formatWon(custCreditInfo.ovrdamt)}</dd>
        <dt>{customerDetailMessages.custCwiamt}</dt>
        <dd>{formatWon(custCreditInfo.cwiamt)}</dd>
      </dl>
    </>
  );
}

export function OrderSection({ actor }: Props) {
  const { orgCustOrderInfoList } = useData(actor);
  const expanded = useSelector(actor, sel.selectExpanded);
  const groups = orderGroups(orgCustOrderInfoList);
  if (groups.length === 0) return <p className="cdetail-empty">{customerDetailMessages.custNoOrders}</p>;
  return (
    <div className="cdetail-orders">
      {groups.map((g) => {
        const open = expanded.includes(g.key);
        const shown = open ? g.rows : g.rows.slice(0, ORDER_GROUP_ROWS);
        return (
          <div key={g.key} className="cdetail-order-group">
            <h3>{g.catCdNm}</h3>
            <ul aria-label={g.catCdNm}>
              {shown.map((o, i) => (
                <li key={i} className={`cdetail-order${o.concstat === ORDER_EXPIRED ? ' is-finished' : ''}`}>
                  <span className="cdetail-order-name">{o.prdtnm}</span>
                  <span>{o.concdt}</span>
                  <span>{formatWon(o.kyAmt)}</span>
                  <span className="cdetail-order-state">{o.concstatNm}</span>
                </li>
              ))}
            </ul>
            {g.rows.length > ORDER_GROUP_ROWS && (
              <button type="button" className="btn btn-ghost" aria-expanded={open} onClick={() => actor.send({ type: 'user.toggleFold', key: g.key })}>
                {open ? customerDetailMessages.custOrderLess(g.catCdNm) : customerDetailMessages.custOrderMore(g.catCdNm, g.rows.length - ORDER_GROUP_ROWS)}
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}

export function DeliverySection({ actor }: Props) {
  const { custRlsInfo } = useData(actor);
  if (custRlsInfo.length === 0) return <p className="cdetail-empty">{customerDetailMessages.custNoDeliveries}</p>;
  return (
    <ul className="cdetail-rows" aria-label={customerDetailMessages.custDetailTabs.delivery}>
      {custRlsInfo.map((d, i) => (
        <li key={i} className="cdetail-delivery">
          <strong>{d.prdtnm}</strong>
          <span>
            {d.rlsdt} · {d.rlsdtNm} · {d.cwtgubNm} · {d.concDiv}
          </span>
          <span className="cdetail-muted">
            {d.cwwad1} {d.cwwad2}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function ScheduleSection({ actor }: Props) {
  const { myScheduleList, myCstmr } = useData(actor);
  const opening = useSelector(actor, sel.selectOpeningPopup);
  return (
    <>
      {showsVisitAlert(myCstmr.custDivDetail) && <p className="cdetail-visit">{customerDetailMessages.custVisitAlert}</p>}
      <button type="button" className="btn btn-secondary cdetail-memo-write" onClick={() => actor.send({ type: 'user.registerSchedule' })}>
        {customerDetailMessages.custScheduleRegister}
      </button>
      {myScheduleList.length === 0 ? (
        <p className="cdetail-empty">{customerDetailMessages.custNoSchedules}</p>
      ) : (
        <ul className="cdetail-rows" aria-label={customerDetailMessages.custDetailTabs.schedule}>
          {myScheduleList.map((s) => (
            <li key={s.sqno}>
              <button type="button" className="cdetail-schedule" disabled={opening} onClick={() => actor.send({ type: 'user.openSchedule', sqno: s.sqno })}>
                <strong>{s.scdlDivNm}</strong>
                <span>
                  {s.sttDt} {s.sttHr === '' ? customerDetailMessages.custAllDay : s.sttHr}
                </span>
                {(s.addrNm || s.addr) && <span className="cdetail-muted">{[s.addrNm, s.addr].filter(Boolean).join(' · ')}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export function RecruitSection({ actor }: Props) {
  const { myCstmr } = useData(actor);
  const saving = useSelector(actor, sel.selectSavingRecruit);
  return (
    <label className="check cdetail-recruit">
      <input type="checkbox" checked={myCstmr.rcrtYn === 'Y'} disabled={saving} onChange={() => actor.send({ type: 'user.toggleRecruit' })} />
      {customerDetailMessages.custRecruitLabel}
    </label>
  );
}

export function MemoSection({ actor }: Props) {
  const memos = useSelector(actor, sel.selectMemoList);
  const memoDelete = useSelector(actor, sel.selectMemoDelete);
  const opening = useSelector(actor, sel.selectOpeningPopup);
  return (
    <>
      <button type="button" className="btn btn-secondary cdetail-memo-write" disabled={opening} onClick={() => actor.send({ type: 'user.writeMemo' })}>
        {customerDetailMessages.custMemoWrite}
      </button>
      {memos && memoDelete && <MemoList actor={actor} memos={memos} memoDelete={memoDelete} />}
    </>
  );
}

function MemoList({ actor, memos, memoDelete }: Props & { readonly memos: PagedListActor; readonly memoDelete: MemoDeleteActor }) {
  const list = usePagedList<CustomerMemo>(memos);
  const expanded = useSelector(actor, sel.selectExpanded);
  const deleting = useSelector(memoDelete, selectDeletingMemo);
  const opening = useSelector(actor, sel.selectOpeningPopup);
  return (
    <PagedListBody
      actor={memos}
      list={list}
      label={customerDetailMessages.custDetailTabs.history}
      rowsClass="cdetail-memos"
      emptyClass="cdetail-empty"
      emptyText={() => customerDetailMessages.custNoMemos}
      rowKey={(m) => m.sqno}
      renderRow={(m) => {
        const key = `memo-${m.sqno}`;
        const folds = memoFolds(m.memo);
        const open = expanded.includes(key);
        return (
          <li className="cdetail-memo">
            <p className={`cdetail-memo-text${folds && !open ? ' is-folded' : ''}`}>{m.memo}</p>
            <span className="cdetail-muted">
              {m.crtnDttm}
              {m.memoDiv === '0' && <span className="cdetail-memo-auto"> · {customerDetailMessages.custMemoAuto}</span>}
            </span>
            <span className="cdetail-memo-actions">
              {folds && (
                <button type="button" className="btn btn-ghost" aria-expanded={open} onClick={() => actor.send({ type: 'user.toggleFold', key })}>
                  {open ? customerDetailMessages.custMemoLess : customerDetailMessages.custMemoMore}
                </button>
              )}
              {m.amntPsblYn === 'Y' && (
                <button type="button" className="btn btn-ghost" aria-label={customerDetailMessages.custMemoEditOf(m.crtnDttm)} disabled={opening} onClick={() => actor.send({ type: 'user.editMemo', sqno: m.sqno })}>
                  {customerDetailMessages.custMemoEdit}
                </button>
              )}
              {m.amntPsblYn === 'Y' && (
                <button type="button" className="btn btn-ghost" aria-label={customerDetailMessages.custMemoDeleteOf(m.crtnDttm)} disabled={deleting} onClick={() => memoDelete.send({ type: 'user.deleteMemo', sqno: m.sqno, version: m.version })}>
                  {customerDetailMessages.custMemoDelete}
                </button>
              )}
            </span>
          </li>
        );
      }}
    />
  );
}
