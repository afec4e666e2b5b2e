// The customer list actor as the customer screens hold it.
import type { ActorRefFrom } from 'xstate';
import type { customerListMachine } from '../../../machines/customers/customer-list.machine';

export type CustomerListActor = ActorRefFrom<typeof customerListMachine>;
