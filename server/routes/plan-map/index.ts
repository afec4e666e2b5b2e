// The plan map area's calls (spec 3 §7 eduplan.*): the catalogue (base, child, promotion) so far.
import type { ApiCall } from '../../http/handle';
import { catalogueCalls } from './catalogue';

export const planMapCalls: readonly ApiCall[] = [...catalogueCalls];
