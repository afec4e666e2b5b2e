// The cart area's calls (spec 3 §7 eduplan.bascket).
import type { ApiCall } from '../../http/handle';
import { bascketCalls } from './bascket';

export const cartCalls: readonly ApiCall[] = [...bascketCalls];
