// The server's cards in exposure order (spec 1 §2): each card code drawn by its component; the
// shortcuts card only when an operator configured a shortcut site.
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { dashboardMachine } from '../../../machines/dashboard/dashboard.machine';
import * as sel from '../../../machines/dashboard/dashboard.selectors';
import { routeByName } from '../../domain/app/routes';
import { ORG_ROUTE_NAMES, orgListHref } from '../../domain/organisation/pages';
import { EducationCard } from './cards/education-card';
import { NoticeCard } from './cards/notice-card';
import { OrgStatusCard } from './cards/org-status-card';
import { PerformanceCard } from './cards/performance-card';
import { ScheduleCard } from './cards/schedule-card';
import { ShortcutsCard } from './cards/shortcuts-card';

export function DashboardCards({ actor }: { readonly actor: ActorRefFrom<typeof dashboardMachine> }) {
  const data = useSelector(actor, sel.selectDashboardData)!;
  const children = useSelector(actor, sel.selectChildren);
  const switching = useSelector(actor, sel.selectSwitching);
  const opening = useSelector(actor, sel.selectOpeningSite);
  const noticeDetail = routeByName('notice-detail');
  const scheduleList = routeByName('my-schedule-list');
  const orgList = routeByName(ORG_ROUTE_NAMES.list);
  const orgLinks = useSelector(actor, sel.selectOrgCardLinks);
  const shortcuts = useSelector(actor, sel.selectShortcutSites, shallowEqual);
  const cards = useSelector(actor, sel.selectShownCards, shallowEqual);
  return (
    <div className="home-cards" data-card-count={cards.length}>
      {cards.map(({ cardCd, cardNm }) => {
        switch (cardCd) {
          case 'HCD01':
            return data.org && <OrgStatusCard key={cardCd} org={data.org} title={cardNm} onOpenMeetings={() => actor.send({ type: 'user.openMeetSheet' })} listHref={orgLinks && orgList ? orgListHref : null} />;
          case 'HCD02':
            return data.performance && <PerformanceCard key={cardCd} performance={data.performance} activity={data.activity} title={cardNm} busy={switching} />;
          case 'HCD03':
            return children.scheduleToggle && <ScheduleCard key={cardCd} actor={children.scheduleToggle as never} title={cardNm} total={data.scheduleTotal} listHref={scheduleList?.path ?? null} />;
          case 'HCD04':
            return <EducationCard key={cardCd} items={data.education} title={cardNm} />;
          case 'HCD05':
            return <NoticeCard key={cardCd} items={data.notices} title={cardNm} detailHref={noticeDetail ? (id) => `${noticeDetail.path}?itemId=${id}` : null} />;
          case 'HCD06':
            return <ShortcutsCard key={cardCd} title={cardNm} sites={shortcuts} busy={opening} onOpen={(code) => actor.send({ type: 'user.openSite', code })} />;
        }
      })}
    </div>
  );
}
