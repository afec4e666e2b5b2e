// The member detail as a self-contained pane (spec 3 §2 member detail): the organisation list's desktop
// split shows it beside the list; the /orgStatus/orgStatusView route shows the same full-screen. A new
// actor per member (and per signed-in user): another member is another key. On a PC (the desktop layout
// when the pane starts) memos are written in a dialog beside it, elsewhere in the shell's popup.
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { selectSession } from '../../../machines/app/app.selectors';
import { MemberDetailScreen } from '../../screens/organisation/member-detail-screen';
import { DESKTOP_QUERY, useMediaQuery } from '../../ui/use-media-query';
import { useApp } from '../app-context';
import { provideMemberDetail } from './member-detail-flow';

export interface MemberDetailPaneProps {
  readonly targetId: string;
  readonly gubun?: string;
  readonly akdnam?: string;
}

export function MemberDetailPane({ targetId, gubun = '', akdnam = '' }: MemberDetailPaneProps) {
  const { app } = useApp();
  const session = useSelector(app, selectSession);
  return session ? <MemberDetail key={`${session.userId}/${targetId}`} targetId={targetId} gubun={gubun} akdnam={akdnam} /> : null;
}

function MemberDetail({ targetId, gubun, akdnam }: Required<MemberDetailPaneProps>) {
  const { flows } = useApp();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // Fixed for this actor: another member is another key above, so a new actor.
  const machine = useMemo(() => provideMemberDetail(flows, targetId, window.location.origin), [flows]);
  const actor = useActorRef(machine, { input: { targetId, gubun, akdnam, inline: desktop } });
  return <MemberDetailScreen actor={actor} name={akdnam || targetId} />;
}
