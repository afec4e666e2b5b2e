// The signed-in user's outbox actor, shared by the indicator that starts it (with the chrome), the /outbox list
// and the logout question. Null until the outbox has loaded after sign-in, and after sign-out.
import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { outboxMachine } from '../../../machines/outbox/outbox.machine';

export type OutboxActorRef = ActorRefFrom<typeof outboxMachine>;

export const OutboxActorCtx = createContext<OutboxActorRef | null>(null);
/** How the indicator hands its actor to the app root (null when it closes). */
export const OutboxPublishCtx = createContext<(actor: OutboxActorRef | null) => void>(() => {});

export const useOutboxActor = (): OutboxActorRef | null => useContext(OutboxActorCtx);
