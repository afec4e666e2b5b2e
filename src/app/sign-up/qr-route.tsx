// /qr bound to the app actor: the signed-in planner's sign-up link as a QR code; the buttons lead to
// screens that exist (promotion, customer registration and settings appear once their routes do).
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { signUpLinkMachine } from '../../../machines/sign-up/sign-up-link.machine';
import { routeByName } from '../../domain/app/routes';
import { PLAN_MAP_ROUTE_NAMES } from '../../domain/plan-map/pages';
import { QrScreen, type QrLinks } from '../../screens/sign-up/qr-screen';
import { signUpLinkActors } from './sign-up-link-actors';
import { useApp } from '../app-context';

const pathOf = (name: string) => routeByName(name)?.path ?? null;

/** The promotion page (spec 1 §2 /eduplanmap/promotion) without sqno: the current promotion (docs/decisions.md). */
const qrLinks = (): QrLinks => ({
  promotion: pathOf(PLAN_MAP_ROUTE_NAMES.promotion),
  register: pathOf('my-cstmr-reg'),
  settings: pathOf('notification-set'),
  share: pathOf('edu-kakao-sync'),
});

export default function QrRoute() {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <Qr key={session.userId} plannerName={session.userName} /> : null;
}

function Qr({ plannerName }: { readonly plannerName: string }) {
  const { flows } = useApp();
  const machine = useMemo(() => signUpLinkMachine.provide({ actors: signUpLinkActors(flows.fromEffect, window, plannerName) }), [flows, plannerName]);
  const actor = useActorRef(machine);
  return <QrScreen actor={actor} plannerName={plannerName} links={qrLinks()} />;
}
