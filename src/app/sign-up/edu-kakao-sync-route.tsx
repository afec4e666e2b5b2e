// /eduKakaoSync bound to the app actor: the signed-in planner's sign-up link to copy into a KakaoTalk
// chat or send through the phone's SMS composer.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { signUpLinkMachine } from '../../../machines/sign-up/sign-up-link.machine';
import { routeByName } from '../../domain/app/routes';
import { SignUpShareScreen } from '../../screens/sign-up/sign-up-link-screen';
import { signUpLinkActors } from './sign-up-link-actors';
import { useApp } from '../app-context';

export default function EduKakaoSyncRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <Share key={session.userId} plannerName={session.userName} /> : null;
}

function Share({ plannerName }: { readonly plannerName: string }) {
  const { flows } = useApp();
  const machine = useMemo(() => signUpLinkMachine.provide({ actors: signUpLinkActors(flows.fromEffect, window, plannerName) }), [flows, plannerName]);
  const actor = useActorRef(machine);
  return <SignUpShareScreen actor={actor} plannerName={plannerName} qrHref={routeByName('qr')?.path ?? null} />;
}
