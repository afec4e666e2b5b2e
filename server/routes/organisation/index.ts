// The organisation area's calls (spec 3 §7 orgnz.*): everything in src/domain/organisation/contract.ts, by
// topic: the list, one member (detail, perform, activity, profile) and the caller's private memos.
import type { ApiCall } from '../../http/handle';
import { listCalls } from './list';
import { memberCalls } from './member';
import { memoCalls } from './memos';

export const organisationCalls: readonly ApiCall[] = [...listCalls, ...memberCalls, ...memoCalls];
