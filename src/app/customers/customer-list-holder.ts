// The owner of the customer list actor, above the routes (docs/decisions.md D41): one per app actor, it
// follows the app's route. The first customer page to show starts the list (taking the home screen's
// hand-off, if one is named for the list); every later route is told to the list as route.changed, so the
// list keeps its query, rows, selection and scroll while its sub-pages come and go; a screen outside the
// customer pages ends it (the machine's final state) and the next visit starts afresh, as does a new user.
import { useSyncExternalStore } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { selectHandoffFor, selectRoute, selectSession, type AppActorRef } from '../../../machines/app/app.selectors';
import type { customerListMachine } from '../../../machines/customers/customer-list.machine';
import { CUSTOMER_ROUTE_NAMES, customerPageOf, listTypeParam, startsList } from '../../domain/customers/pages';
import type { ResolvedRoute } from '../../domain/app/routes';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import { provideCustomerList } from './customer-list-flow';

export type CustomerListActor = ActorRefFrom<typeof customerListMachine>;

const takeHandoff = selectHandoffFor(CUSTOMER_ROUTE_NAMES.list);

class CustomerListHolder {
  private actor: CustomerListActor | null = null;
  private owner: string | null = null;
  private route: ResolvedRoute | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly machine: ReturnType<typeof provideCustomerList>;

  constructor(private readonly app: AppActorRef, flows: Flows, origin: string) {
    this.machine = provideCustomerList(flows, origin);
    app.subscribe({ next: (snap) => this.follow(snap), complete: () => this.drop(), error: () => this.drop() });
    this.follow(app.getSnapshot());
  }

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  readonly current = () => this.actor;

  private follow(snap: ReturnType<AppActorRef['getSnapshot']>) {
    const session = selectSession(snap);
    if (this.actor && session?.userId !== this.owner) this.drop();
    const route = selectRoute(snap);
    if (!route || route === this.route) return;
    this.route = route;
    const page = customerPageOf(route.route.name);
    const listTyp = listTypeParam(route.params.listTyp);
    if (this.actor) {
      this.actor.send({ type: 'route.changed', page, listTyp });
      return;
    }
    // A customer's detail or popup opened on its own (an alert, its URL, a popup window) has no list under it.
    if (page === null || !startsList(page) || !session) return;
    const handoff = page === 'list' ? takeHandoff(snap) : null;
    const actor = createActor(this.machine, { input: { position: session.orgnzPstn, searchTxt: handoff ?? '' } });
    actor.subscribe({ complete: () => this.actor === actor && this.drop() });
    this.actor = actor;
    this.owner = session.userId;
    actor.start();
    // Opened on a sub-page (its URL): the list starts under it.
    if (page !== 'list') actor.send({ type: 'route.changed', page, listTyp });
    // The list filled its search with the name: the shared state lets it go. Told after this step, which
    // may run while a route view renders.
    if (handoff !== null) queueMicrotask(() => this.app.send({ type: 'screen.handoffTaken' }));
    this.notify();
  }

  private drop() {
    const actor = this.actor;
    if (!actor) return;
    this.actor = null;
    this.owner = null;
    actor.stop();
    this.notify();
  }

  private notify() {
    for (const l of this.listeners) l();
  }
}

const holders = new WeakMap<AppActorRef, CustomerListHolder>();

function holderFor(app: AppActorRef, flows: Flows): CustomerListHolder {
  let h = holders.get(app);
  if (!h) {
    h = new CustomerListHolder(app, flows, window.location.origin);
    holders.set(app, h);
  }
  return h;
}

/** The customer list actor of an app while a customer page is up (the tests replay paths against it). */
export const customerListOf = (app: AppActorRef): CustomerListActor | null => holders.get(app)?.current() ?? null;

/** The customer list actor while a customer page is up (null before the app shows one). */
export function useCustomerList(): CustomerListActor | null {
  const { app, flows } = useApp();
  const holder = holderFor(app, flows);
  return useSyncExternalStore(holder.subscribe, holder.current);
}
