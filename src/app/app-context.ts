// React context carrying what route views need from the composition root: the app actor and the
// provided screen flows.
import { createContext, useContext } from 'react';
import type { AppActorRef } from '../../machines/app/app.selectors';
import type { Flows } from './flows';

export interface AppContextValue {
  readonly app: AppActorRef;
  readonly flows: Flows;
}

export const AppCtx = createContext<AppContextValue | null>(null);

export function useApp(): AppContextValue {
  const v = useContext(AppCtx);
  if (!v) throw new Error('useApp outside <AppRoot>');
  return v;
}
