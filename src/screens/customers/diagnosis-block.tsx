// The diagnosis service in the customer's info (spec 2 §2): KED-I / KED-S / ELT tabs, a slider of the
// results (who, diagnosis day, re-diagnosis day, view result, share) and the caller's remaining coupons
// with the coupon issue;
// 진단 결과를 공유하시겠습니까? before a share. Renders the customer-diagnosis actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { customerDiagnosisMachine } from '../../../machines/customers/customer-diagnosis.machine';
import * as sel from '../../../machines/customers/customer-diagnosis.selectors';
import { diagnosisSubject } from '../../domain/customers/detail';
import { EXAM_CDS } from '../../domain/customers/sections-contract';
import { customerDetailMessages } from '../../domain/customers/detail-messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { SnapCarousel } from '../../ui/snap-carousel';
import { Spinner } from '../../ui/spinner';

export function DiagnosisBlock({ actor }: { readonly actor: ActorRefFrom<typeof customerDiagnosisMachine> }) {
  const examCd = useSelector(actor, sel.selectExamCd);
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const tab = useSelector(actor, sel.selectTab);
  const busy = useSelector(actor, sel.selectBusy);
  const confirming = useSelector(actor, sel.selectConfirming);
  const message = useSelector(actor, sel.selectMessage);
  const issues = useSelector(actor, sel.selectIssuesCoupons);
  return (
    <div className="cdetail-diagnosis" role="group" aria-labelledby="cdetail-diagnosis-h">
      <h3 id="cdetail-diagnosis-h">{customerDetailMessages.diagnosisTitle}</h3>
      <div className="cdetail-diagnosis-tabs">
        {EXAM_CDS.map((cd) => (
          <button key={cd} type="button" className="cdetail-tab" aria-pressed={cd === examCd} onClick={() => actor.send({ type: 'user.chooseTab', examCd: cd })}>
            {customerDetailMessages.diagnosisTabs[cd]}
          </button>
        ))}
      </div>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {tab && (
        <>
          {tab.diagnosisList.length === 0 ? (
            <p className="cdetail-empty">{customerDetailMessages.diagnosisNone}</p>
          ) : (
            <SnapCarousel label={customerDetailMessages.diagnosisTabs[examCd]} className="cdetail-results">
              {tab.diagnosisList.map((d) => {
                const who = diagnosisSubject(d);
                return (
                  <div key={d.examNo} className="cdetail-card cdetail-result">
                    <dl>
                      <dt>{customerDetailMessages.diagnosisSubject}</dt>
                      <dd>{who}</dd>
                      <dt>{customerDetailMessages.diagnosisDate}</dt>
                      <dd>{d.compDt}</dd>
                      <dt>{customerDetailMessages.diagnosisDue}</dt>
                      <dd>{d.dueDate}</dd>
                    </dl>
                    <div className="cdetail-result-actions">
                      <button type="button" className="btn btn-secondary" aria-label={customerDetailMessages.diagnosisViewOf(who, d.compDt)} disabled={busy} onClick={() => actor.send({ type: 'user.viewResult', examNo: d.examNo })}>
                        {customerDetailMessages.diagnosisView}
                      </button>
                      <button type="button" className="btn btn-secondary" aria-label={customerDetailMessages.diagnosisShareOf(who, d.compDt)} disabled={busy} onClick={() => actor.send({ type: 'user.share', examNo: d.examNo })}>
                        {customerDetailMessages.diagnosisShare}
                      </button>
                    </div>
                  </div>
                );
              })}
            </SnapCarousel>
          )}
          <div className="cdetail-coupons">
            <p className="cdetail-muted">{customerDetailMessages.diagnosisCoupons(tab.tediRmnngCnt, tab.tedsRmnngCnt, tab.aieltRmnngCnt)}</p>
            {issues && (
              <button type="button" className="btn btn-secondary" aria-label={customerDetailMessages.diagnosisCouponOf(customerDetailMessages.diagnosisTabs[examCd])} disabled={busy} onClick={() => actor.send({ type: 'user.issueCoupon' })}>
                {customerDetailMessages.diagnosisCoupon}
              </button>
            )}
          </div>
        </>
      )}
      {confirming && <Dialog message={customerDetailMessages.diagnosisShareConfirm} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.cancel' })} />}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </div>
  );
}
