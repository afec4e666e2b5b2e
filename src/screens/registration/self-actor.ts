// The self-registration page's actor, as its parts take it.
import type { ActorRefFrom } from 'xstate';
import type { selfRegistrationMachine } from '../../../machines/registration/self-registration.machine';

export type SelfActor = ActorRefFrom<typeof selfRegistrationMachine>;
