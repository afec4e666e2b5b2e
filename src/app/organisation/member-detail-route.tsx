// /orgStatus/orgStatusView?targetId&gubun&akdnam (spec 3 §2 member detail): the member detail pane
// full-screen. The server refuses anyone outside the caller's organisation and the screen says so.
import type { RouteViewProps } from '../view-entry';
import { MemberDetailPane } from './member-detail-pane';

export default function MemberDetailRoute({ route }: RouteViewProps) {
  const q = new URLSearchParams(route.search);
  return <MemberDetailPane targetId={q.get('targetId') ?? ''} gubun={q.get('gubun') ?? ''} akdnam={q.get('akdnam') ?? ''} />;
}
