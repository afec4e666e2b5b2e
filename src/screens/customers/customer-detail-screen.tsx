// The customer detail screen (spec 2 §2 customer detail): the tab bar that scrolls to a section and follows
// the scroll, the customer's info with call, text and favourite, children, contracts with mileage and
// credit, order groups, deliveries, schedules, a branch head's recruiting toggle and the memo history.
// Sections follow the customer's type and the viewer's role (detail.ts sectionsFor). Renders the
// customer-detail actor; sections live in customer-detail-sections.tsx.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import * as sel from '../../../machines/customers/customer-detail.selectors';
import type { SectionKey } from '../../domain/customers/detail';
import { customerDetailMessages } from '../../domain/customers/detail-messages';
import { Dialog } from '../../ui/dialog';
import { RetryAlert } from '../../ui/retry-alert';
import { Spinner } from '../../ui/spinner';
import { ChildSection, ContractSection, DeliverySection, InfoSection, MemoSection, OrderSection, RecruitSection, ScheduleSection } from './customer-detail-sections';
import type { CustomerDetailActor } from './customer-detail-actor';
import { MemoDeleteConfirm } from './memo-delete-confirm';
import { useSectionTabs } from './use-section-tabs';
import './customer-detail.css';

export function CustomerDetailScreen({ actor }: { readonly actor: CustomerDetailActor }) {
  const loading = useSelector(actor, sel.selectLoading);
  const error = useSelector(actor, sel.selectError);
  const data = useSelector(actor, sel.selectData);
  const sections = useSelector(actor, sel.selectSections);
  const message = useSelector(actor, sel.selectMessage);
  const memoDelete = useSelector(actor, sel.selectMemoDelete);
  const tabs = useSectionTabs(sections);
  const body: Record<SectionKey, () => ReactNode> = {
    info: () => <InfoSection actor={actor} />,
    child: () => <ChildSection actor={actor} />,
    contract: () => <ContractSection actor={actor} />,
    order: () => <OrderSection actor={actor} />,
    delivery: () => <DeliverySection actor={actor} />,
    schedule: () => <ScheduleSection actor={actor} />,
    recruit: () => <RecruitSection actor={actor} />,
    history: () => <MemoSection actor={actor} />,
  };
  return (
    <article className="cdetail" aria-label={customerDetailMessages.custDetailTitle} aria-busy={loading}>
      {loading && <Spinner label="불러오는 중" />}
      {error !== null && <RetryAlert className="cdetail-status" message={error} onRetry={() => actor.send({ type: 'user.retry' })} />}
      {data && (
        <>
          <nav className="cdetail-tabs" aria-label={customerDetailMessages.custDetailTabsLabel}>
            {sections.map((k) => (
              <button key={k} type="button" className="cdetail-tab" aria-current={tabs.active === k ? 'true' : undefined} onClick={() => tabs.goTo(k)}>
                {customerDetailMessages.custDetailTabs[k]}
              </button>
            ))}
          </nav>
          {sections.map((k) => (
            <section key={k} ref={tabs.refOf(k)} tabIndex={-1} className={`cdetail-section cdetail-sec-${k}`} aria-labelledby={`cdetail-h-${k}`}>
              <h2 id={`cdetail-h-${k}`} className="cdetail-h">
                {customerDetailMessages.custDetailTabs[k]}
              </h2>
              {body[k]()}
            </section>
          ))}
        </>
      )}
      {memoDelete && <MemoDeleteConfirm actor={memoDelete} />}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismissMessage' })} />}
    </article>
  );
}
