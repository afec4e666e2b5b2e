// /faq bound to the app actor: the FAQ for the signed-in user, its list provided on this lazily loaded
// chunk from the runtime-bound Effect helper.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { FaqScreen } from '../../screens/faq/faq-screen';
import { useApp } from '../app-context';
import { provideFaq } from './faq-actors';

export default function FaqRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <Faq key={session.userId} /> : null;
}

function Faq() {
  const { flows } = useApp();
  const machine = useMemo(() => provideFaq(flows.fromEffect), [flows]);
  const actor = useActorRef(machine, { input: {} });
  return <FaqScreen actor={actor} />;
}
