// /myCstmr/myCstmrReg (spec 2 §2): the planner's customer registration, a new actor per signed-in
// planner. The address search popup opens through the shell and its pick comes back as juso-selected;
// saved, the result page replaces this one; a text to the customer or a confirmed cancel goes to main.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { selectSession } from '../../../machines/app/app.selectors';
import { registrationMachine } from '../../../machines/registration/registration.machine';
import { registrationVerificationMachine } from '../../../machines/registration/registration-verification.machine';
import { routeByName } from '../../domain/app/routes';
import { postSearchHref } from '../../domain/common-popup/pages';
import { RESULT_PATH } from '../../domain/registration/pages';
import { RegisterScreen } from '../../screens/registration/register-screen';
import { useApp } from '../app-context';
import { openPopup } from '../customers/customer-detail-actors';
import { watchPopups } from '../customers/watch-popups';
import type { Flows } from '../flows';
import * as actors from './register-actors';

const MAIN = routeByName('main')?.path ?? '/';

export function provideRegistration({ fromEffect, nativeEvents }: Pick<Flows, 'fromEffect' | 'nativeEvents'>, origin: string, go: (to: string) => void) {
  return registrationMachine.provide({
    actions: { showResult: () => go(RESULT_PATH), leave: () => go(MAIN) },
    actors: {
      loadForm: fromEffect(actors.loadForm),
      checkDuplicate: fromEffect(actors.checkDuplicate),
      verification: registrationVerificationMachine.provide({
        actors: { requestAuth: fromEffect(actors.requestAuth), reissueAuth: fromEffect(actors.reissueAuth), validAuth: fromEffect(actors.validAuth) },
      }),
      sendAuthText: fromEffect(actors.sendAuthText),
      saveRegistration: fromEffect(actors.saveRegistration),
      openPopup: fromEffect(() => openPopup(origin)({ url: postSearchHref() })),
      watchPopups: watchPopups(nativeEvents(), null, (e) => (e.event === 'juso-selected' ? { type: 'popup.jusoSelected', zipNo: e.zipNo, roadAddr: e.roadAddr } : null)),
    } as never,
  });
}

export default function RegisterRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <Register key={session.userId} /> : null;
}

function Register() {
  const { flows } = useApp();
  const machine = useMemo(() => provideRegistration(flows, window.location.origin, (to) => navigate(to, { replace: true })), [flows]);
  const actor = useActorRef(machine);
  return <RegisterScreen actor={actor} />;
}
