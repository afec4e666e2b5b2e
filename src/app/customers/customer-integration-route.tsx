// /myCstmr/CstIntegration (spec 2 §2): the signed-in user's customer integration, a new actor per user.
// Cancel goes back to the customer list (replacing this page, so "back" does not return to it).
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { customerIntegrationMachine } from '../../../machines/customers/customer-integration.machine';
import { LIST_PATH } from '../../domain/customers/pages';
import { CustomerIntegrationScreen } from '../../screens/customers/customer-integration-screen';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import * as actors from './customer-integration-actors';

export function provideCustomerIntegration({ fromEffect }: Pick<Flows, 'fromEffect'>, goToList: () => void) {
  return customerIntegrationMachine.provide({
    actors: { loadPairs: fromEffect(actors.loadPairs), integrate: fromEffect(actors.integrate) },
    actions: { goToList },
  });
}

export default function CustomerIntegrationRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <CustomerIntegration key={session.userId} /> : null;
}

function CustomerIntegration() {
  const { flows } = useApp();
  const machine = useMemo(() => provideCustomerIntegration(flows, () => navigate(LIST_PATH, { replace: true })), [flows]);
  const actor = useActorRef(machine);
  return <CustomerIntegrationScreen actor={actor} />;
}
