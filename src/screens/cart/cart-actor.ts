// The cart actor the cart's views render (apart, so the parts need not import the screen).
import type { ActorRefFrom } from 'xstate';
import type { cartMachine } from '../../../machines/cart/cart.machine';

export type CartActor = ActorRefFrom<typeof cartMachine>;
