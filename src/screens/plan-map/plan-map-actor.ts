// The plan map actor the screen and its parts render.
import type { ActorRefFrom } from 'xstate';
import type { planMapMachine } from '../../../machines/plan-map/plan-map.machine';

export type PlanMapActor = ActorRefFrom<typeof planMapMachine>;
