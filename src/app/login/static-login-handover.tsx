// Lets index.html's static login form give way in the very commit in which the app first draws more than
// its splash (a page or the update message), before the browser paints: never both forms, never neither.
import { useSelector } from '@xstate/react';
import { useLayoutEffect, type ReactNode } from 'react';
import { selectIsPastSplash, type AppActorRef } from '../../../machines/app/app.selectors';
import type { StaticLoginHandover as Handover } from './handover';

export function StaticLoginHandover({ app, handover, children }: { app: AppActorRef; handover: Handover | null; children: ReactNode }) {
  const pastSplash = useSelector(app, selectIsPastSplash);
  // After the children's layout effects: the app's login fields are in the DOM to take the focus.
  useLayoutEffect(() => {
    if (pastSplash) handover?.giveWay();
  }, [pastSplash, handover]);
  return children;
}
