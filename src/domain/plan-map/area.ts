// The education plan map (spec 3 §2): the map, my plans, the plan register, the cart and promotions. Its
// screens arrive with issue 17; the catalogue calls come first.
import { defineArea } from '../shared/area';

export const planMapArea = defineArea({ name: 'plan-map', routes: [] });
