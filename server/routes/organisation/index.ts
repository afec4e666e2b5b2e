// The organisation area's calls (spec 3 §7 orgnz.*): everything in src/domain/organisation/contract.ts.
import type { ApiCall } from '../../http/handle';

export const organisationCalls: readonly ApiCall[] = [];
