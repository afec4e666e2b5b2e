// The branch head's members' plans (spec 3 §2 members' plan list, §4, §6): the tabs, the filters, then the
// members as cards on a phone or a table on a PC (from 1024 px); 요청 asks 영업활동계획을 요청 하시겠습니까?
// and the row turns 요청중; a refused request shows the server's message. Anyone but a branch head reads
// the refusal and goes back. Renders the headBsnPlnList actor.
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { headPlanListMachine } from '../../../machines/plans/head-plan-list.machine';
import * as sel from '../../../machines/plans/head-plan-list.selectors';
import { plansMessages } from '../../domain/plans/messages';
import type { HeadPlanRow } from '../../domain/plans/contract';
import { Dialog } from '../../ui/dialog';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { usePagedList, type PagedListActor } from '../shared/paged-list-view';
import { HeadPlanCards, HeadPlanTable } from './head-plan-list-rows';
import { HeadPlanToolbar } from './head-plan-list-toolbar';
import { PlanListTabs } from './plan-list-tabs';
import './plans.css';

type Actor = ActorRefFrom<typeof headPlanListMachine>;

export function HeadPlanListScreen({ actor }: { readonly actor: Actor }) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const refused = useSelector(actor, sel.selectRefused);
  const listActor = useSelector(actor, sel.selectList);
  const confirming = useSelector(actor, sel.selectConfirming);
  const message = useSelector(actor, sel.selectMessage);
  if (refused)
    return (
      <section className="plans-screen" aria-label={plansMessages.headPlanListLabel}>
        <Dialog message={plansMessages.headPlanNoPermission} onClose={() => actor.send({ type: 'user.goBack' })} />
      </section>
    );
  return (
    <section className={`plans-screen${desktop ? ' plans-wide' : ''}`} aria-label={plansMessages.headPlanListLabel}>
      <PlanListTabs current="members" />
      <HeadPlanToolbar actor={actor} />
      {listActor && <Members key={listActor.sessionId} actor={actor} listActor={listActor} desktop={desktop} />}
      {confirming && (
        <Dialog message={plansMessages.planRequestConfirm} onConfirm={() => actor.send({ type: 'user.confirm' })} onCancel={() => actor.send({ type: 'user.cancel' })} />
      )}
      {message !== null && <Dialog message={message} onClose={() => actor.send({ type: 'user.dismiss' })} />}
    </section>
  );
}

function Members({ actor, listActor, desktop }: { readonly actor: Actor; readonly listActor: PagedListActor; readonly desktop: boolean }) {
  const list = usePagedList<HeadPlanRow>(listActor);
  return (
    <div className="plans-body" aria-busy={list.busy}>
      {desktop ? <HeadPlanTable actor={actor} listActor={listActor} list={list} /> : <HeadPlanCards actor={actor} listActor={listActor} list={list} />}
    </div>
  );
}
