// The header's survey button (spec 1 §2 header survey: true, spec 3 §2): the chrome sits above the page, so
// the page that knows the waiting survey (the dashboard, from its answer's userInfo.srvySqno) hands the
// chrome its actor and the selector reading the address; the chrome only reads through it, copies nothing.
import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect } from 'react';
import type { AnyActorRef } from 'xstate';

export interface HeaderSurveySource {
  readonly actor: AnyActorRef;
  /** The survey button's address from the actor's snapshot, or null when no survey waits. */
  readonly select: (snapshot: never) => string | null;
}

/** Set by the composition root around the page: the page registers its source (null when it leaves). */
export const HeaderSurveyCtx = createContext<(source: HeaderSurveySource | null) => void>(() => {});

/** A page's registration of where the header's survey button leads, for as long as the page shows. */
export function useHeaderSurveySource<A extends AnyActorRef>(actor: A, select: (snapshot: ReturnType<A['getSnapshot']>) => string | null) {
  const register = useContext(HeaderSurveyCtx);
  useEffect(() => {
    register({ actor, select: select as HeaderSurveySource['select'] });
    return () => register(null);
  }, [register, actor, select]);
}

/** The chrome's read of the registered source: the survey button's address, absent when none. */
export function useHeaderSurveyHref(source: HeaderSurveySource | null): string | undefined {
  return useSelector(source?.actor, (snapshot) => (source && snapshot ? source.select(snapshot as never) : null)) ?? undefined;
}
