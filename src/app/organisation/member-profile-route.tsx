// /orgStatus/orgStatusView/profileDetails?targetId&akdnam&gubun (spec 3 §2 member profile): orgnz/profile
// for the signed-in viewer, a new actor per member; the card shortcut leads to the viewer's own card.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { memberProfileMachine } from '../../../machines/organisation/member-profile.machine';
import { orgnzProfile } from '../../domain/organisation/contract';
import { MemberProfileScreen } from '../../screens/organisation/member-profile-screen';
import { Api } from '../../services/api.service';
import { useApp } from '../app-context';
import type { Flows } from '../flows';
import type { RouteViewProps } from '../view-entry';

export const provideMemberProfile = ({ fromEffect }: Pick<Flows, 'fromEffect'>) =>
  memberProfileMachine.provide({
    actors: { loadProfile: fromEffect(({ targetId }: { targetId: string }) => Api.use((a) => a.call(orgnzProfile, { targetId }))) },
  });

/** The business card of a user (spec 3 §2 /dashboard/profile/:userId). */
export const cardHrefOf = (userId: string) => `/dashboard/profile/${encodeURIComponent(userId)}`;

export default function MemberProfileRoute({ route }: RouteViewProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  const targetId = new URLSearchParams(route.search).get('targetId') ?? '';
  return session ? <MemberProfile key={`${session.userId}/${targetId}`} targetId={targetId} cardHref={cardHrefOf(session.userId)} /> : null;
}

function MemberProfile({ targetId, cardHref }: { readonly targetId: string; readonly cardHref: string }) {
  const { flows } = useApp();
  const machine = useMemo(() => provideMemberProfile(flows), [flows]);
  const actor = useActorRef(machine, { input: { targetId } });
  return <MemberProfileScreen actor={actor} cardHref={cardHref} />;
}
