// The sales-plan area's calls (spec 3 §7 bsnPln*, sttEndInfo, reqBsnPln).
import type { ApiCall } from '../../http/handle';

export const plansCalls: readonly ApiCall[] = [];
