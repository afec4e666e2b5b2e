// The customer detail actor as the detail's screen and sections hold it.
import type { ActorRefFrom } from 'xstate';
import type { customerDetailMachine } from '../../../machines/customers/customer-detail.machine';

export type CustomerDetailActor = ActorRefFrom<typeof customerDetailMachine>;
